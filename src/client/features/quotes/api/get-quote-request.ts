import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QuoteRequest, quoteRequestSchema } from '@shared/contracts/quotes';
import { apiGet } from '@/lib/api';
import { PARTNER_QUOTES_KEY } from './list-quote-requests';

/**
 * GET /api/quote-requests/{id}: one request, for its requester, the partner's owner and admins
 * (a link from a notification to a request not on the current page).
 * @throws {ApiError} 404 `QUOTE_REQUEST_NOT_FOUND` for anyone else or an unknown id.
 */
export function fetchQuoteRequest(id: number, signal?: AbortSignal): Promise<QuoteRequest> {
  return apiGet(`/api/quote-requests/${id}`, import.meta.env.DEV && quoteRequestSchema, signal);
}

/** Query options of {@link fetchQuoteRequest}. */
export const quoteRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PARTNER_QUOTES_KEY, 'detail', id],
    queryFn: ({ signal }) => fetchQuoteRequest(id, signal),
  });

/** One request by id; idle while `id` is null. */
export function useQuoteRequest(id: number | null) {
  return useQuery({ ...quoteRequestQueryOptions(id ?? 0), enabled: id !== null });
}
