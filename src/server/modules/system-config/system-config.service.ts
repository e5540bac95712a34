/**
 * The stored site and SEO settings (spec §3 System config; issue 11 "Settings"). They are read on every
 * use (GET /api/init, the pre-rendered home and the server-rendered profiles read the two rows per
 * request), so a save applies at once without a cache to clear.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  seoSettingsSchema,
  siteSettingsSchema,
  type SystemConfig,
  type UpdateSystemConfig,
} from '../../../shared/contracts/system-config';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

const KEYS = ['seoSettings', 'site'] as const;

async function readConfig(db: Db, forUpdate = false): Promise<SystemConfig> {
  const q = db
    .select()
    .from(systemConfig)
    .where(inArray(systemConfig.key, [...KEYS]));
  const rows = forUpdate ? await q.for('update') : await q;
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    seoSettings: seoSettingsSchema.parse(byKey.get('seoSettings')),
    site: siteSettingsSchema.parse(byKey.get('site')),
  };
}

/**
 * GET /api/admin/system-config: the stored SEO and site settings.
 * @throws Error when a stored row does not match its schema (the seed writes both).
 */
export function getSystemConfig(db: Db): Promise<SystemConfig> {
  return readConfig(db);
}

/**
 * PATCH /api/admin/system-config: merges the given fields into the stored rows (social links field by
 * field) and records the change with the values before and after. A group without a change is not
 * written or audited.
 * @param actorId the admin making the change
 * @returns the settings as stored after the change
 */
export async function updateSystemConfig(db: Db, actorId: number, patch: UpdateSystemConfig): Promise<SystemConfig> {
  return db.transaction(async (tx) => {
    const before = await readConfig(tx, true);
    const after: SystemConfig = {
      seoSettings: { ...before.seoSettings, ...patch.seoSettings },
      site: {
        ...before.site,
        ...patch.site,
        socialLinks: { ...before.site.socialLinks, ...patch.site?.socialLinks },
      },
    };
    for (const key of KEYS) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      await tx
        .insert(systemConfig)
        .values({ key, value: after[key] })
        .onConflictDoUpdate({ target: systemConfig.key, set: { value: after[key], updatedAt: sql`now()` } });
      await recordAudit(tx, {
        actorId,
        action: `system_config.${key}.updated`,
        targetType: 'system_config',
        targetId: key,
        details: { before: changedFields(before[key], after[key]), after: changedFields(after[key], before[key]) },
      });
    }
    return after;
  });
}

/** The fields of `a` that differ from `b` (top level; social links as a whole). */
function changedFields(a: object, b: object): Record<string, unknown> {
  const other = b as Record<string, unknown>;
  return Object.fromEntries(Object.entries(a).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(other[k])));
}
