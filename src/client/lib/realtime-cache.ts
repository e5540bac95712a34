/**
 * What the realtime socket's events do to the query cache (issue 10 "Realtime": "the client updates its
 * query cache from them"; decision 014 "Missed events"). The reducers are pure functions of the
 * cached value and the event, so they are tested without a socket; {@link applyRealtimeEvent} applies
 * them to a QueryClient under the keys of `realtime-keys.ts`.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/contracts/messages';
import type { Notification, NotificationList } from '@shared/contracts/notifications';
import type { MessageReadEvent, ServerToClientEvents, UnreadCounts } from '@shared/contracts/realtime';
import type { NotificationType } from '@shared/constants';
import { sharedKeys } from './query-keys';
import { realtimeKeys } from './realtime-keys';

/**
 * Notifications that mean a quote request changed for the one told (a new or cancelled request, an
 * answer, a revision request or revision, a decision, a project that completed its request): the quote
 * lists of every role are refetched, so an open partner desk or buyer's list follows live (issue 20).
 */
const QUOTE_CHANGE_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'quote_request',
  'quote_response',
  'project_update',
]);

/** A `{count}` answer (GET /api/messages/unread-count, GET /api/notifications/unread-count). */
export interface UnreadCount {
  count: number;
}

/**
 * `message:new` on a conversation's cached messages (oldest first): the message appended, once
 * (the sender's own tab already has it from the POST answer). Nothing cached: stays undefined.
 */
export function applyMessageNew(messages: Message[] | undefined, message: Message): Message[] | undefined {
  if (!messages) return messages;
  if (messages.some((m) => m.id === message.id)) return messages;
  return [...messages, message];
}

/** `message:read` on a conversation's cached messages: those ids marked read at `readAt`. */
export function applyMessageRead(messages: Message[] | undefined, event: MessageReadEvent): Message[] | undefined {
  if (!messages) return messages;
  const ids = new Set(event.messageIds);
  if (!messages.some((m) => ids.has(m.id))) return messages;
  return messages.map((m) => (ids.has(m.id) ? { ...m, isRead: true, readAt: event.readAt } : m));
}

/**
 * `notification:new` on one cached page of `limit` notifications (newest first): the notification on
 * top, an older copy of it removed (the server refreshes the one unread `message_received` of a
 * conversation instead of adding one), the page cut back to `limit` with `hasMore` set when it was cut.
 */
export function applyNotificationNew(
  list: NotificationList | undefined,
  notification: Notification,
  limit: number,
): NotificationList | undefined {
  if (!list) return list;
  const rest = list.notifications.filter((n) => n.id !== notification.id);
  const next = [notification, ...rest];
  return { notifications: next.slice(0, limit), hasMore: list.hasMore || next.length > limit };
}

/**
 * `notification:new` on the pages of /notifications: the notification on top of the first page and
 * removed from every other place. Later pages are fetched by offset, so one may repeat an item the
 * shift pushed down: the page deduplicates by id when it flattens.
 */
export function applyNotificationNewToPages(
  data: InfiniteData<NotificationList, number> | undefined,
  notification: Notification,
): InfiniteData<NotificationList, number> | undefined {
  if (!data || data.pages.length === 0) return data;
  const pages = data.pages.map((page, index) => {
    const rest = page.notifications.filter((n) => n.id !== notification.id);
    return { ...page, notifications: index === 0 ? [notification, ...rest] : rest };
  });
  return { ...data, pages };
}

/** `unread:changed`: the two badge counts as the server counted them. */
export function applyUnreadChanged(counts: UnreadCounts): { messages: UnreadCount; notifications: UnreadCount } {
  return { messages: { count: counts.messages }, notifications: { count: counts.notifications } };
}

/** The limit of a cached dropdown list from its key (`realtimeKeys.notificationList(limit)`). */
function limitOfKey(key: readonly unknown[]): number | null {
  const limit = key[2];
  return typeof limit === 'number' && limit > 0 ? limit : null;
}

/** Updates a conversation's messages if they are cached as an array; otherwise refetches them. */
function updateMessages(
  queryClient: QueryClient,
  conversationId: string,
  update: (messages: Message[]) => Message[] | undefined,
) {
  const key = realtimeKeys.messages(conversationId);
  const cached = queryClient.getQueryData<unknown>(key);
  if (cached === undefined) return;
  if (Array.isArray(cached)) queryClient.setQueryData<Message[]>(key, (old) => (old ? update(old) : old));
  else void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

type CacheEvent = Exclude<keyof ServerToClientEvents, 'typing'>;

/**
 * Applies one server event to the query cache:
 * - `message:new` / `message:read`: the conversation's cached messages, and the conversation list
 *   refetched (last message, unread counts);
 * - `notification:new`: prepended to every cached notification list and page; a quote or project
 *   notification also refetches the quote request lists;
 * - `unread:changed`: both badge counts set;
 * - `project:changed`: that project and the project list refetched (issue 20).
 */
export function applyRealtimeEvent<E extends CacheEvent>(
  queryClient: QueryClient,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): void {
  switch (event) {
    case 'message:new': {
      const message = payload as Message;
      updateMessages(queryClient, message.conversationId, (old) => applyMessageNew(old, message));
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations, exact: true });
      break;
    }
    case 'message:read': {
      const read = payload as MessageReadEvent;
      updateMessages(queryClient, read.conversationId, (old) => applyMessageRead(old, read));
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations, exact: true });
      break;
    }
    case 'notification:new': {
      const notification = payload as Notification;
      for (const [key] of queryClient.getQueriesData<NotificationList>({ queryKey: realtimeKeys.notificationLists })) {
        const limit = limitOfKey(key);
        if (limit === null) void queryClient.invalidateQueries({ queryKey: key, exact: true });
        else queryClient.setQueryData<NotificationList>(key, (old) => applyNotificationNew(old, notification, limit));
      }
      queryClient.setQueriesData<InfiniteData<NotificationList, number>>(
        { queryKey: realtimeKeys.notificationPagesAll },
        (old) => applyNotificationNewToPages(old, notification),
      );
      if (QUOTE_CHANGE_TYPES.has(notification.type)) {
        void queryClient.invalidateQueries({ queryKey: sharedKeys.quoteRequests });
      }
      // A visitor's inquiry was delivered: an open dashboard list shows it (decision 042).
      if (notification.type === 'service_inquiry') {
        void queryClient.invalidateQueries({ queryKey: sharedKeys.serviceInquiries });
      }
      break;
    }
    case 'unread:changed': {
      const counts = applyUnreadChanged(payload as UnreadCounts);
      queryClient.setQueryData<UnreadCount>(realtimeKeys.messageUnreadCount, counts.messages);
      queryClient.setQueryData<UnreadCount>(realtimeKeys.notificationUnreadCount, counts.notifications);
      break;
    }
    case 'project:changed': {
      const { projectId } = payload as { projectId: string };
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.projectList });
      break;
    }
  }
}

/**
 * After a reconnect: everything the socket would have told us is refetched (decision 014 "Missed
 * events"), active queries at once, the others when next used.
 */
export function invalidateRealtimeQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: realtimeKeys.conversations }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.messageUnreadCount }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications }),
    queryClient.invalidateQueries({ queryKey: realtimeKeys.projects }),
  ]).then(() => undefined);
}
