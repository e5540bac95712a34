/**
 * Backups of the running app (issue 23; docs/decisions/034-backups.md): taken by the scheduled job
 * (BACKUP_CRON), by `npm run backup` (directly on PostgreSQL, through the control route on the
 * embedded database, whose one process must take it), pruned to the newest BACKUP_KEEP, and the last
 * one recorded for the admin system status.
 */
import { readdir, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { type BackupStatus, type Health, type LastBackup, lastBackupSchema } from '@shared/contracts/system-status';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { BACKUP_FILE_PATTERN, type BackupSummary, createBackup } from './backup-archive';

/** The `system_config` key of the last successful backup ({@link LastBackup}). */
const LAST_BACKUP_KEY = 'lastBackup';

/**
 * BACKUP_DIR, BACKUP_CRON and BACKUP_KEEP with their defaults (DATA_DIR/backups, none, 7): what the
 * app and `npm run backup` both use.
 */
export function resolveBackupSettings(dataDir: string, given: Partial<BackupSettings> = {}): BackupSettings {
  return {
    dir: resolve(given.dir ?? join(dataDir, 'backups')),
    cron: given.cron,
    keep: given.keep ?? DEFAULT_BACKUP_KEEP,
  };
}

/** A scheduled backup older than this is an incident (issue 23: "older than a day"), in milliseconds. */
export const BACKUP_STALE_MS = 24 * 3600_000;

/** BACKUP_KEEP's default: a week of daily archives. */
export const DEFAULT_BACKUP_KEEP = 7;

/** BACKUP_DIR, BACKUP_CRON and BACKUP_KEEP as the app holds them (`app.config.backups`). */
export interface BackupSettings {
  /** Where archives are written (absolute). */
  dir: string;
  /** Cron (minutes first, Europe/Istanbul) of the scheduled backup; undefined: none scheduled. */
  cron?: string;
  /** How many archives the scheduled backup keeps in `dir` (the newest); at least 1. */
  keep: number;
}

/**
 * What a backup of the app works through: its database, storage, DATA_DIR and backup settings (the
 * app itself, or what `npm run backup` opens on PostgreSQL).
 */
export type BackupContext = Pick<ServiceContext, 'db' | 'database' | 'storage' | 'log'> & {
  config: Pick<ServiceContext['config'], 'dataDir' | 'backups'>;
};

/**
 * Deletes all but the newest `keep` archives in `dir` (by the timestamp in their names); other files
 * are left alone. @returns the names deleted
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir).catch(() => [] as string[])).filter((n) => BACKUP_FILE_PATTERN.test(n)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/**
 * Takes a backup into `dir` (default BACKUP_DIR) and records it as the last backup.
 * @param prune keep only the newest BACKUP_KEEP archives afterwards (the scheduled job does)
 * @throws BackupError (pg_dump missing or failing) and file system errors; nothing is recorded then
 */
export async function takeBackup(
  ctx: BackupContext,
  options: { dir?: string; prune?: boolean } = {},
): Promise<BackupSummary> {
  const settings = ctx.config.backups;
  const dir = options.dir ?? settings.dir;
  const started = performance.now();
  const summary = await createBackup(
    { database: ctx.database, storage: ctx.storage, dataDir: ctx.config.dataDir },
    dir,
  );
  const pruned = options.prune ? await pruneBackups(dir, settings.keep) : [];
  await recordBackup(ctx.db, summary);
  ctx.log.info(
    {
      file: summary.file,
      bytes: summary.bytes,
      objects: summary.objects,
      ms: Math.round(performance.now() - started),
      pruned,
    },
    'backup written',
  );
  return summary;
}

/** Records `summary` as the last backup (system status). */
export async function recordBackup(db: Pick<Db, 'insert'>, summary: BackupSummary): Promise<void> {
  const value: LastBackup = { file: basename(summary.file), bytes: summary.bytes, createdAt: summary.createdAt };
  await db
    .insert(systemConfig)
    .values({ key: LAST_BACKUP_KEY, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: new Date() } });
}

/** The last recorded backup, or null when none was taken (or the stored value is unreadable). */
export async function lastBackup(db: Pick<Db, 'select'>): Promise<LastBackup | null> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, LAST_BACKUP_KEY));
  const parsed = lastBackupSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The backup part of the admin system status. `warning` when backups are scheduled and the last one
 * is older than {@link BACKUP_STALE_MS} (or none was taken although the schedule has been running
 * that long, counted from this process's start); healthy otherwise, also when nothing is scheduled
 * (an operator may back up by other means: the status then says so).
 * @param now for tests
 */
export async function backupStatus(
  ctx: Pick<BackupContext, 'db' | 'config'>,
  now = Date.now(),
  startedAt = now - process.uptime() * 1000,
): Promise<BackupStatus> {
  const settings = ctx.config.backups;
  const last = await lastBackup(ctx.db);
  const scheduled = Boolean(settings.cron);
  const since = last ? Date.parse(last.createdAt) : startedAt;
  const health: Health = scheduled && now - since > BACKUP_STALE_MS ? 'warning' : 'healthy';
  return { scheduled, schedule: settings.cron ?? null, keep: settings.keep, last, health };
}
