import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { reviewsQueryOptions } from './list-reviews';

/**
 * POST /api/reviews/{id}/reply `{reply}`: the reviewed partner's owner answers a review, once.
 * @throws {ApiError} 400 validation (`reviews.replyRequired`, `reviews.tooLong`); 404 `REVIEW_NOT_FOUND`
 *   for a review of another partner; 409 `REVIEW_ALREADY_REPLIED`.
 */
export async function replyToReview(reviewId: number, reply: string): Promise<void> {
  // The answer's body is not read: the list is fetched again.
  await apiRequest(`/api/reviews/${reviewId}/reply`, {
    method: 'POST',
    body: { reply },
    schema: false,
  });
}

/** Replies to a review of `partnerId`; its reviews list refreshes. */
export function useReplyToReview(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) => replyToReview(reviewId, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(partnerId).queryKey }),
  });
}
