/**
 * Backups and restore (issue 23, "Backups and restore"): an archive taken while the app serves writes
 * restores every acknowledged write and every stored file, byte for byte, into an empty data directory
 * (PGlite) or database (PostgreSQL, with TEST_DATABASE_URL: pg_dump/pg_restore); a second app serves
 * the restored data; a version-N backup restores on N+1; damaged archives and non-empty targets are
 * refused without changing anything; `npm run backup` reaches a running embedded server through its
 * control route; the schedule keeps the newest BACKUP_KEEP; the status warns when backups are stale.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, latestMigration, migrationsFolder, openPglite, openPostgres, queryRows } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { LocalStorage } from '../../storage';
import { withDatabase } from '../../test/global-setup';
import { catalogueFromIndex, freshIp, openTestDatabase, signIn, TEST_ORIGIN } from '../../test/helpers';
import { createBackup, restoreBackup, runTool, unpackBackup } from './backup-archive';
import { CONTROL_FILE, runBackup, runRestore, writeControlFile } from './backup-cli';
import { backupStatus, BACKUP_STALE_MS, lastBackup, pruneBackups, recordBackup, takeBackup } from './backups.service';

const postgresUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(inject('postgresTemplate') && postgresUrl);
const scratch: string[] = [];
const databases: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database, dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const name = `epp_r_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  databases.push(name);
  return withDatabase(postgresUrl!, name);
}

/**
 * The source: a data directory with the seeded test database in it (PGlite on disk; on PostgreSQL a
 * private copy), its uploads folder, and an app serving them.
 */
async function openSource(): Promise<{ dataDir: string; database: Database; app: FastifyInstance }> {
  const dataDir = tempDir('epp-backup-src-');
  const database = onPostgres
    ? await openTestDatabase()
    : await openPglite(join(dataDir, 'db'), new Blob([readFileSync(inject('pgliteSnapshot'))]));
  const app = await buildApp({
    database,
    dataDir,
    publicUrl: TEST_ORIGIN,
    storage: new LocalStorage(join(dataDir, 'uploads')),
  });
  return { dataDir, database, app };
}

/** Restores `archive` into a fresh target and opens an app on it. */
async function restoreFresh(archive: string, { concurrentStarts = 1 } = {}) {
  const dataDir = tempDir('epp-backup-dst-');
  const databaseUrl = onPostgres ? await emptyPostgres() : undefined;
  const storage = new LocalStorage(join(dataDir, 'uploads'));
  const unpacked = await unpackBackup(archive, join(dataDir, '.restore'));
  const summary = await restoreBackup(unpacked, { dataDir, databaseUrl, storage });
  rmSync(join(dataDir, '.restore'), { recursive: true, force: true });
  const database = databaseUrl ? openPostgres(databaseUrl, 2) : await openPglite(join(dataDir, 'db'));
  // What each process does at start; on PostgreSQL several may start at once (an upgrade rolled out).
  const others = databaseUrl ? Array.from({ length: concurrentStarts - 1 }, () => openPostgres(databaseUrl, 1)) : [];
  await Promise.all([database.migrate(), ...others.map((o) => o.migrate())]);
  await Promise.all(others.map((o) => o.close()));
  const app = await buildApp({ database, dataDir, publicUrl: TEST_ORIGIN, storage });
  return { dataDir, database, app, summary, databaseUrl };
}

const subscribe = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });

let source: Awaited<ReturnType<typeof openSource>>;
/** The archive of the first test and where it was restored; the second test restores over it. */
let taken: { archive: string; dataDir: string; databaseUrl?: string } | undefined;

beforeAll(async () => {
  source = await openSource();
});

