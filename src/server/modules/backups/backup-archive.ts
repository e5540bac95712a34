/**
 * Backup archives (issue 23, "Backups and restore"; docs/decisions/034-backups.md): one `.tar` file
 * holding the database, the uploaded files and a checksum manifest, written while the server runs,
 * and restored into an empty data directory or database.
 *
 * Members:
 * - `database/pglite.tar.gz`: PGlite's own dump of its data directory (`dumpDataDir`), taken between
 *   two queries, so it is the state after the last committed transaction as crash recovery sees it;
 * - `database/postgresql.dump`: `pg_dump --format=custom` (one consistent snapshot);
 * - `files/<key>`: every object of the local storage (DATA_DIR/uploads), byte for byte; an S3 bucket's
 *   objects are only listed in the manifest (the bucket's versioning is their backup);
 * - `auth-secret`: DATA_DIR's development secret, when there is one (sessions and signed links keep
 *   working after a restore);
 * - `manifest.json`, last: what was backed up and each member's size and SHA-256.
 *
 * The database is dumped before the files are read, so every file a backed-up row names was stored
 * before the dump (uploads are written before their row) and is in the archive, unless it was
 * deleted in the seconds between.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { appliedMigrationWhen, type Database, latestMigration, openPglite } from '../../db/client';
import type { ObjectStorage } from '../../storage';

/** Version of the archive layout; a restore refuses others. */
export const BACKUP_FORMAT = 1;

/** File names of archives: `epp-backup-2026-11-27T03-00-00-123Z.tar` (UTC, sortable). */
export const BACKUP_FILE_PATTERN = /^epp-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

/** One member of the archive with its size in bytes and SHA-256 (hex). */
export interface BackupMember {
  name: string;
  bytes: number;
  sha256: string;
}

/** `manifest.json`: what an archive holds. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** ISO time the database was dumped. */
  createdAt: string;
  /** `version` of package.json that wrote it. */
  appVersion: string;
  /** The database's last applied migration (drizzle's `created_at`, and its tag in this version's journal). */
  migration: { when: number; tag: string | null };
  database: { kind: Database['kind']; member: string };
  /**
   * Every stored object. `local`: each is the member `files/<key>`. `s3`: listed only (key, size,
   * ETag), with the bucket's name.
   */
  storage: { kind: ObjectStorage['kind']; bucket?: string; objects: { key: string; bytes: number; etag?: string }[] };
  /** Every member but the manifest itself. */
  members: BackupMember[];
}

/** What {@link createBackup} wrote. */
export interface BackupSummary {
  /** Absolute path of the archive. */
  file: string;
  /** Size of the archive in bytes. */
  bytes: number;
  createdAt: string;
  /** Objects copied into the archive (local storage) or listed (S3). */
  objects: number;
}

/** A backup or restore that cannot be done; `message` says what to do (the CLI prints it as is). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What a backup reads: the open database, the app's storage and DATA_DIR (for `auth-secret`). */
export interface BackupSource {
  database: Database;
  storage: ObjectStorage;
  dataDir: string;
}

