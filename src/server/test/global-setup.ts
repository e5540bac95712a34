/**
 * Vitest global setup for the server suite: builds one migrated and seeded database, then every test
 * file gets its own copy of it (PGlite: a `dumpDataDir` snapshot; PostgreSQL with TEST_DATABASE_URL:
 * `CREATE DATABASE … TEMPLATE`). An unreachable TEST_DATABASE_URL fails the run; it never skips.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { runSeeds } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDataDir: string;
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'epp-test-'));
  const uploadsDir = join(dataDir, 'uploads');
  project.provide('testDataDir', dataDir);
  const url = process.env.TEST_DATABASE_URL;

  if (url) {
    const template = `epp_tpl_${process.pid}`;
    const admin = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
    });
    await admin.connect(); // throws when PostgreSQL is unreachable: the run fails
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(withDatabase(url, template), 2);
    await database.migrate();
    await runSeeds(database.db, { demo: true, production: false, uploadsDir });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const database = await openPglite();
  await database.migrate();
  await runSeeds(database.db, { demo: true, production: false, uploadsDir });
  const snapshot = await database.pglite!.dumpDataDir('none');
  const snapshotPath = join(dataDir, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(dataDir, { recursive: true, force: true });
}
