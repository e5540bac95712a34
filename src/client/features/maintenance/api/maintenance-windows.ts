/**
 * The master_admin's maintenance schedule on /system-settings?tab=maintenance (issue 22; decision 040):
 * GET and POST /api/admin/system-config/maintenance, PUT and DELETE …/{id}. Every change also refreshes
 * the public window, so the admin's own banner follows at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MaintenanceWindow,
  maintenanceWindowListSchema,
  maintenanceWindowSchema,
  type MaintenanceWindowInputValues,
} from '@shared/contracts/maintenance';
import { successSchema } from '@shared/contracts/partners';
import { apiGet, apiRequest } from '@/lib/api';
import { maintenanceQueryOptions } from './get-maintenance';

const check = <T>(schema: T) => import.meta.env.DEV && schema;
const URL = '/api/admin/system-config/maintenance';

/** Query options of the admin list (master_admin; 403 for anyone else). */
export const maintenanceWindowsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-config', 'maintenance'],
    queryFn: ({ signal }) => apiGet<MaintenanceWindow[]>(URL, check(maintenanceWindowListSchema), signal),
  });

/** The coming, current and latest past windows. */
export function useMaintenanceWindows() {
  return useQuery(maintenanceWindowsQueryOptions());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: maintenanceWindowsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey }),
    ]);
}

/**
 * Schedules (no `id`) or replaces (`id`) a window.
 * @throws {ApiError} 400 VALIDATION_ERROR with fieldErrors `startsAt`, `endsAt`, `message`;
 *   409 MAINTENANCE_WINDOW_OVERLAP, MAINTENANCE_WINDOW_STARTED; 404 MAINTENANCE_WINDOW_NOT_FOUND
 */
export function useSaveMaintenanceWindow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: MaintenanceWindowInputValues }) =>
      (
        await apiRequest(id === undefined ? URL : `${URL}/${id}`, {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          schema: check(maintenanceWindowSchema),
        })
      ).data,
    onSuccess: refresh,
  });
}

/**
 * Cancels a window that has not started.
 * @throws {ApiError} 409 MAINTENANCE_WINDOW_STARTED; 404 MAINTENANCE_WINDOW_NOT_FOUND
 */
export function useCancelMaintenanceWindow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(`${URL}/${id}`, { method: 'DELETE', schema: check(successSchema) })).data,
    onSuccess: refresh,
  });
}
