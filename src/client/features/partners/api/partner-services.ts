import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@shared/contracts/partners';
import {
  createServiceResponseSchema,
  serviceListSchema,
  type CreateServiceInput,
  type Service,
} from '@shared/contracts/services';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/services: the whole pool, for the editor's suggestions. */
export const servicePoolQueryOptions = () =>
  queryOptions({
    queryKey: [...sharedKeys.services, 'pool'],
    queryFn: ({ signal }) => apiGet<Service[]>('/api/services', import.meta.env.DEV && serviceListSchema, signal),
    staleTime: 5 * 60_000,
  });

/** The service pool (GET /api/services). */
export function useServicePool(enabled = true) {
  return useQuery({ ...servicePoolQueryOptions(), enabled });
}

/**
 * POST /api/services: a new pool service, or the existing one of the same name.
 * @throws {ApiError} 400 for a name under 2 or over 120 characters; 403 unless partner or admin
 */
export async function createService(body: CreateServiceInput): Promise<{ id: number }> {
  const { data } = await apiRequest('/api/services', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && createServiceResponseSchema,
  });
  return data;
}

/**
 * POST /api/partners/{id}/services and DELETE /api/partners/{id}/services/{serviceId} (owner or admin).
 * @throws {ApiError} 404 PARTNER_NOT_FOUND for anyone else; 404 for an unknown service
 */
export async function setPartnerService(partnerId: number, serviceId: number, add: boolean): Promise<void> {
  await apiRequest(add ? `/api/partners/${partnerId}/services` : `/api/partners/${partnerId}/services/${serviceId}`, {
    method: add ? 'POST' : 'DELETE',
    body: add ? { serviceId } : undefined,
    schema: import.meta.env.DEV && successSchema,
  });
}

/**
 * Applies a list of service changes of the editor: names without an id are created in the pool first.
 * Refetches the pool and the partner's profile afterwards.
 */
export function useSavePartnerServices(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ add, remove }: { add: { id: number | null; name: string }[]; remove: number[] }) => {
      for (const serviceId of remove) await setPartnerService(partnerId, serviceId, false);
      for (const service of add) {
        const id = service.id ?? (await createService({ name: service.name, categoryId: null })).id;
        await setPartnerService(partnerId, id, true);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: servicePoolQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.partners });
    },
  });
}
