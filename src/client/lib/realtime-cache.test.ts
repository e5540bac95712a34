import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message } from '@shared/contracts/messages';
import type { Notification, NotificationList } from '@shared/contracts/notifications';
import {
  applyMessageNew,
  applyMessageRead,
  applyNotificationNew,
  applyNotificationNewToPages,
  applyRealtimeEvent,
  applyUnreadChanged,
  invalidateRealtimeQueries,
} from './realtime-cache';
import { sharedKeys } from './query-keys';
import { realtimeKeys } from './realtime-keys';

function message(id: number, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: '1-2',
    senderId: 1,
    receiverId: 2,
    message: `m${id}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    isRead: false,
    readAt: null,
    fileUrl: null,
    fileName: null,
    fileSize: null,
    mimeType: null,
    ...extra,
  };
}

function notification(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'quote_request',
    title: `t${id}`,
    message: `n${id}`,
    isRead: false,
    actionUrl: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

const ids = (list: { id: number }[] | undefined) => list?.map((x) => x.id);

describe('message:new', () => {
  it('appends the message to the cached thread once', () => {
    const thread = [message(1), message(2)];
    const next = applyMessageNew(thread, message(3));
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(applyMessageNew(next, message(3))).toBe(next);
  });

  it('leaves a thread that is not cached alone (it is fetched when opened)', () => {
    expect(applyMessageNew(undefined, message(1))).toBeUndefined();
  });
});

describe('message:read', () => {
  it('marks exactly those ids read at readAt', () => {
    const readAt = '2026-01-01T11:00:00.000Z';
    const next = applyMessageRead([message(1), message(2), message(3)], {
      conversationId: '1-2',
      messageIds: [1, 3],
      readAt,
    });
    expect(next?.map((m) => [m.id, m.isRead, m.readAt])).toEqual([
      [1, true, readAt],
      [2, false, null],
      [3, true, readAt],
    ]);
  });

  it('returns the same array when none of the ids is cached', () => {
    const thread = [message(1)];
    expect(applyMessageRead(thread, { conversationId: '1-2', messageIds: [9], readAt: 'x' })).toBe(thread);
  });
});

describe('notification:new', () => {
  it('puts the notification on top of a list and keeps the limit, with hasMore when cut', () => {
    const list: NotificationList = { notifications: [notification(3), notification(2)], hasMore: false };
    expect(applyNotificationNew(list, notification(4), 10)).toEqual({
      notifications: [notification(4), notification(3), notification(2)],
      hasMore: false,
    });
    const cut = applyNotificationNew(list, notification(4), 2);
    expect(ids(cut?.notifications)).toEqual([4, 3]);
    expect(cut?.hasMore).toBe(true);
  });

  it('moves a refreshed notification (same id) to the top instead of adding it twice', () => {
    const list: NotificationList = {
      notifications: [notification(3), notification(2, { title: 'old' })],
      hasMore: false,
    };
    const next = applyNotificationNew(list, notification(2, { title: 'new' }), 10);
    expect(next?.notifications.map((n) => n.title)).toEqual(['new', 't3']);
  });

  it('prepends to the first page of /notifications and removes the id from later pages', () => {
    const data: InfiniteData<NotificationList, number> = {
      pages: [
        { notifications: [notification(5), notification(4)], hasMore: true },
        { notifications: [notification(3), notification(2)], hasMore: false },
      ],
      pageParams: [1, 2],
    };
    const next = applyNotificationNewToPages(data, notification(2, { title: 'again' }));
    expect(next?.pages.map((p) => ids(p.notifications))).toEqual([[2, 5, 4], [3]]);
    expect(next?.pageParams).toEqual([1, 2]);
    expect(applyNotificationNewToPages(undefined, notification(1))).toBeUndefined();
  });
});

describe('unread:changed', () => {
  it('gives both badge counts as {count}', () => {
    expect(applyUnreadChanged({ messages: 4, notifications: 120 })).toEqual({
      messages: { count: 4 },
      notifications: { count: 120 },
    });
  });
});

describe('applyRealtimeEvent on a query cache', () => {
  it('updates the thread, the dropdown list, the pages and the counts under the realtime keys', () => {
    const qc = new QueryClient();
    qc.setQueryData(realtimeKeys.messages('1-2'), [message(1)]);
    qc.setQueryData(realtimeKeys.notificationList(10), { notifications: [notification(1)], hasMore: false });
    qc.setQueryData(realtimeKeys.notificationPages(20), {
      pages: [{ notifications: [notification(1)], hasMore: false }],
      pageParams: [1],
    });

    applyRealtimeEvent(qc, 'message:new', message(2));
    applyRealtimeEvent(qc, 'message:read', { conversationId: '1-2', messageIds: [1], readAt: 'r' });
    applyRealtimeEvent(qc, 'notification:new', notification(2));
    applyRealtimeEvent(qc, 'unread:changed', { messages: 3, notifications: 7 });

    const thread = qc.getQueryData<Message[]>(realtimeKeys.messages('1-2'));
    expect(thread?.map((m) => [m.id, m.isRead])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(ids(qc.getQueryData<NotificationList>(realtimeKeys.notificationList(10))?.notifications)).toEqual([2, 1]);
    const pages = qc.getQueryData<InfiniteData<NotificationList, number>>(realtimeKeys.notificationPages(20));
    expect(ids(pages?.pages[0]?.notifications)).toEqual([2, 1]);
    expect(qc.getQueryData(realtimeKeys.messageUnreadCount)).toEqual({ count: 3 });
    expect(qc.getQueryData(realtimeKeys.notificationUnreadCount)).toEqual({ count: 7 });
  });

  it('marks the conversation list stale on a message, and creates no thread cache that was not there', () => {
    const qc = new QueryClient();
    qc.setQueryData(realtimeKeys.conversations, []);
    applyRealtimeEvent(qc, 'message:new', message(1, { conversationId: '3-4' }));
    expect(qc.getQueryState(realtimeKeys.conversations)?.isInvalidated).toBe(true);
    expect(qc.getQueryData(realtimeKeys.messages('3-4'))).toBeUndefined();
  });

  it('after a reconnect marks every realtime query stale (missed events)', async () => {
    const qc = new QueryClient();
    const keys = [
      realtimeKeys.conversations,
      realtimeKeys.messages('1-2'),
      realtimeKeys.messageUnreadCount,
      realtimeKeys.notificationList(10),
      realtimeKeys.notificationPages(20),
      realtimeKeys.notificationUnreadCount,
    ];
    for (const key of keys) qc.setQueryData(key, {});
    qc.setQueryData(['partners'], []);
    await invalidateRealtimeQueries(qc);
    for (const key of keys) expect(qc.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(qc.getQueryState(['partners'])?.isInvalidated).toBe(false);
  });
});

describe('notification:new about a quote (issue 20: the desks follow live)', () => {
  it('marks every quote request list stale on a quote or project notification, and only then', () => {
    const qc = new QueryClient();
    const desk = [...sharedKeys.partnerQuoteRequests, 'list', 1];
    const mine = [...sharedKeys.userQuoteRequests, 'list'];
    qc.setQueryData(desk, { quoteRequests: [] });
    qc.setQueryData(mine, { quoteRequests: [] });
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;

    applyRealtimeEvent(qc, 'notification:new', notification(1, { type: 'message_received' }));
    expect([stale(desk), stale(mine)]).toEqual([false, false]);
    applyRealtimeEvent(qc, 'notification:new', notification(2, { type: 'quote_request' }));
    expect([stale(desk), stale(mine)]).toEqual([true, true]);
  });
});
