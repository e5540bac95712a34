/**
 * Calls of the data retention card (issue 23 "Retention"; master_admin): the days per rule and the
 * daily job's last run.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RetentionSettings, retentionSettingsSchema, type UpdateRetention } from '@shared/contracts/retention';
import { apiGet, apiRequest } from '@/lib/api';

const check = <T>(schema: T) => import.meta.env.DEV && schema;
const URL = '/api/admin/system-config/retention';

/** Query options of GET /api/admin/system-config/retention (master_admin; 403 for anyone else). */
export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-config', 'retention'],
    queryFn: ({ signal }) => apiGet<RetentionSettings>(URL, check(retentionSettingsSchema), signal),
  });

/** The days in force per retention rule and the last run. */
export function useRetentionSettings() {
  return useQuery(retentionQueryOptions());
}

/**
 * PUT /api/admin/system-config/retention: every rule's days at once; the answer replaces the cache.
 * @throws {ApiError} 400 VALIDATION_ERROR with fieldErrors named by rule (`readNotifications`…)
 */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateRetention) =>
      (await apiRequest(URL, { method: 'PUT', body, schema: check(retentionSettingsSchema) })).data,
    onSuccess: (saved) => queryClient.setQueryData(retentionQueryOptions().queryKey, saved),
  });
}
