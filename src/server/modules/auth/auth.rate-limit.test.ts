import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS, hitLimit } from '../../auth/limiter';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { createTestApp, mailsTo, TEST_ORIGIN } from '../../test/helpers';

/**
 * Brute-force limits (PRODUCT-DECISIONS 6): small limits from `createAuth` options, and a moved
 * clock (only `Date` is faked) to see a window end without sleeping.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const loose = { max: 1000, window: 60 };

beforeAll(async () => {
  ctx = await createTestApp({
    authRateLimits: {
      signIn: { ip: { max: 4, window: 60 }, email: { max: 2, window: 60 } },
      signUp: { ip: { max: 3, window: 60 }, email: { max: 1, window: 60 } },
      magicLink: { ip: { max: 3, window: 60 }, email: { max: 1, window: 60 } },
      forgotPassword: { ip: { max: 3, window: 60 }, email: { max: 1, window: 60 } },
      resetPassword: { ip: { max: 2, window: 60 } },
      verificationEmail: { ip: loose, email: loose },
      mailPerAddress: { max: 2, window: 60 },
    },
  });
});
afterAll(async () => ctx?.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: TEST_ORIGIN, ...headers } });
const moveClock = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

describe('sign-in limits', () => {
  it('limits attempts per address across IPs, answers 429 translated, and recovers after the window', async () => {
    const email = 'kullanici@demo.example.com';
    expect((await post('/api/login', { email, password: 'Yanlis-1!aaa' }, '10.1.0.1')).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'Yanlis-2!aaa' }, '10.1.0.2')).statusCode).toBe(401);
    const blocked = await post('/api/login', { email, password: DEMO_PASSWORD }, '10.1.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: expect.stringMatching(/^Çok fazla istek gönderdiniz\. Lütfen \d+ saniye sonra tekrar deneyin\.$/),
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    // The address is the key, whatever its spelling.
    const en = await post('/api/login', { email: ' KULLANICI@demo.example.com', password: DEMO_PASSWORD }, '10.1.0.4', {
      'accept-language': 'en',
    });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);

    moveClock(61);
    expect((await post('/api/login', { email, password: DEMO_PASSWORD }, '10.1.0.5')).statusCode).toBe(200);
  });

  it('limits attempts per IP across addresses', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/api/login', { email: `yok${i}@example.com`, password: 'Yanlis-Sifre-1' }, ip)).statusCode,
      ).toBe(401);
    }
    expect((await post('/api/login', { email: 'yok9@example.com', password: 'Yanlis-Sifre-1' }, ip)).statusCode).toBe(
      429,
    );
    expect(
      (await post('/api/login', { email: 'yok9@example.com', password: 'Yanlis-Sifre-1' }, '10.2.0.2')).statusCode,
    ).toBe(401);
  });
});

describe('sign-up limits', () => {
  it('limits registrations per address and per IP', async () => {
    const body = {
      email: 'limit-kayit@example.com',
      password: 'Guclu-Sifre-2026',
      firstName: 'Lale',
      lastName: 'Demir',
    };
    expect((await post('/api/register', body, '10.3.0.1')).statusCode).toBe(201);
    const again = await post('/api/register', body, '10.3.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(again.headers['set-cookie']).toBeUndefined();

    const ip = '10.3.0.9';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/register', { ...body, email: `toplu${i}@example.com` }, ip)).statusCode).toBe(201);
    }
    expect((await post('/api/register', { ...body, email: 'toplu9@example.com' }, ip)).statusCode).toBe(429);
  });
});

describe('magic link and password reset limits', () => {
  it('limits magic links per address (our limiter) and per IP (better-auth)', async () => {
    const email = 'partner@demo.example.com';
    expect((await post('/api/auth/sign-in/magic-link', { email }, '10.4.0.1')).statusCode).toBe(200);
    const perAddress = await post('/api/auth/sign-in/magic-link', { email: 'Partner@Demo.Example.com' }, '10.4.0.2');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().code).toBe('RATE_LIMITED');

    const ip = '10.4.0.9';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/sign-in/magic-link', { email: `sihir${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const perIp = await post('/api/auth/sign-in/magic-link', { email: 'sihir9@example.com' }, ip, {
      'accept-language': 'en',
    });
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);

    moveClock(61);
    expect((await post('/api/auth/sign-in/magic-link', { email: 'sihir9@example.com' }, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/magic-link', { email }, '10.4.0.3')).statusCode).toBe(200);
  });

  it('limits reset requests per address and reset submissions per IP', async () => {
    const email = 'editor@demo.example.com';
    expect((await post('/api/auth/request-password-reset', { email }, '10.5.0.1')).statusCode).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email }, '10.5.0.2')).statusCode).toBe(429);
    const ip = '10.5.0.9';
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/auth/reset-password', { token: `yanlis${i}`, newPassword: 'Yeni-Sifre-2026!' }, ip))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/api/auth/reset-password', { token: 'yanlis9', newPassword: 'Yeni-Sifre-2026!' }, ip)).statusCode,
    ).toBe(429);
  });

  it('stops queueing account mails to one address over the cap, without telling the caller', async () => {
    const email = 'sinirsiz-posta@example.com';
    await post(
      '/api/register',
      { email, password: 'Guclu-Sifre-2026', firstName: 'Nur', lastName: 'Eren' },
      '10.6.0.1',
    );
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/login', { email, password: 'Guclu-Sifre-2026' }, `10.6.1.${i}`);
      expect([403, 429]).toContain(res.statusCode);
    }
    // One mail at registration plus one at sign-in reach the cap of 2 per window.
    expect(await mailsTo(ctx.db, email)).toHaveLength(2);
  });
});

describe('hitLimit', () => {
  it('counts atomically under concurrency', async () => {
    const rule = { max: 5, window: 60 };
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => hitLimit(ctx.db, 'epp:test:concurrent', rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('keeps production limits strict enough to matter', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS.signIn.email.max).toBeLessThanOrEqual(10);
    expect(DEFAULT_AUTH_RATE_LIMITS.magicLink.email.max).toBeLessThanOrEqual(5);
    expect(DEFAULT_AUTH_RATE_LIMITS.forgotPassword.email.max).toBeLessThanOrEqual(5);
  });
});
