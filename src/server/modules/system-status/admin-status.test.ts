import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemStatusSchema } from '@shared/contracts/system-status';
import { performanceSamples, systemIncidents, systemLogs } from '../../db/schema';
import { createTestApp, signIn } from '../../test/helpers';
import { availability } from './admin-status';
import { captureLogMethod, LogCapture, logCapture } from './log-capture';
import { PerformanceSampler } from './sampler';
import { checkStorage, diskHealth, memoryHealth } from './system-status.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.example.com');
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(systemLogs);
  await ctx.db.delete(systemIncidents);
});

const get = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/system-status', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/system-status', () => {
  it('is for master_admin only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(await signIn(ctx.app, 'editor@demo.example.com'))).statusCode).toBe(403);
  });

  it('answers the spec shape with a healthy database, the start-up sample, incidents and logs', async () => {
    const start = new Date(Date.now() - 90_000);
    await ctx.db.insert(systemIncidents).values({
      title: 'Veritabanı erişilemiyor',
      severity: 'critical',
      affectedServices: ['database'],
      startTime: start,
      status: 'resolved',
      resolvedAt: new Date(start.getTime() + 60_000),
    });
    await ctx.db.insert(systemLogs).values({ level: 'error', service: 'api', message: 'boom', count: 3 });
    await ctx.db.insert(performanceSamples).values({
      cpu: 1,
      memory: 2,
      responseMs: 3,
      databaseMs: 4,
      timestamp: new Date(Date.now() - 25 * 3600_000),
    });

    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const body = systemStatusSchema.parse(res.json());
    expect(body.services.database).toMatchObject({ status: 'healthy', availability: 99.9 });
    expect(body.services.database.responseTime).toBeGreaterThanOrEqual(0);
    expect(body.services.api.status).toBe('healthy');
    expect(body.metrics.uptime).toBeGreaterThanOrEqual(0);
    expect(body.currentMetrics.disk).toBeGreaterThan(0);
    // One sample is taken at start-up; the 25 h old one is outside the 24 h window.
    expect(body.performanceData.length).toBeGreaterThanOrEqual(1);
    expect(body.performanceData.every((p) => Date.now() - Date.parse(p.timestamp) < 24 * 3600_000)).toBe(true);
    expect(body.recentIncidents[0]).toMatchObject({ severity: 'critical', status: 'resolved', duration: 60 });
    expect(body.recentLogs[0]).toMatchObject({ level: 'error', service: 'api', message: 'boom', count: 3 });
  });
});

describe('checks and thresholds (spec §9)', () => {
  it('gives the spec availability figures', () => {
    expect([
      availability('api', 'healthy'),
      availability('memory', 'healthy'),
      availability('storage', 'healthy'),
    ]).toEqual([99.9, 99.5, 99.8]);
    expect([
      availability('database', 'warning'),
      availability('memory', 'warning'),
      availability('storage', 'error'),
    ]).toEqual([95, 90, 0]);
  });

  it('warns above 80 % memory and 70 % disk, and reports an unreadable storage as an error', async () => {
    expect([memoryHealth(80), memoryHealth(80.1), memoryHealth(96)]).toEqual(['healthy', 'warning', 'error']);
    expect([diskHealth(70), diskHealth(70.1), diskHealth(96)]).toEqual(['healthy', 'warning', 'error']);
    expect(await checkStorage(join(tmpdir(), 'does-not-exist-' + Date.now()))).toEqual({
      health: 'error',
      value: null,
    });
    const ok = await checkStorage(mkdtempSync(join(tmpdir(), 'disk-')));
    expect(ok.value).toBeGreaterThan(0);
  });
});

describe('performance sampler', () => {
  it('writes a sample with the mean response time of the window, and a database ping', async () => {
    const sampler = new PerformanceSampler(ctx.db, { ping: async () => 12 });
    sampler.recordResponse(10);
    sampler.recordResponse(30);
    const s = await sampler.sample();
    expect(s).toMatchObject({ responseMs: 20, databaseMs: 12 });
    expect(s!.cpu).toBeGreaterThanOrEqual(0);
    expect(s!.cpu).toBeLessThanOrEqual(100);
    expect((await sampler.sample())!.responseMs).toBe(0);
  });
});

describe('log capture (PRODUCT-DECISIONS 21)', () => {
  it('stores warn and error lines grouped within the hour, not info ones', async () => {
    const log = pino({ level: 'info', hooks: { logMethod: captureLogMethod } }, { write: () => {} });
    log.info('fine');
    log.warn('slow thing');
    log.warn('slow thing');
    log.error({ err: new Error('ECONNRESET') }, 'mail send failed');
    log.child({ reqId: 'r1' }).warn('bad request body');
    expect(await logCapture.flush(ctx.db)).toBe(3);
    log.warn('slow thing');
    await logCapture.flush(ctx.db);

    const rows = await ctx.db.select().from(systemLogs);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.message === 'slow thing')).toMatchObject({
      level: 'warning',
      service: 'server',
      count: 3,
    });
    expect(rows.find((r) => r.message === 'mail send failed: ECONNRESET')).toMatchObject({ level: 'error', count: 1 });
    expect(rows.find((r) => r.message === 'bad request body')).toMatchObject({ service: 'api' });
  });

  it('keeps the lines when the database fails, without throwing or looping, and writes them later', async () => {
    const capture = new LogCapture();
    const failing = {
      transaction: () => Promise.reject(new Error('down')),
    } as unknown as Parameters<LogCapture['flush']>[0];
    const warnings: unknown[] = [];
    capture.add('error', 'api', 'x');
    expect(await capture.flush(failing, { warn: (o: unknown) => warnings.push(o) } as never)).toBe(0);
    expect(await capture.flush(failing, { warn: (o: unknown) => warnings.push(o) } as never)).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(capture.pending()).toMatchObject([{ message: 'x', count: 1 }]);
    expect(await capture.flush(ctx.db)).toBe(1);
    expect(await ctx.db.select().from(systemLogs)).toMatchObject([{ message: 'x', count: 1 }]);
  });
});
