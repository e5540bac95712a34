/**
 * Issue 7 (identity hardening): pending-account takeover, the allow-list of better-auth's own
 * routes, password strength, lockout lifted by a reset, deferred reset work, spec shapes of the
 * account answers, and a session lookup that never fails for visitors.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALLOWED_AUTH_ENDPOINTS } from '../../auth/auth';
import { afterResponse } from '../../auth/deferred';
import { sessionResponseSchema, sessionUserSchema, userProfileSchema } from '@shared/contracts/auth';
import { partners, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  createTestApp,
  freshIp,
  latestMail,
  linkIn,
  LOOSE_LIMIT,
  looseAuthLimits,
  mailsTo,
  sessionCookieOf,
  signIn,
  TEST_ORIGIN,
} from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    // Sign-in stays strict per address: the lockout test needs it.
    authRateLimits: looseAuthLimits({ signIn: { ip: LOOSE_LIMIT, email: { max: 3, window: 900 } } }),
  });
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

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
    for (const headers of [{}, { cookie: 'epp.session_token=forged.value' }] as Headers[]) {
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

/** Passwords the strength rules accept (none contains a site word, a name or a common pattern). */
const P1 = 'Yakamoz-Pusula-4817';
const P2 = 'Kavak!Rüzgâr#2093';
const P3 = 'Lodos_Martı_7392q';

const register = (email: string, password: string, firstName: string, lastName: string) =>
  post('/api/register', { email, password, firstName, lastName });

/** The token of a mailed reset link, through better-auth's callback as the browser follows it. */
async function resetTokenOf(html: string): Promise<string> {
  const callback = await get(linkIn(html, '/reset-password/'));
  expect(callback.statusCode).toBe(302);
  const landing = new URL(callback.headers.location!, TEST_ORIGIN);
  expect(landing.pathname).toBe('/password-reset');
  return landing.searchParams.get('token')!;
}

describe('a second registration of a pending address (no takeover)', () => {
  it("changes nothing: the victim's first link signs in with P1, the attacker's P2 never works", async () => {
    const email = 'kurban@example.com';
    expect((await register(email, P1, 'Gerçek', 'Sahip')).statusCode).toBe(201);
    const victimLink = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');
    const before = await userRow(email);

    const attacker = await register(email, P2, 'Saldırgan', 'Kişi');
    const fresh = await register('hic-gorulmemis@example.com', P2, 'Saldırgan', 'Kişi');
    expect(attacker.statusCode).toBe(201);
    expect(attacker.headers['set-cookie']).toBeUndefined();
    expect(attacker.json()).toEqual({ ...fresh.json(), user: { ...fresh.json().user, email } });
    expect(await userRow(email)).toMatchObject({ firstName: 'Gerçek', lastName: 'Sahip', name: before!.name });

    // The mailbox gets a link to set a password (not a verification of the attacker's password).
    const mail = await latestMail(ctx.db, email);
    expect(mail).toMatchObject({ templateType: 'registration_pending', language: 'tr' });
    expect(linkIn(mail!.html, '/reset-password/')).toMatch(
      /^\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fpassword-reset$/,
    );

    const verified = await get(victimLink);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/?confirmed=true');
    expect(sessionCookieOf(verified)).toBeDefined();
    expect((await login(email, P2)).statusCode).toBe(401);
    expect((await login(email, P1)).statusCode).toBe(200);
  });

  it('mails a link that lets the mailbox owner set a password, which also verifies the address', async () => {
    const email = 'unutkan@example.com';
    await register(email, P1, 'Unutkan', 'Kişi');
    await register(email, P2, 'Unutkan', 'Kişi');
    const mail = (await mailsTo(ctx.db, email)).find((m) => m.templateType === 'registration_pending')!;
    expect(mail.subject).toBe('Kaydınız onay bekliyor');
    const token = await resetTokenOf(mail.html);
    expect((await post('/api/auth/reset-password', { token, newPassword: P3 })).statusCode).toBe(200);
    expect((await userRow(email))!.emailVerified).toBe(true);
    expect((await login(email, P1)).statusCode).toBe(401);
    expect((await login(email, P3)).statusCode).toBe(200);
  });
});

