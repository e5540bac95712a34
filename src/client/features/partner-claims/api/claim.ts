import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimInfo, claimInfoSchema, type ClaimResult, claimResultSchema } from '@shared/contracts/partner-claims';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { SESSION_QUERY_KEY } from '@/lib/session';

/**
 * GET /api/claim/{token}: the listing a claim link claims and the request it announced (public).
 * @throws {ApiError} 404 `CLAIM_LINK_INVALID`, 409 `CLAIM_LINK_USED`, 410 `CLAIM_LINK_EXPIRED`.
 */
export function fetchClaimInfo(token: string, signal?: AbortSignal): Promise<ClaimInfo> {
  return apiGet(`/api/claim/${encodeURIComponent(token)}`, import.meta.env.DEV && claimInfoSchema, signal);
}

/** Query options of {@link fetchClaimInfo}; a refused link is an answer, not a failure to retry. */
export const claimInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['partner-claims', 'link', token],
    queryFn: ({ signal }) => fetchClaimInfo(token, signal),
    retry: false,
  });

/** What the claim link `token` claims. */
export function useClaimInfo(token: string) {
  return useQuery(claimInfoQueryOptions(token));
}

/**
 * POST /api/claim/{token}: the signed-in caller becomes the listing's user.
 * @throws {ApiError} 401 signed out; 404/409/410 as {@link fetchClaimInfo}; 409 `CLAIM_ALREADY_OWNER`.
 */
export async function claimListing(token: string): Promise<ClaimResult> {
  const { data } = await apiRequest(`/api/claim/${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: import.meta.env.DEV && claimResultSchema,
  });
  return data;
}

/**
 * The claim. `onClaimed` runs first (the page moves on to the request), then what the claim changed
 * is refreshed through the owners' keys: the session's account types, the caller's own partner, the
 * profile's owner controls and the quote desk. The link's own query is left alone: refetched while its
 * page is still shown it would answer "used" and replace the page before the navigation.
 */
export function useClaimListing(token: string, onClaimed: (result: ClaimResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimListing(token),
    onSuccess: async (result) => {
      onClaimed(result);
      await Promise.all(
        [
          SESSION_QUERY_KEY,
          sharedKeys.ownPartner,
          sharedKeys.partners,
          sharedKeys.quoteRequests,
          sharedKeys.partnerStats,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
