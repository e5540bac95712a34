import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { createTestApp, freshIp, sessionCookieOf, TEST_ORIGIN } from '../test/helpers';
import { originAllowed } from './origin';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const login = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    remoteAddress: freshIp(),
    payload: { email: 'kullanici@demo.example.com', password: DEMO_PASSWORD },
  });

describe('Origin check on state-changing requests', () => {
  it('refuses a foreign Origin on POST /api/login with 403 BAD_ORIGIN, translated', async () => {
    const tr = await login({ origin: 'https://evil.example' });
    expect(tr.statusCode).toBe(403);
    expect(tr.json()).toEqual({
      message: 'İstek başka bir siteden geldiği için reddedildi.',
      code: 'BAD_ORIGIN',
      requestId: expect.any(String),
    });
    expect(sessionCookieOf(tr)).toBeUndefined();
    const en = await login({ origin: 'https://evil.example', 'accept-language': 'en' });
    expect(en.json()).toEqual({
      message: 'The request was refused because it came from another site.',
      code: 'BAD_ORIGIN',
      requestId: expect.any(String),
    });
  });

  it('refuses a foreign Origin on better-auth routes too', async () => {
    for (const url of ['/api/auth/sign-in/magic-link', '/api/auth/request-password-reset', '/api/auth/sign-out']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { email: 'kullanici@demo.example.com' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BAD_ORIGIN');
    }
  });

  it('accepts the public origin, and the request’s own origin outside production', async () => {
    expect((await login({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:80' })).statusCode).toBe(200); // inject's Host
    expect((await login({ referer: `${TEST_ORIGIN}/auth` })).statusCode).toBe(200);
  });

  it('refuses Origin null, a foreign Referer, and a cross-site fetch without Origin', async () => {
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
    expect((await login({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('lets non-browser clients without Origin through, and leaves GET alone', async () => {
    expect((await login({})).statusCode).toBe(200);
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
  });

  it('does not apply to the RFC 8058 one-click unsubscribe POST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=0123456789abcdef0123',
      headers: { origin: 'https://mail.example' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('originAllowed', () => {
  const req = (headers: Record<string, string>) => ({ headers, protocol: 'http' as const, host: 'localhost:5000' });
  it('in production accepts only the public origin', () => {
    const own = { headers: { origin: 'http://internal:8080' }, protocol: 'http' as const, host: 'internal:8080' };
    expect(originAllowed(own, 'https://ihracat.example', true)).toBe(false);
    expect(originAllowed(own, 'https://ihracat.example', false)).toBe(true);
    expect(originAllowed(req({ origin: 'https://ihracat.example' }), 'https://ihracat.example/', true)).toBe(true);
    expect(
      originAllowed(req({ origin: 'https://ihracat.example.evil.example' }), 'https://ihracat.example', true),
    ).toBe(false);
    expect(originAllowed(req({ origin: 'not a url' }), 'https://ihracat.example', true)).toBe(false);
    expect(originAllowed(req({ 'sec-fetch-site': 'none' }), 'https://ihracat.example', true)).toBe(true);
  });
});
