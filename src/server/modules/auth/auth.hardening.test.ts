/**
 * Issue 7 (identity hardening): pending-account takeover, the allow-list of better-auth's own
 * routes, password strength, lockout lifted by a reset, deferred reset work, spec shapes of the
 * account answers, and a session lookup that never fails for visitors.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema, sessionUserSchema, userProfileSchema } from '../../../shared/contracts/auth';
import { partners, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  createTestApp,
  freshIp,
  latestMail,
  linkIn,
  mailsTo,
  sessionCookieOf,
  signIn,
  TEST_ORIGIN,
} from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const loose = { max: 1000, window: 60 };

beforeAll(async () => {
  ctx = await createTestApp({
    authRateLimits: {
      signUp: { ip: loose, email: loose },
      magicLink: { ip: loose, email: loose },
      forgotPassword: { ip: loose, email: loose },
      resetPassword: { ip: loose },
      verificationEmail: { ip: loose, email: loose },
      mailPerAddress: loose,
      // Sign-in stays strict per address: the lockout test needs it.
      signIn: { ip: loose, email: { max: 3, window: 900 } },
    },
  });
});
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
const post = (url: string, payload?: unknown, headers: Headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...headers },
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const login = (email: string, password: string) => post('/api/login', { email, password });
const userRow = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('spec shapes (spec §3, §7)', () => {
  it('POST /api/login answers the user itself', async () => {
    const res = await login('partner@demo.example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toBeUndefined();
    expect(sessionUserSchema.parse(body)).toMatchObject({ email: 'partner@demo.example.com', userType: 'partner' });
  });

  it('POST /api/auth/switch-account-type answers the updated user itself', async () => {
    const cookie = await signIn(ctx.app, 'admin@demo.example.com');
    const res = await post('/api/auth/switch-account-type', { userType: 'editor_admin' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeUndefined();
    expect(sessionUserSchema.parse(res.json())).toMatchObject({ userType: 'editor_admin' });
    await post('/api/auth/switch-account-type', { userType: 'master_admin' }, { cookie });
  });

  it('GET /api/user/profile answers the profile of a signed-in user and 401 to visitors', async () => {
    expect((await get('/api/user/profile')).statusCode).toBe(401);
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    const res = await get('/api/user/profile', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = userProfileSchema.parse(res.json());
    expect(Object.keys(profile).sort()).toEqual(
      ['company', 'linkedinProfile', 'profileImage', 'sector', 'title', 'website'].sort(),
    );
    await ctx.db
      .update(users)
      .set({ company: 'Ege Tekstil', sector: 'Tekstil', website: 'https://ege.example' })
      .where(eq(users.email, 'kullanici@demo.example.com'));
    expect((await get('/api/user/profile', { cookie })).json()).toMatchObject({
      company: 'Ege Tekstil',
      sector: 'Tekstil',
      website: 'https://ege.example',
    });
  });

  it("GET /api/user/profile falls back to the user's partner company for a partner", async () => {
    const cookie = await signIn(ctx.app, 'partner@demo.example.com');
    const { id } = (await userRow('partner@demo.example.com'))!;
    const [partner] = await ctx.db.select().from(partners).where(eq(partners.userId, id));
    const res = await get('/api/user/profile', { cookie });
    expect(res.json().company).toBe(partner!.companyName);
  });
});

describe('GET /api/session (visitors see no failed request)', () => {
  it('answers 200 {user: null} to a visitor and to a forged cookie', async () => {
    for (const headers of [{}, { cookie: 'epp.session_token=forged.value' }]) {
      const res = await get('/api/session', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ user: null });
    }
    // API clients still get the spec's 401 on GET /api/user.
    expect((await get('/api/user')).statusCode).toBe(401);
  });

  it('answers the signed-in user as GET /api/user does', async () => {
    const cookie = await signIn(ctx.app, 'editor@demo.example.com');
    const res = await get('/api/session', { cookie });
    expect(res.statusCode).toBe(200);
    const body = sessionResponseSchema.parse(res.json());
    expect(body.user).toEqual((await get('/api/user', { cookie })).json());
  });
});
