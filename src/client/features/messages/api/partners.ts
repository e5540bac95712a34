import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  partnerListSchema,
  partnerProfileResponseSchema,
  type PartnerProfileResponse,
  type PartnerSummary,
} from '@shared/contracts/partners';
import { apiGet, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** Partners the new-conversation picker lists at once. */
export const PARTNER_PICKER_LIMIT = 20;

/**
 * GET /api/partners?search= (spec §7): active partners for the new-conversation picker (spec §2).
 * @throws {ApiError} see {@link apiGet}; the picker shows 'Failed to fetch partners' (spec §8) translated.
 */
export function fetchPickerPartners(search: string, signal?: AbortSignal): Promise<PartnerSummary[]> {
  return apiGet<PartnerSummary[]>(
    withQuery('/api/partners', { search: search.trim(), limit: PARTNER_PICKER_LIMIT }),
    import.meta.env.DEV && partnerListSchema,
    signal,
  );
}

/** The picker's partners for a search term (its own key: the catalogue caches pages, not lists). */
export function usePickerPartners(search: string) {
  return useQuery({
    queryKey: ['chat', 'partner-picker', search.trim()],
    queryFn: ({ signal }) => fetchPickerPartners(search, signal),
    staleTime: 60_000,
  });
}

/**
 * GET /api/partners/{id}: the partner a `?partner=` link names, for its owner (`userId`), name and logo.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`.
 */
export function fetchPartnerForChat(partnerId: string, signal?: AbortSignal): Promise<PartnerProfileResponse> {
  return apiGet<PartnerProfileResponse>(
    `/api/partners/${encodeURIComponent(partnerId)}`,
    import.meta.env.DEV && partnerProfileResponseSchema,
    signal,
  );
}

/** Same key as the profile page's query, so a profile visited just before needs no second request. */
export const chatPartnerQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: sharedKeys.partnerDetail(partnerId),
    queryFn: ({ signal }) => fetchPartnerForChat(partnerId, signal),
  });

export function useChatPartner(partnerId: string | null) {
  return useQuery({ ...chatPartnerQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
}
