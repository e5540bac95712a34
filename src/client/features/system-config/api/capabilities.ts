/**
 * The capability fields editor of the settings screen (issue 21; decision 027): GET
 * /api/admin/capabilities (definitions and how many partners filled each field and option) and PUT
 * /api/admin/capabilities/{category}. A save refreshes the public definitions the catalogue, cards
 * and profiles read, and the catalogue (partners' values may have been dropped).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySlug } from '@shared/constants';
import {
  type AdminCapabilities,
  adminCapabilitiesSchema,
  type UpdateCapabilityFieldsInput,
} from '@shared/contracts/capabilities';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

const check = <T>(schema: T) => import.meta.env.DEV && schema;

/** Query options of GET /api/admin/capabilities (admins). */
export const adminCapabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'capabilities'],
    queryFn: ({ signal }) =>
      apiGet<AdminCapabilities>('/api/admin/capabilities', check(adminCapabilitiesSchema), signal),
  });

/** Every category's fields with their usage. */
export function useAdminCapabilities() {
  return useQuery(adminCapabilitiesQueryOptions());
}

/**
 * PUT /api/admin/capabilities/{category}: the category's whole field list.
 * @throws {ApiError} 400 VALIDATION_ERROR with fieldErrors named `fields.1.options.3.key`…
 */
export function useUpdateCapabilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category, ...body }: UpdateCapabilityFieldsInput & { category: CategorySlug }) =>
      (
        await apiRequest(`/api/admin/capabilities/${category}`, {
          method: 'PUT',
          body,
          schema: check(adminCapabilitiesSchema),
        })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminCapabilitiesQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.capabilities });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.partners });
    },
  });
}
