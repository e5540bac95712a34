/**
 * Partner reviews (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md, "Reviews"). The
 * requester of a `completed` quote request rates that partner once (1 to 5, optional comment); the
 * partner's owner answers a review once; admins hide a review, which keeps the row but takes it out of
 * the profile and the average. `partners.review_count` and `partners.rating_sum` count the visible
 * reviews only and change in the same transaction as the review (through `writePartners`, so the
 * catalogue cache, whose cards show the average, is cleared when it commits).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Review, ReviewsPage } from '@shared/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@shared/contracts/reviews';
import type { Db } from '../../db/client';
import { partnerReviews, partners, quoteRequests, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { notifyUsers } from '../notifications/notifications.service';
import { ratingFigures } from '../partner-stats/partner-stats.service';
import {
  type PartnerWriteContext,
  requireVisiblePartner,
  resolvePartner,
  writePartners,
} from '../partners/partners.service';
import { pageUrl } from '@shared/pages';

/** Where the partner's `feedback` notification leads: its profile's reviews. */
const reviewsUrl = (username: string) =>
  pageUrl('partnerProfile', { params: { idOrUsername: username }, hash: 'reviews' });

/**
 * The name a review shows (issue 9): the first name and the initial of the last name, "Ayşe Y."; the
 * Turkish upper case of the initial (i → İ). Falls back to the account's display name.
 */
export function reviewerDisplayName(firstName: string, lastName: string, fallback: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('tr-TR');
  if (first && initial) return `${first} ${initial}.`;
  return first || fallback.trim() || '—';
}

const reviewColumns = {
  id: partnerReviews.id,
  partnerId: partnerReviews.partnerId,
  reviewerName: partnerReviews.reviewerName,
  companyName: partnerReviews.companyName,
  rating: partnerReviews.rating,
  comment: partnerReviews.comment,
  reply: partnerReviews.reply,
  repliedAt: partnerReviews.repliedAt,
  isHidden: partnerReviews.isHidden,
  createdAt: partnerReviews.createdAt,
};

type ReviewRow = Omit<Review, 'repliedAt' | 'createdAt'> & { repliedAt: Date | null; createdAt: Date };

