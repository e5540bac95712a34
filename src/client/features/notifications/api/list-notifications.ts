import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  NOTIFICATIONS_DROPDOWN_LIMIT,
  NOTIFICATIONS_PAGE_SIZE,
  notificationListSchema,
  type NotificationList,
} from '@shared/contracts/notifications';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import { apiGet, withQuery } from '@/lib/api';
import { flattenPages } from '../lib/cache';
import { realtimeKeys } from '@/lib/realtime-keys';
import { useRealtimePolling } from '@/lib/socket';

/**
 * GET /api/notifications?page&limit (spec §7): the caller's notifications, newest first, and whether
 * a further page has rows. `page` counts from 1.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out; 400 for a page or limit out of range.
 */
export function fetchNotifications(
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiGet<NotificationList>(
    withQuery('/api/notifications', query),
    import.meta.env.DEV && notificationListSchema,
    signal,
  );
}

/**
 * The header dropdown's list: the latest {@link NOTIFICATIONS_DROPDOWN_LIMIT} (spec §9). The socket
 * prepends new ones to this cache (`realtime-cache.ts`).
 */
export const notificationListQueryOptions = (limit = NOTIFICATIONS_DROPDOWN_LIMIT) =>
  queryOptions({
    queryKey: realtimeKeys.notificationList(limit),
    queryFn: ({ signal }) => fetchNotifications({ page: 1, limit }, signal),
  });

/**
 * The dropdown's list, fetched again each time the dropdown opens (another tab may have read some)
 * and polled every 30 s (spec §9) only while the socket is down.
 */
export function useNotificationList(limit = NOTIFICATIONS_DROPDOWN_LIMIT) {
  const refetchInterval = useRealtimePolling(POLL_INTERVALS_MS.notificationList);
  return useQuery({ ...notificationListQueryOptions(limit), refetchInterval, refetchOnMount: 'always' });
}

/** /notifications: pages of {@link NOTIFICATIONS_PAGE_SIZE} (spec §9), the next one while `hasMore`. */
export const notificationPagesQueryOptions = (limit = NOTIFICATIONS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: realtimeKeys.notificationPages(limit),
    queryFn: ({ pageParam, signal }) => fetchNotifications({ page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationList, _all: NotificationList[], page: number) =>
      last.hasMore ? page + 1 : undefined,
  });

/**
 * The notifications of /notifications so far, as one list in page order ('Daha fazla yükle' fetches
 * the next page). The cache keeps the pages (the socket prepends to the first).
 */
export function useNotificationPages(limit = NOTIFICATIONS_PAGE_SIZE) {
  return useInfiniteQuery({ ...notificationPagesQueryOptions(limit), select: (data) => flattenPages(data.pages) });
}
