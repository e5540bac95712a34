import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Health, PublicStatus } from '@shared/contracts/system-status';
import { notifications, systemIncidents, users } from '../../db/schema';
import { silentHub } from '../../lib/realtime';
import { createTestApp } from '../../test/helpers';
import { backupStatus, BACKUP_STALE_MS, recordBackup } from '../backups/backups.service';
import { HealthMonitor } from './incidents';
import { monitoredHealth } from './system-status.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminIds: number[];
let health: Health;
const status = async (): Promise<PublicStatus> => ({
  status: health,
  uptime: 1,
  lastChecked: new Date().toISOString(),
  services: { api: 'healthy', database: health },
});
let monitor: HealthMonitor;

beforeAll(async () => {
  ctx = await createTestApp();
  adminIds = (
    await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.availableUserTypes} && ARRAY['master_admin','editor_admin']::text[]`)
  ).map((u) => u.id);
  monitor = new HealthMonitor(ctx.db, status, () => silentHub, pino({ level: 'silent' }));
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(systemIncidents);
  await ctx.db.delete(notifications).where(eq(notifications.type, 'system_status'));
});

const incidents = () => ctx.db.select().from(systemIncidents).orderBy(systemIncidents.id);
const statusNotes = () => ctx.db.select().from(notifications).where(eq(notifications.type, 'system_status'));

describe('incidents recorded by the health monitor (PRODUCT-DECISIONS 18, 21)', () => {
  it('opens one incident for a failing check, notifies every admin once, and resolves it on recovery', async () => {
    health = 'error';
    await monitor.tick();
    await monitor.tick(); // still failing: the open incident is kept, nobody is told twice
    let rows = await incidents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: 'critical', status: 'investigating', affectedServices: ['database'] });

    const notes = await statusNotes();
    expect(notes.map((n) => n.userId).sort()).toEqual([...adminIds].sort());
    for (const n of notes) {
      expect(n).toMatchObject({ actionUrl: '/system-status', title: 'Sistem Durumu Bildirimi' });
      expect(n.message).toBe('Veritabanı sağlık kontrolü başarısız oldu; bir olay kaydedildi.');
    }

    health = 'healthy';
    await monitor.tick();
    rows = await incidents();
    expect(rows[0]).toMatchObject({ status: 'resolved' });
    expect(rows[0]!.resolvedAt).not.toBeNull();

    health = 'warning';
    await monitor.tick();
    rows = await incidents();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ severity: 'minor', status: 'investigating' });
    expect(await statusNotes()).toHaveLength(adminIds.length * 2);
  });

  it('notifies admins in their own language', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(inArray(users.id, adminIds));
    health = 'error';
    await monitor.tick();
    for (const n of await statusNotes()) {
      expect(n.title).toBe('System Status Notice');
      expect(n.message).toBe('The database health check failed; an incident was recorded.');
    }
    await ctx.db.update(users).set({ language: 'tr' }).where(inArray(users.id, adminIds));
  });

  it('keeps a failure it could not write (database down) and records it with its start once it can', async () => {
    let down = true;
    const flaky = new Proxy(ctx.db, {
      get: (target, prop) =>
        prop === 'transaction' && down
          ? () => Promise.reject(new Error('ECONNREFUSED'))
          : (Reflect.get(target, prop) as unknown),
    });
    const m = new HealthMonitor(flaky, status, () => silentHub, pino({ level: 'silent' }));
    health = 'error';
    const seen = Date.now();
    await m.tick(); // logged, not thrown
    expect(await incidents()).toEqual([]);

    down = false;
    health = 'healthy';
    await m.tick();
    const rows = await incidents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: 'critical', status: 'resolved' });
    expect(rows[0]!.startTime.getTime()).toBeLessThanOrEqual(seen + 1000);
    expect(rows[0]!.startTime.getTime()).toBeGreaterThanOrEqual(seen - 1000);
    expect(await statusNotes()).toHaveLength(adminIds.length);
  });
});

describe('memory and storage checks, and two processes (issue 11)', () => {
  it('opens an incident for a storage warning and one for a memory error, each resolved on recovery', async () => {
    let services: Record<'database' | 'memory' | 'storage', Health> = {
      database: 'healthy',
      memory: 'error',
      storage: 'warning',
    };
    const m = new HealthMonitor(
      ctx.db,
      async () => ({ services }),
      () => silentHub,
      pino({ level: 'silent' }),
    );
    await m.tick();
    let rows = await incidents();
    expect(rows.map((r) => [r.affectedServices[0], r.severity, r.status]).sort()).toEqual([
      ['memory', 'critical', 'investigating'],
      ['storage', 'minor', 'investigating'],
    ]);
    const texts = (await statusNotes()).map((n) => n.message);
    expect(texts).toContain('Bellek kullanımı kritik düzeyde (%95 üzeri); bir olay kaydedildi.');
    expect(texts).toContain('Disk kullanımı yüksek (%70 üzeri); bir olay kaydedildi.');

    services = { database: 'healthy', memory: 'healthy', storage: 'warning' };
    await m.tick();
    rows = await incidents();
    expect(rows.find((r) => r.affectedServices[0] === 'memory')!.status).toBe('resolved');
    expect(rows.find((r) => r.affectedServices[0] === 'storage')!.status).toBe('investigating');
  });

  it('opens an incident when scheduled backups are over a day old, and resolves it after the next backup (issue 23)', async () => {
    const config = { dataDir: ctx.app.config.dataDir, backups: { dir: '/b', cron: '0 3 * * *', keep: 7 } };
    const m = new HealthMonitor(
      ctx.db,
      () =>
        monitoredHealth({
          database: ctx.database,
          dataDir: ctx.app.config.dataDir,
          redis: () => 'none',
          backup: async () => (await backupStatus({ db: ctx.db, config })).health,
        }),
      () => silentHub,
      pino({ level: 'silent' }),
    );
    const old = new Date(Date.now() - BACKUP_STALE_MS - 60_000).toISOString();
    await recordBackup(ctx.db, { file: '/b/old.tar', bytes: 1, createdAt: old, objects: 0 });
    await m.tick();
    const open = (await incidents()).filter((r) => r.affectedServices[0] === 'backup');
    expect(open).toMatchObject([{ title: 'Son yedek bir günden eski', severity: 'minor', status: 'investigating' }]);
    expect((await statusNotes()).map((n) => n.message)).toContain(
      'Yedekleme zamanlanmış olduğu halde son yedek bir günden eski; bir olay kaydedildi.',
    );

    await recordBackup(ctx.db, { file: '/b/new.tar', bytes: 1, createdAt: new Date().toISOString(), objects: 0 });
    await m.tick();
    expect((await incidents()).find((r) => r.affectedServices[0] === 'backup')!.status).toBe('resolved');
  });

  it('records one incident when two monitors (two processes) see the same failure at once', async () => {
    health = 'error';
    const a = new HealthMonitor(ctx.db, status, () => silentHub, pino({ level: 'silent' }));
    const b = new HealthMonitor(ctx.db, status, () => silentHub, pino({ level: 'silent' }));
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(await incidents()).toHaveLength(1);
    expect(await statusNotes()).toHaveLength(adminIds.length);
  });
});