function toReview(row: ReviewRow): Review {
  return {
    ...row,
    repliedAt: row.repliedAt ? row.repliedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Adds (`sign` 1) or removes (`sign` −1) one visible review of `rating` to the partner's counters. */
async function countReview(tx: Db, partnerId: number, rating: number, sign: 1 | -1): Promise<void> {
  await tx
    .update(partners)
    .set({
      reviewCount: sql`${partners.reviewCount} + ${sign}`,
      ratingSum: sql`${partners.ratingSum} + ${sign * rating}`,
    })
    .where(eq(partners.id, partnerId));
}

/**
 * The requester of quote request `requestId` reviews its partner (POST /api/quote-requests/{id}/review).
 * Stores the reviewer's shown name ("Ayşe Y.") and the request's company, adds the rating to the
 * partner's counters and notifies the partner's owner (`feedback`: customerName, rating, message), all
 * in one transaction.
 * @param input rating 1–5 (integer), optional trimmed comment
 * @returns the stored review (201)
 * @throws AppError 404 QUOTE_REQUEST_NOT_FOUND when the request does not exist or is not `viewer`'s;
 *   403 REVIEW_NOT_ALLOWED when it is theirs but not `completed`; 409 REVIEW_EXISTS when `viewer` has
 *   already reviewed that partner (from any request)
 */
export async function createReview(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  requestId: number,
  input: { rating: number; comment?: string | undefined },
): Promise<Review> {
  return writePartners(ctx, async (tx) => {
    const [request] = await tx
      .select({
        id: quoteRequests.id,
        userId: quoteRequests.userId,
        partnerId: quoteRequests.partnerId,
        status: quoteRequests.status,
        companyName: quoteRequests.companyName,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId));
    if (!request || request.userId !== viewer.id) throw notFound('QUOTE_REQUEST_NOT_FOUND');
    if (request.status !== 'completed') throw new AppError('REVIEW_NOT_ALLOWED');

    // The partner row is locked first, so two reviews of one partner update its counters in turn.
    const [partner] = await tx
      .select({ id: partners.id, userId: partners.userId, username: partners.username })
      .from(partners)
      .where(eq(partners.id, request.partnerId))
      .for('update');
    if (!partner) throw notFound('QUOTE_REQUEST_NOT_FOUND');

    const [me] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
      .from(users)
      .where(eq(users.id, viewer.id));
    const reviewerName = reviewerDisplayName(me?.firstName ?? '', me?.lastName ?? '', me?.name ?? '');

    // The unique (partner_id, user_id) decides "once per partner", also between two concurrent calls.
    const [row] = await tx
      .insert(partnerReviews)
      .values({
        partnerId: partner.id,
        userId: viewer.id,
        quoteRequestId: request.id,
        reviewerName,
        companyName: request.companyName,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing({ target: [partnerReviews.partnerId, partnerReviews.userId] })
      .returning(reviewColumns);
    if (!row) throw new AppError('REVIEW_EXISTS');
    await countReview(tx, partner.id, input.rating, 1);

    if (partner.userId !== null) {
      await notifyUsers(tx, [partner.userId], {
        type: 'feedback',
        params: {
          customerName: reviewerName,
          rating: String(input.rating),
          message: input.comment ?? '—',
          companyName: request.companyName,
        },
        actionUrl: reviewsUrl(partner.username),
        data: { reviewId: row.id, partnerId: partner.id, quoteRequestId: request.id, rating: input.rating },
      });
    }
    return toReview(row);
  });
}

/**
 * A page of a partner's reviews, newest first (GET /api/partners/{idOrUsername}/reviews), with the
 * average and count of the visible ones. Admins also get the hidden reviews (`isHidden: true`); the
 * average and count never include them.
 * @param page 1-based; {@link REVIEWS_PAGE_SIZE} reviews a page
 * @throws AppError 404 PARTNER_NOT_FOUND for an unknown partner, or a passive or unapproved one unless
 *   `viewer` is its owner or an admin (as its profile)
 */
export async function listReviews(
  db: Db,
  viewer: Viewer | null | undefined,
  idOrUsername: string,
  page: number,
): Promise<ReviewsPage> {
  const found = await resolvePartner(db, idOrUsername);
  if (!found) throw notFound('PARTNER_NOT_FOUND');
  await requireVisiblePartner(db, found.id, viewer);
  const admin = isAdmin(viewer ?? null);
  const where = admin
    ? eq(partnerReviews.partnerId, found.id)
    : and(eq(partnerReviews.partnerId, found.id), eq(partnerReviews.isHidden, false));
  const [rows, [counters]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(partnerReviews)
      .where(where)
      .orderBy(desc(partnerReviews.createdAt), desc(partnerReviews.id))
      .limit(REVIEWS_PAGE_SIZE + 1)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ reviewCount: partners.reviewCount, ratingSum: partners.ratingSum })
      .from(partners)
      .where(eq(partners.id, found.id)),
  ]);
  return {
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map(toReview),
    ...ratingFigures(counters?.reviewCount ?? 0, counters?.ratingSum ?? 0),
    page,
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/**
 * The reviewed partner's owner answers a review, once (POST /api/reviews/{id}/reply).
 * @returns the review with its reply
 * @throws AppError 404 REVIEW_NOT_FOUND when the review does not exist, is hidden, or `viewer` does
 *   not own its partner; 409 REVIEW_ALREADY_REPLIED when it already has a reply
 */
export async function replyToReview(db: Db, viewer: Viewer, reviewId: number, reply: string): Promise<Review> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: partnerReviews.id, ownerId: partners.userId, isHidden: partnerReviews.isHidden })
      .from(partnerReviews)
      .innerJoin(partners, eq(partners.id, partnerReviews.partnerId))
      .where(eq(partnerReviews.id, reviewId));
    if (!review || review.isHidden || review.ownerId === null || review.ownerId !== viewer.id)
      throw notFound('REVIEW_NOT_FOUND');
    // Conditional on "no reply yet", so two concurrent replies cannot both land.
    const [row] = await tx
      .update(partnerReviews)
      .set({ reply, repliedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(partnerReviews.id, reviewId), sql`${partnerReviews.reply} IS NULL`))
      .returning(reviewColumns);
    if (!row) throw new AppError('REVIEW_ALREADY_REPLIED');
    return toReview(row);
  });
}

/**
 * An admin hides or shows a review again (PATCH /api/admin/reviews/{id}). The row stays; a hidden
 * review leaves the partner's `review_count` / `rating_sum` (and so its average), shown again it comes
 * back. Setting the state it already has changes nothing. Who hid it and when are kept while it is hidden.
 * @returns the review in its new state
 * @throws AppError 404 REVIEW_NOT_FOUND when there is no such review
 */
export async function setReviewHidden(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  reviewId: number,
  isHidden: boolean,
): Promise<Review> {
  return writePartners(ctx, async (tx) => {
    const [current] = await tx
      .select({ partnerId: partnerReviews.partnerId })
      .from(partnerReviews)
      .where(eq(partnerReviews.id, reviewId));
    if (!current) throw notFound('REVIEW_NOT_FOUND');
    // Partner first, then the review: the same lock order as createReview.
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, current.partnerId)).for('update');
    const [review] = await tx
      .select({ rating: partnerReviews.rating, isHidden: partnerReviews.isHidden })
      .from(partnerReviews)
      .where(eq(partnerReviews.id, reviewId))
      .for('update');
    if (!review) throw notFound('REVIEW_NOT_FOUND');
    if (review.isHidden !== isHidden) {
      await tx
        .update(partnerReviews)
        .set({
          isHidden,
          hiddenAt: isHidden ? sql`now()` : null,
          hiddenBy: isHidden ? viewer.id : null,
          updatedAt: sql`now()`,
        })
        .where(eq(partnerReviews.id, reviewId));
      await countReview(tx, current.partnerId, review.rating, isHidden ? -1 : 1);
    }
    const [row] = await tx.select(reviewColumns).from(partnerReviews).where(eq(partnerReviews.id, reviewId));
    if (!row) throw notFound('REVIEW_NOT_FOUND');
    return toReview(row);
  });
}
