/**
 * The realtime socket on the client (issue 10 "Realtime"; src/shared/contracts/realtime.ts).
 * Placeholder until the realtime client lands: never connected, so every consumer polls.
 */

/**
 * Whether the socket is connected now. Queries poll with the spec's intervals only while this is
 * false: `refetchInterval: connected ? false : POLL_INTERVALS_MS.x`.
 */
export function useSocketConnected(): boolean {
  return false;
}

/**
 * Tells the other member that the user is typing in a conversation (throttled by the caller).
 * Does nothing while disconnected.
 */
export function emitTyping(conversationId: string): void {
  void conversationId;
}
