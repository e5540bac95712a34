import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.app.close();
});

describe('GET /healthz (issue 23, liveness)', () => {
  it('answers ok, never cached, without asking the database: it answers with the database gone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');

    await ctx.database.close();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(500);
    const alive = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
  });
});
