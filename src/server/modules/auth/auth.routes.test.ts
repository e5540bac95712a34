import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerResponseSchema, sessionUserSchema } from '@shared/contracts/auth';
import { endUserSessions } from '../../auth/sessions';
import { accounts, emailOutbox, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  createTestApp,
  freshIp,
  latestMail,
  linkIn,
  looseAuthLimits,
  mailsTo,
  sessionCookieOf,
  signIn,
  TEST_ORIGIN,
  waitForMail,
} from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Functional tests: limits out of the way (auth.rate-limit.test.ts covers them).
  ctx = await createTestApp({ authRateLimits: looseAuthLimits() });
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
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

const register = (body: Record<string, unknown>, headers: Headers = {}) => post('/api/register', body, headers);
const login = (email: string, password: string, headers: Headers = {}) =>
  post('/api/login', { email, password }, headers);
const me = (cookie: string) => get('/api/user', { cookie });
const userRow = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const moveClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

/** Registers and verifies `email` through the mailed link; returns the session cookie of the link. */
async function registerVerified(email: string, password = 'Guclu-Sifre-2026') {
  expect((await register({ email, password, firstName: 'Deniz', lastName: 'Arslan' })).statusCode).toBe(201);
  const mail = await latestMail(ctx.db, email);
  const res = await get(linkIn(mail!.html, '/verify-email'));
  expect(res.statusCode).toBe(302);
  return sessionCookieOf(res)!;
}

