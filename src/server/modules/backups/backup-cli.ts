/**
 * `npm run backup` and `npm run restore` (issue 23; README "Operating it → Backups and restore").
 * Both read the server's own environment (DATA_DIR, DATABASE_URL, S3_*, BACKUP_DIR), so they are run
 * where the server runs, with its configuration.
 *
 * Backup: on PostgreSQL the command dumps the database itself (pg_dump) while servers run. On the
 * embedded database only the process holding DATA_DIR may read it: when a server runs, the command
 * asks it over POST /api/internal/backups with the control token the server left in DATA_DIR
 * ({@link CONTROL_FILE}); when none runs, it opens the directory itself (holding its lock meanwhile).
 *
 * Restore: never while a server runs on the target (the embedded lock, or the caller's care on
 * PostgreSQL); into an empty DATA_DIR or database, or over one with `--force`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { backupResponseSchema } from '@shared/contracts/backups';
import { openPglite, openPostgres } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock';
import { loadEnv, s3Options } from '../../env';
import { createStorage } from '../../storage';
import { BackupError, type BackupSummary, restoreBackup, unpackBackup } from './backup-archive';
import { type BackupContext, resolveBackupSettings, takeBackup } from './backups.service';

/** The running embedded server's control file in DATA_DIR: where it listens and its token (mode 0600). */
export const CONTROL_FILE = 'backup-control.json';

/** What {@link CONTROL_FILE} holds. */
export interface ControlFile {
  url: string;
  token: string;
  pid: number;
}

/**
 * Writes the control file of a server listening at `url` with the backup route's `token` (atomically,
 * mode 0600). @returns a function that removes it (at shutdown)
 */
export async function writeControlFile(
  dataDir: string,
  url: string,
  token: string,
): Promise<{ remove: () => Promise<void> }> {
  const file = join(dataDir, CONTROL_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ url, token, pid: process.pid } satisfies ControlFile), { mode: 0o600 });
  await rename(temp, file);
  return { remove: () => rm(file, { force: true }) };
}

function readControlFile(dataDir: string): ControlFile | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
}

/** The URL the CLI reaches a server at: its HOST, or loopback when it listens on every address. */
export function controlUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

const silent = pino({ level: 'silent' });

/**
 * `npm run backup [-- --dir <directory>]`.
 * @returns the archive written
 * @throws BackupError saying what to do (the command prints it and exits 1)
 */
export async function runBackup(argv: string[], source: NodeJS.ProcessEnv = process.env): Promise<BackupSummary> {
  const { values } = parseArgs({ args: argv, options: { dir: { type: 'string' } }, strict: true });
  const env = loadEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  const backups = resolveBackupSettings(dataDir, { dir: env.BACKUP_DIR, cron: env.BACKUP_CRON, keep: env.BACKUP_KEEP });
  const dir = values.dir ? resolve(values.dir) : backups.dir;
  const storage = createStorage(dataDir, s3Options(env));

  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, 2);
    try {
      const ctx: BackupContext = { db: database.db, database, storage, log: silent, config: { dataDir, backups } };
      return await takeBackup(ctx, { dir });
    } finally {
      await database.close();
    }
  }

  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return askServer(dataDir, dir);
  }
  try {
    const database = await openPglite(join(dataDir, 'db'));
    try {
      const ctx: BackupContext = { db: database.db, database, storage, log: silent, config: { dataDir, backups } };
      return await takeBackup(ctx, { dir });
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/** Asks the server that holds DATA_DIR to take the backup (POST /api/internal/backups). */
async function askServer(dataDir: string, dir: string): Promise<BackupSummary> {
  const control = readControlFile(dataDir);
  if (!control) {
    throw new BackupError(
      `A server holds ${dataDir} but left no ${CONTROL_FILE} (it is still starting, or runs an older version): ` +
        'wait until it serves, or stop it and run npm run backup again.',
    );
  }
  let res: Response;
  try {
    res = await fetch(`${control.url}/api/internal/backups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dir }),
    });
  } catch (err) {
    throw new BackupError(`The server holding ${dataDir} did not answer at ${control.url}: ${(err as Error).message}`);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status !== 201) {
    const message = (body as { message?: string } | null)?.message ?? res.statusText;
    throw new BackupError(`The server could not take the backup (${res.status}): ${message}. Its log has the details.`);
  }
  return backupResponseSchema.parse(body);
}

/**
 * `npm run restore -- <archive> [--force]`.
 * @returns what was restored
 * @throws BackupError saying what to do (the command prints it and exits 1)
 */
export async function runRestore(argv: string[], source: NodeJS.ProcessEnv = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new BackupError('Usage: npm run restore -- <archive.tar> [--force]');
  const archive = resolve(positionals[0]!);
  const env = loadEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(`A server is running on ${dataDir}: stop it before restoring.`);
  }
  const scratch = join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    const unpacked = await unpackBackup(archive, scratch);
    return await restoreBackup(
      unpacked,
      { dataDir, databaseUrl: env.DATABASE_URL, storage: createStorage(dataDir, s3Options(env)) },
      { force: values.force },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
    lock.release();
  }
}
