/**
 * The job runner on a private copy of the test database: PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set (the global setup fails the run when that server is unreachable).
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../db/client';
import type { ServiceContext } from '../lib/context';
import { silentHub } from '../lib/realtime';
import { openTestDatabase } from '../test/helpers';
import { DEAD_LETTER_QUEUE, defineJob, JOB_TIME_ZONE, JobRunner } from './runner';

let database: Database;
let runner: JobRunner;
const log = pino({ level: 'silent' });

const seen: number[] = [];
const echo = defineJob<{ n: number }>({
  name: 'test.echo',
  exclusive: false,
  run: async (_ctx, job) => {
    seen.push(job.data.n);
  },
});

let failuresLeft = 2;
const flaky = defineJob({
  name: 'test.flaky',
  retryLimit: 1,
  retryDelaySeconds: 1,
  run: async () => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the partner API answered 503');
    }
  },
});

let chained = 0;
const chain = defineJob({
  name: 'test.chain',
  run: async () => {
    chained += 1;
    return chained < 3 ? { runAgainInSeconds: 0 } : undefined;
  },
});

const nightly = defineJob({ name: 'test.nightly', schedule: '0 3 * * *', run: async () => {} });
const idle = defineJob({ name: 'test.idle', run: async () => {} });

const wait = { timeout: 20_000, interval: 100 };

beforeAll(async () => {
  database = await openTestDatabase();
  const context = { db: database.db, realtime: silentHub, log } as unknown as ServiceContext;
  runner = new JobRunner({ database, context, log, pollingIntervalSeconds: 0.5 });
  runner.register(echo, flaky, chain, nightly, idle);
  await runner.start();
});

afterAll(async () => {
  await runner?.stop();
  await database?.close();
});

describe('JobRunner', () => {
  it('runs a queued job with its data', async () => {
    expect(await runner.runSoon(echo, { n: 7 })).toEqual(expect.any(String));
    await vi.waitFor(() => expect(seen).toContain(7), wait);
  });

  it('retries a failing job, then lists it as failed with its error and attempts; a retry runs it again', async () => {
    await runner.runSoon(flaky);
    const [failed] = await vi.waitFor(async () => {
      const list = await runner.failedJobs();
      expect(list).toHaveLength(1);
      return list;
    }, wait);
    expect(failed).toMatchObject({ name: 'test.flaky', error: 'the partner API answered 503', attempts: 2 });
    expect(failuresLeft).toBe(0);

    expect(await runner.retryFailed(failed!.id)).toBe(true);
    expect(await runner.failedJobs()).toEqual([]);
    expect(await runner.retryFailed(failed!.id)).toBe(false); // already moved
    // Back in its own queue, it now succeeds and is not dead-lettered again.
    await vi.waitFor(async () => {
      const [job] = await queryRows<{ state: string }>(
        database.db,
        sql`SELECT state FROM pgboss.job WHERE name = 'test.flaky' ORDER BY created_on DESC LIMIT 1`,
      );
      expect(job?.state).toBe('completed');
    }, wait);
  }, 30_000);

  it('counts jobs per registered queue and the dead-letter queue (GET /metrics job_queue_jobs)', async () => {
    const counts = await runner.queueCounts();
    expect(counts.map((c) => c.queue).sort()).toEqual([...runner.names, DEAD_LETTER_QUEUE].sort());
    for (const c of counts) {
      for (const n of [c.queued, c.active, c.failed]) expect(Number.isInteger(n) && n >= 0).toBe(true);
    }
  });

  it('queues at most one waiting run of an exclusive job', async () => {
    expect(await runner.runSoon(idle, {}, 3600)).toEqual(expect.any(String));
    expect(await runner.runSoon(idle, {}, 3600)).toBeNull();
  });

  it('runs a job again when its handler asks for it', async () => {
    await runner.runSoon(chain);
    await vi.waitFor(() => expect(chained).toBe(3), wait);
  });

  it('registers schedules in Istanbul time, and removes those of jobs no longer registered', async () => {
    expect(await runner.schedules()).toEqual([
      { name: 'test.nightly', cron: '0 3 * * *', timezone: JOB_TIME_ZONE, lastRun: null },
    ]);
    const other = new JobRunner({
      database,
      context: { db: database.db, realtime: silentHub, log } as unknown as ServiceContext,
      log,
    });
    other.register(idle);
    await other.start();
    await other.stop();
    expect(await runner.schedules()).toEqual([]);
  });

  it('reads a schedule from the configuration at start, and schedules nothing when it gives none (BACKUP_CRON)', async () => {
    const configured = defineJob({
      name: 'test.configured',
      schedule: (ctx) => ctx.config.backups.cron,
      run: async () => {},
    });
    const start = async (cron: string | undefined) => {
      const r = new JobRunner({
        database,
        context: {
          db: database.db,
          realtime: silentHub,
          log,
          config: { backups: { cron } },
        } as unknown as ServiceContext,
        log,
      });
      r.register(configured);
      await r.start();
      const list = await r.schedules();
      await r.stop();
      return list;
    };
    expect(await start('30 2 * * *')).toEqual([
      { name: 'test.configured', cron: '30 2 * * *', timezone: JOB_TIME_ZONE, lastRun: null },
    ]);
    // Unset at the next start: the schedule is removed.
    expect(await start(undefined)).toEqual([]);
  });

  it('refuses unknown and twice-registered jobs', async () => {
    await expect(runner.runSoon('test.unknown')).rejects.toThrow(/not registered/);
    expect(() => new JobRunner({ database, context: {} as ServiceContext, log }).register(idle, idle)).toThrow(/twice/);
  });
});
