/**
 * Request ids (issue 23, "Health and metrics"): an incoming X-Request-Id is kept when safe and replaced
 * when not, every answer carries it, error bodies quote it, and every log line of the request has it.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every JSON log line the app writes. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as never);
    done();
  },
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ loggerInstance: pino({ level: 'info' }, sink) });
});
// The last test closes the database itself (a second close fails on PostgreSQL's pool).
afterAll(async () => ctx?.app.close());

describe('X-Request-Id', () => {
  it('keeps a safe incoming id and answers it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc_Z' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-1234.abc_Z');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'two words'],
    ['a forged log line', 'x\\n{"level":50}'],
    ['empty', ''],
  ])('replaces an unsafe incoming id (%s) with a new UUID', async (_name, incoming) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': incoming } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.headers['x-request-id']).not.toBe(incoming);
  });

  it('gives each request without one its own UUID', async () => {
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/healthz' }),
      ctx.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(requestIdOf({ headers: { 'x-request-id': ['a', 'b'] } })).toMatch(UUID);
  });

  it('is in the header and the body of a 4xx error and of the 404 of an unknown API route', async () => {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-400' },
      payload: '{"email":',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['x-request-id']).toBe('req-400');
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', requestId: 'req-400' });

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'req-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('req-404');
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', requestId: 'req-404' });
  });

  it('is on every log line of a request, and the 500 body quotes the id of its error log line', async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: { 'x-request-id': 'req-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('req-500');
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR', requestId: 'req-500' });

    const ofRequest = lines.filter((l) => l.reqId === 'req-500');
    const messages = ofRequest.map((l) => l.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request failed', 'request completed']));
    // No line about this request lacks the id.
    expect(lines.filter((l) => JSON.stringify(l).includes('/api/categories') && l.reqId !== 'req-500')).toEqual([]);
  });
});
