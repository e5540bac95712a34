/**
 * Partner statistics (PRODUCT-DECISIONS 13: real figures from real rows, never simulated): the
 * partner's own dashboard and the admin's partner inspection (spec §2 "Partner review", §3 Partner
 * admin view and Partner activity, §4 response rate, §7 Admin calls).
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  RECENT_QUOTES_LIMIT,
  VIEWS_SERIES_DAYS,
  type AdminPartnerDetail,
  type AdminPartnerQuote,
  type PartnerActivitiesPage,
  type PartnerDashboardStats,
  type ViewsByDay,
} from '@shared/contracts/partner-stats';
import type { QuoteStatus } from '@shared/constants';
import type { Db } from '../../db/client';
import { partnerActivities, partners, partnerViews, quoteRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { serviceNeededPartsOf } from '../../lib/reader-params';
import { getResponseFigures } from './partner-trust';

const iso = (d: Date | string) => new Date(d).toISOString();

/** Quote requests of `partnerId` counted by status (every status present, 0 when none). */
async function quoteCounts(db: Db, partnerId: number): Promise<Record<QuoteStatus, number> & { total: number }> {
  const rows = await db
    .select({ status: quoteRequests.status, n: count() })
    .from(quoteRequests)
    .where(eq(quoteRequests.partnerId, partnerId))
    .groupBy(quoteRequests.status);
  const out = { pending: 0, responded: 0, accepted: 0, completed: 0, rejected: 0, cancelled: 0, total: 0 };
  for (const r of rows) {
    out[r.status] = Number(r.n);
    out.total += Number(r.n);
  }
  return out;
}

/** `YYYY-MM-DD` of a UTC day. */
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counted profile views per UTC day, the {@link VIEWS_SERIES_DAYS} days ending `today`, oldest first,
 * days without a view as 0 (partner_views holds one row per viewer per partner per day).
 */
export async function viewsByDay(db: Db, partnerId: number, today = new Date()): Promise<ViewsByDay[]> {
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const start = new Date(end.getTime() - (VIEWS_SERIES_DAYS - 1) * 86_400_000);
  const rows = await db
    .select({ day: sql<string>`to_char(${partnerViews.day}, 'YYYY-MM-DD')`, n: count() })
    .from(partnerViews)
    .where(and(eq(partnerViews.partnerId, partnerId), gte(partnerViews.day, dayKey(start))))
    .groupBy(partnerViews.day);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: VIEWS_SERIES_DAYS }, (_, i) => {
    const day = dayKey(new Date(start.getTime() + i * 86_400_000));
    return { day, views: byDay.get(day) ?? 0 };
  });
}

/**
 * The dashboard figures of the partner owned by `userId` (GET /api/partner-dashboard/stats).
 * @throws AppError 404 PARTNER_NOT_FOUND when the user owns no partner
 */
export async function getDashboardStats(db: Db, userId: number, today = new Date()): Promise<PartnerDashboardStats> {
  const [partner] = await db
    .select({ id: partners.id, followers: partners.followersCount, views: partners.profileViews })
    .from(partners)
    .where(eq(partners.userId, userId))
    .orderBy(partners.id)
    .limit(1);
  if (!partner) throw notFound('PARTNER_NOT_FOUND');
  const quotes = await quoteCounts(db, partner.id);
  const response = (await getResponseFigures(db, [partner.id])).get(partner.id);
  return {
    partnerId: partner.id,
    followers: partner.followers,
    profileViews: partner.views,
    quotes: { pending: quotes.pending, accepted: quotes.accepted, completed: quotes.completed, total: quotes.total },
    viewsByDay: await viewsByDay(db, partner.id, today),
    response: {
      rate: response?.responseRate ?? null,
      timeHours: response?.responseTimeHours ?? null,
      basedOn: response?.basedOn ?? 0,
    },
  };
}

/**
 * Response rate of spec §4: (total − pending) / total × 100, to one decimal; 0 when there are none.
 * Requests the buyer cancelled while unanswered (issue 20) count neither way: the partner had no
 * chance to answer them, so they leave both the total and the answered.
 * @param total all quote requests; @param pending those still pending; @param cancelled those the
 *   buyer cancelled (default 0)
 */
