import type { Notification } from '@shared/contracts/notifications';
import { initData, sessionUser } from '@/test/fixtures';
import { jsonResponse, mockFetch, requestUrl } from '@/test/utils';

/** A notification as the API answers it; override what the test is about. */
export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'quote_request',
    title: `Bildirim ${id}`,
    message: `Mesaj ${id}`,
    isRead: false,
    actionUrl: null,
    // Newer ids are newer: one minute apart, the highest id a minute ago.
    createdAt: new Date(Date.now() - (1000 - id) * 60_000).toISOString(),
    ...overrides,
  };
}

/** `count` notifications, newest (highest id) first, as the list orders them. */
export function notifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) => notification(count - i));
}

/**
 * A fake notifications API over `rows` (newest first) for a signed-in user (or a visitor with
 * `user: null`): list with page/limit, unread counts, mark read, mark all read, delete all. `fail`
 * makes one path answer 500.
 */
export function serveNotifications(
  rows: Notification[],
  {
    user = sessionUser(),
    messages = 0,
    fail,
  }: { user?: ReturnType<typeof sessionUser> | null; messages?: number; fail?: string } = {},
) {
  const store = { rows: [...rows] };
  const fetch = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (fail && url.pathname === fail)
      return jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, { status: 500 });
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/messages/unread-count') return jsonResponse({ count: messages });
    if (url.pathname === '/api/notifications/unread-count')
      return jsonResponse({ count: store.rows.filter((n) => !n.isRead).length });
    if (url.pathname === '/api/notifications' && method === 'GET') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const slice = store.rows.slice((page - 1) * limit, page * limit);
      return jsonResponse({ notifications: slice, hasMore: store.rows.length > page * limit });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(url.pathname);
    if (read && method === 'PATCH') {
      const id = Number(read[1]);
      store.rows = store.rows.map((n) => (n.id === id ? { ...n, isRead: true } : n));
      return jsonResponse(store.rows.find((n) => n.id === id));
    }
    if (url.pathname === '/api/notifications/mark-all-read' && method === 'PATCH') {
      const updated = store.rows.filter((n) => !n.isRead).length;
      store.rows = store.rows.map((n) => ({ ...n, isRead: true }));
      return jsonResponse({ updated });
    }
    if (url.pathname === '/api/notifications/delete-all' && method === 'DELETE') {
      const deleted = store.rows.length;
      store.rows = [];
      return jsonResponse({ deleted });
    }
    if (url.pathname === '/api/init') return jsonResponse(initData());
    return jsonResponse([]);
  });
  return { fetch, store };
}

/** The `METHOD path?query` of each recorded call to the notifications API. */
export function notificationCalls(fetch: ReturnType<typeof mockFetch>): string[] {
  return fetch.mock.calls
    .map(([input, init]) => {
      const url = requestUrl(input);
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    })
    .filter((call) => call.includes('/api/notifications') && !call.endsWith('/unread-count'));
}
