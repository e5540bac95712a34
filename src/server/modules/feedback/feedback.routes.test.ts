import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackList } from '@shared/contracts/feedback';
import { adminAuditLog, feedback, notifications, users } from '../../db/schema';
import { createTestApp, freshIp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let editor: string;

const ADMIN = 'admin@demo.example.com';
const EDITOR = 'editor@demo.example.com';
const USER = 'kullanici@demo.example.com';

const idOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  opts: { cookie?: string; payload?: object; ip?: string; lang?: string } = {},
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      origin: TEST_ORIGIN,
      'accept-language': opts.lang ?? 'tr',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });

const valid = (over: object = {}) => ({
  name: 'Ziyaretçi Ayşe',
  email: 'ayse@example.com',
  category: 'bug',
  message: 'Arama sayfası telefonda kayıyor.',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, ADMIN);
  editor = await signIn(ctx.app, EDITOR);
});
afterAll(async () => ctx?.close());

describe('POST /api/feedback', () => {
  it('lets a visitor send feedback: stored as new, admins notified, thank-you mail queued', async () => {
    const res = await call('POST', '/api/feedback', { payload: valid() });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ userId: null, status: 'new', category: 'bug', email: 'ayse@example.com' });
    for (const email of [ADMIN, EDITOR]) {
      const notes = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, await idOf(email)), eq(notifications.type, 'feedback')));
      expect(notes.at(-1)).toMatchObject({ actionUrl: '/admin-dashboard?tab=feedback' });
      expect(notes.at(-1)!.message).toContain('Ziyaretçi Ayşe');
    }
    expect((await mailsTo(ctx.db, 'ayse@example.com')).map((m) => m.templateType)).toContain('feedback_received');
  });

  it('records a signed-in sender’s id', async () => {
    const cookie = await signIn(ctx.app, USER);
    const res = await call('POST', '/api/feedback', { cookie, payload: valid({ email: USER }) });
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row!.userId).toBe(await idOf(USER));
  });

  it('answers field errors in the caller’s language and stores nothing', async () => {
    const before = (await ctx.db.select().from(feedback)).length;
    const res = await call('POST', '/api/feedback', {
      payload: { name: 'A', email: 'x', category: 'nope', message: 'kısa' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(['category', 'email', 'message', 'name']);
    expect(fieldErrors.message).toEqual(['Your message must be at least 10 characters.']);
    expect((await ctx.db.select().from(feedback)).length).toBe(before);
  });

  it('answers 429 to the sixth post in an hour from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/feedback', { ip, payload: valid() })).statusCode).toBe(201);
    const sixth = await call('POST', '/api/feedback', { ip, payload: valid() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect((await call('POST', '/api/feedback', { payload: valid() })).statusCode).toBe(201);
  });
});

describe('the admins’ feedback list', () => {
  it('lists newest first, filters by status and category, changes the status (audited) and deletes', async () => {
    const id = (await call('POST', '/api/feedback', { payload: valid({ category: 'feature' }) })).json().id as number;
    const list = (await call('GET', '/api/admin/feedback', { cookie: editor })).json();
    expect(list.items[0].id).toBe(id);

    const marked = await call('PATCH', `/api/admin/feedback/${id}/status`, {
      cookie: editor,
      payload: { status: 'resolved' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().status).toBe('resolved');
    const resolved = (await call('GET', '/api/admin/feedback?status=resolved', { cookie: admin })).json<FeedbackList>();
    expect(resolved.items.map((i) => i.id)).toEqual([id]);
    const features = (
      await call('GET', '/api/admin/feedback?category=feature', { cookie: admin })
    ).json<FeedbackList>();
    expect(features.items.every((i) => i.category === 'feature')).toBe(true);

    const del = await call('DELETE', `/api/admin/feedback/${id}`, { cookie: admin });
    expect(del.statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/feedback/${id}`, { cookie: admin })).json().code).toBe(
      'FEEDBACK_NOT_FOUND',
    );
    expect(
      (await call('PATCH', `/api/admin/feedback/${id}/status`, { cookie: admin, payload: { status: 'new' } }))
        .statusCode,
    ).toBe(404);
    const audit = await ctx.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'feedback'), eq(adminAuditLog.targetId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['feedback.deleted', 'feedback.status.changed']);
  });

  it('refuses users and visitors', async () => {
    const user = await signIn(ctx.app, USER);
    expect((await call('GET', '/api/admin/feedback', { cookie: user })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/feedback/1', { cookie: user })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/feedback')).statusCode).toBe(401);
  });
});
