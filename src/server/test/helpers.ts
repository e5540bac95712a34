/**
 * Test helpers: a fresh seeded database and app per test file (see global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openPglite, openPostgres, type Database } from '../db/client';
import { withDatabase } from './global-setup';

/** Opens a private copy of the seeded test database. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `epp_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(withDatabase(url, name), 4);
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return database;
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openPglite(undefined, new Blob([snapshot]));
}

/** A fresh app over a fresh database; call `close()` in afterAll. */
export async function createTestApp() {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    dataDir: inject('testDataDir'),
    publicUrl: 'http://localhost:5000',
  });
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
