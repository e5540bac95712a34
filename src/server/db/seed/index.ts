/**
 * Start-up seeding: reference data on every start, demo data once when asked for.
 */
import type { Db } from '../client';
import { refreshMissingSearchCodes } from '../search-index';
import { seedDemo } from './demo';
import { seedReference } from './reference';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';

/**
 * Runs the seeds in order: {@link seedReference} (idempotent, keeps admin edits), the search documents
 * a migration left incomplete ({@link refreshMissingSearchCodes}: migration 0018's trade codes need the
 * JavaScript normaliser), then, when `opts.demo` is true, {@link seedDemo} (writes only into an
 * installation without demo data).
 *
 * @param db a migrated database.
 * @param opts.demo whether to add the demo partners and accounts.
 * @param opts.production true when NODE_ENV=production: the demo is then refused whatever the
 *   database, because its accounts (admins included) have a password published in the README.
 *   Required, so that every caller decides; `loadEnv` already refuses `SEED_DEMO=true` in production,
 *   this is the second line for callers that do not go through it.
 * @param opts.uploadsDir storage root for generated demo images (`${uploadsDir}/public/`).
 * @throws Error when `demo` and `production` are both true, before anything is written.
 * @throws on any database or file-system error; each seed is its own transaction, so reference data
 *   may be committed when the demo seed fails.
 */
export async function runSeeds(
  db: Db,
  opts: { demo: boolean; production: boolean; uploadsDir: string },
): Promise<void> {
  if (opts.demo && opts.production) {
    throw new Error('Refusing to seed demo data with NODE_ENV=production: the demo accounts have a published password');
  }
  await seedReference(db);
  await refreshMissingSearchCodes(db);
  if (opts.demo) await seedDemo(db, { uploadsDir: opts.uploadsDir });
}
