import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageUnreadCountSchema } from '@shared/contracts/messages';
import { notificationUnreadCountSchema, type NotificationUnreadCount } from '@shared/contracts/notifications';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import { apiGet } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { useRealtimePolling } from '@/lib/socket';

/** `{count}` of unread items (both counts share the shape). */
export type UnreadCount = NotificationUnreadCount;

/**
 * GET /api/notifications/unread-count (spec §7): the caller's unread notifications.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out.
 */
export function fetchNotificationUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<UnreadCount>(
    '/api/notifications/unread-count',
    import.meta.env.DEV && notificationUnreadCountSchema,
    signal,
  );
}

/**
 * GET /api/messages/unread-count (spec §7 "response count"): messages sent to the caller and not read.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out.
 */
export function fetchMessageUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<UnreadCount>('/api/messages/unread-count', import.meta.env.DEV && messageUnreadCountSchema, signal);
}

/** Query options of the bell's count; `unread:changed` sets this cache. */
export const notificationUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: realtimeKeys.notificationUnreadCount,
    queryFn: ({ signal }) => fetchNotificationUnreadCount(signal),
  });

/** Query options of the messages icon's count; `unread:changed` sets this cache. */
export const messageUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: realtimeKeys.messageUnreadCount,
    queryFn: ({ signal }) => fetchMessageUnreadCount(signal),
  });

/** The bell's count, polled every 5 s (spec §9) only while the socket is down. Only for a signed-in user. */
export function useNotificationUnreadCount(enabled: boolean) {
  const refetchInterval = useRealtimePolling(POLL_INTERVALS_MS.notificationBadge);
  return useQuery({ ...notificationUnreadCountQueryOptions(), enabled, refetchInterval });
}

/** The messages icon's count, polled every 30 s (spec §9) only while the socket is down. */
export function useMessageUnreadCount(enabled: boolean) {
  const refetchInterval = useRealtimePolling(POLL_INTERVALS_MS.unreadMessages);
  return useQuery({ ...messageUnreadCountQueryOptions(), enabled, refetchInterval });
}
