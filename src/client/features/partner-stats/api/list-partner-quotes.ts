import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminPartnerQuotes, adminPartnerQuotesSchema } from '@shared/contracts/partner-stats';
import { apiGet } from '@/lib/api';

/**
 * GET /api/admin/partner-quotes/{id}: the five newest quote requests of the partner.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 403 for non-admins.
 */
export function fetchPartnerQuotes(partnerId: string, signal?: AbortSignal): Promise<AdminPartnerQuotes> {
  return apiGet(
    `/api/admin/partner-quotes/${encodeURIComponent(partnerId)}`,
    import.meta.env.DEV && adminPartnerQuotesSchema,
    signal,
  );
}

/** Query options of {@link fetchPartnerQuotes}. */
export const partnerQuotesQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: ['admin', 'partner-quotes', partnerId],
    queryFn: ({ signal }) => fetchPartnerQuotes(partnerId, signal),
  });

/** The inspected partner's recent quote requests (the list itself). */
export function usePartnerQuotes(partnerId: string) {
  return useQuery({ ...partnerQuotesQueryOptions(partnerId), select: (data) => data.quotes });
}
