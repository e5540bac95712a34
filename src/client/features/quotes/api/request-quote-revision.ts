import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuoteResponse, quoteResponseSchema, type QuoteRevisionRequestInput } from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { userQuoteRequestsQueryOptions } from './list-user-quote-requests';

/**
 * POST /api/quote-responses/{id}/revision-request `{message}` (issue 20): the requester asks the
 * partner for a revised offer; asking again replaces the message. The partner's revision clears it.
 * @returns the answer with `revisionRequestedAt` and `revisionMessage`
 * @throws {ApiError} 400 with `fieldErrors.message` (empty or longer than 2000 characters); 404
 *   `QUOTE_RESPONSE_NOT_FOUND` (not the caller's); 409 `QUOTE_REVISION_NOT_REQUESTABLE` once decided
 *   or withdrawn.
 */
export async function requestQuoteRevision(
  responseId: number,
  input: QuoteRevisionRequestInput,
): Promise<QuoteResponse> {
  const { data } = await apiRequest(`/api/quote-responses/${responseId}/revision-request`, {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && quoteResponseSchema,
  });
  return data;
}

/** Asks for a revised offer; the user's requests refresh (settled either way). */
export function useRequestQuoteRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, message }: { responseId: number; message: string }) =>
      requestQuoteRevision(responseId, { message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQuoteRequestsQueryOptions().queryKey }),
  });
}
