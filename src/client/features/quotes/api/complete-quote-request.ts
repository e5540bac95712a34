import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuoteRequest, quoteRequestSchema } from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { invalidateDesk } from './answer-quote';

/**
 * PATCH /api/quote-requests/{id} `{status: 'completed'}`: the partner marks accepted work completed
 * (the requester may then review the partner).
 * @throws {ApiError} 404 `QUOTE_REQUEST_NOT_FOUND` (not the caller's); 409 `QUOTE_NOT_COMPLETABLE`
 *   unless the request is accepted.
 */
export async function completeQuoteRequest(id: number): Promise<QuoteRequest> {
  const { data } = await apiRequest(`/api/quote-requests/${id}`, {
    method: 'PATCH',
    body: { status: 'completed' },
    schema: import.meta.env.DEV && quoteRequestSchema,
  });
  return data;
}

/** Marks a request completed; refreshes the partner's desk. */
export function useCompleteQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => completeQuoteRequest(id),
    onSettled: () => invalidateDesk(queryClient),
  });
}
