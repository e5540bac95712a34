import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@shared/contracts/messages';
import { realtimeKeys } from '@/lib/realtime-keys';
import { markConversationRead, markReadInCache } from '../api/messages';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is visible (a background tab does not read messages). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Marks a conversation read (spec §4 "Opening a conversation marks it read"): once when it is opened
 * with messages, and again whenever a message to `me` arrives while it is open (`active`) and the page
 * visible. Updates the thread's checks, the list's unread count and the badge from the answer.
 * Failures are ignored: the next message or opening tries again.
 */
export function useMarkRead(
  conversationId: string,
  messages: readonly Message[] | undefined,
  me: number,
  active: boolean,
) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const marked = useRef<{ conversationId: string; newest: number } | null>(null);
  const newestUnread = (messages ?? []).reduce(
    (max, m) => (m.receiverId === me && !m.isRead && m.id > max ? m.id : max),
    0,
  );
  const count = messages?.length ?? 0;

  useEffect(() => {
    if (!active || !visible || count === 0) return;
    const opened = marked.current?.conversationId !== conversationId;
    if (!opened && newestUnread <= (marked.current?.newest ?? 0)) return;
    marked.current = { conversationId, newest: newestUnread };
    markConversationRead(conversationId)
      .then((result) => {
        markReadInCache(queryClient, conversationId, result.messageIds, result.readAt);
        void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations, exact: true });
        void queryClient.invalidateQueries({ queryKey: realtimeKeys.messageUnreadCount });
      })
      .catch(() => undefined);
  }, [active, visible, count, conversationId, newestUnread, queryClient]);
}
