/** GET /api/init: site settings, SEO settings (spec §3 System config) and the category count. */
import { inArray, sql } from 'drizzle-orm';
import type { InitData } from '@shared/contracts/init';
import { seoSettingsSchema, siteSettingsSchema } from '@shared/contracts/system-config';
import type { Db } from '../../db/client';
import { categories, systemConfig } from '../../db/schema';

/**
 * Reads the settings stored by the seed (or edited by admins).
 * @throws Error when a stored setting does not match its schema (a broken admin edit must be loud).
 */
export async function loadInit(db: Db, features: InitData['features']): Promise<InitData> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(systemConfig)
      .where(inArray(systemConfig.key, ['site', 'seoSettings'])),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    site: siteSettingsSchema.parse(byKey.get('site')),
    seoSettings: seoSettingsSchema.parse(byKey.get('seoSettings')),
    categoryCount: count?.n ?? 0,
    features,
  };
}
