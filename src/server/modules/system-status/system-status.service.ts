/**
 * Health checks shared by the public status (spec §2 /sys-status, §3 Public status), the admin system
 * status (spec §3 System status response) and the incident monitor (PRODUCT-DECISIONS 21), so all three
 * agree. Thresholds from spec §9: memory warning above 80 %, disk warning above 70 %; database latency
 * above 500 ms is a warning and no answer within 3 s an error.
 */
// The module object, not a named binding: the route test sets the disk's fill through it.
import fs from 'node:fs/promises';
import os from 'node:os';
import type { Health, PublicStatus } from '@shared/contracts/system-status';
import { gte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { performanceSamples } from '../../db/schema';
import { withTimeout } from '../../lib/timeout';

export const DB_WARNING_MS = 500;
export const DB_TIMEOUT_MS = 3000;
/** Memory use (percent of the machine's memory) above which memory is a warning (spec §9), and an error. */
export const MEMORY_WARNING_PERCENT = 80;
export const MEMORY_ERROR_PERCENT = 95;
/** Disk use (percent of the data directory's file system) above which storage is a warning (spec §9), and an error. */
export const DISK_WARNING_PERCENT = 70;
export const DISK_ERROR_PERCENT = 95;
/** CPU use above which the CPU is shown as high (spec §9). */
export const CPU_HIGH_PERCENT = 70;

/** A check's result: its health and the measured figure (ms for the database, percent for memory and disk; null when unmeasurable). */
export interface CheckResult {
  health: Health;
  value: number | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Pings the database. Never throws: no answer within {@link DB_TIMEOUT_MS} or a failure is `error`; value in ms. */
export async function checkDatabase(database: Pick<Database, 'ping'>): Promise<CheckResult> {
  try {
    const ms = await withTimeout(database.ping(), DB_TIMEOUT_MS);
    return { health: ms > DB_WARNING_MS ? 'warning' : 'healthy', value: round1(ms) };
  } catch {
    return { health: 'error', value: null };
  }
}

/** Memory in use on this machine, percent (MemAvailable-based on Linux). */
export function memoryPercent(): number {
  const total = os.totalmem();
  return round1(((total - os.freemem()) / total) * 100);
}

/** Classifies a memory use percent (spec §9: warning above 80 %). */
export function memoryHealth(percent: number): Health {
  return percent > MEMORY_ERROR_PERCENT ? 'error' : percent > MEMORY_WARNING_PERCENT ? 'warning' : 'healthy';
}

/** Checks memory now; value in percent. */
export function checkMemory(percent = memoryPercent()): CheckResult {
  return { health: memoryHealth(percent), value: percent };
}

/** Used space of the file system holding `dir`, percent; rejects when it cannot be read. */
export async function diskPercent(dir: string): Promise<number> {
  const s = await fs.statfs(dir);
  if (s.blocks === 0) return 0;
  return round1(((s.blocks - s.bavail) / s.blocks) * 100);
}

/** Classifies a disk use percent (spec §9: warning above 70 %). */
export function diskHealth(percent: number): Health {
  return percent > DISK_ERROR_PERCENT ? 'error' : percent > DISK_WARNING_PERCENT ? 'warning' : 'healthy';
}

/** Checks the storage (data directory's disk). Never throws: an unreadable directory is `error`; value in percent. */
export async function checkStorage(
  dir: string,
  read: (d: string) => Promise<number> = diskPercent,
): Promise<CheckResult> {
  try {
    const percent = await read(dir);
    return { health: diskHealth(percent), value: percent };
  } catch {
    return { health: 'error', value: null };
  }
}

/** The worst of several healths (error over warning over healthy). */
export function worst(...hs: Health[]): Health {
  return hs.includes('error') ? 'error' : hs.includes('warning') ? 'warning' : 'healthy';
}

/** The realtime Redis as the realtime plugin reports it (`app.realtimeRedis()`). */
export type RedisState = 'none' | 'up' | 'down';

/**
 * The realtime Redis: absent (null) without REDIS_URL; `warning` (degraded) while it is away, because
 * the site keeps working (events are dropped, clients poll) but several processes no longer share them.
 */
export function checkRedis(state: RedisState): CheckResult | null {
  if (state === 'none') return null;
  return { health: state === 'up' ? 'healthy' : 'warning', value: null };
}

/** Every check of the platform, run at one moment. `redis` is null when no Redis is configured. */
export interface PlatformChecks {
  database: CheckResult;
  memory: CheckResult;
  storage: CheckResult;
  redis: CheckResult | null;
}

/** What {@link runChecks} needs. */
export interface CheckDeps {
  database: Pick<Database, 'ping'>;
  dataDir: string;
  redis: () => RedisState;
}

/** Runs every check now (database, memory, storage, Redis). Never throws. */
export async function runChecks(deps: CheckDeps): Promise<PlatformChecks> {
  const [database, storage] = await Promise.all([checkDatabase(deps.database), checkStorage(deps.dataDir)]);
  return { database, memory: checkMemory(), storage, redis: checkRedis(deps.redis()) };
}

/**
 * The one verdict of the platform (issue 18, item 19): the worst health of all checks. The public page,
 * the footer dot and the admin page all show this, so they cannot disagree for the same checks.
 */
export function verdict(checks: PlatformChecks): Health {
  return worst(checks.database.health, checks.memory.health, checks.storage.health, checks.redis?.health ?? 'healthy');
}

/** The window over which {@link availabilityPercent} counts checks, in milliseconds (24 hours). */
export const AVAILABILITY_WINDOW_MS = 24 * 3600_000;

/** Whether a stored performance sample's database check succeeded (it answered before the timeout). */
export const sampleSucceeded = (databaseMs: number) => databaseMs < DB_TIMEOUT_MS;

/**
 * The platform's availability ("uptime") over the last {@link AVAILABILITY_WINDOW_MS}: the share of
 * the stored performance samples (one a minute per process, failed ones written when the database
 * returns; see sampler.ts) whose database check succeeded, in percent with one decimal.
 * @returns null when the window holds no sample yet
 */
export async function availabilityPercent(db: Db, now = new Date()): Promise<number | null> {
  const since = new Date(now.getTime() - AVAILABILITY_WINDOW_MS);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      succeeded: sql<number>`(count(*) filter (where ${performanceSamples.databaseMs} < ${DB_TIMEOUT_MS}))::int`,
    })
    .from(performanceSamples)
    .where(gte(performanceSamples.timestamp, since));
  if (!row || row.total === 0) return null;
  return Math.floor((row.succeeded / row.total) * 1000) / 10;
}

