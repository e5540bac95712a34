import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListSchema, type Conversation } from '@shared/contracts/messages';
import { apiGet } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { useSocketConnected } from '@/lib/socket';

/**
 * GET /api/user/conversations (spec §7): the caller's conversations, newest activity first, each with
 * the other member, their partner, the last message and the caller's unread count.
 * @throws {ApiError} 401 when signed out; see {@link apiGet}.
 */
export function fetchConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiGet<Conversation[]>('/api/user/conversations', import.meta.env.DEV && conversationListSchema, signal);
}

/** Query options of {@link fetchConversations}; the key is the one the socket keeps fresh. */
export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: realtimeKeys.conversations, queryFn: ({ signal }) => fetchConversations(signal) });

/**
 * The conversation list, polled every `pollMs` only while the socket is down (spec §9: 3 s in the
 * widget, 5 s on the messages page; PRODUCT-DECISIONS 17).
 */
export function useConversations(pollMs: number, enabled = true) {
  const connected = useSocketConnected();
  return useQuery({ ...conversationsQueryOptions(), enabled, refetchInterval: connected ? false : pollMs });
}
