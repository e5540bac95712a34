import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerDetail, partnerDetailSchema } from '@shared/contracts/partners';
import { apiGet } from '@/lib/api';

/**
 * GET /api/partners/{id}: the public profile of the owner's partner, read for the completeness card
 * and the services list.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the profile is not public (passive or unapproved).
 */
export function fetchOwnPartner(partnerId: number, signal?: AbortSignal): Promise<PartnerDetail> {
  return apiGet(`/api/partners/${partnerId}`, import.meta.env.DEV && partnerDetailSchema, signal);
}

/** Query options of {@link fetchOwnPartner}. */
export const ownPartnerQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['partner-dashboard', 'profile', partnerId],
    queryFn: ({ signal }) => fetchOwnPartner(partnerId, signal),
  });

/** The owner's public profile; idle until the id is known. */
export function useOwnPartner(partnerId: number | undefined) {
  return useQuery({ ...ownPartnerQueryOptions(partnerId ?? 0), enabled: partnerId !== undefined });
}
