import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { realtimeKeys } from '@/lib/realtime-keys';

/** One list page with the notifications `isRead` picks marked read (all when `ids` is 'all'). */
export function markListRead(list: NotificationList, ids: ReadonlySet<number> | 'all'): NotificationList {
  if (!list.notifications.some((n) => !n.isRead && (ids === 'all' || ids.has(n.id)))) return list;
  return {
    ...list,
    notifications: list.notifications.map((n) => (ids === 'all' || ids.has(n.id) ? { ...n, isRead: true } : n)),
  };
}

/**
 * Marks notifications read in every cached list and page (the dropdown and /notifications show the
 * same rows), without a refetch.
 */
export function markReadInCache(queryClient: QueryClient, ids: ReadonlySet<number> | 'all'): void {
  queryClient.setQueriesData<NotificationList>({ queryKey: realtimeKeys.notificationLists }, (old) =>
    old ? markListRead(old, ids) : old,
  );
  queryClient.setQueriesData<InfiniteData<NotificationList, number>>(
    { queryKey: realtimeKeys.notificationPagesAll },
    (old) => (old ? { ...old, pages: old.pages.map((page) => markListRead(page, ids)) } : old),
  );
}

/** Empties every cached list and page and the bell's count (after delete-all). */
export function clearNotificationCache(queryClient: QueryClient): void {
  const empty: NotificationList = { notifications: [], hasMore: false };
  queryClient.setQueriesData<NotificationList>({ queryKey: realtimeKeys.notificationLists }, (old) =>
    old ? empty : old,
  );
  queryClient.setQueriesData<InfiniteData<NotificationList, number>>(
    { queryKey: realtimeKeys.notificationPagesAll },
    (old) => (old ? { pages: [empty], pageParams: [1] } : old),
  );
  queryClient.setQueryData(realtimeKeys.notificationUnreadCount, { count: 0 });
}

/**
 * The pages of /notifications as one list: in page order, each notification once (a notification
 * pushed on top shifts the offsets, so the next page may repeat the last row of the one before).
 */
export function flattenPages(pages: readonly NotificationList[]): NotificationList['notifications'] {
  const seen = new Set<number>();
  const out: NotificationList['notifications'] = [];
  for (const page of pages) {
    for (const n of page.notifications) {
      if (!seen.has(n.id)) {
        seen.add(n.id);
        out.push(n);
      }
    }
  }
  return out;
}
