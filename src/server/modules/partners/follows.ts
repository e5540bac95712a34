/**
 * Follows (PRODUCT-DECISIONS 13; issue 8): a signed-in user follows a listed partner, only as
 * themselves and never their own; `partners.followers_count` changes in the same transaction as the
 * follow row, by exactly the rows inserted or deleted, so it stays exact; the partner's user gets a
 * `follower` notification.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FollowedPartner, Follower, FollowResult } from '@shared/contracts/partners';
import type { Db } from '../../db/client';
import { partnerFollows, partners, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { notifyUsers } from '../notifications/notifications.service';
import { mayEditPartner, requireVisiblePartner } from './partner-profile';
import { summaryColumns } from './partner-columns';
import { ratingColumns, withTrustFigures } from './trust-figures';
import { type PartnerWriteContext, writePartners } from './partner-writes';
import { pageUrl } from '@shared/pages';

/** Where the follower notification leads the partner (their dashboard, spec §2). */
const FOLLOWER_ACTION_URL = pageUrl('partnerDashboard');

async function countOf(tx: Pick<Db, 'select'>, partnerId: number): Promise<number> {
  const [row] = await tx.select({ n: partners.followersCount }).from(partners).where(eq(partners.id, partnerId));
  return row?.n ?? 0;
}

/**
 * `viewer` follows the partner. Idempotent: following again changes nothing and sends nothing.
 * @returns the state after the call and the exact follower count
 * @throws AppError 404 PARTNER_NOT_FOUND when the partner is not listed (and not the viewer's to edit);
 *   400 VALIDATION_ERROR `partners.cannotFollowOwn` for one's own partner
 */
export async function followPartner(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
): Promise<FollowResult> {
  return writePartners(ctx, async (tx) => {
    const partner = await requireVisiblePartner(tx, partnerId, viewer);
    if (partner.userId === viewer.id) throw new AppError('VALIDATION_ERROR', { message: 'partners.cannotFollowOwn' });
    const inserted = await tx
      .insert(partnerFollows)
      .values({ userId: viewer.id, partnerId })
      .onConflictDoNothing()
      .returning({ userId: partnerFollows.userId });
    if (inserted.length > 0) {
      await tx
        .update(partners)
        .set({ followersCount: sql`${partners.followersCount} + 1` })
        .where(eq(partners.id, partnerId));
      if (partner.userId !== null) {
        const [me] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
          .from(users)
          .where(eq(users.id, viewer.id));
        const followerName = me ? `${me.firstName} ${me.lastName}`.trim() || me.name : '';
        await notifyUsers(tx, [partner.userId], {
          type: 'follower',
          params: { followerName },
          actionUrl: FOLLOWER_ACTION_URL,
          data: { partnerId, followerId: viewer.id },
        });
      }
    }
    return { isFollowing: true, followersCount: await countOf(tx, partnerId) };
  });
}

/**
 * `viewer` stops following the partner. Idempotent. Works for a partner that has since become
 * passive too (the user's list must be able to drop it).
 * @throws AppError 404 PARTNER_NOT_FOUND when there is no such partner
 */
export async function unfollowPartner(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
): Promise<FollowResult> {
  return writePartners(ctx, async (tx) => {
    const [exists] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
    if (!exists) throw notFound('PARTNER_NOT_FOUND');
    const deleted = await tx
      .delete(partnerFollows)
      .where(and(eq(partnerFollows.userId, viewer.id), eq(partnerFollows.partnerId, partnerId)))
      .returning({ userId: partnerFollows.userId });
    if (deleted.length > 0) {
      await tx
        .update(partners)
        .set({ followersCount: sql`greatest(${partners.followersCount} - 1, 0)` })
        .where(eq(partners.id, partnerId));
    }
    return { isFollowing: false, followersCount: await countOf(tx, partnerId) };
  });
}

/** Whether `viewer` follows the partner (false for visitors). */
export async function isFollowing(db: Db, viewer: Viewer, partnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: partnerFollows.userId })
    .from(partnerFollows)
    .where(and(eq(partnerFollows.userId, viewer.id), eq(partnerFollows.partnerId, partnerId)));
  return row !== undefined;
}

/**
 * The partner's followers, newest first (GET /api/partners/{id}/followers).
 * @throws AppError 404 PARTNER_NOT_FOUND unless `viewer` owns the partner or is an admin
 */
export async function listFollowers(db: Db, viewer: Viewer, partnerId: number): Promise<Follower[]> {
  const [partner] = await db.select({ userId: partners.userId }).from(partners).where(eq(partners.id, partnerId));
  if (!partner || !mayEditPartner(viewer, partner.userId)) throw notFound('PARTNER_NOT_FOUND');
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      company: users.company,
      followedAt: partnerFollows.createdAt,
    })
    .from(partnerFollows)
    .innerJoin(users, eq(users.id, partnerFollows.userId))
    .where(eq(partnerFollows.partnerId, partnerId))
    .orderBy(desc(partnerFollows.createdAt), desc(users.id));
  return rows.map((r) => ({ ...r, followedAt: r.followedAt.toISOString() }));
}

/**
 * The listed partners `viewer` follows, most recently followed first (GET /api/user/followed-partners),
 * as cards with their trust figures.
 */
export async function listFollowedPartners(db: Db, viewer: Viewer): Promise<FollowedPartner[]> {
  const rows = await db
    .select({ ...summaryColumns, ...ratingColumns, followedAt: partnerFollows.createdAt })
    .from(partnerFollows)
    .innerJoin(partners, eq(partners.id, partnerFollows.partnerId))
    .where(and(eq(partnerFollows.userId, viewer.id), eq(partners.isActive, true), eq(partners.isApproved, true)))
    .orderBy(desc(partnerFollows.createdAt), desc(partners.id));
  return (await withTrustFigures(db, rows)).map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    followedAt: r.followedAt.toISOString(),
  }));
}