/**
 * The public status (spec §2 /sys-status, §3 Public status): {@link verdict} of {@link runChecks}, the
 * API, database and (when configured) Redis healths, and {@link availabilityPercent} as `uptime`.
 * Never throws: without a readable database the availability is null.
 */
export async function publicStatus(deps: CheckDeps & { db: Db }): Promise<PublicStatus> {
  const checks = await runChecks(deps);
  const uptime = await availabilityPercent(deps.db).catch(() => null);
  return {
    status: verdict(checks),
    uptime,
    lastChecked: new Date().toISOString(),
    services: {
      api: 'healthy',
      database: checks.database.health,
      ...(checks.redis ? { redis: checks.redis.health } : {}),
    },
  };
}

/**
 * Every service the incident monitor watches, checked now (the same checks as the pages), and the
 * backups' health when `backup` is given (modules/backups: warning when scheduled backups are older
 * than a day). Never throws: a failing backup lookup leaves the backup out of this tick.
 */
export async function monitoredHealth(
  deps: CheckDeps & { backup?: () => Promise<Health> },
): Promise<{ services: { database: Health; memory: Health; storage: Health; backup?: Health } }> {
  const [checks, backup] = await Promise.all([runChecks(deps), deps.backup?.().catch(() => undefined)]);
  return {
    services: {
      database: checks.database.health,
      memory: checks.memory.health,
      storage: checks.storage.health,
      ...(backup ? { backup } : {}),
    },
  };
}
