import fs from 'node:fs/promises';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seoSettingsSchema } from '@shared/contracts/system-config';
import { performanceSamples } from '../../db/schema';
import { createTestApp, signIn } from '../../test/helpers';
import { PerformanceSampler } from './sampler';
import { DB_TIMEOUT_MS, publicStatus, verdict, type PlatformChecks } from './system-status.service';

/**
 * The machine's disk as the storage check reads it: half full, unless a test says otherwise. The real
 * reading depends on the machine running the suite (a CI disk at 70.1 % made "healthy" fail).
 */
const disk = { usedPercent: 50 };
const statfs = fs.statfs;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Before the app starts: its first performance sample reads the disk too. Assigned, not spied, so
  // that afterEach's restoreAllMocks keeps it.
  fs.statfs = (async () => ({
    ...(await statfs('/')),
    blocks: 1000,
    bavail: 1000 - disk.usedPercent * 10,
  })) as unknown as typeof fs.statfs;
  ctx = await createTestApp();
});
afterAll(async () => {
  fs.statfs = statfs;
  await ctx?.close();
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/system-status/public', () => {
  it('reports a healthy database after a real round trip', async () => {
    // Memory and disk well within the spec's thresholds, whatever this machine's are.
    vi.spyOn(os, 'freemem').mockReturnValue(os.totalmem() * 0.6);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/system-status/public',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'healthy',
      services: { api: 'healthy', database: 'healthy' },
    });
    // The first sample (taken when the app became ready) succeeded: 100 % of the checks.
    expect(body.uptime).toBe(100);
    expect(Date.now() - Date.parse(body.lastChecked)).toBeLessThan(5000);
  });

  it('reports an error when the database does not answer, and a warning when it is slow', async () => {
    const deps = { db: ctx.db, dataDir: ctx.app.config.dataDir, redis: () => 'none' as const };
    const down = await publicStatus({ ...deps, database: { ping: () => Promise.reject(new Error('ECONNREFUSED')) } });
    expect(down).toMatchObject({
      status: 'error',
      services: { api: 'healthy', database: 'error' },
    });
    const slow = await publicStatus({ ...deps, database: { ping: () => Promise.resolve(800) } });
    expect(slow.status).toBe('warning');
    expect(slow.services).not.toHaveProperty('redis');
  });
});

describe('one verdict and one uptime for the public and the admin status (issue 18, item 19)', () => {
  const both = async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example.com');
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/system-status/public' })).json();
    const adm = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/system-status', headers: { cookie: admin } })
    ).json();
    return { pub, adm };
  };

  it('warns on both pages when the disk is over 70 % full (spec §9)', async () => {
    vi.spyOn(os, 'freemem').mockReturnValue(os.totalmem() * 0.6);
    disk.usedPercent = 75;
    try {
      const { pub, adm } = await both();
      expect(adm.services.storage.status).toBe('warning');
      expect(pub.status).toBe('warning');
    } finally {
      disk.usedPercent = 50;
    }
  });

  it('warns on both pages (and the footer dot, which reads the public one) when memory is high', async () => {
    vi.spyOn(os, 'freemem').mockReturnValue(os.totalmem() * 0.12); // 88 % in use: warning (spec §9)
    const { pub, adm } = await both();
    expect(adm.services.memory.status).toBe('warning');
    expect(adm.status).toBe('warning');
    expect(pub.status).toBe('warning');
  });

  it('takes every check into the verdict: database, memory, storage and Redis', () => {
    const ok = { health: 'healthy' as const, value: 1 };
    const checks: PlatformChecks = { database: ok, memory: ok, storage: ok, redis: null };
    expect(verdict(checks)).toBe('healthy');
    expect(verdict({ ...checks, storage: { health: 'warning', value: 75 } })).toBe('warning');
    expect(verdict({ ...checks, redis: { health: 'warning', value: null } })).toBe('warning');
    expect(verdict({ ...checks, redis: { health: 'healthy', value: null } })).toBe('healthy');
    expect(
      verdict({ ...checks, memory: { health: 'warning', value: 85 }, database: { health: 'error', value: null } }),
    ).toBe('error');
  });

  it('gives as uptime the share of successful checks over the last 24 hours, on both pages', async () => {
    await ctx.db.delete(performanceSamples);
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000);
    const sample = (hoursAgo: number, databaseMs: number) => ({
      timestamp: at(hoursAgo),
      cpu: 1,
      memory: 50,
      responseMs: 5,
      databaseMs,
    });
    await ctx.db.insert(performanceSamples).values([
      sample(1, 3),
      sample(2, 4),
      sample(3, 900), // slow but answered
      sample(4, DB_TIMEOUT_MS), // no answer
      sample(30, DB_TIMEOUT_MS), // outside the window
    ]);
    const { pub, adm } = await both();
    expect(pub.uptime).toBe(75);
    expect(adm.metrics.uptime).toBe(75);
  });

  it('keeps the samples taken while the database is away and writes them when it returns', async () => {
    await ctx.db.delete(performanceSamples);
    let up = false;
    const database = {
      ping: () => (up ? Promise.resolve(2) : Promise.reject(new Error('ECONNREFUSED'))),
    };
    const insert = ctx.db.insert.bind(ctx.db);
    const db = new Proxy(ctx.db, {
      get: (target, prop): unknown =>
        prop === 'insert' && !up
          ? () => ({ values: () => Promise.reject(new Error('ECONNREFUSED')) })
          : prop === 'insert'
            ? insert
            : Reflect.get(target, prop, target),
    });
    const sampler = new PerformanceSampler(db, database);
    expect(await sampler.sample()).toBeUndefined();
    expect(await sampler.sample()).toBeUndefined();
    up = true;
    expect(await sampler.sample()).toBeDefined();
    const rows = await ctx.db.select().from(performanceSamples).orderBy(performanceSamples.timestamp);
    expect(rows.map((r) => r.databaseMs)).toEqual([DB_TIMEOUT_MS, DB_TIMEOUT_MS, 2]);
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/system-status/public' })).json();
    expect(pub.uptime).toBe(33.3);
  });
});

describe('GET /api/init', () => {
  it('returns site settings, the SEO settings and the live category count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/init' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categoryCount).toBe(16);
    expect(seoSettingsSchema.safeParse(body.seoSettings).success).toBe(true);
    expect(body.site.contactEmail).toContain('@');
    expect(body.features).toEqual({ google: false, linkedin: false });
  });
});
