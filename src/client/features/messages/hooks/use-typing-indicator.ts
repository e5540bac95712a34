import { useEffect, useRef, useState } from 'react';
import { useTypingListener } from '@/lib/socket';

/** How long 'yazıyor…' stays after the last `typing` event, in ms. */
export const TYPING_VISIBLE_MS = 3_000;

/**
 * Whether the other member is typing in `conversationId` (spec §2 chat; issue 10 typing indicator):
 * true for {@link TYPING_VISIBLE_MS} after each of their `typing` events (the server relays them only
 * between the two members).
 */
export function useTypingIndicator(conversationId: string, otherUserId: number): boolean {
  // The conversation someone is typing in, so switching conversations never shows a stale indicator.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useTypingListener(conversationId, (userId) => {
    if (userId !== otherUserId) return;
    setTypingIn(conversationId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTypingIn(null), TYPING_VISIBLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return typingIn === conversationId;
}
