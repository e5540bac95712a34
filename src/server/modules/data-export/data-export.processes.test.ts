/**
 * Exactly once across processes (docs/decisions/039-data-export.md): two apps on one database (two
 * pools on PostgreSQL) build at the same moment; one export is built and one mail queued.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataExports, emailOutbox, users } from '../../db/schema';
import { createTwoApps } from '../../test/helpers';
import { buildNextExport, requestDataExport } from './data-export.service';

let apps: Awaited<ReturnType<typeof createTwoApps>>;

beforeAll(async () => {
  apps = await createTwoApps();
});
afterAll(async () => {
  await apps?.close();
});

it('builds a pending export once when two processes run the job together', async () => {
  const db = apps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'kullanici@demo.example.com'));
  // Whichever process commits first makes the export; the other is refused as a second request the
  // same day (which one wins differs from run to run on PostgreSQL).
  const requested = await Promise.allSettled([
    requestDataExport(apps.one.db, user!.id, 'tr'),
    requestDataExport(apps.two.db, user!.id, 'tr'),
  ]);
  expect(requested.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(requested.find((r) => r.status === 'rejected')).toMatchObject({
    reason: { code: 'DATA_EXPORT_TOO_SOON' },
  });
  expect(await db.select().from(dataExports).where(eq(dataExports.userId, user!.id))).toHaveLength(1);

  const results = await Promise.all([buildNextExport(apps.one), buildNextExport(apps.two)]);
  expect(results.filter(Boolean)).toHaveLength(1);
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user!.email), eq(emailOutbox.templateType, 'data_export_ready')));
  expect(mails).toHaveLength(1);
});
