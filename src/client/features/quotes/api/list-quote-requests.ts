import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteStatus } from '@shared/constants';
import { type PartnerQuoteRequestsPage, partnerQuoteRequestsPageSchema } from '@shared/contracts/quotes';
import { apiGet, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** Query of the desk's list (`quoteListQuerySchema`'s input with its coerced numbers typed). */
export interface QuoteDeskQuery {
  status?: QuoteStatus | undefined;
  page?: number;
  limit?: number;
}

/** Prefix of every query of the partner's quote desk (the list pages and single requests). */
export const PARTNER_QUOTES_KEY = sharedKeys.partnerQuoteRequests;

/**
 * GET /api/quote-requests (issue 9 "Answering"): the signed-in partner's own requests, newest first,
 * each with its live answer, the counters per status over all of them, one page of
 * `QUOTE_PAGE_SIZE` (20).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the caller owns no partner; 401 signed out.
 */
export function fetchPartnerQuoteRequests(
  query: QuoteDeskQuery,
  signal?: AbortSignal,
): Promise<PartnerQuoteRequestsPage> {
  return apiGet(
    withQuery('/api/quote-requests', { ...query }),
    import.meta.env.DEV && partnerQuoteRequestsPageSchema,
    signal,
  );
}

/** Query options of {@link fetchPartnerQuoteRequests}; the previous page stays shown while the next loads. */
export const partnerQuoteRequestsQueryOptions = (query: QuoteDeskQuery) =>
  queryOptions({
    queryKey: [...PARTNER_QUOTES_KEY, 'list', query],
    queryFn: ({ signal }) => fetchPartnerQuoteRequests(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the partner's requests, optionally of one status. */
export function usePartnerQuoteRequests(status: QuoteStatus | undefined, page: number) {
  return useQuery(partnerQuoteRequestsQueryOptions({ status, page }));
}
