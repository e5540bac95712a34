import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QuoteAlternatives, quoteAlternativesSchema } from '@shared/contracts/quotes';
import { apiGet, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/quote-requests/alternatives?partnerId=: up to eight other active partners of the same
 * category, ranked as the catalogue, that the quote dialog offers to ask as well (issue 9
 * "Requesting"). Each carries its logo, name, followers and, when there is data, its rating and
 * median response time.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out; 404 `PARTNER_NOT_FOUND` for an unknown or
 *   hidden partner; status 0 `NETWORK_ERROR`.
 */
export function fetchQuoteAlternatives(partnerId: number, signal?: AbortSignal): Promise<QuoteAlternatives> {
  return apiGet(
    withQuery('/api/quote-requests/alternatives', { partnerId }),
    import.meta.env.DEV && quoteAlternativesSchema,
    signal,
  );
}

/** Query options of {@link fetchQuoteAlternatives}; under the `quotes` key, so a sent request refreshes it. */
export const quoteAlternativesQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...sharedKeys.quoteAlternatives, partnerId],
    queryFn: ({ signal }) => fetchQuoteAlternatives(partnerId, signal),
  });

/** The partners the dialog offers besides `partnerId`. */
export function useQuoteAlternatives(partnerId: number) {
  return useQuery(quoteAlternativesQueryOptions(partnerId));
}
