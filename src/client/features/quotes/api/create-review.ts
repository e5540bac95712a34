import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput } from '@shared/contracts/reviews';
import { apiRequest } from '@/lib/api';
import { userQuoteRequestsQueryOptions } from './list-user-quote-requests';

/**
 * POST /api/quote-requests/{id}/review `{rating, comment?}`: the requester of a completed request rates
 * its partner once (1–5).
 * @throws {ApiError} 400 validation (`reviews.ratingRequired`, `reviews.tooLong`); 403 `REVIEW_NOT_ALLOWED`
 *   (the request is not completed); 404 `QUOTE_REQUEST_NOT_FOUND`; 409 `REVIEW_EXISTS`.
 */
export async function createReview(quoteRequestId: number, input: CreateReviewInput): Promise<void> {
  await apiRequest(`/api/quote-requests/${quoteRequestId}/review`, { method: 'POST', body: input, schema: false });
}

/** Sends a review; the user's requests refresh (`canReview` turns false). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteRequestId, input }: { quoteRequestId: number; input: CreateReviewInput }) =>
      createReview(quoteRequestId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuoteRequestsQueryOptions().queryKey }),
  });
}
