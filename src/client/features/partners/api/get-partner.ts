import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerDetailSchema, type PartnerDetail } from '@shared/contracts/partners';
import { apiGet } from '@/lib/api';

/**
 * GET /api/partners/{username or id}: the public profile.
 * @throws {ApiError} 404 with code `PARTNER_NOT_FOUND` when there is no such (active) partner.
 */
export function fetchPartner(idOrUsername: string, signal?: AbortSignal): Promise<PartnerDetail> {
  return apiGet<PartnerDetail>(
    `/api/partners/${encodeURIComponent(idOrUsername)}`,
    import.meta.env.DEV && partnerDetailSchema,
    signal,
  );
}

/** Query options of {@link fetchPartner}. */
export const partnerQueryOptions = (idOrUsername: string) =>
  queryOptions({
    queryKey: ['partners', 'detail', idOrUsername],
    queryFn: ({ signal }) => fetchPartner(idOrUsername, signal),
  });

/** The partner profile for the route parameter `idOrUsername`. */
export function usePartner(idOrUsername: string) {
  return useQuery(partnerQueryOptions(idOrUsername));
}
