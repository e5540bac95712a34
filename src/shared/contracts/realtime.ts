/**
 * The realtime socket (spec §7 "Realtime socket", §9 socket constants; PRODUCT-DECISIONS 17;
 * ARCHITECTURE.md, realtime; issue 10 "Realtime"). Socket.IO on the same origin at the default path,
 * authenticated from the session cookie of the handshake only: ids the client sends are ignored.
 * Each user's sockets share the room `user:{id}`; the server pushes these events and the client
 * updates its query cache from them. The spec's polling runs only while the socket is disconnected.
 */
import type { Message } from './messages';
import type { Notification } from './notifications';

/** `message:read`: the receiver read these messages of the conversation. */
export interface MessageReadEvent {
  conversationId: string;
  messageIds: number[];
  readAt: string;
}

/** `typing`: `userId` is typing in the conversation (sent to the other member only). */
export interface TypingEvent {
  conversationId: string;
  userId: number;
}

/** `unread:changed`: the user's unread message and notification counts after a change. */
export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  'message:new': (message: Message) => void;
  'message:read': (event: MessageReadEvent) => void;
  typing: (event: TypingEvent) => void;
  'notification:new': (notification: Notification) => void;
  'unread:changed': (counts: UnreadCounts) => void;
  /** A project the user is a side of changed (issue 20): refetch it. */
  'project:changed': (event: { projectId: string }) => void;
}

/** Events the client sends: only that it is typing in a conversation it belongs to. */
export interface ClientToServerEvents {
  typing: (event: { conversationId: string }) => void;
}

/**
 * Client connection settings (spec §9: "Socket timeout 20 s; reconnect 1 s to 5 s"; issue 10:
 * randomisation 0.5). Milliseconds.
 */
export const SOCKET_CLIENT_OPTIONS = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** Spec §9 polling intervals (ms), used only while the socket is disconnected. */
export const POLL_INTERVALS_MS = {
  conversationsWidget: 3_000,
  conversationsPage: 5_000,
  messages: 2_000,
  notificationBadge: 5_000,
  notificationList: 30_000,
  unreadMessages: 30_000,
} as const;

/** The room of one user's sockets. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** The room of the sockets of one session (sign-out ends these). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}
