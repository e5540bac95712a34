import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { emailOutbox, newsletterSubscribers, notifications, users } from '../../db/schema';
import { createTestApp, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;
/** Each call from its own address unless one is given, so the rate limit does not mix tests. */
const subscribe = (payload: unknown, opts: { ip?: string; lang?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as object,
    remoteAddress: opts.ip ?? `10.0.0.${++ip}`,
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
afterEach(() => vi.useRealTimers());

describe('POST /api/newsletter/subscribe', () => {
  it('records a pending subscription and queues a confirmation mail with confirm and unsubscribe links', async () => {
    const res = await subscribe({
      email: '  Ayse@Example.COM ',
      source: 'homepage',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringContaining('bağlantı'),
    });
    const [row] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ayse@example.com'));
    expect(row).toMatchObject({ isActive: false, source: 'homepage' });
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ayse@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain(`/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain(row!.unsubscribeToken);
  });

  it('is idempotent: the same address twice keeps one row; after confirmation it sends no more mail', async () => {
    await subscribe({ email: 'mehmet@example.com', source: 'homepage' });
    await subscribe({ email: 'MEHMET@example.com', source: 'homepage' });
    const rows = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'mehmet@example.com'));
    expect(rows).toHaveLength(1);

    const confirm = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${rows[0]!.confirmToken}`,
    });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    const [active] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'mehmet@example.com'));
    expect(active).toMatchObject({ isActive: true, confirmToken: null });

    const before = (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'mehmet@example.com')))
      .length;
    const again = await subscribe({ email: 'mehmet@example.com', source: 'homepage' }, { lang: 'en' });
    expect(again.json().message).toBe('We have sent a link to your e-mail address to confirm your subscription.');
    expect(
      (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'mehmet@example.com'))).length,
    ).toBe(before);
  });

  it('notifies every admin, in their language, once when a subscription is confirmed (PRODUCT-DECISIONS 18)', async () => {
    const adminIds = (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.availableUserTypes} && ARRAY['master_admin','editor_admin']::text[]`)
    ).map((u) => u.id);
    expect(adminIds.length).toBeGreaterThan(0);
    await ctx.db.update(users).set({ language: 'tr' }).where(inArray(users.id, adminIds));
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, 'editor@demo.example.com'));
    const notesOf = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'newsletter_subscriber'),
            sql`${notifications.data}->>'subscriberId' = ${String(row!.id)}`,
          ),
        );

    await subscribe({ email: 'elif@example.com', source: 'homepage' });
    const [row] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'elif@example.com'));
    expect(await notesOf()).toEqual([]); // pending: nobody is told yet
    const url = `/api/newsletter/confirm?token=${row!.confirmToken}`;
    await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'GET', url }); // a second click of the same link
    const notes = await notesOf();
    expect(notes.map((n) => n.userId).sort()).toEqual([...adminIds].sort());
    for (const n of notes) expect(n).toMatchObject({ actionUrl: '/email-subscribers', isRead: false });
    const editorId = (
      await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'editor@demo.example.com'))
    )[0]!.id;
    expect(notes.find((n) => n.userId === editorId)!.message).toBe('elif@example.com subscribed to the newsletter.');
    expect(notes.find((n) => n.userId !== editorId)!.message).toBe('elif@example.com e-bültene abone oldu.');
  });

  it('unsubscribes with the one-click link and refuses unknown tokens', async () => {
    await subscribe({ email: 'zeynep@example.com', source: 'homepage' });
    const [row] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'zeynep@example.com'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}`,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'zeynep@example.com'));
    expect(after!.unsubscribedAt).not.toBeNull();
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${'x'.repeat(32)}`,
    });
    expect(unknown.headers.location).toBe('/?newsletter=invalid');
  });

  it.each([
    [{ email: 'no-at-sign', source: 'homepage' }],
    [{ email: '', source: 'homepage' }],
    [{ source: 'homepage' }],
    [{ email: 42 }],
    [{ email: 'a@b', source: 'homepage' }],
  ])('refuses %j with the spec message and stores nothing', async (payload) => {
    const before = (await ctx.db.select().from(newsletterSubscribers)).length;
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toEqual(['Lütfen geçerli bir e-posta adresi girin']);
    expect((await ctx.db.select().from(newsletterSubscribers)).length).toBe(before);
  });

  it('refuses an unknown source', async () => {
    const res = await subscribe({ email: 'x@example.com', source: 'spam-bot' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['source']);
  });

  it('rate limits one address to 5 requests a minute with a translated 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await subscribe({ email: `r${i}@example.com`, source: 'homepage' }, { ip: '192.0.2.77' })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await subscribe({ email: 'r9@example.com', source: 'homepage' }, { ip: '192.0.2.77', lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
    expect(
      await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'r9@example.com')),
    ).toEqual([]);
  });

  it('answers a new, a pending, a confirmed and an over-the-limit address alike (PRODUCT-DECISIONS 5)', async () => {
    const answer = async (email: string) => {
      const res = await subscribe({ email, source: 'homepage' });
      return { status: res.statusCode, body: res.body };
    };
    const fresh = await answer('fresh@example.com');
    const pending = await answer('fresh@example.com');
    await answer('confirmed@example.com');
    const [row] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'confirmed@example.com'));
    await ctx.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${row!.confirmToken}` });
    const confirmed = await answer('confirmed@example.com');
    await answer('fresh@example.com');
    const overLimit = await answer('fresh@example.com');
    expect(fresh.status).toBe(200);
    for (const other of [pending, confirmed, overLimit]) expect(other).toEqual(fresh);
  });

  it('sends at most 3 confirmation mails per address per 24 hours, whatever the IP', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) expect((await subscribe({ email, source: 'homepage' })).statusCode).toBe(200);
    const mails = () => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(await mails()).toHaveLength(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * 3600 * 1000);
    await subscribe({ email, source: 'homepage' });
    expect(await mails()).toHaveLength(3);
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    await subscribe({ email, source: 'homepage' });
    expect(await mails()).toHaveLength(4);
  });

  it('keeps every mailed link working: requests past the limit cannot invalidate a pending confirmation', async () => {
    const email = 'victim@example.com';
    for (let i = 0; i < 5; i++) await subscribe({ email, source: 'homepage' });
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mails).toHaveLength(3);
    const link = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mails[0]!.html)![0];
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.headers.location).toBe('/?newsletter=confirmed');
  });

  it('keeps the per-IP count in the database, shared by every process', async () => {
    // A second app on the same database stands for a second server process.
    const other = await buildApp({ database: ctx.database, dataDir: '/nonexistent', publicUrl: TEST_ORIGIN });
    try {
      const from = (app: typeof other, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: `shared${i}@example.com`, source: 'homepage' },
          remoteAddress: '192.0.2.99',
        });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await from(i % 2 ? other : ctx.app, i)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});
