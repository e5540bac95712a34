/**
 * Two-factor sign-in over HTTP (issue 22; docs/decisions/044): enrolment with an authenticator app,
 * the sign-in's second step by app code, backup code or SMS code, the same step after a magic link,
 * turning it off, the security mails, and the admins' requirement.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodesSchema, loginResponseSchema, twoFactorEnrolmentSchema } from '@shared/contracts/auth';
import { emailOutbox, smsOutbox, twoFactors, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import {
  createTestApp,
  freshIp,
  latestMail,
  linkIn,
  looseAuthLimits,
  sessionCookieOf,
  signIn,
  TEST_ORIGIN,
} from '../../test/helpers';
import { enrolTwoFactor, totp } from '../../test/two-factor';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimits: looseAuthLimits() });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
    payload: payload as object,
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });

/** The `name=value` of a cookie the answer sets (not an expiring one). */
function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith(`epp.${name}=`) && !/Max-Age=0/i.test(c))?.split(';')[0];
}

/** A code that is not the current one (nor one step around it). */
const wrongCode = (uri: string) => {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp(uri, Date.now() + d)));
  let n = 123456;
  while (valid.has(String(n))) n++;
  return String(n);
};

/** Enrols `email` with the demo password (the shared test helper). */
const enrol = (email: string) => enrolTwoFactor(ctx.app, email);

async function securityMails(email: string) {
  return ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'security_alert')))
    .orderBy(desc(emailOutbox.id));
}

describe('enrolment in the user panel', () => {
  it('turns two-factor sign-in on only once an app code is confirmed, and mails the owner', async () => {
    const email = 'kullanici@demo.example.com';
    const cookie = await signIn(ctx.app, email);
    const wrongPassword = await post('/api/auth/two-factor/enable', { password: 'yanlis-sifre-1' }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('INVALID_PASSWORD');
    const smsOnly = await post('/api/auth/two-factor/enable', { password: DEMO_PASSWORD, method: 'otp' }, cookie);
    expect(smsOnly.statusCode).toBe(400);

    const started = await post('/api/auth/two-factor/enable', { password: DEMO_PASSWORD }, cookie);
    expect(started.statusCode).toBe(200);
    // The contract the client checks the answer against (a better-auth upgrade that changes it fails here).
    const { totpURI, backupCodes } = twoFactorEnrolmentSchema.parse(started.json());
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(decodeURIComponent(totpURI)).toContain('İhracat Partner');
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on yet: a scanned code must prove the app works first.
    expect((await get('/api/user', cookie)).json()).toMatchObject({ twoFactorEnabled: false });

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpURI) }, cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Kod hatalı. Lütfen güncel kodu girin.',
    });

    const before = (await securityMails(email)).length;
    const ok = await post('/api/auth/two-factor/verify-totp', { code: totp(totpURI) }, cookie);
    expect(ok.statusCode).toBe(200);
    const renewed = sessionCookieOf(ok)!;
    expect((await get('/api/user', renewed)).json()).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: false,
    });
    const [row] = await ctx.db
      .select()
      .from(twoFactors)
      .innerJoin(users, eq(users.id, twoFactors.userId))
      .where(eq(users.email, email));
    // Stored encrypted: neither the key nor a backup code is readable in the table.
    expect(row!.two_factors.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    expect(row!.two_factors.backupCodes).not.toContain(backupCodes[0]);
    const mails = await securityMails(email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.html).toContain('iki adımlı doğrulama açıldı');

    // Turning it off needs the password, and mails too; the next sign-in asks for nothing more.
    expect((await post('/api/auth/two-factor/disable', { password: 'yanlis-sifre-1' }, renewed)).statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', { password: DEMO_PASSWORD }, renewed);
    expect(off.statusCode).toBe(200);
    expect((await securityMails(email))[0]!.html).toContain('iki adımlı doğrulama kapatıldı');
    const login = await post('/api/login', { email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).toBeTruthy();
  });

  it('tells an account without a password to set one first', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'partner3@demo.example.com'));
    expect(row).toBeTruthy();
    const cookie = await signIn(ctx.app, 'partner3@demo.example.com');
    const { accounts } = await import('../../db/schema');
    await ctx.db.update(accounts).set({ password: null }).where(eq(accounts.userId, row!.id));
    const res = await post('/api/auth/two-factor/enable', { password: DEMO_PASSWORD }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Şifremi unuttum');
  });
});

