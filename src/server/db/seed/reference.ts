/**
 * Reference data upsert, run on every start (PRODUCT-DECISIONS 19). Content lives in
 * `reference-data.ts`; this file only decides what may be overwritten.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  capabilityDefinitions,
  categories,
  emailTemplates,
  notificationTemplates,
  services,
  smsTemplates,
  systemConfig,
} from '../schema';
import {
  CATEGORIES,
  EMAIL_TEMPLATES,
  NOTIFICATION_TEMPLATES,
  SERVICE_POOLS,
  SMS_TEMPLATES,
  SYSTEM_CONFIG_DEFAULTS,
} from './reference-data';
import { CAPABILITY_DEFAULTS } from './capability-data';

/**
 * Seeds categories, service pools, e-mail / notification / SMS templates, default system config and
 * capability field definitions,
 * idempotently, in one transaction and with one bulk statement per table.
 *
 * - Categories are the product's own vocabulary: their names, icons and order follow the code, so a
 *   changed name or icon is applied on the next start (rows are only rewritten when they differ).
 * - Services, templates and config rows are inserted when missing and otherwise left alone, so that
 *   admin edits (a template's subject, the SEO texts, a service description) survive restarts.
 *   A service that was renamed by an admin therefore comes back under its seeded name.
 *
 * @param db a migrated database.
 * @throws whatever the driver throws (e.g. the schema is not migrated); nothing is written then.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(CATEGORIES.map((c, sortOrder) => ({ ...c, sortOrder })))
      .onConflictDoUpdate({
        target: categories.slug,
        set: {
          name: sql`excluded.name`,
          nameEn: sql`excluded.name_en`,
          icon: sql`excluded.icon`,
          sortOrder: sql`excluded.sort_order`,
        },
        // Skipping identical rows keeps the no-op start free of dead tuples and WAL.
        setWhere: sql`(${categories.name}, ${categories.nameEn}, ${categories.icon}, ${categories.sortOrder})
          IS DISTINCT FROM (excluded.name, excluded.name_en, excluded.icon, excluded.sort_order)`,
      });

    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
    );
    const serviceRows = CATEGORIES.flatMap((c) => {
      const categoryId = categoryIds.get(c.slug);
      // Cannot happen after the upsert above; guards against a concurrent delete.
      if (categoryId === undefined) throw new Error(`Category ${c.slug} missing after upsert`);
      return SERVICE_POOLS[c.slug].map((s) => ({ ...s, categoryId }));
    });
    await tx
      .insert(services)
      .values(serviceRows)
      .onConflictDoNothing({ target: [services.categoryId, services.name] });

    await tx
      .insert(emailTemplates)
      .values([...EMAIL_TEMPLATES])
      .onConflictDoNothing({
        target: [emailTemplates.type, emailTemplates.language],
      });
    await tx
      .insert(notificationTemplates)
      .values([...NOTIFICATION_TEMPLATES])
      .onConflictDoNothing({
        target: [notificationTemplates.type, notificationTemplates.language],
      });
    await tx
      .insert(smsTemplates)
      .values([...SMS_TEMPLATES])
      .onConflictDoNothing({
        target: [smsTemplates.type, smsTemplates.language],
      });

    await tx
      .insert(systemConfig)
      .values(
        Object.entries(SYSTEM_CONFIG_DEFAULTS).map(([key, value]) => ({
          key,
          value,
        })),
      )
      .onConflictDoNothing({ target: systemConfig.key });

    // Capability fields (issue 21): a category's defaults are written once, when it has no row; the
    // admin's edits are never overwritten (docs/decisions/027).
    await tx
      .insert(capabilityDefinitions)
      .values(CATEGORIES.map((c) => ({ categorySlug: c.slug, fields: CAPABILITY_DEFAULTS[c.slug] ?? [] })))
      .onConflictDoNothing({ target: capabilityDefinitions.categorySlug });
  });
}
