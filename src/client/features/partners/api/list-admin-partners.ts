import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminPartnerList,
  adminPartnerListSchema,
  type AdminPartnersQueryInput,
} from '@shared/contracts/partner-applications';
import { apiGet, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/partners (admins): every partner, passive and hidden ones included; `q` searches.
 * @throws {ApiError} 403 not an admin.
 */
export function fetchAdminPartners(query: AdminPartnersQueryInput, signal?: AbortSignal): Promise<AdminPartnerList> {
  return apiGet(withQuery('/api/admin/partners', { ...query }), import.meta.env.DEV && adminPartnerListSchema, signal);
}

/** Query options of {@link fetchAdminPartners}. */
export const adminPartnersQueryOptions = (query: AdminPartnersQueryInput) =>
  queryOptions({
    queryKey: [...sharedKeys.adminPartners, query],
    queryFn: ({ signal }) => fetchAdminPartners(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of partners. */
export function useAdminPartners(query: AdminPartnersQueryInput) {
  return useQuery(adminPartnersQueryOptions(query));
}