describe('signing in with a second factor', () => {
  let account: Awaited<ReturnType<typeof enrol>>;
  const email = 'partner@demo.example.com';
  beforeAll(async () => {
    account = await enrol(email);
  });

  it('answers the challenge instead of a session, then signs in with the app code', async () => {
    const login = await post('/api/login', { email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json())).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(sessionCookieOf(login)).toBeUndefined();
    const challenge = cookieOf(login, 'two_factor')!;
    expect(challenge).toBeTruthy();

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(account.totpURI) }, challenge);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const ok = await post('/api/auth/two-factor/verify-totp', { code: totp(account.totpURI) }, challenge);
    expect(ok.statusCode).toBe(200);
    const session = sessionCookieOf(ok)!;
    expect((await get('/api/user', session)).json()).toMatchObject({ email, twoFactorEnabled: true });
    // The challenge is spent.
    const again = await post('/api/auth/two-factor/verify-totp', { code: totp(account.totpURI) }, challenge);
    expect(again.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('accepts each backup code once', async () => {
    const first = cookieOf(await post('/api/login', { email, password: DEMO_PASSWORD }), 'two_factor')!;
    const ok = await post('/api/auth/two-factor/verify-backup-code', { code: account.backupCodes[0] }, first);
    expect(ok.statusCode).toBe(200);
    expect(sessionCookieOf(ok)).toBeTruthy();
    const second = cookieOf(await post('/api/login', { email, password: DEMO_PASSWORD }), 'two_factor')!;
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code: account.backupCodes[0] }, second);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Yedek kod hatalı ya da daha önce kullanılmış.',
    });
  });

  it('renews the backup codes with the password: the old ones stop working, the owner is mailed', async () => {
    const res = await post('/api/auth/two-factor/generate-backup-codes', { password: DEMO_PASSWORD }, account.cookie);
    expect(res.statusCode).toBe(200);
    const fresh = backupCodesSchema.parse(res.json()).backupCodes;
    expect(fresh).toHaveLength(10);
    expect((await securityMails(email))[0]!.html).toContain('yedek kodları yenilendi');
    const challenge = cookieOf(await post('/api/login', { email, password: DEMO_PASSWORD }), 'two_factor')!;
    const old = await post('/api/auth/two-factor/verify-backup-code', { code: account.backupCodes[1] }, challenge);
    expect(old.statusCode).toBe(401);
    const ok = await post('/api/auth/two-factor/verify-backup-code', { code: fresh[0] }, challenge);
    expect(ok.statusCode).toBe(200);
  });

  it('sends an SMS code only to a verified phone, in the account language, and signs in with it', async () => {
    const noPhone = cookieOf(await post('/api/login', { email, password: DEMO_PASSWORD }), 'two_factor')!;
    const refused = await post('/api/auth/two-factor/send-otp', {}, noPhone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('TWO_FACTOR_SMS_UNAVAILABLE');

    await ctx.db
      .update(users)
      .set({ phone: '5321234567', phoneVerifiedAt: new Date(), language: 'en' })
      .where(eq(users.email, email));
    const login = await post('/api/login', { email, password: DEMO_PASSWORD });
    expect(login.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    const challenge = cookieOf(login, 'two_factor')!;
    expect((await post('/api/auth/two-factor/send-otp', {}, challenge)).statusCode).toBe(200);
    const [sms] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toNumber, '+905321234567'), eq(smsOutbox.templateType, 'login_verification')))
      .orderBy(desc(smsOutbox.id));
    expect(sms).toMatchObject({ language: 'en' });
    const code = /(\d{6})/.exec(sms!.body)![1]!;
    expect(sms!.body).toContain('Your sign-in code is');
    const ok = await post('/api/auth/two-factor/verify-otp', { code }, challenge);
    expect(ok.statusCode).toBe(200);
    expect(sessionCookieOf(ok)).toBeTruthy();
    await ctx.db.update(users).set({ language: 'tr' }).where(eq(users.email, email));
  });

  it('asks for the second factor after a magic link too, and lands back where the link pointed', async () => {
    await ctx.db.update(users).set({ phone: '5321234567', phoneVerifiedAt: new Date() }).where(eq(users.email, email));
    await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/partners?category=lojistik' });
    const mail = await latestMail(ctx.db, email);
    const res = await get(linkIn(mail!.html, '/magic-link/verify'));
    expect(res.statusCode).toBe(302);
    expect(sessionCookieOf(res)).toBeUndefined();
    const location = new URL(res.headers.location as string, TEST_ORIGIN);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('twoFactor')).toBe('totp,otp');
    expect(location.searchParams.get('redirect')).toBe('/partners?category=lojistik&magic=true');
    const challenge = cookieOf(res, 'two_factor')!;
    const ok = await post('/api/auth/two-factor/verify-totp', { code: totp(account.totpURI) }, challenge);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/user', sessionCookieOf(ok))).json()).toMatchObject({ email });
  });
});

describe('two-factor sign-in required for admins (system settings)', () => {
  it('can be turned on only by a master_admin who uses it, and then shuts admins without it out', async () => {
    const master = 'admin@demo.example.com';
    const editor = 'editor@demo.example.com';
    const body = { security: { adminTwoFactorRequired: true } };
    const patch = (cookie: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/admin/system-config',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: body,
      });
    const editorCookie = await signIn(ctx.app, editor);
    expect((await patch(editorCookie)).statusCode).toBe(403);
    const masterCookie = await signIn(ctx.app, master);
    const self = await patch(masterCookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('TWO_FACTOR_SELF_REQUIRED');

    const enrolled = await enrol(master);
    const on = await patch(enrolled.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json().security).toEqual({ adminTwoFactorRequired: true });

    const refused = await get('/api/admin/system-config', editorCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await get('/api/user', editorCookie)).json()).toMatchObject({ twoFactorRequired: true });
    // Their own account is still theirs: enrolment is not an admin route.
    expect((await post('/api/auth/two-factor/enable', { password: DEMO_PASSWORD }, editorCookie)).statusCode).toBe(200);
    // The master_admin with 2FA passes; a plain user is not concerned.
    expect((await get('/api/admin/system-config', enrolled.cookie)).statusCode).toBe(200);
    const user = await signIn(ctx.app, 'kullanici@demo.example.com');
    expect((await get('/api/user', user)).json()).toMatchObject({ twoFactorRequired: false });

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/system-config',
      headers: { origin: TEST_ORIGIN, cookie: enrolled.cookie },
      payload: { security: { adminTwoFactorRequired: false } },
    });
    expect(off.statusCode).toBe(200);
    expect((await get('/api/admin/system-config', editorCookie)).statusCode).toBe(200);
  });
});
