/**
 * Performance samples for the admin charts (spec §3 performanceData; PRODUCT-DECISIONS 21). Each process
 * writes one row a minute to `performance_samples`: CPU percent of the machine's capacity (from
 * `process.cpuUsage` deltas), memory percent in use, the mean API response time over the minute in ms
 * (measured by an onResponse hook) and a database ping in ms. Old samples are deleted by the daily
 * retention job (modules/retention, rule `performanceSamples`).
 *
 * {@link monitoringPlugin} is registered at the root (so its onResponse hook sees every route); it takes
 * the first sample when the app is ready (so the charts have a point at once), then one a minute, and
 * flushes the captured logs ({@link logCapture}).
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';
import { performanceSamples } from '../../db/schema';
import { LOG_FLUSH_INTERVAL_MS, logCapture } from './log-capture';
import { checkDatabase, DB_TIMEOUT_MS, memoryPercent } from './system-status.service';

/** Sampling period, in milliseconds. */
export const SAMPLE_INTERVAL_MS = 60_000;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Samples kept in memory while the database cannot take them (a day at one a minute). */
export const MAX_UNSENT_SAMPLES = 1440;

/** A sample as written (ms and percent). */
export interface Sample {
  cpu: number;
  memory: number;
  responseMs: number;
  databaseMs: number;
}

/** Measures this process between samples. */
export class PerformanceSampler {
  private cpuBase = process.cpuUsage();
  private wallBase = performance.now();
  private responseSum = 0;
  private responseCount = 0;
  /** The last written sample, if any. */
  last: Sample | undefined;
  /**
   * Samples taken while the database was away, with their time: written with the next sample that can
   * be, so the availability figure (system-status.service `availabilityPercent`) counts the failed
   * checks instead of only the successful ones.
   */
  private unsent: (Sample & { timestamp: Date })[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly database: Pick<Database, 'ping'>,
    private readonly cores = os.availableParallelism(),
  ) {
    // The first sample covers the process's life so far.
    this.cpuBase = { user: 0, system: 0 };
    this.wallBase = performance.now() - process.uptime() * 1000;
  }

  /** Records one answered request's time (ms). */
  recordResponse(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.responseSum += ms;
    this.responseCount += 1;
  }

  /** CPU percent (0–100 of all cores) since the last sample, without starting a new window. */
  currentCpu(): number {
    const used = process.cpuUsage(this.cpuBase);
    const wallMs = performance.now() - this.wallBase;
    if (wallMs < 1000) return this.last?.cpu ?? 0;
    return round1(Math.min(100, ((used.user + used.system) / 1000 / (wallMs * this.cores)) * 100));
  }

  /** Mean response time (ms) of the requests answered since the last sample; the last sample's when none. */
  currentResponseMs(): number {
    return this.responseCount ? round1(this.responseSum / this.responseCount) : (this.last?.responseMs ?? 0);
  }

  /** Takes and writes one sample, then starts a new window. Never throws. */
  async sample(): Promise<Sample | undefined> {
    const cpu = this.currentCpu();
    const responseMs = this.responseCount ? round1(this.responseSum / this.responseCount) : 0;
    this.cpuBase = process.cpuUsage();
    this.wallBase = performance.now();
    this.responseSum = 0;
    this.responseCount = 0;
    const db = await checkDatabase(this.database);
    const s: Sample = { cpu, memory: memoryPercent(), responseMs, databaseMs: db.value ?? DB_TIMEOUT_MS };
    this.last = s;
    const rows = [...this.unsent, { ...s, timestamp: new Date() }];
    try {
      await this.db.insert(performanceSamples).values(rows);
    } catch {
      // The database is down: the health monitor records that; the sample waits for the next write.
      this.unsent = rows.slice(-MAX_UNSENT_SAMPLES);
      return undefined;
    }
    this.unsent = [];
    return s;
  }

  /** Samples every `intervalMs` until {@link stop}; the timer does not keep the process alive. */
  start(intervalMs = SAMPLE_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.sample(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's performance sampler (module system-status). */
    performanceSampler: PerformanceSampler;
  }
}

/**
 * Root plugin: the onResponse hook that feeds the sampler, the first sample at start-up, the sampling
 * and log-flush timers, and a last log flush on close.
 */
export const monitoringPlugin = fp(
  async (app: FastifyInstance) => {
    const sampler = new PerformanceSampler(app.db, app.database);
    app.decorate('performanceSampler', sampler);
    app.addHook('onResponse', async (_req, reply) => sampler.recordResponse(reply.elapsedTime));
    let flushTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sampler.sample();
      sampler.start();
      flushTimer = setInterval(() => void logCapture.flush(app.db, app.log), LOG_FLUSH_INTERVAL_MS);
      flushTimer.unref();
    });
    app.addHook('onClose', async () => {
      sampler.stop();
      clearInterval(flushTimer);
      await logCapture.flush(app.db);
    });
  },
  { name: 'monitoring' },
);
