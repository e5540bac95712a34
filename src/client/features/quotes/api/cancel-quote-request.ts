import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuoteRequest, quoteRequestSchema } from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { userQuoteRequestsQueryOptions } from './list-user-quote-requests';

/**
 * POST /api/quote-requests/{id}/cancel (issue 20): the requester cancels a request nobody has
 * answered; it becomes `cancelled` and its partner is told.
 * @throws {ApiError} 404 `QUOTE_REQUEST_NOT_FOUND` (not the caller's); 409
 *   `QUOTE_REQUEST_NOT_CANCELLABLE` once answered, cancelled or concluded (the message says which).
 */
export async function cancelQuoteRequest(id: number): Promise<QuoteRequest> {
  const { data } = await apiRequest(`/api/quote-requests/${id}/cancel`, {
    method: 'POST',
    schema: import.meta.env.DEV && quoteRequestSchema,
  });
  return data;
}

/**
 * Cancels the requests `ids` one after the other (a group's unanswered requests at once), stopping at
 * the first refusal; the user's requests refresh either way (a 409 means one changed meanwhile).
 */
export function useCancelQuoteRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await cancelQuoteRequest(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQuoteRequestsQueryOptions().queryKey }),
  });
}
