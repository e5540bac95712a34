import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type PartnerPostList, partnerPostListSchema } from '@shared/contracts/partner-posts';
import { apiGet, withQuery } from '@/lib/api';

/**
 * GET /api/partners/{id}/posts?page=: one page of a partner's posts, newest first
 * (`PARTNER_POSTS_PAGE_SIZE` per page), `hasMore` when another page has posts.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the partner is not visible to the viewer.
 */
export function fetchPartnerPosts(partnerId: number, page: number, signal?: AbortSignal): Promise<PartnerPostList> {
  return apiGet<PartnerPostList>(
    withQuery(`/api/partners/${partnerId}/posts`, { page }),
    import.meta.env.DEV && partnerPostListSchema,
    signal,
  );
}

/** Infinite query of {@link fetchPartnerPosts}: 'Daha Fazla Göster' loads the next page while `hasMore`. */
export const partnerPostsQueryOptions = (partnerId: number) =>
  infiniteQueryOptions({
    queryKey: ['partner-posts', 'partner', partnerId],
    queryFn: ({ pageParam, signal }) => fetchPartnerPosts(partnerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });

/** A partner's posts, page by page. */
export function usePartnerPosts(partnerId: number) {
  return useInfiniteQuery(partnerPostsQueryOptions(partnerId));
}