describe('POST /api/register', () => {
  it('creates an unverified user, sets no cookie and queues a verification mail in the request language', async () => {
    const res = await register(
      {
        email: ' Elif.Sahin@Example.com ',
        password: 'Guclu-Sifre-2026',
        firstName: 'Elif',
        lastName: 'Şahin',
        phone: '0532 111 22 33',
      },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({
      user: { email: 'elif.sahin@example.com', firstName: 'Elif', lastName: 'Şahin', emailVerified: false },
      requiresVerification: true,
    });
    expect(registerResponseSchema.parse(res.json())).toBeTruthy();
    const row = await userRow('elif.sahin@example.com');
    expect(row).toMatchObject({
      emailVerified: false,
      name: 'Elif Şahin',
      phone: '5321112233',
      userType: 'user',
      availableUserTypes: ['user'],
      language: 'en',
      isActive: true,
    });
    const mail = await latestMail(ctx.db, 'elif.sahin@example.com');
    expect(mail).toMatchObject({
      templateType: 'email_verification',
      language: 'en',
      subject: 'Verify your e-mail address',
    });
    expect(mail!.html).toContain('Hello Elif Şahin');
    expect(linkIn(mail!.html, '/verify-email')).toMatch(
      /^\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2F%3Fconfirmed%3Dtrue$/,
    );
  });

  it('ignores role fields a client sends: the account holds only the user type', async () => {
    const res = await register({
      email: 'rol@example.com',
      password: 'Guclu-Sifre-2026',
      firstName: 'Rol',
      lastName: 'Deneme',
      userType: 'master_admin',
      availableUserTypes: ['user', 'master_admin'],
      emailVerified: true,
      isActive: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await userRow('rol@example.com')).toMatchObject({
      userType: 'user',
      availableUserTypes: ['user'],
      emailVerified: false,
    });
  });

  it.each([
    ['nothing at all', {}, ['email', 'password', 'firstName', 'lastName']],
    ['a malformed address', { email: 'not-an-address' }, ['email']],
    ['a 7-character password', { password: 'Abc123!' }, ['password']],
    ['a 129-character password', { password: 'a'.repeat(129) }, ['password']],
    ['a one-letter first name', { firstName: 'A' }, ['firstName']],
    ['a phone that is not a mobile number', { phone: '12345' }, ['phone']],
    [
      'wrong types',
      { email: 42, password: true, firstName: [], lastName: {} },
      ['email', 'password', 'firstName', 'lastName'],
    ],
  ])('refuses %s with 400 and field errors, creating nothing', async (_label, patch, fields) => {
    const body = {
      email: 'gecersiz@example.com',
      password: 'Guclu-Sifre-2026',
      firstName: 'Ada',
      lastName: 'Yıldız',
      ...patch,
    };
    const payload = Object.keys(patch).length === 0 ? {} : body;
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Gönderilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
    });
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([...fields].sort());
    expect(await userRow('gecersiz@example.com')).toBeUndefined();
  });

  it('gives the 8-character rule in Turkish and English', async () => {
    const tr = await register({ email: 'kisa@example.com', password: 'Abc123!', firstName: 'Ada', lastName: 'Yıldız' });
    expect(tr.json().fieldErrors.password).toEqual(['Şifreniz en az 8 karakter olmalıdır.']);
    const en = await register(
      { email: 'kisa@example.com', password: 'Abc123!', firstName: 'Ada', lastName: 'Yıldız' },
      { cookie: 'lang=en' },
    );
    expect(en.json().fieldErrors.password).toEqual(['Your password must be at least 8 characters long.']);
  });

  it.each(['password123', '12345678', 'Password123', 'qwertyuiop', 'sifre123'])(
    'refuses the common password %s',
    async (password) => {
      const res = await register({ email: 'yaygin@example.com', password, firstName: 'Ada', lastName: 'Yıldız' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_COMMON',
        fieldErrors: {
          password: ['Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.'],
        },
      });
      expect(await userRow('yaygin@example.com')).toBeUndefined();
    },
  );

  it('answers an already registered, verified address exactly like a new one and alerts its owner', async () => {
    const body = {
      email: 'kullanici@demo.example.com',
      password: 'Baska-Sifre-2026',
      firstName: 'Sahte',
      lastName: 'Kişi',
    };
    const res = await register(body);
    const fresh = await register({ ...body, email: 'hic-kayitli-degil@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(res.json())).toEqual(Object.keys(fresh.json()));
    expect(res.json()).toEqual({
      ...fresh.json(),
      user: { ...fresh.json().user, email: 'kullanici@demo.example.com' },
    });
    // Nothing changed: the old password still works, the new one does not, the name is kept.
    expect((await login('kullanici@demo.example.com', 'Baska-Sifre-2026')).statusCode).toBe(401);
    expect((await login('kullanici@demo.example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await userRow('kullanici@demo.example.com')).toMatchObject({ firstName: 'Ayşe' });
    const alert = await latestMail(ctx.db, 'kullanici@demo.example.com');
    expect(alert).toMatchObject({ templateType: 'security_alert', subject: 'Hesabınızda güvenlik uyarısı' });
    expect(alert!.html).toContain('yeni bir hesap açılmak istendi');
  });
  // A second registration of a pending address: auth.hardening.test.ts.
});

describe('POST /api/login and GET /api/user', () => {
  it('signs in with an HttpOnly, SameSite=Lax session cookie and returns the user', async () => {
    const res = await login('partner@demo.example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('epp.session_token='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Path=\//);
    expect(raw).not.toMatch(/Secure/); // not production
    const user = res.json();
    expect(sessionUserSchema.parse(user)).toBeTruthy();
    expect(user).toMatchObject({
      email: 'partner@demo.example.com',
      firstName: 'Mert',
      lastName: 'Aydın',
      userType: 'partner',
      activeUserType: 'partner',
      availableUserTypes: ['user', 'partner'],
      emailVerified: true,
      provider: 'email',
      providers: ['email'],
    });
    expect(typeof user.id).toBe('number');
    expect(user.lastSignInAt).not.toBeNull();

    const current = await me(sessionCookieOf(res)!);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    expect(current.json()).toEqual(user);
  });

  it('answers 401 on GET /api/user without a session, in the caller language', async () => {
    const tr = await get('/api/user');
    expect(tr.statusCode).toBe(401);
    expect(tr.json()).toEqual({
      message: 'Bu işlem için giriş yapmalısınız.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String),
    });
    const forged = await get('/api/user', { cookie: 'epp.session_token=forged.value', 'accept-language': 'en' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      message: 'You need to sign in to do this.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String),
    });
  });

  it('refuses a wrong password and an unknown address with the same 401 text', async () => {
    const wrong = await login('kullanici@demo.example.com', 'Yanlis-Sifre-2026');
    const unknown = await login('kimse@example.com', 'Yanlis-Sifre-2026');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'E-posta veya şifre hatalı',
        code: 'INVALID_CREDENTIALS',
        requestId: expect.any(String),
      });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    const en = await login('kimse@example.com', 'Yanlis-Sifre-2026', { 'accept-language': 'en' });
    expect(en.json().message).toBe('Incorrect e-mail or password');
    // A 7-character password is simply wrong at sign-in, not a validation error.
    expect((await login('kullanici@demo.example.com', 'Abc123!')).statusCode).toBe(401);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      { email: 'x' },
      { email: 'kullanici@demo.example.com' },
      { email: 'a@b.co', password: 'p'.repeat(129) },
    ]) {
      const res = await post('/api/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers an unverified account with 403 EMAIL_NOT_VERIFIED and mails a fresh link', async () => {
    const email = 'dogrulanmamis@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Can', lastName: 'Tekin' });
    const before = (await mailsTo(ctx.db, email)).length;
    const res = await login(email, 'Guclu-Sifre-2026');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'E-posta adresiniz henüz doğrulanmadı. Size yeni bir doğrulama bağlantısı gönderdik; lütfen e-postanızı kontrol edin.',
      requestId: expect.any(String),
    });
    expect(sessionCookieOf(res)).toBeUndefined();
    const after = await mailsTo(ctx.db, email);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.templateType).toBe('email_verification');
    // The fresh link works.
    const verified = await get(linkIn(after.at(-1)!.html, '/verify-email'));
    expect(verified.headers.location).toBe('/?confirmed=true');
  });

  it('creates a new session on every sign-in', async () => {
    const a = await signIn(ctx.app, 'editor@demo.example.com');
    const b = await signIn(ctx.app, 'editor@demo.example.com');
    expect(a).not.toBe(b);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('answers in English when the lang cookie says so, whatever Accept-Language says', async () => {
    const res = await login('kimse@example.com', 'Yanlis-Sifre-2026', { cookie: 'lang=en', 'accept-language': 'tr' });
    expect(res.json().message).toBe('Incorrect e-mail or password');
  });
});

describe('e-mail verification link', () => {
  it('verifies, signs in and lands on /?confirmed=true; a reuse is refused without a session', async () => {
    const email = 'dogrula@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Ece', lastName: 'Öztürk' });
    const link = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');
    const first = await get(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?confirmed=true');
    const cookie = sessionCookieOf(first)!;
    expect(cookie).toBeDefined();
    expect((await me(cookie)).json()).toMatchObject({ email, emailVerified: true });

    const again = await get(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/auth?error=ALREADY_VERIFIED');
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('refuses an expired link and a tampered one, and leaves the address unverified', async () => {
    const email = 'suresi-dolmus@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Efe', lastName: 'Güneş' });
    const link = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');

    const tampered = await get(link.replace(/token=([^.]+)\.([^.]+)\./, 'token=$1.$2x.'));
    expect(tampered.headers.location).toBe('/auth?expired=true&error=INVALID_TOKEN');

    moveClock(25 * 3600 * 1000);
    const expired = await get(link);
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe('/auth?expired=true&error=TOKEN_EXPIRED');
    expect(sessionCookieOf(expired)).toBeUndefined();
    expect((await userRow(email))!.emailVerified).toBe(false);
  });

  it('lands on the same-site page sign-up was asked from, with the banner flag (issue 18 item 13)', async () => {
    const email = 'niyet@example.com';
    const returnTo = '/partner/ege-lojistik?quote=1';
    await register({
      email,
      password: 'Guclu-Sifre-2026',
      firstName: 'Ece',
      lastName: 'Öztürk',
      callbackURL: returnTo,
    });
    const link = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');
    expect(link).toContain(`callbackURL=${encodeURIComponent('/partner/ege-lojistik?quote=1&confirmed=true')}`);
    const res = await get(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/partner/ege-lojistik?quote=1&confirmed=true');
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/auth?redirect=/x'])(
    'ignores a return path that is not a same-site page (%s): the link lands on /?confirmed=true',
    async (callbackURL) => {
      const email = `niyet-${encodeURIComponent(callbackURL).length}@example.com`;
      const res = await register({
        email,
        password: 'Guclu-Sifre-2026',
        firstName: 'Ece',
        lastName: 'Öztürk',
        callbackURL,
      });
      expect(res.statusCode).toBe(201);
      const link = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');
      expect(link).toMatch(/&callbackURL=%2F%3Fconfirmed%3Dtrue$/);
    },
  );

  it('refuses a callback URL on another origin', async () => {
    const email = 'yonlendir@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Ece', lastName: 'Öztürk' });
    const link = linkIn((await latestMail(ctx.db, email))!.html, '/verify-email');
    const res = await get(
      link.replace(/callbackURL=[^&]+/, () => `callbackURL=${encodeURIComponent('https://evil.example/x')}`),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Yönlendirme adresi bu siteye ait değil.',
      code: 'INVALID_REDIRECT',
      requestId: expect.any(String),
    });
    expect((await userRow(email))!.emailVerified).toBe(false);
  });
});

describe('magic link', () => {
  it('signs in an existing account, verifies its address and lands on /?magic=true; a reuse is refused', async () => {
    const email = 'sihirli@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Selin', lastName: 'Kara' });
    const res = await post('/api/auth/sign-in/magic-link', { email: 'Sihirli@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const mail = await latestMail(ctx.db, email);
    expect(mail).toMatchObject({ subject: 'Giriş bağlantınız', templateType: null });
    const link = linkIn(mail!.html, '/magic-link/verify');

    const used = await get(link);
    expect(used.statusCode).toBe(302);
    expect(used.headers.location).toBe(`${TEST_ORIGIN}/?magic=true`);
    const cookie = sessionCookieOf(used)!;
    expect((await me(cookie)).json()).toMatchObject({ email, emailVerified: true });

    const reused = await get(link);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe(`${TEST_ORIGIN}/auth?expired=true&error=INVALID_TOKEN`);
    expect(sessionCookieOf(reused)).toBeUndefined();
  });

  it('lands on the page it was asked from, else on the home of the active type (issue 18 item 13)', async () => {
    const landingOf = async (email: string, body: Record<string, unknown> = {}) => {
      expect((await post('/api/auth/sign-in/magic-link', { email, ...body })).statusCode).toBe(200);
      const link = linkIn((await latestMail(ctx.db, email))!.html, '/magic-link/verify');
      return new URL(link, TEST_ORIGIN).searchParams.get('callbackURL');
    };
    expect(await landingOf('partner@demo.example.com')).toBe('/partner-dashboard?magic=true');
    expect(await landingOf('admin@demo.example.com')).toBe('/admin-dashboard?magic=true');
    expect(await landingOf('kullanici@demo.example.com', { callbackURL: '/' })).toBe('/?magic=true');
    expect(await landingOf('partner@demo.example.com', { callbackURL: '/partner/ege?quote=1' })).toBe(
      '/partner/ege?quote=1&magic=true',
    );
    // An English account's home is the English one: the URL then names the language it reads in
    // (docs/decisions/038).
    expect(await landingOf('elif.sahin@example.com')).toBe('/en?magic=true');
  });

  it('mails in the account language and refuses an expired magic link', async () => {
    // elif.sahin@ registered with an English browser; the request's language does not matter here.
    await post('/api/auth/sign-in/magic-link', { email: 'elif.sahin@example.com' }, { 'accept-language': 'tr' });
    const mail = await latestMail(ctx.db, 'elif.sahin@example.com');
    expect(mail!.subject).toBe('Your sign-in link');
    expect(mail!.html).toContain('Hello Elif Şahin');
    moveClock(16 * 60 * 1000);
    const res = await get(linkIn(mail!.html, '/magic-link/verify'));
    expect(res.headers.location).toBe(`${TEST_ORIGIN}/auth?expired=true&error=INVALID_TOKEN`);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const res = await post('/api/auth/sign-in/magic-link', { email: 'bilinmeyen@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect(await mailsTo(ctx.db, 'bilinmeyen@example.com')).toHaveLength(0);
  });

  it('refuses a malformed address and a callback on another origin, translated', async () => {
    const bad = await post('/api/auth/sign-in/magic-link', { email: 'nope' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The submitted data is invalid. Please correct the marked fields.',
      code: 'VALIDATION_ERROR',
      fieldErrors: { email: ['Enter a valid e-mail address'] },
      requestId: expect.any(String),
    });
    for (const key of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const res = await post('/api/auth/sign-in/magic-link', {
        email: 'kullanici@demo.example.com',
        [key]: 'https://evil.example/',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('INVALID_REDIRECT');
    }
  });
});

describe('forgot and reset password', () => {
  it('resets through the mailed link: old password refused, new accepted, other sessions ended', async () => {
    const email = 'sifremi-unuttum@example.com';
    const linkSession = await registerVerified(email, 'Eski-Sifre-2026!');
    const otherSession = await signIn(ctx.app, email, 'Eski-Sifre-2026!');

    const asked = await post('/api/auth/request-password-reset', { email });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail(ctx.db, email, 'password_reset');
    expect(mail).toMatchObject({ templateType: 'password_reset', subject: 'Şifre sıfırlama talebiniz' });
    const callback = await get(linkIn(mail!.html, '/reset-password/'));
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location!, TEST_ORIGIN);
    expect(landing.pathname).toBe('/password-reset');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const common = await post('/api/auth/reset-password', { token, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'PASSWORD_COMMON',
      fieldErrors: { newPassword: [expect.any(String)] },
    });
    const short = await post(
      '/api/auth/reset-password',
      { token, newPassword: 'Kisa-1!' },
      { 'accept-language': 'en' },
    );
    expect(short.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Your password must be at least 8 characters long.',
    });

    const done = await post('/api/auth/reset-password', { token, newPassword: 'Yeni-Sifre-2026!' });
    expect(done.statusCode).toBe(200);
    expect((await login(email, 'Eski-Sifre-2026!')).statusCode).toBe(401);
    expect((await login(email, 'Yeni-Sifre-2026!')).statusCode).toBe(200);
    expect((await me(linkSession)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await latestMail(ctx.db, email))!.templateType).toBe('security_alert');

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'Baska-Sifre-2026!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
      code: 'INVALID_TOKEN',
      requestId: expect.any(String),
    });
    const reusedLink = await get(linkIn(mail!.html, '/reset-password/'));
    expect(reusedLink.headers.location).toBe(`${TEST_ORIGIN}/password-reset?error=INVALID_TOKEN`);
  });

  it('refuses an expired reset token', async () => {
    const email = 'kullanici@demo.example.com';
    await post('/api/auth/request-password-reset', { email });
    const token = new URL(
      (await get(linkIn((await waitForMail(ctx.db, email, 'password_reset')).html, '/reset-password/'))).headers
        .location!,
      TEST_ORIGIN,
    ).searchParams.get('token')!;
    moveClock(61 * 60 * 1000);
    const res = await post('/api/auth/reset-password', { token, newPassword: 'Yeni-Sifre-2026!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('verifies an unverified address, since the link proved the mailbox', async () => {
    const email = 'sifirla-dogrula@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Oya', lastName: 'Ak' });
    await post('/api/auth/request-password-reset', { email });
    const mail = await waitForMail(ctx.db, email, 'password_reset');
    const token = new URL(
      (await get(linkIn(mail.html, '/reset-password/'))).headers.location!,
      TEST_ORIGIN,
    ).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Yeni-Sifre-2026!' })).statusCode).toBe(200);
    expect((await login(email, 'Yeni-Sifre-2026!')).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one, mails nothing, and refuses a foreign redirect', async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'hayalet@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      (await post('/api/auth/request-password-reset', { email: 'partner@demo.example.com' })).json(),
    );
    expect(await mailsTo(ctx.db, 'hayalet@example.com')).toHaveLength(0);
    const evil = await post('/api/auth/request-password-reset', {
      email: 'partner@demo.example.com',
      redirectTo: 'https://evil.example/reset',
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('INVALID_REDIRECT');
  });
});

describe('resend verification and change password', () => {
  it('resends a verification link for an unverified address, and answers the same for others', async () => {
    const email = 'yeniden-gonder@example.com';
    await register({ email, password: 'Guclu-Sifre-2026', firstName: 'Irmak', lastName: 'Su' });
    const res = await post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const mails = await mailsTo(ctx.db, email);
    expect(mails).toHaveLength(2);
    // The landing page is built by the server: the client's same-site path plus the banner flag.
    expect(linkIn(mails[1]!.html, '/verify-email')).toContain('callbackURL=%2F%3Fconfirmed%3Dtrue');
    await post('/api/auth/send-verification-email', { email, callbackURL: '/partner/ege?quote=1' });
    expect(linkIn((await mailsTo(ctx.db, email))[2]!.html, '/verify-email')).toContain(
      `callbackURL=${encodeURIComponent('/partner/ege?quote=1&confirmed=true')}`,
    );
    const other = await post('/api/auth/send-verification-email', { email: 'kimsesiz@example.com' });
    expect(other.json()).toEqual({ status: true });
    expect(await mailsTo(ctx.db, 'kimsesiz@example.com')).toHaveLength(0);
  });

  it('changes the password of a signed-in user, with the same rules', async () => {
    const email = 'degistir@example.com';
    const cookie = await registerVerified(email, 'Eski-Sifre-2026!');
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Yanlis-2026!', newPassword: 'Yeni-Sifre-2026!' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Mevcut şifreniz hatalı.',
      code: 'INVALID_PASSWORD',
      requestId: expect.any(String),
    });
    const common = await post(
      '/api/auth/change-password',
      { currentPassword: 'Eski-Sifre-2026!', newPassword: 'iloveyou123' },
      { cookie },
    );
    expect(common.json().code).toBe('PASSWORD_COMMON');
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: 'Eski-Sifre-2026!', newPassword: 'Yeni-Sifre-2026!', revokeOtherSessions: true },
      { cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(ok)!)).statusCode).toBe(200);
    expect((await login(email, 'Yeni-Sifre-2026!')).statusCode).toBe(200);
  });
});

