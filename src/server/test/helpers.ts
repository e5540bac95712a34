/**
 * Test helpers: a fresh seeded database and app per test file (see global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppConfig, buildApp } from '../app';
import { openPglite, openPostgres, type Database, type Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
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

/** A limit no test reaches: functional tests keep limits out of the way (auth.rate-limit.test.ts covers them). */
export const LOOSE_LIMIT = { max: 1000, window: 60 };

/** Every auth limit set to {@link LOOSE_LIMIT}, with `overrides` on top (e.g. a strict sign-in). */
export function looseAuthLimits(overrides: AppConfig['authRateLimits'] = {}): AppConfig['authRateLimits'] {
  const loose = { ip: LOOSE_LIMIT, email: LOOSE_LIMIT };
  return {
    signIn: loose,
    signUp: loose,
    magicLink: loose,
    forgotPassword: loose,
    resetPassword: { ip: LOOSE_LIMIT },
    verificationEmail: loose,
    mailPerAddress: LOOSE_LIMIT,
    ...overrides,
  };
}

/** Public origin of every test app; state-changing test requests send it as `Origin`. */
export const TEST_ORIGIN = 'http://localhost:5000';

/**
 * A fresh app over a fresh database, its catalogue served from the search index (built); call
 * `close()` in afterAll. A test that writes partner rows straight to the tables (not through a route
 * or `writePartners`) calls `app.catalogueSearch.settled()` before reading the catalogue, as another
 * process would see the change a moment after the commit.
 * @param overrides extra `buildApp` options (e.g. `authRateLimits`, `google`)
 */
export async function createTestApp(overrides: Partial<Omit<AppConfig, 'database'>> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    dataDir: inject('testDataDir'),
    publicUrl: TEST_ORIGIN,
    ...overrides,
  });
  await catalogueFromIndex(app);
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

/**
 * Two apps on one private copy of the test database, standing for two server processes: on PostgreSQL
 * (TEST_DATABASE_URL) each has its own pool and listening connection; on PGlite they share the one
 * embedded database. Both serve the catalogue from their index before this returns. Call `close()` in
 * afterAll.
 */
export async function createTwoApps(): Promise<{
  database: Database;
  one: FastifyInstance;
  two: FastifyInstance;
  close: () => Promise<void>;
}> {
  const database = await openTestDatabase();
  const second = database.url ? openPostgres(database.url, 2) : undefined;
  const config = { dataDir: inject('testDataDir'), publicUrl: TEST_ORIGIN };
  const one = await buildApp({ ...config, database });
  const two = await buildApp({ ...config, database: second ?? database });
  await catalogueFromIndex(one);
  await catalogueFromIndex(two);
  return {
    database,
    one,
    two,
    async close() {
      await two.close();
      await one.close();
      await second?.close();
      await database.close();
    },
  };
}

/**
 * Waits (bounded) until `app` answers the catalogue from its search index: the listener is up, the
 * index built and every notification applied.
 * @throws the waitFor error when that takes more than 10 s
 */
export async function catalogueFromIndex(app: FastifyInstance): Promise<void> {
  await vi.waitFor(
    async () => {
      await app.catalogueSearch.settled();
      expect(app.catalogueSearch.fromIndex).toBe(true);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The `name=value` of the session cookie a response sets, or undefined (also when it clears it). */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const cookie = list.find((c) => /^(__Secure-)?epp\.session_token=[^;]+/.test(c) && !/Max-Age=0/i.test(c));
  return cookie?.split(';')[0];
}

let nextIp = 0;
/** A fresh client address per call, so per-IP limits of one test do not spill into another. */
export const freshIp = () => `10.${(++nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;

/**
 * The device cookie (`epp.device_id`, docs/decisions/037-security-alerts.md) each account got at its
 * first {@link signIn} on an app: later sign-ins send it back, as one browser would, so they mail no
 * new-browser `security_alert` into the outbox the tests read (auth/known-browsers.test.ts tests those).
 */
const deviceCookies = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * Signs in through POST /api/login (demo password by default), always from the same browser per
 * account and app (its device cookie).
 * @returns the session cookie (`name=value`) to send as `cookie`
 * @throws Error when the sign-in does not answer 200 with a session cookie
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const devices = deviceCookies.get(app) ?? new Map<string, string>();
  deviceCookies.set(app, devices);
  const device = devices.get(email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: TEST_ORIGIN, ...(device ? { cookie: device } : {}) },
    remoteAddress: freshIp(),
    payload: { email, password },
  });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const raw = res.headers['set-cookie'];
  const issued = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => /^(__Secure-)?epp\.device_id=/.test(c));
  if (issued) devices.set(email, issued.split(';')[0]!);
  return cookie;
}

/** The newest outbox mail to `address`, if any. */
export async function latestMail(db: Db, address: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

/** Every outbox mail to `address`, oldest first. */
export async function mailsTo(db: Db, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(emailOutbox.id);
}

/** The first link in a mail's HTML that contains `part`, as a path (origin removed) for `inject`. */
export function linkIn(html: string, part: string): string {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const href = hrefs.find((h) => h.includes(part));
  if (!href) throw new Error(`no link containing ${part}`);
  return href.replace(TEST_ORIGIN, '');
}

/**
 * The newest outbox mail of `type` to `address`, waiting for it (up to 5 s): some mails are queued
 * after the answer (the password reset, issue 7).
 */
export async function waitForMail(db: Db, address: string, type: string) {
  return vi.waitFor(
    async () => {
      const found = (await mailsTo(db, address)).filter((m) => m.templateType === type).at(-1);
      if (!found) throw new Error(`no ${type} mail to ${address} yet`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
}
