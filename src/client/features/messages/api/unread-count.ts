import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageUnreadCountSchema } from '@shared/contracts/messages';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import { apiGet } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { useSocketConnected } from '@/lib/socket';

/**
 * GET /api/messages/unread-count (spec §7: "response count"): messages the caller has not read.
 * @throws {ApiError} 401 when signed out.
 */
export function fetchMessageUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return apiGet<{ count: number }>(
    '/api/messages/unread-count',
    import.meta.env.DEV && messageUnreadCountSchema,
    signal,
  );
}

export const messageUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: realtimeKeys.messageUnreadCount,
    queryFn: ({ signal }) => fetchMessageUnreadCount(signal),
  });

/** The unread message count, polled every 30 s only while the socket is down (spec §9). */
export function useMessageUnreadCount(enabled: boolean) {
  const connected = useSocketConnected();
  return useQuery({
    ...messageUnreadCountQueryOptions(),
    enabled,
    refetchInterval: connected ? false : POLL_INTERVALS_MS.unreadMessages,
  });
}
