/**
 * Phone verification by SMS code and the SMS preference it unlocks (issue 22; decision 043). The code
 * is read from the queued `otp_verification` SMS, as the user reads it from the phone.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailPreferences, phoneVerifications, rateLimits, smsOutbox, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let userId: number;
const USER = 'kullanici@demo.example.com';

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, USER);
  userId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, USER)))[0]!.id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(phoneVerifications);
  await ctx.db.delete(smsOutbox);
  await ctx.db.delete(rateLimits).where(like(rateLimits.key, '%phone%'));
  await ctx.db.update(users).set({ phone: null, phoneVerifiedAt: null }).where(eq(users.id, userId));
  await ctx.db.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'tr') =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

/** Asks for a code to `phone` and returns the code from the queued SMS. */
async function askCode(phone = '0532 123 45 67'): Promise<string> {
  const res = await call('POST', '/api/user/phone/verification', { phone });
  expect(res.statusCode).toBe(200);
  const [sms] = await ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  return /(\d{6})/.exec(sms!.body)![1]!;
}

describe('POST /api/user/phone/verification', () => {
  it('queues a 6-digit otp_verification SMS to the E.164 number and stores only a hash', async () => {
    const res = await call('POST', '/api/user/phone/verification', { phone: '+90 (532) 123 45 67' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: null,
      phoneVerifiedAt: null,
      pending: { phone: '+905321234567', attemptsLeft: 5 },
    });
    const expiresAt = new Date(res.json<{ pending: { expiresAt: string } }>().pending.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5000);
    const [sms] = await ctx.db.select().from(smsOutbox);
    expect(sms).toMatchObject({
      toNumber: '+905321234567',
      templateType: 'otp_verification',
      language: 'tr',
      status: 'queued',
    });
    const code = /(\d{6})/.exec(sms!.body)![1]!;
    const [row] = await ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses a number that is not a Turkish mobile, in the caller’s language', async () => {
    let res = await call('POST', '/api/user/phone/verification', { phone: '0212 123 45 67' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { phone: [expect.stringContaining('cep telefonu')] },
    });
    res = await call('POST', '/api/user/phone/verification', { phone: 'abc' }, 'en');
    expect(res.json<{ message: string }>().message).toContain('valid Turkish mobile');
    expect(await ctx.db.select().from(smsOutbox)).toHaveLength(0);
  });

  it('limits codes per number (3 an hour), whoever asks', async () => {
    for (let i = 0; i < 3; i += 1) await askCode('05329998877');
    const res = await call('POST', '/api/user/phone/verification', { phone: '05329998877' });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/Çok sık kod istendi; \d+ saniye/);
    expect(await ctx.db.select().from(smsOutbox)).toHaveLength(3);
  });
});

describe('POST /api/user/phone/verification/confirm', () => {
  it('a right code verifies the phone and keeps it in the spec format', async () => {
    const code = await askCode();
    const res = await call('POST', '/api/user/phone/verification/confirm', { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '5321234567', pending: null });
    expect(res.json<{ phoneVerifiedAt: string }>().phoneVerifiedAt).toBeTruthy();
    // Used up: a second confirmation has nothing to confirm.
    const again = await call('POST', '/api/user/phone/verification/confirm', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe('Bekleyen bir doğrulama kodu yok; önce kod isteyin');
  });

  it('a wrong code says how many attempts are left; the fifth wrong one kills the code', async () => {
    const code = await askCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await call('POST', '/api/user/phone/verification/confirm', { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: `Kod yanlış. ${left} deneme hakkınız kaldı` });
    }
    let res = await call('POST', '/api/user/phone/verification/confirm', { code: wrong }, 'en');
    expect(res.json()).toMatchObject({ message: 'Too many wrong attempts; ask for a new code' });
    // Even the right code no longer works.
    res = await call('POST', '/api/user/phone/verification/confirm', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Çok fazla yanlış deneme yapıldı; yeni bir kod isteyin' });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user!.phoneVerifiedAt).toBeNull();
  });

  it('an expired code is refused, even when right', async () => {
    const code = await askCode();
    await ctx.db
      .update(phoneVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneVerifications.userId, userId));
    const res = await call('POST', '/api/user/phone/verification/confirm', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Kodun süresi doldu; yeni bir kod isteyin' });
    expect((await call('GET', '/api/user/phone/verification')).json()).toMatchObject({
      phoneVerifiedAt: null,
      pending: null,
    });
  });

  it('refuses a code that is not 6 digits', async () => {
    await askCode();
    const res = await call('POST', '/api/user/phone/verification/confirm', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { code: ['Kod 6 haneli olmalıdır'] } });
  });
});

describe('the smsNotifications preference', () => {
  it('is refused without a verified phone, with a clear text in both languages, and accepted after verification', async () => {
    let res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-preferences',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { smsNotifications: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'SMS bildirimleri için önce telefon numaranızı doğrulayın' });
    res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-preferences',
      headers: { origin: TEST_ORIGIN, cookie, 'accept-language': 'en' },
      payload: { smsNotifications: true },
    });
    expect(res.json()).toMatchObject({ message: 'Verify your phone number first to get SMS notifications' });

    await call('POST', '/api/user/phone/verification/confirm', { code: await askCode() });
    res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-preferences',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { smsNotifications: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ smsNotifications: true });

    // Changing the number in the profile drops the verification and the SMS preference with it.
    res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5559990000' },
    });
    expect(res.statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user!.phoneVerifiedAt).toBeNull();
    const [prefs] = await ctx.db
      .select()
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, userId)));
    expect(prefs!.smsNotifications).toBe(false);
  });
});
