import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { partners, users } from '../db/schema';
import { createTestApp, signIn } from '../test/helpers';

/** The session is looked up only where a route needs the viewer (plugins/auth.ts). */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, 'partner@demo.example.com');
});
afterAll(async () => ctx?.close());
afterEach(() => vi.restoreAllMocks());

const spyOnSessionLookup = () => vi.spyOn(ctx.app.auth.api, 'getSession');

describe('session lookup', () => {
  it.each(['/api/categories', '/api/services', '/api/partners', '/api/init', '/api/system-status/public', '/api/nope'])(
    'public %s makes no session query, even with a session cookie',
    async (url) => {
      const spy = spyOnSessionLookup();
      await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(spy).not.toHaveBeenCalled();
    },
  );

  it('a route that needs the caller still looks the session up', async () => {
    const spy = spyOnSessionLookup();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("partner detail (public, readsViewer) still knows the viewer: the owner's own view does not count", async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, 'partner@demo.example.com'));
    const [profile] = await ctx.db.select().from(partners).where(eq(partners.userId, owner!.id));
    const views = async () =>
      (await ctx.db.select().from(partners).where(eq(partners.id, profile!.id)))[0]!.profileViews;
    const before = await views();
    const spy = spyOnSessionLookup();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/partners/${profile!.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await views()).toBe(before);
  });
});
