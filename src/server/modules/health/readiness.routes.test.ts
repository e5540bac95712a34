/**
 * GET /readyz (issue 23, "Health and metrics"): 200 when the database, Redis (when configured),
 * storage and migrations are fine; 503 naming the failed part; 503 `shutting_down` during shutdown.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished as after, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/helpers';
import { freePort, requireRedisServer, startRedis, stopRedis } from '../../test/redis-server';

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

/** A test app whose local storage lives in a fresh folder (DATA_DIR/uploads). */
async function appWithOwnDataDir(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'epp-readyz-'));
  mkdirSync(join(dataDir, 'uploads'));
  const ctx = { ...(await createTestApp({ dataDir, ...overrides })), dataDir };
  apps.push(ctx);
  return ctx;
}

const readyz = (ctx: { app: FastifyInstance }) => ctx.app.inject({ method: 'GET', url: '/readyz' });

describe('GET /readyz', () => {
  // One app for the checks a test can break and mend again (each app is a database copy to start).
  let shared: Awaited<ReturnType<typeof appWithOwnDataDir>>;
  beforeAll(async () => {
    shared = await appWithOwnDataDir();
  });

  it('answers 200 ready with each check, never cached, and 503 naming storage when its folder is gone', async () => {
    const ctx = shared;
    const ok = await readyz(ctx);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, storage: { ok: true }, migrations: { ok: true } },
    });
    expect(ok.headers['cache-control']).toBe('no-store');

    rmSync(join(ctx.dataDir, 'uploads'), { recursive: true });
    const broken = await readyz(ctx);
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: { ok: true }, storage: { ok: false, error: expect.stringContaining('ENOENT') } },
    });
    mkdirSync(join(ctx.dataDir, 'uploads'));
    expect((await readyz(ctx)).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations when the journal’s last one is not recorded as applied', async () => {
    const ctx = shared;
    // The row is put back after: the shutdown test below shares this app.
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      ctx.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    const res = await readyz(ctx);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not_ready',
      checks: { migrations: { ok: false, error: 'pending migrations' }, database: { ok: true } },
    });
    await ctx.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`,
    );
    expect((await readyz(ctx)).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it is gone', async () => {
    const ctx = await appWithOwnDataDir();
    // Closed here, once (a second close fails on PostgreSQL's pool): afterAll closes only the app.
    apps.splice(apps.indexOf(ctx), 1);
    await ctx.database.close();
    after(() => ctx.app.close());
    const res = await readyz(ctx);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: { ok: false }, storage: { ok: true } },
    });
  });

  // Last of the shared app's tests: the shutdown does not end.
  it('answers 503 shutting_down at once once the shutdown began, without checking anything', async () => {
    const ctx = shared;
    const ping = vi.spyOn(ctx.database, 'ping');
    ctx.app.shutdown.begin();
    const res = await readyz(ctx);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting_down', checks: {} });
    expect(ping).not.toHaveBeenCalled();
    // /healthz still answers: the process is alive while it finishes its requests.
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  const redisServer = requireRedisServer('readiness.routes.test.ts');
  it.skipIf(!redisServer)(
    'checks Redis when configured: ready while it answers, 503 naming redis once it stops',
    async () => {
      const port = await freePort();
      let redis: ChildProcess | undefined = await startRedis(port);
      try {
        const ctx = await appWithOwnDataDir({ redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: `readyz-${port}` });
        const ok = await readyz(ctx);
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toMatchObject({ status: 'ready', checks: { redis: { ok: true } } });

        await stopRedis(redis);
        redis = undefined;
        await vi.waitFor(
          async () => {
            const res = await readyz(ctx);
            expect(res.statusCode).toBe(503);
            expect(res.json()).toMatchObject({
              status: 'not_ready',
              checks: { redis: { ok: false }, database: { ok: true } },
            });
          },
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        if (redis) await stopRedis(redis);
      }
    },
    90_000,
  );
});
