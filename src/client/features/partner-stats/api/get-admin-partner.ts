import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminPartnerDetail, adminPartnerDetailSchema } from '@shared/contracts/partner-stats';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/partners/{id}: a partner as admins see it, with its statistics (spec §3, §4).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 403 for non-admins.
 */
export function fetchAdminPartner(partnerId: string, signal?: AbortSignal): Promise<AdminPartnerDetail> {
  return apiGet(
    `/api/admin/partners/${encodeURIComponent(partnerId)}`,
    import.meta.env.DEV && adminPartnerDetailSchema,
    signal,
  );
}

/** Query options of {@link fetchAdminPartner}. */
export const adminPartnerQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.adminPartners, partnerId],
    queryFn: ({ signal }) => fetchAdminPartner(partnerId, signal),
  });

/** The inspected partner. */
export function useAdminPartner(partnerId: string) {
  return useQuery(adminPartnerQueryOptions(partnerId));
}
