import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NotificationList, notificationListSchema, notificationSchema } from '@shared/contracts/notifications';
import { notifications, users } from '../../db/schema';
import { createTestApp, signIn } from '../../test/helpers';
import { notifyUsers } from './notifications.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;
let otherId: number;
let userCookie: string;
let otherCookie: string;

const idOf = async (email: string) => {
  const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
};

beforeAll(async () => {
  ctx = await createTestApp();
  userId = await idOf('kullanici@demo.example.com');
  otherId = await idOf('partner@demo.example.com');
  userCookie = await signIn(ctx.app, 'kullanici@demo.example.com');
  otherCookie = await signIn(ctx.app, 'partner@demo.example.com');
});
afterAll(async () => ctx?.close());
// Each test starts from no notifications for the two users (the seed may have some).
beforeEach(async () => {
  await ctx.db.delete(notifications).where(inArray(notifications.userId, [userId, otherId]));
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** Inserts `n` notifications for `owner`, the i-th created i minutes after a fixed start. */
async function addRows(owner: number, n: number, extra: Partial<typeof notifications.$inferInsert> = {}) {
  const start = Date.parse('2026-01-01T10:00:00Z');
  const rows = await ctx.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: owner,
        type: 'system_status' as const,
        title: `Başlık ${i}`,
        message: `Mesaj ${i}`,
        createdAt: new Date(start + i * 60_000),
        ...extra,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const rowOf = async (id: number) => (await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('access', () => {
  it('answers 401 to visitors on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/1/read'],
      ['PATCH', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/delete-all'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/notifications', () => {
  it('lists only the caller’s rows, newest first, in pages with hasMore', async () => {
    const ids = await addRows(userId, 12);
    await addRows(otherId, 3);

    const first = await call('GET', '/api/notifications', userCookie);
    expect(first.statusCode).toBe(200);
    const page1 = notificationListSchema.parse(first.json());
    // Default limit 10, newest (last inserted) first.
    expect(page1.notifications.map((n) => n.id)).toEqual(ids.slice(2).reverse());
    expect(page1.hasMore).toBe(true);
    expect(page1.notifications[0]).toEqual({
      id: ids[11],
      type: 'system_status',
      title: 'Başlık 11',
      message: 'Mesaj 11',
      isRead: false,
      actionUrl: null,
      createdAt: '2026-01-01T10:11:00.000Z',
    });

    const page2 = (await call('GET', '/api/notifications?page=2&limit=10', userCookie)).json() as NotificationList;
    expect(page2.notifications.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(page2.hasMore).toBe(false);

    // A page that ends exactly on the last row has no more.
    const exact = (await call('GET', '/api/notifications?page=2&limit=6', userCookie)).json() as NotificationList;
    expect(exact.notifications).toHaveLength(6);
    expect(exact.hasMore).toBe(false);

    const other = (await call('GET', '/api/notifications?limit=50', otherCookie)).json() as NotificationList;
    expect(other.notifications).toHaveLength(3);
  });

  it('orders rows of the same instant by id, newest first', async () => {
    const ids = await addRows(userId, 3, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const list = (await call('GET', '/api/notifications', userCookie)).json() as NotificationList;
    expect(list.notifications.map((n) => n.id)).toEqual([...ids].reverse());
  });

  it('refuses a page below 1 and a limit outside 1–50', async () => {
    for (const q of ['page=0', 'limit=0', 'limit=51', 'page=abc']) {
      const res = await call('GET', `/api/notifications?${q}`, userCookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('carries the text and link written by notifyUsers', async () => {
    await notifyUsers(ctx.db, [userId], {
      type: 'follower',
      params: { followerName: 'Ayşe Yılmaz' },
      actionUrl: '/partner-dashboard',
    });
    const [n] = ((await call('GET', '/api/notifications', userCookie)).json() as NotificationList).notifications;
    expect(n).toMatchObject({ type: 'follower', actionUrl: '/partner-dashboard', isRead: false });
    expect(n!.message).toContain('Ayşe Yılmaz');
  });

  it('passes an unknown type through unchanged', async () => {
    // A row written by a newer server version: the list must not fail on a type it does not know.
    // The private test database copy drops the type check to store one.
    await ctx.db.execute(sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_type_check`);
    await ctx.db.execute(
      sql`INSERT INTO notifications (user_id, type, title, message) VALUES (${userId}, 'brand_new_type', 'T', 'M')`,
    );
    const res = await call('GET', '/api/notifications', userCookie);
    expect(res.statusCode).toBe(200);
    expect((res.json() as NotificationList).notifications[0]).toMatchObject({ type: 'brand_new_type', title: 'T' });
  });
});

describe('unread count and marking read', () => {
  it('counts the caller’s unread rows, without caching, before and after marking one read', async () => {
    const ids = await addRows(userId, 3);
    await addRows(userId, 1, { isRead: true });
    await addRows(otherId, 2);

    const before = await call('GET', '/api/notifications/unread-count', userCookie);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ count: 3 });

    const res = await call('PATCH', `/api/notifications/${ids[0]}/read`, userCookie);
    expect(res.statusCode).toBe(200);
    expect(notificationSchema.parse(res.json())).toMatchObject({ id: ids[0], isRead: true, title: 'Başlık 0' });
    expect((await rowOf(ids[0]!))!.isRead).toBe(true);
    // Marking it again is harmless.
    expect((await call('PATCH', `/api/notifications/${ids[0]}/read`, userCookie)).statusCode).toBe(200);

    expect((await call('GET', '/api/notifications/unread-count', userCookie)).json()).toEqual({ count: 2 });
    expect((await call('GET', '/api/notifications/unread-count', otherCookie)).json()).toEqual({ count: 2 });
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const [theirs] = await addRows(otherId, 1);
    const res = await call('PATCH', `/api/notifications/${theirs}/read`, userCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'Bildirim bulunamadı' });
    expect((await rowOf(theirs!))!.isRead).toBe(false);

    const unknown = await call('PATCH', '/api/notifications/2147483647/read', userCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    expect((await call('PATCH', '/api/notifications/abc/read', userCookie)).statusCode).toBe(400);
  });

  it('mark-all-read changes only the caller’s unread rows and counts them', async () => {
    const mine = await addRows(userId, 3);
    await addRows(userId, 2, { isRead: true });
    const theirs = await addRows(otherId, 2);

    const res = await call('PATCH', '/api/notifications/mark-all-read', userCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    for (const id of mine) expect((await rowOf(id))!.isRead).toBe(true);
    for (const id of theirs) expect((await rowOf(id))!.isRead).toBe(false);
    expect((await call('GET', '/api/notifications/unread-count', userCookie)).json()).toEqual({ count: 0 });
    expect((await call('PATCH', '/api/notifications/mark-all-read', userCookie)).json()).toEqual({ updated: 0 });
  });
});

describe('DELETE /api/notifications/delete-all', () => {
  it('deletes all of the caller’s rows, read or not, and no one else’s', async () => {
    await addRows(userId, 2);
    await addRows(userId, 1, { isRead: true });
    const theirs = await addRows(otherId, 2);

    const res = await call('DELETE', '/api/notifications/delete-all', userCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect((await call('GET', '/api/notifications', userCookie)).json()).toEqual({ notifications: [], hasMore: false });
    const left = await ctx.db.select().from(notifications).where(inArray(notifications.id, theirs));
    expect(left).toHaveLength(2);
    expect((await call('DELETE', '/api/notifications/delete-all', userCookie)).json()).toEqual({ deleted: 0 });
  });
});
