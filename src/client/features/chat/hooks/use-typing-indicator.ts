import { useEffect, useState } from 'react';
import type { TypingEvent } from '@shared/contracts/realtime';

/** How long 'yazıyor…' stays after the last `typing` event, in ms. */
export const TYPING_VISIBLE_MS = 3_000;

/**
 * ADAPTER — the lead wires this when the realtime client lands: subscribe `listener` to the socket's
 * `typing` events (src/client/lib/socket.ts exports only `useSocketConnected` and `emitTyping` in the
 * groundwork; its typing subscription, e.g. `onTyping(listener)` or `useTypingListener`, comes with
 * the realtime client). Returns the unsubscribe function. Until then no event arrives and the
 * indicator never shows.
 */
export function subscribeTyping(listener: (event: TypingEvent) => void): () => void {
  void listener;
  return () => undefined;
}

/**
 * Whether the other member is typing in `conversationId` (spec §2 chat; issue 10 typing indicator):
 * true for {@link TYPING_VISIBLE_MS} after each of their `typing` events.
 */
export function useTypingIndicator(conversationId: string, otherUserId: number): boolean {
  // The conversation someone is typing in, so switching conversations never shows a stale indicator.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeTyping((event) => {
      if (event.conversationId !== conversationId || event.userId !== otherUserId) return;
      setTypingIn(conversationId);
      clearTimeout(timer);
      timer = setTimeout(() => setTypingIn(null), TYPING_VISIBLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [conversationId, otherUserId]);
  return typingIn === conversationId;
}
