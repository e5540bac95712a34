import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { reviewsQueryOptions } from './list-reviews';

/**
 * PATCH /api/admin/reviews/{id} `{isHidden}` (admins): hides a review from the profile and the average,
 * or shows it again; the review stays in the records.
 * @throws {ApiError} 403 for non-admins; 404 `REVIEW_NOT_FOUND`.
 */
export async function setReviewHidden(reviewId: number, isHidden: boolean): Promise<void> {
  // The answer's body is not read: the list is fetched again.
  await apiRequest(`/api/admin/reviews/${reviewId}`, {
    method: 'PATCH',
    body: { isHidden },
    schema: false,
  });
}

/**
 * Hides or shows a review of `partnerId`; its reviews list refreshes and `onChanged` runs (the page
 * refreshes the profile's average and count with it).
 */
export function useSetReviewHidden(partnerId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, isHidden }: { reviewId: number; isHidden: boolean }) =>
      setReviewHidden(reviewId, isHidden),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(partnerId).queryKey });
      onChanged?.();
    },
  });
}
