/**
 * Calls of the system settings screen (issue 11): the SEO and site settings, category edits and the
 * services pool. Saves refresh what other screens show: the init query (header, footer, hero), the
 * categories and the catalogue.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Category, categorySchema } from '@shared/contracts/categories';
import {
  type AdminService,
  type AdminServiceList,
  adminServiceListSchema,
  adminServiceSchema,
  type AdminServicesQueryInput,
  type CreateAdminServiceInput,
  type SystemConfig,
  systemConfigSchema,
  type UpdateAdminServiceInput,
  type UpdateCategoryInput,
  type UpdateSystemConfigInput,
} from '@shared/contracts/system-config';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import { initQueryOptions } from '@/lib/init';
import { sharedKeys } from '@/lib/query-keys';

const check = <T>(schema: T) => import.meta.env.DEV && schema;

/** Query options of GET /api/admin/system-config (admins). */
export const systemConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-config'],
    queryFn: ({ signal }) => apiGet<SystemConfig>('/api/admin/system-config', check(systemConfigSchema), signal),
  });

/** The stored SEO and site settings. */
export function useSystemConfig() {
  return useQuery(systemConfigQueryOptions());
}

/**
 * PATCH /api/admin/system-config. On success the answer replaces the cached settings and the init
 * query refetches, so the header, footer and hero show the change without a reload; a change of the
 * exchange-rate override refreshes the rates the quote comparison reads.
 * @throws {ApiError} 400 VALIDATION_ERROR with fieldErrors named `site.contactPhone`, `seoSettings.ogUrl`…
 */
export function useUpdateSystemConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSystemConfigInput) =>
      (await apiRequest('/api/admin/system-config', { method: 'PATCH', body, schema: check(systemConfigSchema) })).data,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(systemConfigQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: initQueryOptions().queryKey });
      // The override decides the rates every comparison converts with (issue 20).
      if (body.exchangeRates) void queryClient.invalidateQueries({ queryKey: sharedKeys.exchangeRates });
    },
  });
}

/** PATCH /api/admin/categories/{id}; refreshes the category list and the catalogue. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateCategoryInput & { id: number }): Promise<Category> =>
      (await apiRequest(`/api/admin/categories/${id}`, { method: 'PATCH', body, schema: check(categorySchema) })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.categories });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.partners });
    },
  });
}

/** Query options of one page of GET /api/admin/services. */
export const adminServicesQueryOptions = (query: AdminServicesQueryInput) =>
  queryOptions({
    queryKey: ['admin', 'services', query],
    queryFn: ({ signal }) =>
      apiGet<AdminServiceList>(withQuery('/api/admin/services', query), check(adminServiceListSchema), signal),
    placeholderData: keepPreviousData,
  });

/** One page of the services pool, the previous page shown while the next loads. */
export function useAdminServices(query: AdminServicesQueryInput) {
  return useQuery(adminServicesQueryOptions(query));
}

/** Refreshes the pool's pages and the public service lists after a change. */
function useServicesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'services'] });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.services });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.partners });
  };
}

/**
 * POST /api/admin/services.
 * @throws {ApiError} 409 SERVICE_NAME_TAKEN; 400 with fieldErrors
 */
export function useCreateService() {
  const changed = useServicesChanged();
  return useMutation({
    mutationFn: async (body: CreateAdminServiceInput): Promise<AdminService> =>
      (await apiRequest('/api/admin/services', { method: 'POST', body, schema: check(adminServiceSchema) })).data,
    onSuccess: changed,
  });
}

/** PATCH /api/admin/services/{id}. @throws {ApiError} 409 SERVICE_NAME_TAKEN, 404 SERVICE_NOT_FOUND */
export function useUpdateService() {
  const changed = useServicesChanged();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateAdminServiceInput & { id: number }): Promise<AdminService> =>
      (await apiRequest(`/api/admin/services/${id}`, { method: 'PATCH', body, schema: check(adminServiceSchema) }))
        .data,
    onSuccess: changed,
  });
}

/** DELETE /api/admin/services/{id}: also removes it from the partners offering it. */
export function useDeleteService() {
  const changed = useServicesChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest(`/api/admin/services/${id}`, { method: 'DELETE', schema: false });
    },
    onSuccess: changed,
  });
}
