import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateQuoteResponseInput,
  type QuoteResponse,
  quoteResponseSchema,
  type ReviseQuoteResponseInput,
} from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { PARTNER_QUOTES_KEY } from './list-quote-requests';
import { sharedKeys } from '@/lib/query-keys';

/**
 * POST /api/quote-responses (issue 9): the partner's priced answer to one of its requests. Money in
 * minor units, `vatRate` in percent, `validUntil` a `YYYY-MM-DD` day. The server computes the totals.
 * @returns the stored answer with `subtotal`, `vatAmount`, `totalAmount` (minor units)
 * @throws {ApiError} 400 with `fieldErrors`; 404 `QUOTE_REQUEST_NOT_FOUND` (not the caller's);
 *   409 `QUOTE_ALREADY_ANSWERED`, `QUOTE_NOT_ANSWERABLE`.
 */
export async function createQuoteResponse(input: CreateQuoteResponseInput): Promise<QuoteResponse> {
  const { data } = await apiRequest('/api/quote-responses', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && quoteResponseSchema,
  });
  return data;
}

/**
 * PUT /api/quote-responses/{id}: a revision of an answer still `sent`; the earlier version stays
 * readable in `previousVersions`.
 * @throws {ApiError} 400 with `fieldErrors`; 404 `QUOTE_RESPONSE_NOT_FOUND`; 409 `QUOTE_NOT_REVISABLE`.
 */
export async function reviseQuoteResponse(id: number, input: ReviseQuoteResponseInput): Promise<QuoteResponse> {
  const { data } = await apiRequest(`/api/quote-responses/${id}`, {
    method: 'PUT',
    body: input,
    schema: import.meta.env.DEV && quoteResponseSchema,
  });
  return data;
}

/**
 * POST /api/quote-responses/{id}/cancel: withdraws an answer still `sent`; the request goes back to
 * pending when no live answer is left (decision 013).
 * @throws {ApiError} 404 `QUOTE_RESPONSE_NOT_FOUND`; 409 `QUOTE_NOT_CANCELLABLE`.
 */
export async function cancelQuoteResponse(id: number): Promise<QuoteResponse> {
  const { data } = await apiRequest(`/api/quote-responses/${id}/cancel`, {
    method: 'POST',
    schema: import.meta.env.DEV && quoteResponseSchema,
  });
  return data;
}

/** What the answer dialog sends: a new answer, or a revision of answer `responseId`. */
export type SaveQuoteResponse =
  | { kind: 'create'; input: CreateQuoteResponseInput }
  | { kind: 'revise'; responseId: number; input: ReviseQuoteResponseInput };

/** Sends a new answer or a revision; refreshes the partner's desk (and its dashboard counters). */
export function useSaveQuoteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveQuoteResponse) =>
      save.kind === 'create' ? createQuoteResponse(save.input) : reviseQuoteResponse(save.responseId, save.input),
    onSuccess: () => invalidateDesk(queryClient),
  });
}

/** Withdraws an answer; refreshes the partner's desk. */
export function useCancelQuoteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelQuoteResponse(id),
    onSettled: () => invalidateDesk(queryClient),
  });
}

/** The desk's lists and the dashboard's quote counters change together. */
export function invalidateDesk(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PARTNER_QUOTES_KEY }),
    queryClient.invalidateQueries({ queryKey: sharedKeys.partnerStats }),
  ]);
}