export function responseRate(total: number, pending: number, cancelled = 0): number {
  const considered = total - cancelled;
  if (considered <= 0) return 0;
  return Math.round(((considered - pending) / considered) * 1000) / 10;
}

/**
 * One partner as admins see it (GET /api/admin/partners/{id}; spec §3 admin view), whatever its
 * state (passive and unapproved partners too), with its statistics.
 * @throws AppError 404 PARTNER_NOT_FOUND
 */
export async function getAdminPartner(db: Db, id: number): Promise<AdminPartnerDetail> {
  const [p] = await db.select().from(partners).where(eq(partners.id, id));
  if (!p) throw notFound('PARTNER_NOT_FOUND');
  const quotes = await quoteCounts(db, id);
  return {
    id: p.id,
    userId: p.userId,
    username: p.username,
    companyName: p.companyName,
    logo: p.logo,
    serviceCategory: p.serviceCategory,
    shortDescription: p.shortDescription,
    contactPerson: p.contactPerson,
    email: p.email,
    phone: p.phone,
    city: p.city,
    country: p.country,
    website: p.website,
    isActive: p.isActive,
    isApproved: p.isApproved,
    followersCount: p.followersCount,
    profileViews: p.profileViews,
    createdAt: iso(p.createdAt),
    statistics: {
      views: p.profileViews,
      followers: p.followersCount,
      quotes: {
        total: quotes.total,
        pending: quotes.pending,
        responded: quotes.responded,
        completed: quotes.completed,
      },
      responseRate: responseRate(quotes.total, quotes.pending, quotes.cancelled),
    },
  };
}

async function assertPartnerExists(db: Db, id: number): Promise<void> {
  const [p] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  if (!p) throw notFound('PARTNER_NOT_FOUND');
}

/**
 * The activity log of partner `id`, newest first, one page (GET /api/admin/partner-activities/{id}).
 * @param page 1-based; @param limit entries per page
 * @throws AppError 404 PARTNER_NOT_FOUND
 */
export async function listPartnerActivities(
  db: Db,
  id: number,
  { page, limit }: { page: number; limit: number },
): Promise<PartnerActivitiesPage> {
  await assertPartnerExists(db, id);
  // One row more than the page tells whether another page exists, without counting them all.
  const rows = await db
    .select()
    .from(partnerActivities)
    .where(eq(partnerActivities.partnerId, id))
    .orderBy(desc(partnerActivities.createdAt), desc(partnerActivities.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return {
    activities: rows.slice(0, limit).map((r) => ({
      id: r.id,
      type: r.type,
      description: r.description,
      details: (r.details as Record<string, unknown> | null) ?? null,
      createdAt: iso(r.createdAt),
    })),
    page,
    hasMore: rows.length > limit,
  };
}

/**
 * The {@link RECENT_QUOTES_LIMIT} newest quote requests of partner `id` (GET /api/admin/partner-quotes/{id}).
 * @throws AppError 404 PARTNER_NOT_FOUND
 */
export async function listRecentQuotes(db: Db, id: number): Promise<AdminPartnerQuote[]> {
  await assertPartnerExists(db, id);
  const rows = await db
    .select({
      id: quoteRequests.id,
      fullName: quoteRequests.fullName,
      companyName: quoteRequests.companyName,
      email: quoteRequests.email,
      serviceNeeded: quoteRequests.serviceNeeded,
      service: quoteRequests.service,
      workType: quoteRequests.workType,
      projectStartDate: quoteRequests.projectStartDate,
      projectEndDate: quoteRequests.projectEndDate,
      budget: quoteRequests.budget,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.partnerId, id))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(RECENT_QUOTES_LIMIT);
  return rows.map(({ service, workType, projectStartDate, projectEndDate, ...r }) => ({
    ...r,
    serviceNeededParts: serviceNeededPartsOf({ ...r, service, workType, projectStartDate, projectEndDate }),
    createdAt: iso(r.createdAt),
  }));
}

// Trust figures of many partners at once (issue 9): cards, profiles, the quote dialog, comparisons.
export {
  EMPTY_TRUST,
  getPartnerTrust,
  getResponseFigures,
  type PartnerTrust,
  ratingFigures,
  RESPONSE_TIME_WINDOW_DAYS,
} from './partner-trust';
