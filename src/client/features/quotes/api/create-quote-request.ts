import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatedQuoteRequests,
  createdQuoteRequestsSchema,
  type QuoteRequestPayload,
} from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * POST /api/quote-requests (spec §3 "Quote request payload"; issue 9 "Requesting"): one request to
 * `partnerId` and, with `additionalPartnerIds`, one more per listed partner, sharing a `groupId`.
 * @returns the 201 answer: the first request's `id`, `status`, `groupId`, and every created request
 *   in `requests`
 * @throws {ApiError} 400 `VALIDATION_ERROR` with `fieldErrors` (the payload's field names); 401
 *   `UNAUTHORIZED`; 404 `PARTNER_NOT_FOUND`; 409 `QUOTE_PARTNER_UNAVAILABLE` (a partner no longer
 *   takes requests); 429 `QUOTE_RATE_LIMITED` (20 partners reached in the last hour); status 0
 *   `NETWORK_ERROR`.
 */
export async function createQuoteRequest(payload: QuoteRequestPayload): Promise<CreatedQuoteRequests> {
  const { data } = await apiRequest('/api/quote-requests', {
    method: 'POST',
    body: payload,
    schema: import.meta.env.DEV && createdQuoteRequestsSchema,
  });
  return data;
}

/** Sends a quote request; on success every cached quote list is marked stale, so it shows the new one. */
export function useCreateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    // Every role's quote request lists (the requester's, a partner's desk, the admins') share the prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.quoteRequests }),
  });
}