/** package.json's version (four levels above this module), named in every manifest. */
const appVersion = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The archive's file name for a dump taken at `at`. */
export function backupFileName(at: Date): string {
  return `epp-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
}

/** Runs a PostgreSQL client tool; a missing tool is a {@link BackupError} saying how to install it. */
export async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version ` +
                'or newer (Debian/Ubuntu: apt-get install postgresql-client).',
            )
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().slice(-2000)}`));
    });
  });
}

/** The database's last applied migration. */
async function appliedMigration(database: Database): Promise<BackupManifest['migration']> {
  const when = (await appliedMigrationWhen(database.db)) ?? 0;
  return { when, tag: when === latestMigration.when ? latestMigration.tag : null };
}

/** Writes one member from a buffer. */
function addBuffer(pack: tar.Pack, name: string, data: Buffer, members: BackupMember[]): Promise<void> {
  members.push({ name, bytes: data.length, sha256: sha256(data) });
  return new Promise((res, rej) =>
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (e) => (e ? rej(e) : res())),
  );
}

/** Writes one member from a file that no longer changes (a finished dump), hashing it on the way. */
async function addFile(pack: tar.Pack, name: string, path: string, members: BackupMember[]): Promise<void> {
  const { size } = await stat(path);
  const hash = createHash('sha256');
  await new Promise<void>((res, rej) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (e) => (e ? rej(e) : res()));
    const input = createReadStream(path);
    input.on('data', (chunk) => hash.update(chunk));
    input.on('error', rej);
    input.pipe(entry);
  });
  members.push({ name, bytes: size, sha256: hash.digest('hex') });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Writes a consistent archive of the database and the uploaded files into `outDir` while the app
 * keeps serving. The archive appears under its final name only when complete (it is written as
 * `<name>.partial` and renamed), so a reader or the pruning never sees half a backup.
 * @param outDir created when missing
 * @throws BackupError when pg_dump is missing or fails; other errors from the file system or storage
 */
export async function createBackup(source: BackupSource, outDir: string): Promise<BackupSummary> {
  const dir = resolve(outDir);
  await mkdir(dir, { recursive: true });
  const members: BackupMember[] = [];
  const scratch = join(dir, `.backup-${randomBytes(6).toString('hex')}`);
  await mkdir(scratch, { recursive: true });
  const createdAt = new Date();
  const file = join(dir, backupFileName(createdAt));
  const partial = `${file}.partial`;
  try {
    const migration = await appliedMigration(source.database);
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    // A failed write must not leave the pack waiting for a reader: stop adding members.
    let writeError: unknown;
    written.catch((err: unknown) => {
      writeError = err;
    });

    const database = source.database;
    let databaseMember: string;
    if (database.kind === 'pglite') {
      // The checkpoint makes the data files current, so the restore replays little WAL.
      await database.pglite!.exec('CHECKPOINT');
      const dump = Buffer.from(await (await database.pglite!.dumpDataDir('gzip')).arrayBuffer());
      databaseMember = 'database/pglite.tar.gz';
      await addBuffer(pack, databaseMember, dump, members);
    } else {
      const dumpFile = join(scratch, 'postgresql.dump');
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dumpFile}`,
        database.url!,
      ]);
      databaseMember = 'database/postgresql.dump';
      await addFile(pack, databaseMember, dumpFile, members);
    }

    const objects: BackupManifest['storage']['objects'] = [];
    for await (const object of source.storage.list()) {
      if (writeError) break;
      if (source.storage.kind === 's3') {
        objects.push(object);
        continue;
      }
      const stream = await source.storage.get(object.key);
      if (!stream) continue; // deleted since it was listed
      const data = await readAll(stream);
      objects.push({ key: object.key, bytes: data.length });
      await addBuffer(pack, `files/${object.key}`, data, members);
    }

    const secretFile = join(source.dataDir, 'auth-secret');
    if (existsSync(secretFile)) await addBuffer(pack, 'auth-secret', await readFile(secretFile), members);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion,
      migration,
      database: { kind: database.kind, member: databaseMember },
      storage: {
        kind: source.storage.kind,
        ...(source.storage.kind === 's3' ? { bucket: (source.storage as { bucket?: string }).bucket } : {}),
        objects,
      },
      members,
    };
    await new Promise<void>((res, rej) =>
      pack.entry({ name: 'manifest.json', mode: 0o600 }, JSON.stringify(manifest, null, 2), (e) =>
        e ? rej(e) : res(),
      ),
    );
    pack.finalize();
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, createdAt: manifest.createdAt, objects: objects.length };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Members an archive may hold; anything else (a path with `..`, an absolute path) is refused. */
const MEMBER_PATTERN =
  /^(manifest\.json|auth-secret|database\/pglite\.tar\.gz|database\/postgresql\.dump|files\/(public|private)\/[A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

/** An archive unpacked into a scratch directory and checked against its manifest. */
export interface UnpackedBackup {
  manifest: BackupManifest;
  /** Where the members are: `<dir>/<member name>`. */
  dir: string;
}

/**
 * Unpacks `archive` into `scratchDir` and checks every member against the manifest (size and SHA-256,
 * none missing, none extra) and the manifest against this version (format; a database migrated
 * beyond this version's last migration is refused).
 * @throws BackupError naming what is wrong
 */
export async function unpackBackup(archive: string, scratchDir: string): Promise<UnpackedBackup> {
  if (!existsSync(archive)) throw new BackupError(`No such archive: ${archive}`);
  await mkdir(scratchDir, { recursive: true });
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), extract).catch((err: unknown) => {
    throw new BackupError(`${archive} is not a readable backup archive: ${(err as Error).message}`);
  });
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!MEMBER_PATTERN.test(name) || seen.has(name)) {
        entry.resume();
        throw new BackupError(
          `${archive} holds an unexpected member ${JSON.stringify(name)}; it was not written by npm run backup.`,
        );
      }
      const hash = createHash('sha256');
      let bytes = 0;
      const target = join(scratchDir, name);
      await mkdir(dirname(target), { recursive: true });
      const out = createWriteStream(target, { mode: 0o600 });
      for await (const chunk of entry) {
        const buf = chunk as Buffer;
        hash.update(buf);
        bytes += buf.length;
        if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
      }
      await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
      seen.set(name, { bytes, sha256: hash.digest('hex') });
    }
  } catch (err) {
    extract.destroy();
    await reading.catch(() => undefined);
    throw err instanceof BackupError ? err : new BackupError(`${archive} could not be read: ${(err as Error).message}`);
  }
  await reading;

  if (!seen.has('manifest.json'))
    throw new BackupError(`${archive} has no manifest.json: it is incomplete or not a backup.`);
  const manifest = JSON.parse(await readFile(join(scratchDir, 'manifest.json'), 'utf8')) as BackupManifest;
  const format: unknown = manifest.format;
  if (format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${archive} is in backup format ${String(format)}; this version reads format ${String(BACKUP_FORMAT)}.`,
    );
  }
  for (const member of manifest.members) {
    const got = seen.get(member.name);
    if (!got)
      throw new BackupError(`${archive} lacks ${member.name}, which its manifest lists: the archive is damaged.`);
    if (got.bytes !== member.bytes || got.sha256 !== member.sha256) {
      throw new BackupError(`${member.name} in ${archive} does not match its checksum: the archive is damaged.`);
    }
    seen.delete(member.name);
  }
  seen.delete('manifest.json');
  if (seen.size)
    throw new BackupError(`${archive} holds members its manifest does not list: ${[...seen.keys()].join(', ')}.`);
  if (manifest.migration.when > latestMigration.when) {
    throw new BackupError(
      `${archive} was written by a newer version (app ${manifest.appVersion}, its database has migrations this version ` +
        'does not know): restore it with that version or a later one.',
    );
  }
  return { manifest, dir: scratchDir };
}

/** Where a restore writes: DATA_DIR, and PostgreSQL when DATABASE_URL is set. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  /** The storage the restored server will use (its S3 bucket, or DATA_DIR/uploads). */
  storage: ObjectStorage;
}

/** What {@link restoreBackup} restored. */
export interface RestoreSummary {
  manifest: BackupManifest;
  /** Objects written into the target storage. */
  objects: number;
}

/** True when the embedded database directory or the local uploads hold anything. */
async function dataDirInUse(dataDir: string): Promise<string | null> {
  for (const sub of ['db', 'uploads/public', 'uploads/private']) {
    const entries = await readdir(join(dataDir, sub)).catch(() => [] as string[]);
    if (entries.length) return join(dataDir, sub);
  }
  return null;
}

/**
 * Makes the PostgreSQL target ready for pg_restore on one connection: with tables in the schemas the
 * app writes (public, drizzle, pgboss) it refuses, or with `force` drops those schemas.
 * @throws BackupError when the database is not empty and `force` is not set
 */
async function clearPostgresTarget(url: string, force: boolean): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle', 'pgboss')`,
    );
    const tables = Number(res.rows[0]!.n);
    if (!tables) return;
    if (!force) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables} tables). Restore into an empty database, or add --force to replace its contents.`,
      );
    }
    await client.query(
      'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
    );
  } finally {
    await client.end();
  }
}

/**
 * Restores an unpacked backup into `target`. The caller holds DATA_DIR's lock (no server runs on it).
 * Without `force`, a target that holds data (an embedded database or uploads in DATA_DIR, tables in
 * the PostgreSQL database) is refused; with it, that data is replaced — after the archive was checked,
 * so a damaged archive never costs the data it would replace. Migrations of this version run when the
 * server next starts.
 * @throws BackupError when the target is not empty, or the backup's database kind is not the target's
 */
export async function restoreBackup(
  backup: UnpackedBackup,
  target: RestoreTarget,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const { manifest, dir } = backup;
  const wantsPostgres = Boolean(target.databaseUrl);
  if ((manifest.database.kind === 'postgres') !== wantsPostgres) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This backup is of the embedded database: unset DATABASE_URL and point DATA_DIR at an empty directory.',
    );
  }

  if (wantsPostgres) {
    await clearPostgresTarget(target.databaseUrl!, options.force ?? false);
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl!}`,
      join(dir, manifest.database.member),
    ]);
  } else {
    const used = await dataDirInUse(target.dataDir);
    if (used && !options.force) {
      throw new BackupError(
        `${used} is not empty. Restore into an empty DATA_DIR, or add --force to replace its database and files.`,
      );
    }
    if (used) {
      await rm(join(target.dataDir, 'db'), { recursive: true, force: true });
      await rm(join(target.dataDir, 'uploads', 'public'), { recursive: true, force: true });
      await rm(join(target.dataDir, 'uploads', 'private'), { recursive: true, force: true });
    }
    const dump = await readFile(join(dir, manifest.database.member));
    const database = await openPglite(join(target.dataDir, 'db'), new Blob([dump]));
    await database.close();
  }

  let objects = 0;
  if (manifest.storage.kind === 'local') {
    for (const object of manifest.storage.objects) {
      await target.storage.put(object.key, await readFile(join(dir, 'files', object.key)), 'application/octet-stream');
      objects += 1;
    }
  }
  await mkdir(join(target.dataDir, 'uploads', 'public'), { recursive: true });
  await mkdir(join(target.dataDir, 'uploads', 'private'), { recursive: true });
  if (manifest.members.some((m) => m.name === 'auth-secret')) {
    const secret = join(target.dataDir, 'auth-secret');
    if (!existsSync(secret) || options.force) {
      await writeFile(secret, await readFile(join(dir, 'auth-secret')), { mode: 0o600 });
      await chmod(secret, 0o600);
    }
  }
  return { manifest, objects };
}
