/**
 * Start-up seeding: reference data on every start, demo data once when asked for.
 */
import type { Db } from '../client';
import { seedDemo } from './demo';
import { seedReference } from './reference';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';

/**
 * Runs the seeds in order: {@link seedReference} (idempotent, keeps admin edits), then, when
 * `opts.demo` is true, {@link seedDemo} (writes only into an installation without demo data).
 *
 * @param db a migrated database.
 * @param opts.demo whether to add the demo partners and accounts.
 * @param opts.uploadsDir storage root for generated demo images (`${uploadsDir}/public/`).
 * @throws on any database or file-system error; each seed is its own transaction, so reference data
 *   may be committed when the demo seed fails.
 */
export async function runSeeds(db: Db, opts: { demo: boolean; uploadsDir: string }): Promise<void> {
  await seedReference(db);
  if (opts.demo) await seedDemo(db, { uploadsDir: opts.uploadsDir });
}
