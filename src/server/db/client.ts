/**
 * Database connection: embedded PGlite in a data directory by default, node-postgres when a
 * `postgres://` URL is given (ARCHITECTURE.md, database). Both speak the same schema and migrations.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The journal's last migration: its tag (`0025_partner_notify`) and `when` (epoch ms), which drizzle
 * records as `created_at` in `drizzle.__drizzle_migrations` once applied. Readiness compares them
 * (GET /readyz); a backup names them, and a restore refuses a backup from a newer version (issue 23).
 */
export const latestMigration: { tag: string; when: number } = (() => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const last = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: last.tag, when: last.when };
})();

/** Key of the session advisory lock held while migrating PostgreSQL (one process migrates at a time). */
export const MIGRATION_LOCK_KEY = 7_110_023;

/** An open database with its driver-specific lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `SELECT 1`; resolves with the round trip in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /** Applies pending migrations from {@link migrationsFolder}. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance (embedded only), e.g. for `dumpDataDir` in tests. */
  pglite?: PGlite;
  /** The pool (PostgreSQL only). */
  pool?: pg.Pool;
  /** The connection string (PostgreSQL only), for connections outside the pool (LISTEN). */
  url?: string;
  /**
   * Calls `listener` with each statement's duration in seconds, from sending it to its answer (GET
   * /metrics `db_query_duration_seconds`; issue 23). @returns a function that stops the calls
   */
  onQuery(listener: (seconds: number) => void): () => void;
}

/** The listeners of {@link Database.onQuery}, and the timing every wrapped call reports to. */
function queryTimer() {
  const listeners = new Set<(seconds: number) => void>();
  return {
    subscribe(listener: (seconds: number) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Wraps `target[method]` (a promise-returning call) to report its duration. */
    wrap<T extends object>(target: T, method: keyof T & string): void {
      const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
      (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
        if (!listeners.size) return original(...args);
        const started = performance.now();
        const done = () => {
          const seconds = (performance.now() - started) / 1000;
          for (const l of listeners) l(seconds);
        };
        // node-postgres: the pool itself passes a callback; drizzle awaits the promise. A submittable
        // (a cursor) returns neither and is not timed.
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const callback = args[last] as (...a: unknown[]) => void;
          args[last] = (...a: unknown[]) => {
            done();
            callback(...a);
          };
          return original(...args);
        }
        const result = original(...args);
        return result instanceof Promise ? result.finally(done) : result;
      };
    },
  };
}

/** PGlite needs these contrib extensions for the first migration (pg_trgm, unaccent). */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Opens an embedded PGlite database.
 * @param dataDir directory to persist in; `undefined` keeps it in memory.
 * @param loadDataDir optional tarball from `dumpDataDir()` to start from (fast test databases).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    loadDataDir,
  });
  const timer = queryTimer();
  timer.wrap(client, 'query');
  timer.wrap(client, 'exec');
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      timer.wrap(tx, 'query');
      timer.wrap(tx, 'exec');
      return fn(tx);
    });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // ALTER DATABASE settings apply to new sessions; PGlite has one session, so set it here too.
  await client.exec('SET random_page_cost = 1.1');
  return {
    db,
    kind: 'pglite',
    pglite: client,
    onQuery: (listener) => timer.subscribe(listener),
    async ping() {
      const t = performance.now();
      await client.query('SELECT 1');
      return performance.now() - t;
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder,
      });
      await client.exec('SET random_page_cost = 1.1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Opens a node-postgres pool.
 * @param url `postgres://…` connection string.
 * @param max pool size (default 10).
 */
export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Set per connection so the planner setting holds even before the migration's ALTER DATABASE.
    // Catalogue queries are short: parallel workers only add overhead when every core is busy serving.
    options: '-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0',
    connectionTimeoutMillis: 5000,
  });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Every statement, pooled or in a transaction, runs on a client the pool connected.
  const timer = queryTimer();
  pool.on('connect', (client) => timer.wrap(client, 'query'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    onQuery: (listener) => timer.subscribe(listener),
    url,
    async ping() {
      const t = performance.now();
      await pool.query('SELECT 1');
      return performance.now() - t;
    },
    async migrate() {
      // Several processes starting together (an upgrade rolled out to all of them) would each apply the
      // pending migrations: the first takes the lock and applies them, the others wait, then find
      // nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/db`. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(`${opts.dataDir}/db`);
}

/**
 * `when` of the database's last applied migration (drizzle's `created_at`), null when none is: what
 * readiness compares with {@link latestMigration} and a backup's manifest records.
 */
export async function appliedMigrationWhen(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ latest: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
  );
  return row?.latest == null ? null : Number(row.latest);
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res: unknown = await db.execute(query);
  return (res as { rows: T[] }).rows;
}
