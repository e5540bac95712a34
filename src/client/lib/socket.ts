/**
 * The realtime socket on the client (spec §7 "Realtime socket", §9 socket constants; PRODUCT-DECISIONS
 * 17; decision 014; issue 10 "Realtime"; contract src/shared/contracts/realtime.ts).
 *
 * One Socket.IO connection per signed-in tab, to the same origin at the default path, authenticated by
 * the session cookie (the server ignores the `auth` ids the spec's client sends; we send them anyway).
 * socket.io-client is fetched with a dynamic `import()` only once a user is signed in, so it never lands
 * in the JavaScript the home page loads first (decision 005's budget); the root layout loads this
 * module itself lazily too (`realtime-bridge.tsx`).
 *
 * This module owns the connection and its status; what the events do to the query cache is
 * `realtime-cache.ts`, wired by {@link RealtimeBridge}.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SessionUser } from '@shared/contracts/auth';
import {
  SOCKET_CLIENT_OPTIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TypingEvent,
} from '@shared/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { applyRealtimeEvent, invalidateRealtimeQueries } from './realtime-cache';
import { SESSION_QUERY_KEY, useSession } from './session';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the handshake's `auth` carries (spec §7: userId, userName — full name, else e-mail — userEmail). */
export interface RealtimeIdentity {
  userId: number;
  userName: string;
  userEmail: string;
}

/** The handshake identity of a session user (the server ignores it: it reads the session cookie). */
export function identityOf(user: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'email'>): RealtimeIdentity {
  return {
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userEmail: user.email,
  };
}

/** What a connection tells its owner (the bridge) besides the status store. */
export interface RealtimeHandlers {
  /** A server event other than `typing` (typing goes to {@link useTypingListener}'s listeners). */
  onEvent: <E extends Exclude<keyof ServerToClientEvents, 'typing'>>(
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ) => void;
  /**
   * Connected, the first time or again: events may have been missed since the cached answers were
   * fetched (before the first connection: the page's load; before a reconnection: the outage).
   */
  onReconnect: () => void;
  /**
   * The server closed the connection (sign-out elsewhere, deactivation, password change) or refused
   * the handshake. Resolves whether the user is still signed in; the connection retries only then.
   */
  checkSession: () => Promise<boolean>;
}

// ---- connection status (useSyncExternalStore) ----

let connected = false;
const statusListeners = new Set<() => void>();

function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  for (const listener of statusListeners) listener();
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Whether the socket is connected now. Queries poll with the spec's intervals only while this is
 * false: `refetchInterval: connected ? false : POLL_INTERVALS_MS.x` (or {@link useRealtimePolling}).
 * Always false on the server render and for visitors.
 */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  );
}

/**
 * `refetchInterval` for a query the socket keeps fresh: `false` while connected, else `ms` (the
 * spec §9 interval, e.g. `POLL_INTERVALS_MS.notificationBadge`), so the spec's polling runs only while
 * the socket is down (PRODUCT-DECISIONS 17).
 */
export function useRealtimePolling(ms: number): number | false {
  return useSocketConnected() ? false : ms;
}

// ---- typing ----

const typingListeners = new Set<(event: TypingEvent) => void>();

/**
 * Calls `onTyping(userId)` whenever the other member of `conversationId` is typing (server event
 * `typing`, relayed only between the two members). The caller decides how long the indicator shows.
 * `onTyping` may change between renders; the latest one is called.
 */
export function useTypingListener(conversationId: string | null | undefined, onTyping: (userId: number) => void): void {
  const latest = useRef(onTyping);
  useEffect(() => {
    latest.current = onTyping;
  });
  useEffect(() => {
    if (!conversationId) return undefined;
    const listener = (event: TypingEvent) => {
      if (event.conversationId === conversationId) latest.current(event.userId);
    };
    typingListeners.add(listener);
    return () => {
      typingListeners.delete(listener);
    };
  }, [conversationId]);
}

let socket: RealtimeSocket | null = null;

/**
 * Tells the other member that the user is typing in a conversation (throttled by the caller).
 * Does nothing while disconnected: a lost typing hint is harmless.
 */
