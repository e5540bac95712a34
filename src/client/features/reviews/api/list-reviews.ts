import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewsPageSchema, type ReviewsPage } from '@shared/contracts/reviews';
import { apiGet, withQuery } from '@/lib/api';

/**
 * GET /api/partners/{idOrUsername}/reviews?page=: one page of a partner's reviews, newest first
 * (`REVIEWS_PAGE_SIZE` per page), with the average and count of the visible ones. Admins also get the
 * hidden reviews (`isHidden: true`).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the partner is not visible to the viewer.
 */
export function fetchReviews(partnerId: number, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  return apiGet<ReviewsPage>(
    withQuery(`/api/partners/${partnerId}/reviews`, { page }),
    import.meta.env.DEV && reviewsPageSchema,
    signal,
  );
}

/** Infinite query of {@link fetchReviews}: 'Daha Fazla Göster' loads the next page while `hasMore`. */
export const reviewsQueryOptions = (partnerId: number) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'partner', partnerId],
    queryFn: ({ pageParam, signal }) => fetchReviews(partnerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** A partner's reviews, page by page. */
export function useReviews(partnerId: number) {
  return useInfiniteQuery(reviewsQueryOptions(partnerId));
}
