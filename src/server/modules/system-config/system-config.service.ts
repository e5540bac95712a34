/**
 * The stored site and SEO settings (spec §3 System config; issue 11 "Settings"). They are read on every
 * use (GET /api/init, the pre-rendered home and the server-rendered profiles read the two rows per
 * request), so a save applies at once without a cache to clear.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { UserType } from '@shared/constants';
import {
  type ExchangeRateOverride,
  exchangeRateOverrideSchema,
  mailSettingsSchema,
  securitySettingsSchema,
  type SecuritySettings,
  seoSettingsSchema,
  siteSettingsSchema,
  type SystemConfig,
  type UpdateSystemConfig,
} from '@shared/contracts/system-config';
import type { Db } from '../../db/client';
import { systemConfig, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { MailResourcePolicy } from '../../lib/mail-html-safety';

const KEYS = ['seoSettings', 'site', 'mail', 'exchangeRates', 'security'] as const;

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
    // Not seeded: no row yet means no host besides the site's own.
    mail: mailSettingsSchema.parse(byKey.get('mail') ?? {}),
    // Not seeded either: no row means the override is off (issue 20).
    exchangeRates: exchangeRateOverrideSchema.parse(byKey.get('exchangeRates') ?? {}),
    // Not seeded: no row means admins are not required to use two-factor sign-in (issue 22).
    security: securitySettingsSchema.parse(byKey.get('security') ?? {}),
  };
}

/**
 * The account security settings (issue 22; docs/decisions/044), read on every use: the session
 * answer and the admin routes' check (plugins/access.ts) see a change at once.
 */
export async function getSecuritySettings(db: Pick<Db, 'select'>): Promise<SecuritySettings> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, 'security'));
  return securitySettingsSchema.parse(row?.value ?? {});
}

/**
 * Where admin-edited mail HTML may load resources from (issue 18): the site's own origin and the
 * hosts of the `mail` settings. Read on every save, so a change applies at once.
 * @param publicUrl PUBLIC_URL (`app.config.publicUrl`)
 */
export async function mailResourcePolicy(db: Db, publicUrl: string): Promise<MailResourcePolicy> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, 'mail'));
  return { publicUrl, allowedHosts: mailSettingsSchema.parse(row?.value ?? {}).allowedResourceHosts };
}

/**
 * The admin's exchange-rate override (issue 20; `exchangeRates` in system settings), as stored: off
 * and empty when never saved. modules/exchange-rates reads it to decide which rates hold.
 */
export async function getExchangeRateOverride(db: Pick<Db, 'select'>): Promise<ExchangeRateOverride> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, 'exchangeRates'));
  return exchangeRateOverrideSchema.parse(row?.value ?? {});
}

/**
 * GET /api/admin/system-config: the stored SEO, site, mail and exchange-rate override settings.
 * @throws Error when a stored row does not match its schema (the seed writes both).
 */
export function getSystemConfig(db: Db): Promise<SystemConfig> {
  return readConfig(db);
}

/**
 * PATCH /api/admin/system-config: merges the given fields into the stored rows (social links field by
 * field) and records the change with the values before and after. A group without a change is not
 * written or audited.
 * @param actor the admin making the change (id and active type)
 * @returns the settings as stored after the change
 * @throws AppError FORBIDDEN (403) when an editor_admin sends the `mail` group: the hosts mail may
 *   load from decide what a template can reach, so only a master_admin sets them (issue 18); the same
 *   for the `security` group (issue 22)
 * @throws AppError TWO_FACTOR_SELF_REQUIRED (400) when `security.adminTwoFactorRequired` is turned on
 *   by a master_admin without two-factor sign-in: they would lock themselves out of the admin area
 */
export async function updateSystemConfig(
  db: Db,
  actor: { id: number; userType: UserType },
  patch: UpdateSystemConfig,
): Promise<SystemConfig> {
  if (patch.mail && actor.userType !== 'master_admin') {
    throw new AppError('FORBIDDEN', { message: 'systemConfig.mailHostsMasterOnly' });
  }
  if (patch.security && actor.userType !== 'master_admin') {
    throw new AppError('FORBIDDEN', { message: 'systemConfig.securityMasterOnly' });
  }
  if (patch.security?.adminTwoFactorRequired) {
    const [self] = await db
      .select({ twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, actor.id));
    if (!self?.twoFactorEnabled) throw new AppError('TWO_FACTOR_SELF_REQUIRED');
  }
  const actorId = actor.id;
  return db.transaction(async (tx) => {
    const before = await readConfig(tx, true);
    const after: SystemConfig = {
      seoSettings: { ...before.seoSettings, ...patch.seoSettings },
      site: {
        ...before.site,
        ...patch.site,
        socialLinks: { ...before.site.socialLinks, ...patch.site?.socialLinks },
      },
      mail: { ...before.mail, ...patch.mail },
      // Sent whole: its rule (rates and date required while on) is about the group, not a field.
      exchangeRates: patch.exchangeRates ?? before.exchangeRates,
      security: { ...before.security, ...patch.security },
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
