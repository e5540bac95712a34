import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideQuoteResponseInput } from '@shared/contracts/quotes';
import { apiRequest } from '@/lib/api';
import { userQuoteRequestsQueryOptions } from './list-user-quote-requests';

/**
 * PUT /api/quote-responses/{id}/status `{status: accepted|rejected}`: the requester decides on a sent
 * answer; the request takes that status, and accepting one answer of a group rejects the group's other
 * open answers (docs/decisions/013-quotes.md).
 * @throws {ApiError} 404 `QUOTE_RESPONSE_NOT_FOUND` (not the viewer's); 409 `QUOTE_EXPIRED` (validity
 *   over) or `QUOTE_NOT_DECIDABLE` (already decided, cancelled or revised away).
 */
export async function decideQuoteResponse(responseId: number, status: DecideQuoteResponseInput['status']) {
  // The body is not read: the list is fetched again, as the other answers of a group changed too.
  await apiRequest(`/api/quote-responses/${responseId}/status`, {
    method: 'PUT',
    body: { status } satisfies DecideQuoteResponseInput,
    schema: false,
  });
}

/** Accepts or rejects an answer; the user's requests refresh (settled either way: a 409 means it changed). */
export function useDecideQuoteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, status }: { responseId: number; status: DecideQuoteResponseInput['status'] }) =>
      decideQuoteResponse(responseId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQuoteRequestsQueryOptions().queryKey }),
  });
}

/** GET /api/quote-responses/{id}/pdf: the priced quote as a PDF (the two parties and admins only). */
export function quotePdfPath(responseId: number): string {
  return `/api/quote-responses/${responseId}/pdf`;
}