describe('roles cannot be set by the client', () => {
  it('has no update-user over HTTP, so roles stay as they are', async () => {
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    for (const patch of [{ userType: 'master_admin' }, { availableUserTypes: ['user', 'master_admin'] }]) {
      const res = await post('/api/auth/update-user', patch, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await me(cookie)).json()).toMatchObject({ userType: 'user', availableUserTypes: ['user'] });
  });
});

describe('POST /api/auth/switch-account-type', () => {
  it('switches only to a held type', async () => {
    const cookie = await signIn(ctx.app, 'admin@demo.example.com');
    const toEditor = await post('/api/auth/switch-account-type', { userType: 'editor_admin' }, { cookie });
    expect(toEditor.statusCode).toBe(200);
    expect(toEditor.json()).toMatchObject({ userType: 'editor_admin', activeUserType: 'editor_admin' });
    expect((await me(cookie)).json().userType).toBe('editor_admin');

    const notHeld = await post('/api/auth/switch-account-type', { userType: 'partner' }, { cookie });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json()).toEqual({
      message: 'Bu hesap türüne sahip değilsiniz.',
      code: 'USER_TYPE_NOT_HELD',
      requestId: expect.any(String),
    });

    const unknown = await post('/api/auth/switch-account-type', { userType: 'superuser' }, { cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ userType: ['Geçersiz hesap türü.'] });
    expect((await post('/api/auth/switch-account-type', {}, { cookie })).statusCode).toBe(400);

    const back = await post('/api/auth/switch-account-type', { userType: 'master_admin' }, { cookie });
    expect(back.json().userType).toBe('master_admin');
  });

  it('refuses visitors with 401', async () => {
    const res = await post('/api/auth/switch-account-type', { userType: 'user' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it.each(['/api/logout', '/api/auth/logout'])(
    '%s deletes the session on the server and clears the cookie',
    async (url) => {
      const cookie = await signIn(ctx.app, 'partner@demo.example.com');
      const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      expect(await ctx.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(1);
      const res = await post(url, undefined, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(
        ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .some((c) => /^epp\.session_token=;.*Max-Age=0/.test(c)),
      ).toBe(true);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(0);
      expect((await me(cookie)).statusCode).toBe(401);
    },
  );

  it('answers 200 when already signed out', async () => {
    for (const url of ['/api/logout', '/api/auth/logout']) {
      const res = await post(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
  });
});

describe('deactivation (PRODUCT-DECISIONS 7)', () => {
  it('ends the sessions of a deactivated user and refuses every new one', async () => {
    const email = 'pasif@example.com';
    const cookie = await registerVerified(email, 'Guclu-Sifre-2026');
    const second = await signIn(ctx.app, email, 'Guclu-Sifre-2026');
    const { id } = (await userRow(email))!;
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
      expect(await endUserSessions(tx, id)).toBe(2);
    });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);

    const again = await login(email, 'Guclu-Sifre-2026');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: 'Hesabınız askıya alınmıştır. Lütfen bizimle iletişime geçin.',
      code: 'ACCOUNT_DISABLED',
      requestId: expect.any(String),
    });
    expect(sessionCookieOf(again)).toBeUndefined();

    const before = (await mailsTo(ctx.db, email)).length;
    expect((await post('/api/auth/sign-in/magic-link', { email })).statusCode).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    expect(await mailsTo(ctx.db, email)).toHaveLength(before);
  });

  it('treats a session of an inactive user as no session even before its rows are deleted', async () => {
    const cookie = await signIn(ctx.app, 'editor@demo.example.com');
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, 'editor@demo.example.com'));
    try {
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, 'editor@demo.example.com'));
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('social sign-in', () => {
  it('is off when no provider is configured', async () => {
    const res = await post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Bu giriş yöntemi şu anda kullanılamıyor.',
      code: 'PROVIDER_NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('offers Google and LinkedIn only when both id and secret are set', async () => {
    const other = await createTestApp({
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      linkedin: { clientId: 'linkedin-id' },
    });
    try {
      const google = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'google', callbackURL: '/', newUserCallbackURL: '/?welcome=oauth' },
      });
      expect(google.statusCode).toBe(200);
      const url = new URL(google.json().url as string);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);
      const linkedin = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'linkedin', callbackURL: '/' },
      });
      expect(linkedin.json().code).toBe('PROVIDER_NOT_FOUND');
      const evil = await other.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'google', callbackURL: 'https://evil.example/' },
      });
      expect(evil.statusCode).toBe(403);
      expect(other.app.config).toMatchObject({ googleEnabled: true, linkedinEnabled: false });
    } finally {
      await other.close();
    }
  });
});

describe('better-auth routes over HTTP', () => {
  it('does not expose password sign-in and sign-up outside the platform routes', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await post(url, { email: 'kullanici@demo.example.com', password: DEMO_PASSWORD, name: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('reads the session through get-session with the platform cookie', async () => {
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    const res = await get('/api/auth/get-session', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'kullanici@demo.example.com', userType: 'user' });
    const none = await get('/api/auth/get-session');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('stores the session with the caller IP, never one a client claims', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN, 'x-epp-client-ip': '1.2.3.4' },
      remoteAddress: '10.99.0.7',
      payload: { email: 'kullanici@demo.example.com', password: DEMO_PASSWORD },
    });
    const token = decodeURIComponent(sessionCookieOf(res)!.split('=')[1]!).split('.')[0]!;
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.ipAddress).toBe('10.99.0.7');
    const [account] = await ctx.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, row!.userId), eq(accounts.providerId, 'credential')));
    expect(account).toBeDefined();
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'x'))).toHaveLength(0);
  });
});
