import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type PartnerActivitiesPage, partnerActivitiesPageSchema } from '@shared/contracts/partner-stats';
import { apiGet, withQuery } from '@/lib/api';

/**
 * GET /api/admin/partner-activities/{id}?page=n: one page of the activity log, newest first.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 403 for non-admins.
 */
export function fetchPartnerActivities(
  partnerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<PartnerActivitiesPage> {
  return apiGet(
    withQuery(`/api/admin/partner-activities/${encodeURIComponent(partnerId)}`, { page }),
    import.meta.env.DEV && partnerActivitiesPageSchema,
    signal,
  );
}

/** Infinite query options of {@link fetchPartnerActivities} ('load more'). */
export const partnerActivitiesQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'partner-activities', partnerId],
    queryFn: ({ signal, pageParam }) => fetchPartnerActivities(partnerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The inspected partner's activity log, page by page. */
export function usePartnerActivities(partnerId: string) {
  return useInfiniteQuery(partnerActivitiesQueryOptions(partnerId));
}
