/**
 * Security alerts (issue 22; docs/decisions/037-security-alerts.md) through HTTP on a private copy of
 * the seeded database: a sign-in from a browser the account has not used for 90 days mails one
 * `security_alert` in the account's language, a known browser (its signed `epp.device_id` cookie)
 * does not, nor does the account's first session (sign-up through the verification link); a password
 * change in the user panel alerts with the device.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownBrowsers, users } from '../db/schema';
import { createTestApp, freshIp, latestMail, linkIn, mailsTo, sessionCookieOf, TEST_ORIGIN } from '../test/helpers';
import { deviceCookieValue, newDeviceId } from './known-browsers';

const PASSWORD = 'Guclu-Sifre-2026';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** The `name=value` of the device cookie a response sets, if any. */
function deviceCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => /^(__Secure-)?epp\.device_id=[^;]+/.test(c))?.split(';')[0];
}

const alertsTo = async (email: string) =>
  (await mailsTo(ctx.db, email)).filter((m) => m.templateType === 'security_alert');

let counter = 0;
/** Registers and verifies a fresh account through the mailed link (its first session). */
async function registerVerified(language?: 'en') {
  counter += 1;
  const email = `tarayici${counter}@firma.example.com`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, 'user-agent': CHROME_WINDOWS },
    payload: { email, password: PASSWORD, firstName: 'Selin', lastName: 'Kaya' },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (language) await ctx.db.update(users).set({ language }).where(eq(users.email, email));
  const verified = await ctx.app.inject({
    method: 'GET',
    url: linkIn((await latestMail(ctx.db, email))!.html, '/verify-email'),
    headers: { 'user-agent': CHROME_WINDOWS },
  });
  expect(verified.statusCode).toBe(302);
  expect(sessionCookieOf(verified)).toBeDefined();
  const raw = ([] as string[]).concat(verified.headers['set-cookie'] ?? []).find((c) => c.startsWith('epp.device_id='));
  return { email, device: deviceCookieOf(verified), raw };
}

/** POST /api/login from a browser with `device` (its device cookie) or none. */
async function login(email: string, device?: string, userAgent = CHROME_WINDOWS) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, 'user-agent': userAgent, ...(device ? { cookie: device } : {}) },
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { session: sessionCookieOf(res)!, device: deviceCookieOf(res) };
}

describe('new-browser sign-in alert', () => {
  it('does not alert on sign-up, and remembers that browser with a signed, httpOnly, long-lived cookie', async () => {
    const { email, device, raw } = await registerVerified();
    expect(await alertsTo(email)).toHaveLength(0);
    expect(device).toMatch(/^epp\.device_id=[\w-]{32}\.[\w-]{43}$/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/Max-Age=34560000/);
    expect(raw).toMatch(/SameSite=Lax/i);

    // The same browser signing in again is known.
    const again = await login(email, device);
    expect(await alertsTo(email)).toHaveLength(0);
    expect(again.device).toBe(device);
  });

  it('alerts once, in the account’s language, with time and device, when a new browser signs in', async () => {
    const { email, device: first } = await registerVerified('en');
    const other = await login(email, undefined, SAFARI_IPHONE);
    expect(other.device).toBeDefined();
    expect(other.device).not.toBe(first);

    const alerts = await alertsTo(email);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert).toMatchObject({ toAddress: email, language: 'en', subject: 'Security alert on your account' });
    expect(alert!.html).toContain('Safari, iOS');
    expect(alert!.html).toContain('not seen in the last 90 days');
    expect(alert!.html).toContain('Istanbul time');
    expect(alert!.html).toContain(`${TEST_ORIGIN}/auth?view=forgot`);
    expect(alert!.html).not.toContain('unsubscribe');

    // That browser is known now; the first one still is.
    await login(email, other.device, SAFARI_IPHONE);
    await login(email, first);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('alerts in Turkish for a Turkish account', async () => {
    const { email } = await registerVerified();
    await login(email);
    const [alert] = await alertsTo(email);
    expect(alert).toMatchObject({ language: 'tr', subject: 'Hesabınızda güvenlik uyarısı' });
    expect(alert!.html).toContain('Chrome, Windows');
    expect(alert!.html).toContain('Türkiye saati');
    expect(alert!.html).toContain('Siz değil misiniz?');
  });

  it('alerts again when the browser was last seen more than 90 days ago', async () => {
    const { email, device } = await registerVerified();
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // The sign-up's browser is the account's only one.
    const where = eq(knownBrowsers.userId, user!.id);
    expect(await ctx.db.select().from(knownBrowsers).where(where)).toHaveLength(1);

    await ctx.db
      .update(knownBrowsers)
      .set({ lastSeenAt: new Date(Date.now() - 89 * 86_400_000) })
      .where(where);
    await login(email, device);
    expect(await alertsTo(email)).toHaveLength(0);

    await ctx.db
      .update(knownBrowsers)
      .set({ lastSeenAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(where);
    await login(email, device);
    expect(await alertsTo(email)).toHaveLength(1);
    // The sign-in refreshed the row.
    const [row] = await ctx.db.select().from(knownBrowsers).where(where);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('treats a cookie it did not sign as a new browser', async () => {
    const { email } = await registerVerified();
    const forged = `epp.device_id=${deviceCookieValue('another-secret-of-32-characters-at-least', newDeviceId())}`;
    const res = await login(email, forged);
    expect(await alertsTo(email)).toHaveLength(1);
    expect(res.device).not.toBe(forged);
  });
});

describe('password change alert', () => {
  it('mails the owner with the device when the password is changed in the user panel', async () => {
    const { email, device } = await registerVerified();
    const { session } = await login(email, device);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      remoteAddress: freshIp(),
      headers: { origin: TEST_ORIGIN, 'user-agent': CHROME_WINDOWS, cookie: `${session}; ${device}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Yeni-Guclu-Sifre-2027' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const alerts = await alertsTo(email);
    // One alert, for the change; the session it issues in place of the ended ones is no sign-in.
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.html).toContain('şifresi kullanıcı panelinden değiştirildi');
    expect(alerts[0]!.html).toContain('Chrome, Windows');
  });
});
