/**
 * Readiness (issue 23, "Health and metrics": GET /readyz checks the database, Redis when configured,
 * storage and that the migrations are applied). The checks run concurrently, each cut off after
 * {@link READINESS_TIMEOUT_MS}, so a probe answers within that time even when a dependency hangs.
 */
import type { Readiness, ReadinessCheck } from '@shared/contracts/health';
import { appliedMigrationWhen, type Database, latestMigration } from '../../db/client';
import { withTimeout } from '../../lib/timeout';
import type { ObjectStorage } from '../../storage';

/** How long one readiness check may take, in milliseconds, before it counts as failed. */
export const READINESS_TIMEOUT_MS = 2000;

/** What the checks use: the app's database, storage and realtime Redis (`app.database`, …). */
export interface ReadinessContext {
  database: Pick<Database, 'ping' | 'db'>;
  storage: Pick<ObjectStorage, 'check'>;
  /** `none` without REDIS_URL (the check is then left out). */
  realtimeRedis: () => 'none' | 'up' | 'down';
  pingRealtimeRedis: () => Promise<void>;
  shutdown: { readonly started: boolean };
}

/** Runs `check` with the timeout; its error's message (`no answer within … ms` on the timeout) on failure. */
async function run(check: () => Promise<unknown>): Promise<ReadinessCheck> {
  try {
    await withTimeout(check(), READINESS_TIMEOUT_MS);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Resolves when the journal's last migration is recorded as applied. @throws Error naming what is missing */
async function migrationsApplied(database: ReadinessContext['database']): Promise<void> {
  const applied = await appliedMigrationWhen(database.db);
  if (applied == null || applied < latestMigration.when) throw new Error('pending migrations');
}

/**
 * The readiness of this process (GET /readyz).
 * @returns `shutting_down` without checking once the shutdown began; else `ready` when every check
 *   passed, `not_ready` with each check's outcome otherwise. Never throws.
 */
export async function readiness(ctx: ReadinessContext): Promise<Readiness> {
  if (ctx.shutdown.started) return { status: 'shutting_down', checks: {} };
  const withRedis = ctx.realtimeRedis() !== 'none';
  const [database, storage, migrations, redis] = await Promise.all([
    run(() => ctx.database.ping()),
    run(() => ctx.storage.check()),
    run(() => migrationsApplied(ctx.database)),
    withRedis ? run(() => ctx.pingRealtimeRedis()) : undefined,
  ]);
  const checks: Readiness['checks'] = { database, storage, migrations, ...(redis ? { redis } : {}) };
  const ready = Object.values(checks).every((c) => c.ok);
  return { status: ready ? 'ready' : 'not_ready', checks };
}