export function emitTyping(conversationId: string): void {
  if (socket?.connected) socket.emit('typing', { conversationId });
}

// ---- connection ----

/** Loads socket.io-client (its own chunk). Replaceable in tests through the module mock. */
const loadClient = () => import('socket.io-client');

let generation = 0;

function warnInDev(message: string) {
  // Spec §8 texts; the retries are silent to the user (the polling fallback keeps data fresh).
  if (import.meta.env.DEV) console.warn(message);
}

/**
 * Opens the socket for a signed-in user and returns the function that closes it (sign-out, another
 * user, unmount). Only one connection exists: opening another closes the previous one.
 * Reconnects by itself with the spec's delays (1 s to 5 s, randomisation 0.5, timeout 20 s); after a
 * server-side disconnect or a refused handshake it asks {@link RealtimeHandlers.checkSession} and
 * reconnects only while the user is still signed in.
 */
export function connectRealtime(identity: RealtimeIdentity, handlers: RealtimeHandlers): () => void {
  const mine = ++generation;
  closeSocket();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const current = () => mine === generation;

  const retryIfSignedIn = (delayMs: number) => {
    void handlers.checkSession().then(
      (signedIn) => {
        if (!signedIn || !current()) return;
        retryTimer = setTimeout(() => {
          if (current()) socket?.connect();
        }, delayMs);
      },
      () => undefined,
    );
  };

  void loadClient().then(
    ({ io }) => {
      if (!current()) return;
      const s: RealtimeSocket = io({
        ...SOCKET_CLIENT_OPTIONS,
        withCredentials: true,
        auth: { ...identity },
      });
      socket = s;
      s.on('connect', () => {
        if (!current()) return;
        setConnected(true);
        handlers.onReconnect();
      });
      s.on('disconnect', (reason) => {
        if (!current()) return;
        setConnected(false);
        // The client retries every other reason by itself; the server's own disconnect is final.
        if (reason === 'io server disconnect') retryIfSignedIn(0);
      });
      s.on('connect_error', (error) => {
        if (!current()) return;
        warnInDev(error.message ? `Connection failed: ${error.message}` : 'Failed to connect to chat service');
        // A refusal by the server's middleware (signed out, bad origin) is not retried by the client.
        if (!s.active) retryIfSignedIn(SOCKET_CLIENT_OPTIONS.reconnectionDelayMax);
      });
      s.on('typing', (event) => {
        for (const listener of typingListeners) listener(event);
      });
      s.on('message:new', (message) => handlers.onEvent('message:new', message));
      s.on('message:read', (event) => handlers.onEvent('message:read', event));
      s.on('notification:new', (notification) => handlers.onEvent('notification:new', notification));
      s.on('unread:changed', (counts) => handlers.onEvent('unread:changed', counts));
      s.on('project:changed', (event) => handlers.onEvent('project:changed', event));
    },
    () => warnInDev('Failed to connect to chat service'),
  );

  return () => {
    clearTimeout(retryTimer);
    if (current()) {
      generation++;
      closeSocket();
    }
  };
}

function closeSocket() {
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  setConnected(false);
}

/**
 * Keeps the socket open while a user is signed in and applies its events to the query cache
 * (`realtime-cache.ts`): connects when the session user appears, reconnects for another user,
 * disconnects on sign-out. Mounted once, through `RealtimeConnection` (realtime-bridge.tsx) in the
 * root layout. Renders nothing.
 */
export function RealtimeBridge(): null {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  // The handshake identity is informative only (the server reads the cookie): a changed name does
  // not warrant a new connection, so it is read from a ref when connecting.
  const identity = useRef<RealtimeIdentity | null>(null);
  useEffect(() => {
    identity.current = user ? identityOf(user) : null;
  });

  useEffect(() => {
    if (userId === undefined || !identity.current) return undefined;
    return connectRealtime(identity.current, {
      onEvent: (event, payload) => applyRealtimeEvent(queryClient, event, payload),
      onReconnect: () => void invalidateRealtimeQueries(queryClient),
      checkSession: async () => {
        await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
        return Boolean(queryClient.getQueryData(SESSION_QUERY_KEY));
      },
    });
  }, [queryClient, userId]);

  return null;
}
