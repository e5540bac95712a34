import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, freshIp, signIn, TEST_ORIGIN } from '../test/helpers';
import errorsPlugin from './errors';
import { jsonTooDeep, normalizeInput } from '../lib/input';

/**
 * Bad input on any route (ARCHITECTURE.md, "Bad input"): 400 in the error shape with a message that
 * says what was wrong, never a 500, never a stack trace in the log; Unicode input is NFC.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  // A second app on the same database whose log the tests read.
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    database: ctx.database,
    dataDir: '/nonexistent',
    publicUrl: TEST_ORIGIN,
    loggerInstance: pino({ level: 'info' }, sink),
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const json = (url: string, payload: string, lang = 'tr') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': lang },
  });
const get = (url: string, lang = 'tr') => app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const search = (term: string) => get(`/api/partners?search=${encodeURIComponent(term)}`);
const ids = (res: { json: () => { id: number }[] }) => res.json().map((p) => p.id);

describe('Unicode input', () => {
  it('finds with a decomposed term what the composed term finds', async () => {
    const composed = await search('gümrük');
    const decomposed = await search('gu\u0308mru\u0308k');
    expect(composed.statusCode).toBe(200);
    expect(ids(composed).length).toBeGreaterThan(0);
    expect(decomposed.statusCode).toBe(200);
    expect(ids(decomposed)).toEqual(ids(composed));
  });

  it.each(['½', 'Ⅻ', 'ŉ', 'ʻ', '〇', '№', '㎏', '⑴', 'ﬁ', '\u0301', '🙂', '  ', '"\'\\'])(
    'answers 200 for the search term %j',
    async (term) => {
      const res = await search(term);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    },
  );

  it('stores JSON body strings NFC-normalised', () => {
    expect(normalizeInput({ a: ['gu\u0308mru\u0308k'], b: 1, c: null })).toEqual({ a: ['gümrük'], b: 1, c: null });
  });
});

describe('bad input answers 400 with a message that says what was wrong', () => {
  it.each([
    ['/api/newsletter/subscribe', { email: 'a\u0000b@example.com' }],
    ['/api/login', { email: 'kullanici@demo.example.com', password: 'Demo\u00002026!ihracat' }],
    [
      '/api/register',
      { email: 'n@example.com', password: 'Str0ng!pass\u0000word', firstName: 'Ayşe', lastName: 'Kaya' },
    ],
    ['/api/auth/sign-in/magic-link', { email: 'a\u0000b@example.com' }],
    ['/api/auth/reset-password', { token: 'abcdefabcdefabcdefabcdef', newPassword: 'x\u0000yyyyyyyyyy' }],
    ['/api/newsletter/subscribe', { 'e\u0000': 'x' }],
  ])('a NUL byte in the JSON body of %s', async (url, payload) => {
    const res = await json(url, JSON.stringify(payload), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('NUL') });
  });

  it.each([
    ['/api/upload/url', '{"fileName":"\\ud800"}', true],
    ['/api/upload/url', '{"fileName":"a\\udc00b.pdf"}', true],
    ['/api/newsletter/subscribe', '{"email":"a\\ud83d@example.com"}', false],
    [
      '/api/register',
      '{"email":"s@example.com","password":"Str0ng!passw0rd","firstName":"A\\ud800","lastName":"Kaya"}',
      false,
    ],
    ['/api/auth/sign-in/magic-link', '{"email":"\\udfff@example.com"}', false],
    ['/api/newsletter/subscribe', '{"\\ud800":"x"}', false],
  ])('a lone surrogate in the JSON body of %s: %s', async (url, payload, signedIn) => {
    const cookie = signedIn ? await signIn(app, 'kullanici@demo.example.com') : undefined;
    for (const lang of ['tr', 'en'] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: freshIp(),
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'accept-language': lang,
          ...(cookie ? { cookie } : {}),
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message:
          lang === 'tr' ? expect.stringContaining('bozuk bir karakter') : expect.stringContaining('broken character'),
      });
    }
  });

  it('keeps well-formed pairs (emoji) and refuses lone halves in normalizeInput', () => {
    expect(normalizeInput({ a: 'ok \ud83d\ude00' })).toEqual({ a: 'ok 😀' });
    expect(() => normalizeInput({ a: ['x\ud83d'] })).toThrow();
    expect(() => normalizeInput({ ['\ude00']: 1 })).toThrow();
  });

  it.each([
    '/api/partners?search=a%00b',
    '/api/partners/a%00b',
    '/api/auth/verify-email?token=%00abc',
    '/api/newsletter/confirm?token=%00abcdefabcdefabcdef',
  ])('a NUL byte in the query or path: %s', async (url) => {
    const res = await get(url, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('NUL') });
  });

  it.each([
    ['/api/partners?limit=1e30', 'limit', '100'],
    ['/api/partners?offset=99999999999999', 'offset', '1000000'],
    ['/api/partners?userId=99999999999', 'userId', '2147483647'],
    ['/api/services?categoryId=99999999999', 'categoryId', '2147483647'],
    ['/api/partners?limit=0', 'limit', 'at least 1'],
  ])('a number outside its range: %s', async (url, field, bound) => {
    const res = await get(url, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors[field]).toHaveLength(1);
    expect(body.fieldErrors[field][0]).toContain(bound);
  });

  it('an id past the integer range in the path is simply not found (an all-digit username may exist)', async () => {
    const res = await get('/api/partners/99999999999');
    expect(res.statusCode).toBe(404);
  });

  it.each(['/api/newsletter/subscribe', '/api/login', '/api/auth/sign-in/magic-link', '/api/auth/sign-out'])(
    'JSON nested deeper than 64 levels on %s',
    async (url) => {
      const deep = `{"email":${'['.repeat(65)}${']'.repeat(65)}}`;
      const res = await json(url, deep, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('64') });
    },
  );

  it('accepts 64 levels, and brackets inside strings do not count', () => {
    expect(jsonTooDeep('['.repeat(64) + ']'.repeat(64))).toBe(false);
    expect(jsonTooDeep('['.repeat(65) + ']'.repeat(65))).toBe(true);
    expect(
      jsonTooDeep(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\\' })),
    ).toBe(false);
  });

  it.each(['/api/newsletter/subscribe', '/api/auth/sign-in/magic-link'])('a malformed JSON body on %s', async (url) => {
    const res = await json(url, '{"email":', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON.',
      requestId: expect.any(String),
    });
  });

  it("a NUL byte in a form posted to better-auth's mount (OAuth form_post)", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/callback/google',
      payload: 'code=a%00b&state=x',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('NUL') });
  });

  it('answers a 422 from anywhere (better-auth uses it for some validation) as 400', async () => {
    const bare = Fastify();
    await bare.register(errorsPlugin);
    bare.get('/x', async () => {
      throw Object.assign(new Error('unprocessable'), { statusCode: 422 });
    });
    const res = await bare.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    await bare.close();
  });

  it('logs no error and no stack trace for any of it', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const entries = logLines.map((l) => JSON.parse(l) as { level: number; err?: { stack?: string } });
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    expect(logLines.filter((l) => l.includes('"stack"') || /\n\s+at /.test(l))).toEqual([]);
  });
});
