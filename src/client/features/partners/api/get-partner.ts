import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileResponseSchema, type PartnerProfileResponse } from '@shared/contracts/partners';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/partners/{username or id}: the profile as the viewer may see it (`canEdit` and the owner's
 * fields for the owner and admins). An old username answers the partner with its current `username`.
 * @throws {ApiError} 404 with code `PARTNER_NOT_FOUND` when there is no such partner, or it is passive
 *   or unapproved and the viewer is neither its owner nor an admin.
 */
export function fetchPartner(idOrUsername: string, signal?: AbortSignal): Promise<PartnerProfileResponse> {
  return apiGet<PartnerProfileResponse>(
    `/api/partners/${encodeURIComponent(idOrUsername)}`,
    import.meta.env.DEV && partnerProfileResponseSchema,
    signal,
  );
}

/** Query options of {@link fetchPartner}. The key is case-insensitive, as usernames are. */
export const partnerQueryOptions = (idOrUsername: string) =>
  queryOptions({
    queryKey: sharedKeys.partnerDetail(idOrUsername),
    queryFn: ({ signal }) => fetchPartner(idOrUsername, signal),
  });

/** The partner profile for the route parameter `idOrUsername`. */
export function usePartner(idOrUsername: string) {
  return useQuery(partnerQueryOptions(idOrUsername));
}