afterAll(async () => {
  await source?.app.close();
  await source?.database.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/**
 * Each test opens, dumps and restores whole databases on disk (seconds on an idle machine, far more
 * beside the other CI lanes): the suite's 30 s per test is too short for them.
 */
const HEAVY = { timeout: 240_000 };

describe('backup and restore', HEAVY, () => {
  it('restores every write acknowledged before the backup and every file byte for byte, taken under write load', async () => {
    const { app } = source;
    const files = new Map<string, Buffer>();
    for (let i = 0; i < 12; i++) {
      const key = `${i % 2 ? 'public' : 'private'}/load-${i}-${randomBytes(4).toString('hex')}.bin`;
      const data = randomBytes(1000 + i * 4093);
      await app.storage.put(key, data, 'application/octet-stream');
      files.set(key, data);
    }

    // Writers keep subscribing while the backup runs; each remembers when its write was acknowledged.
    const acknowledged: { email: string; at: number }[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const email = `load-${n++}-${randomBytes(3).toString('hex')}@example.com`;
        const res = await subscribe(app, email);
        expect(res.statusCode).toBe(200);
        acknowledged.push({ email, at: performance.now() });
      }
    };
    const writers = [writer(), writer(), writer()];
    let summary: Awaited<ReturnType<typeof takeBackup>>;
    let started: number;
    try {
      while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
      started = performance.now();
      summary = await takeBackup(app, { dir: join(source.dataDir, 'backups') });
    } finally {
      stop = true; // also when the backup failed: no writer outlives the test
      await Promise.all(writers);
    }
    const before = acknowledged.filter((a) => a.at < started);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(summary.objects).toBeGreaterThanOrEqual(files.size);

    const restored = await restoreFresh(summary.file);
    try {
      const rows = await queryRows<{ email: string }>(
        restored.database.db,
        sql`SELECT email FROM newsletter_subscribers`,
      );
      const present = new Set(rows.map((r) => r.email));
      expect(before.filter((a) => !present.has(a.email))).toEqual([]);
      // Whatever else the archive holds is whole: no write of the load appears twice or half.
      expect(rows.filter((r) => r.email.startsWith('load-')).length).toBeLessThanOrEqual(acknowledged.length);

      for (const [key, data] of files) {
        const stream = await restored.app.storage.get(key);
        const chunks: Buffer[] = [];
        for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array));
        expect(Buffer.concat(chunks).equals(data), key).toBe(true);
      }
      // The second app serves the restored data: the demo catalogue, a public file, a sign-in.
      await catalogueFromIndex(restored.app);
      const list = await restored.app.inject({ method: 'GET', url: '/api/partners?limit=5' });
      expect(list.statusCode).toBe(200);
      const publicKey = [...files.keys()].find((k) => k.startsWith('public/'))!;
      const served = await restored.app.inject({
        method: 'GET',
        url: `/public-objects/${publicKey.slice('public/'.length)}`,
      });
      expect(served.rawPayload.equals(files.get(publicKey)!)).toBe(true);
      await signIn(restored.app, 'kullanici@demo.example.com');
      await subscribe(restored.app, 'kept-before-restore@example.com');
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
    taken = { archive: summary.file, dataDir: restored.dataDir, databaseUrl: restored.databaseUrl };
  });

  it('refuses a non-empty target unless forced, and a damaged archive without touching the target', async () => {
    // The target the first test restored into, which has since taken a write of its own.
    const restored = taken!;
    const marker = 'kept-before-restore@example.com';
    const summary = { file: restored.archive };
    const target = {
      dataDir: restored.dataDir,
      databaseUrl: restored.databaseUrl,
      storage: new LocalStorage(join(restored.dataDir, 'uploads')),
    };
    const reopen = async () =>
      restored.databaseUrl ? openPostgres(restored.databaseUrl, 1) : openPglite(join(restored.dataDir, 'db'));
    const emails = async () => {
      const db = await reopen();
      try {
        return (await queryRows<{ email: string }>(db.db, sql`SELECT email FROM newsletter_subscribers`)).map(
          (r) => r.email,
        );
      } finally {
        await db.close();
      }
    };

    const unpacked = await unpackBackup(summary.file, tempDir('epp-unpack-'));
    await expect(restoreBackup(unpacked, target)).rejects.toThrow(/not empty.*--force/);
    expect(await emails()).toContain(marker);

    // One flipped byte in the database dump (the first member: its data follows the 512-byte header).
    const damaged = join(tempDir('epp-damaged-'), 'damaged.tar');
    const bytes = readFileSync(summary.file);
    bytes[512 + 100]! ^= 0xff;
    writeFileSync(damaged, bytes);
    await expect(unpackBackup(damaged, tempDir('epp-unpack-'))).rejects.toThrow(/does not match its checksum/);
    expect(await emails()).toContain(marker);

    await restoreBackup(unpacked, target, { force: true });
    expect(await emails()).not.toContain(marker);
  });

  it('restores a backup of the previous version, whose migrations run at the next start', async () => {
    // A database at version N: every migration but the last.
    const folder = tempDir('epp-migrations-');
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag !== latestMigration.tag);
    writeFileSync(journalFile, JSON.stringify(journal));

    const dataDir = tempDir('epp-old-');
    let database: Database;
    if (onPostgres) {
      database = openPostgres(await emptyPostgres(), 2);
      await migratePg(drizzlePg(database.pool!), { migrationsFolder: folder });
    } else {
      database = await openPglite(); // in memory: what is dumped is the same, and it is faster
      await migratePglite(drizzlePglite(database.pglite!), { migrationsFolder: folder });
    }
    const storage = new LocalStorage(join(dataDir, 'uploads'));
    let archive: string;
    try {
      archive = (await createBackup({ database, storage, dataDir }, join(dataDir, 'backups'))).file;
    } finally {
      await database.close();
    }

    // This version's migrate(), as at start: on PostgreSQL three processes at once, which must not collide.
    const restored = await restoreFresh(archive, { concurrentStarts: 3 });
    try {
      expect(restored.summary.manifest.migration.tag).toBeNull(); // written before the last migration
      const [row] = await queryRows<{ latest: string }>(
        restored.database.db,
        sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
      );
      expect(Number(row!.latest)).toBe(latestMigration.when);
      const ready = await restored.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready' });
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
  });

  it('says how to install the PostgreSQL client tools when they are missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir('epp-empty-path-');
    try {
      await expect(runTool('pg_dump', ['--version'])).rejects.toThrow(
        /pg_dump was not found.*apt-get install postgresql-client/,
      );
      await expect(runTool('pg_restore', ['--version'])).rejects.toThrow(/pg_restore was not found/);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('npm run backup and the control route', HEAVY, () => {
  it('backs up a running server: the embedded one through its control route (it alone may read its database), PostgreSQL directly', async () => {
    const dataDir = tempDir('epp-cli-');
    const database = onPostgres
      ? await openTestDatabase()
      : await openPglite(join(dataDir, 'db'), new Blob([readFileSync(inject('pgliteSnapshot'))]));
    // Held as the server holds it: on PGlite the command can only succeed by asking the server.
    const lock = await lockDataDir(dataDir);
    const token = randomBytes(32).toString('base64url');
    const app = await buildApp({
      database,
      dataDir,
      publicUrl: TEST_ORIGIN,
      storage: new LocalStorage(join(dataDir, 'uploads')),
      backups: { controlToken: token },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const control = await writeControlFile(dataDir, `http://127.0.0.1:${port}`, token);
      expect(existsSync(join(dataDir, CONTROL_FILE))).toBe(true);

      const wrong = await app.inject({
        method: 'POST',
        url: '/api/internal/backups',
        headers: { authorization: 'Bearer nope' },
        payload: {},
      });
      expect(wrong.statusCode).toBe(401);

      const out = join(dataDir, 'cli-backups');
      const summary = await runBackup(['--dir', out], { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' });
      expect(readdirSync(out)).toEqual([summary.file.split('/').pop()]);
      expect((await lastBackup(database.db))?.file).toBe(summary.file.split('/').pop());

      // The admin system status shows it.
      const cookie = await signIn(app, 'admin@demo.example.com');
      const status = await app.inject({ method: 'GET', url: '/api/admin/system-status', headers: { cookie } });
      expect(status.json().backup).toMatchObject({ scheduled: false, last: { bytes: summary.bytes } });

      // Restoring under a running server is refused.
      await expect(runRestore([summary.file], { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' })).rejects.toThrow(
        /server is running.*stop it/,
      );
      await control.remove();
    } finally {
      await app.close();
      await database.close();
      lock.release();
    }
  });

  it('has no control route without a control token (PostgreSQL, tests)', async () => {
    const res = await source.app.inject({ method: 'POST', url: '/api/internal/backups', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('the schedule', () => {
  it('keeps the newest BACKUP_KEEP archives and nothing else is touched', async () => {
    const dir = tempDir('epp-prune-');
    const names = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(
      (d) => `epp-backup-${d}T03-00-00-000Z.tar`,
    );
    for (const n of [...names, 'notes.txt']) writeFileSync(join(dir, n), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });

  it('warns when scheduled backups are over a day old, and not when none are scheduled', async () => {
    const db = source.database.db;
    const now = Date.parse('2026-11-27T12:00:00Z');
    const config = (cron?: string) => ({ dataDir: source.dataDir, backups: { dir: '/b', cron, keep: 7 } });
    await recordBackup(db, {
      file: '/b/x.tar',
      bytes: 10,
      createdAt: new Date(now - BACKUP_STALE_MS - 60_000).toISOString(),
      objects: 0,
    });
    expect((await backupStatus({ db, config: config('0 3 * * *') }, now)).health).toBe('warning');
    expect((await backupStatus({ db, config: config() }, now)).health).toBe('healthy');
    await recordBackup(db, {
      file: '/b/y.tar',
      bytes: 10,
      createdAt: new Date(now - 3600_000).toISOString(),
      objects: 0,
    });
    expect(await backupStatus({ db, config: config('0 3 * * *') }, now)).toMatchObject({
      health: 'healthy',
      schedule: '0 3 * * *',
      last: { file: 'y.tar', bytes: 10 },
    });
  });
});