describe("better-auth's own routes over HTTP: an allow-list", () => {
  const expected = [
    'POST /sign-in/social',
    'GET /callback/:id',
    'POST /callback/:id',
    'GET /get-session',
    'POST /sign-out',
    'GET /verify-email',
    'POST /send-verification-email',
    'POST /sign-in/magic-link',
    'GET /magic-link/verify',
    'POST /request-password-reset',
    'GET /reset-password/:token',
    'POST /reset-password',
    'POST /change-password',
    'POST /two-factor/enable',
    'POST /two-factor/disable',
    'POST /two-factor/generate-backup-codes',
    'POST /two-factor/verify-totp',
    'POST /two-factor/send-otp',
    'POST /two-factor/verify-otp',
    'POST /two-factor/verify-backup-code',
  ];

  it('lists exactly the flows the product uses', () => {
    expect([...ALLOWED_AUTH_ENDPOINTS].sort()).toEqual([...expected].sort());
  });

  it('answers every other endpoint of better-auth 404 in our error shape', async () => {
    const api = ctx.app.auth.api as unknown as Record<string, { path?: string; options?: { method?: unknown } }>;
    const seen: string[] = [];
    for (const endpoint of Object.values(api)) {
      if (!endpoint.path) continue; // server-only (e.g. setPassword): no HTTP route at all
      const methods = ([] as unknown[]).concat(endpoint.options?.method ?? 'GET') as string[];
      for (const method of methods.filter((m) => m === 'GET' || m === 'POST')) {
        const key = `${method} ${endpoint.path}`;
        seen.push(key);
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api/auth${endpoint.path.replace(/:\w+/g, 'x')}`,
          headers: { origin: TEST_ORIGIN },
          remoteAddress: freshIp(),
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        const routeNotFound =
          res.statusCode === 404 &&
          res.headers['content-type']?.toString().includes('json') &&
          res.json().code === 'NOT_FOUND';
        expect({ key, blocked: routeNotFound }).toEqual({ key, blocked: !expected.includes(key) });
        if (routeNotFound)
          expect(res.json()).toEqual({
            message: 'Böyle bir API adresi yok.',
            code: 'NOT_FOUND',
            requestId: expect.any(String),
          });
      }
    }
    // The walk covered every allowed flow and the ones that must go.
    for (const key of [
      ...expected,
      'POST /update-user',
      'POST /verify-password',
      'GET /list-sessions',
      'POST /two-factor/get-totp-uri',
    ]) {
      expect(seen).toContain(key);
    }
  });

  it('refuses update-user and verify-password for a signed-in user too', async () => {
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    for (const [url, payload] of [
      ['/api/auth/update-user', { firstName: 'X\r\nY', image: 'javascript:alert(1)' }],
      ['/api/auth/verify-password', { password: DEMO_PASSWORD }],
    ] as const) {
      const res = await post(url, payload, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await userRow('kullanici@demo.example.com')).toMatchObject({ firstName: 'Ayşe', image: null });
  });
});

describe('a password reset lifts the sign-in lock of the address', () => {
  it('locked by failed sign-ins, reset through the mailed link, signs in at once', async () => {
    const email = 'kilitli@example.com';
    await register(email, P1, 'Kilit', 'Açık');
    expect((await get(linkIn((await latestMail(ctx.db, email))!.html, '/verify-email'))).statusCode).toBe(302);
    for (let i = 0; i < 3; i++) expect((await login(email, 'Yanlis-Tahmin-99')).statusCode).toBe(401);
    expect((await login(email, P1)).statusCode).toBe(429);

    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const mail = await vi.waitFor(async () => {
      const found = (await mailsTo(ctx.db, email)).find((m) => m.templateType === 'password_reset');
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    const token = await resetTokenOf(mail.html);
    expect((await post('/api/auth/reset-password', { token, newPassword: P2 })).statusCode).toBe(200);
    expect((await login(email, P2)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/request-password-reset does its work after answering', () => {
  it('answers before the reset mail exists; the mail appears when the deferred work runs', async () => {
    const jobs: (() => Promise<void>)[] = [];
    vi.spyOn(afterResponse, 'schedule').mockImplementation((job) => {
      jobs.push(job);
    });
    const email = 'partner@demo.example.com';
    const before = (await mailsTo(ctx.db, email)).length;
    const known = await post('/api/auth/request-password-reset', { email });
    const unknown = await post('/api/auth/request-password-reset', { email: 'hic-kimse@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });
    // Answered, and nothing looked up or queued yet: both addresses left one job behind.
    expect(await mailsTo(ctx.db, email)).toHaveLength(before);
    expect(jobs).toHaveLength(2);
    for (const job of jobs) await job();
    const mails = await mailsTo(ctx.db, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.templateType).toBe('password_reset');
    expect(await mailsTo(ctx.db, 'hic-kimse@example.com')).toHaveLength(0);
  });

  it('queues the mail shortly after the answer without help', async () => {
    const email = 'editor@demo.example.com';
    const before = (await mailsTo(ctx.db, email)).length;
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo(ctx.db, email)).toHaveLength(before + 1));
  });

  it('still refuses a malformed address and a foreign redirect at once', async () => {
    const bad = await post('/api/auth/request-password-reset', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: ['Geçerli bir e-posta adresi giriniz'] });
    const evil = await post('/api/auth/request-password-reset', {
      email: 'partner@demo.example.com',
      redirectTo: 'https://evil.example/reset',
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('INVALID_REDIRECT');
  });
});

describe('new passwords must not be trivially guessable (server decides)', () => {
  const body = (password: string) => ({ email: 'zayif@example.com', password, firstName: 'Deniz', lastName: 'Arslan' });

  it.each([
    ['aaaaaaaa', 'Bu şifre kolay tahmin edilebilir: tekrar eden karakterlerden oluşuyor.'],
    ['        ', 'Bu şifre kolay tahmin edilebilir: tekrar eden karakterlerden oluşuyor.'],
    ['Passw0rd!', 'Bu şifre kolay tahmin edilebilir: yaygın bir kelime, isim veya şifre içeriyor.'],
    ['Password123!', 'Bu şifre kolay tahmin edilebilir: yaygın bir kelime, isim veya şifre içeriyor.'],
    [DEMO_PASSWORD, 'Bu şifre kolay tahmin edilebilir: sitemizin adını veya tanıtım şifresini içeriyor.'],
    ['DenizArslan', 'Bu şifre kolay tahmin edilebilir: adınızı veya e-posta adresinizi içeriyor.'],
    ['zayif@example.com', 'Bu şifre kolay tahmin edilebilir: adınızı veya e-posta adresinizi içeriyor.'],
  ])('register refuses %j and says why', async (password, text) => {
    const res = await post('/api/register', body(password));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PASSWORD_WEAK',
      message: text,
      fieldErrors: { password: [text] },
      requestId: expect.any(String),
    });
    expect(await userRow('zayif@example.com')).toBeUndefined();
  });

  it('says why in English too, and accepts a reasonable passphrase', async () => {
    const en = await post('/api/register', body('Deniz.Arslan'), { 'accept-language': 'en' });
    expect(en.json().fieldErrors.password).toEqual([
      'This password is too easy to guess: it contains your name or e-mail address.',
    ]);
    expect((await post('/api/register', body('mavi balina sabah koşar'))).statusCode).toBe(201);
  });

  it("refuses the account owner's name on reset and on change-password too", async () => {
    const email = 'sahip.adi@example.com';
    await register(email, P1, 'Sahip', 'Adı');
    await get(linkIn((await latestMail(ctx.db, email))!.html, '/verify-email'));
    await post('/api/auth/request-password-reset', { email });
    const mail = await vi.waitFor(async () => {
      const found = (await mailsTo(ctx.db, email)).find((m) => m.templateType === 'password_reset');
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    const token = await resetTokenOf(mail.html);
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'SahipAdı2026' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      code: 'PASSWORD_WEAK',
      fieldErrors: { newPassword: ['Bu şifre kolay tahmin edilebilir: adınızı veya e-posta adresinizi içeriyor.'] },
    });
    const repeat = await post('/api/auth/reset-password', { token, newPassword: 'bbbbbbbbbb' });
    expect(repeat.json().code).toBe('PASSWORD_WEAK');
    expect((await post('/api/auth/reset-password', { token, newPassword: P3 })).statusCode).toBe(200);

    const cookie = await signIn(ctx.app, email, P3);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: P3, newPassword: 'sahip.adi!' },
      { cookie },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe('Bu şifre kolay tahmin edilebilir: adınızı veya e-posta adresinizi içeriyor.');
  });
});
