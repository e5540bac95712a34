/**
 * Profile view counting (PRODUCT-DECISIONS 13): a view counts once per viewer per partner per day;
 * the partner's owner and admins do not count. Signed-in viewers are keyed by user id; visitors by an
 * HMAC of their address, keyed with a secret kept in the database (so every server process agrees, and
 * the stored key cannot be reversed into an IP address without the secret). The User-Agent is not part
 * of the key: it is free for the client to change, so including it let one visitor count again and
 * again by varying it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfileViewDays, partners, partnerViews, systemConfig } from '../../db/schema';
import { ISTANBUL_TODAY } from './catalogue-filters';
import { isAdmin, type Viewer } from '../../lib/viewer';

let cachedSecret: { db: Db; secret: string } | undefined;

async function viewSecret(db: Db): Promise<string> {
  if (cachedSecret?.db === db) return cachedSecret.secret;
  await db
    .insert(systemConfig)
    .values({ key: 'viewKeySecret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(eq(systemConfig.key, 'viewKeySecret'));
  const secret = String(row?.value);
  cachedSecret = { db, secret };
  return secret;
}

/**
 * The key a view is counted under, or null when the view must not count.
 * @param viewer the signed-in caller (keyed `u:{id}`), or null for a visitor
 * @param partnerUserId the profile owner's user id; the owner's own views do not count
 * @param visitor the client IP (as Fastify resolves it, `trustProxy` applied), used only for visitors;
 *   the key is `v:` + 32 characters of an HMAC of it
 */
export async function viewerKey(
  db: Db,
  viewer: Viewer | null,
  partnerUserId: number | null,
  visitor: { ip: string },
): Promise<string | null> {
  if (viewer) {
    if (viewer.id === partnerUserId || isAdmin(viewer)) return null;
    return `u:${viewer.id}`;
  }
  const secret = await viewSecret(db);
  return `v:${createHmac('sha256', secret).update(visitor.ip).digest('base64url').slice(0, 32)}`;
}

/**
 * Records a view of `partnerId` by `key` for today (UTC) and, when it is the key's first one today,
 * bumps `profile_views` and today's (Europe/Istanbul) count in `partner_profile_view_days`, which the
 * daily `profile_viewed` summary reads (profile-view-summary.ts), in one transaction.
 * @returns true when the view counted
 */
export async function recordProfileView(db: Db, partnerId: number, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(partnerViews)
      .values({ partnerId, viewerKey: key, day: sql`(now() AT TIME ZONE 'UTC')::date` })
      .onConflictDoNothing()
      .returning({ partnerId: partnerViews.partnerId });
    if (inserted.length === 0) return false;
    await tx
      .update(partners)
      .set({ profileViews: sql`${partners.profileViews} + 1` })
      .where(eq(partners.id, partnerId));
    await tx
      .insert(partnerProfileViewDays)
      .values({ partnerId, day: ISTANBUL_TODAY, count: 1 })
      .onConflictDoUpdate({
        target: [partnerProfileViewDays.partnerId, partnerProfileViewDays.day],
        set: { count: sql`${partnerProfileViewDays.count} + 1` },
      });
    return true;
  });
}
