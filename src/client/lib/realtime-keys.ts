/**
 * Query keys of the data the realtime socket keeps fresh (issue 10; src/shared/contracts/realtime.ts).
 * The socket layer (`lib/socket.ts` with `lib/realtime-cache.ts`) updates or invalidates these on
 * `message:new`, `message:read`, `notification:new`, `unread:changed` and `project:changed`, and invalidates them all
 * after a reconnect; the chat and notification features read them. One place, so both sides name the
 * same keys.
 */
export const realtimeKeys = {
  /** GET /api/user/conversations → `Conversation[]`. */
  conversations: ['conversations'] as const,
  /** GET /api/conversations/{id}/messages → `Message[]`, oldest first (the latest page; older pages are kept by the thread itself). */
  messages: (conversationId: string) => ['conversations', conversationId, 'messages'] as const,
  /** GET /api/messages/unread-count → `{count}`. */
  messageUnreadCount: ['messages', 'unread-count'] as const,
  /** GET /api/notifications?page&limit (every page and limit share this prefix). */
  notifications: ['notifications'] as const,
  /** One page of GET /api/notifications?page=1&limit={limit} → `NotificationList` (the header's dropdown). */
  notificationList: (limit: number) => ['notifications', 'list', limit] as const,
  /** Prefix of {@link realtimeKeys.notificationList}. */
  notificationLists: ['notifications', 'list'] as const,
  /** GET /api/notifications?page={n}&limit={limit} as an infinite query → `InfiniteData<NotificationList, number>` (/notifications). */
  notificationPages: (limit: number) => ['notifications', 'pages', limit] as const,
  /** Prefix of {@link realtimeKeys.notificationPages}. */
  notificationPagesAll: ['notifications', 'pages'] as const,
  /** GET /api/notifications/unread-count → `{count}`. */
  notificationUnreadCount: ['notifications', 'unread-count'] as const,
  /** GET /api/projects and every GET /api/projects/{id} (features/projects): `project:changed` refetches them. */
  projects: ['projects'] as const,
  /** GET /api/projects → `ProjectList`. */
  projectList: ['projects', 'list'] as const,
  /** GET /api/projects/{id} → `Project`. */
  project: (id: string) => ['projects', 'detail', id] as const,
};
