import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  markReadResponseSchema,
  messageListSchema,
  messageSchema,
  MESSAGES_PAGE_SIZE,
  type MarkReadResponse,
  type Message,
  type SendMessageInput,
} from '@shared/contracts/messages';
import { POLL_INTERVALS_MS } from '@shared/contracts/realtime';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { useSocketConnected } from '@/lib/socket';

/**
 * GET /api/conversations/{id}/messages (spec §7): oldest first, the latest {@link MESSAGES_PAGE_SIZE},
 * or the ones before message `before`.
 * @throws {ApiError} 404 `CONVERSATION_NOT_FOUND` when the caller is not a member.
 */
export function fetchMessages(conversationId: string, before?: number, signal?: AbortSignal): Promise<Message[]> {
  return apiGet<Message[]>(
    withQuery(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
      before,
      limit: MESSAGES_PAGE_SIZE,
    }),
    import.meta.env.DEV && messageListSchema,
    signal,
  );
}

/** Query options of the latest page of a conversation; the key is the one the socket appends to. */
export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: realtimeKeys.messages(conversationId),
    queryFn: ({ signal }) => fetchMessages(conversationId, undefined, signal),
  });

/**
 * The latest messages of a conversation, polled every 2 s only while the socket is down (spec §9).
 * `enabled` is false for a conversation that has no message yet (nothing to load).
 */
export function useMessages(conversationId: string, enabled: boolean) {
  const connected = useSocketConnected();
  return useQuery({
    ...messagesQueryOptions(conversationId),
    enabled,
    refetchInterval: connected ? false : POLL_INTERVALS_MS.messages,
  });
}

/**
 * POST /api/messages (spec §7) with an `Idempotency-Key` header: a retry with the same key answers
 * the stored message instead of storing it twice (docs/decisions/014-messaging.md).
 * @returns the stored message (201)
 * @throws {ApiError} 403 `MESSAGE_NOT_ALLOWED` (may not write to this person), 400 `MESSAGE_RECIPIENT_INVALID` /
 *   `MESSAGE_FILE_NOT_ALLOWED` / validation, 404 `CONVERSATION_NOT_FOUND`, network (status 0).
 */
export async function sendMessage(input: SendMessageInput, idempotencyKey: string): Promise<Message> {
  const { data } = await apiRequest<Message>('/api/messages', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: import.meta.env.DEV && messageSchema,
  });
  return data;
}

/**
 * POST /api/conversations/{id}/mark-read (spec §4: opening a conversation marks it read).
 * @returns the ids that became read and their `readAt`
 * @throws {ApiError} 404 `CONVERSATION_NOT_FOUND` for a non-member.
 */
export async function markConversationRead(conversationId: string): Promise<MarkReadResponse> {
  const { data } = await apiRequest<MarkReadResponse>(
    `/api/conversations/${encodeURIComponent(conversationId)}/mark-read`,
    { method: 'POST', schema: import.meta.env.DEV && markReadResponseSchema },
  );
  return data;
}

/** Messages by id, oldest first, without duplicates (a socket push and a poll may bring the same one). */
export function mergeMessages(...lists: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<number, Message>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** Puts a just-sent message into the conversation's cache, so the thread shows it before any push. */
export function addMessageToCache(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<Message[]>(realtimeKeys.messages(message.conversationId), (old) =>
    mergeMessages(old ?? [], [message]),
  );
}

/** Marks the received messages of a conversation read in its cache (the answer of mark-read). */
export function markReadInCache(
  queryClient: QueryClient,
  conversationId: string,
  ids: readonly number[],
  readAt: string | null,
): void {
  if (ids.length === 0) return;
  const set = new Set(ids);
  queryClient.setQueryData<Message[]>(realtimeKeys.messages(conversationId), (old) =>
    old?.map((m) => (set.has(m.id) ? { ...m, isRead: true, readAt: readAt ?? m.readAt } : m)),
  );
}
