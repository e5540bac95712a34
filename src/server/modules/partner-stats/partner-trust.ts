/**
 * The trust figures buyers decide on (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md):
 * response time, response rate, rating average and review count, for many partners in two queries
 * (catalogue pages, the quote dialog's short list, the requester's comparison).
 */
import { inArray, sql } from 'drizzle-orm';
import { RESPONSE_FIGURES_MIN_AGE_HOURS, RESPONSE_FIGURES_MIN_REQUESTS } from '@shared/contracts/partner-stats';
import type { Db } from '../../db/client';
import { partners, quoteRequests } from '../../db/schema';

/** Days of requests the response time looks at. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;

/**
 * Trust figures of one partner; null where there is no data yet. The response figures are null until
 * they rest on at least {@link RESPONSE_FIGURES_MIN_REQUESTS} requests older than
 * {@link RESPONSE_FIGURES_MIN_AGE_HOURS} hours (issue 21: a profile showed "%0 yanıt oranı" minutes
 * after its first request; a fresh request has not had its chance to be answered yet).
 */
export interface PartnerTrust {
  /** Median hours from a request to its first answer, requests of the last 90 days; one decimal. */
  responseTimeHours: number | null;
  /**
   * Spec §4: (total − pending) / total × 100 over the requests older than 48 hours (cancelled ones
   * left out), one decimal.
   */
  responseRate: number | null;
  /** Average rating of the visible reviews, one decimal; null without reviews. */
  ratingAverage: number | null;
  reviewCount: number;
}

/** Figures of a partner without requests or reviews. */
export const EMPTY_TRUST: PartnerTrust = {
  responseTimeHours: null,
  responseRate: null,
  ratingAverage: null,
  reviewCount: 0,
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The rating figures of a partner from its counters (`partners.review_count`, `partners.rating_sum`,
 * which count the visible reviews only): the average rounded half up to one decimal in integer
 * arithmetic (89 / 20 → 4.5), null without reviews.
 */
export function ratingFigures(
  reviewCount: number,
  ratingSum: number,
): Pick<PartnerTrust, 'ratingAverage' | 'reviewCount'> {
  return { reviewCount, ratingAverage: reviewCount > 0 ? Math.round((ratingSum * 10) / reviewCount) / 10 : null };
}

/** Response figures of one partner and how many requests they rest on. */
export interface ResponseFigures extends Pick<PartnerTrust, 'responseTimeHours' | 'responseRate'> {
  /** Requests older than 48 hours, cancelled ones left out: the figures show from 5 on. */
  basedOn: number;
}

/**
 * Response time and rate of `partnerIds` in one grouped query (every id gets an entry, nulls when it
 * has too few requests), with the number of requests they rest on. For callers that already read the
 * partner rows and take the rating figures from them ({@link ratingFigures}), such as the catalogue:
 * one extra query per page, not per card. Both figures are null below
 * {@link RESPONSE_FIGURES_MIN_REQUESTS} requests older than {@link RESPONSE_FIGURES_MIN_AGE_HOURS}
 * hours; the rate counts those requests only; the time is the median over first answers
 * (`responded_at`) to requests of the last {@link RESPONSE_TIME_WINDOW_DAYS} days.
 * @param db the database or a transaction
 */
export async function getResponseFigures(
  db: Pick<Db, 'select'>,
  partnerIds: readonly number[],
): Promise<Map<number, ResponseFigures>> {
  const out = new Map<number, ResponseFigures>(
    partnerIds.map((id) => [id, { responseTimeHours: null, responseRate: null, basedOn: 0 }]),
  );
  if (partnerIds.length === 0) return out;
  const settled = sql`${quoteRequests.status} <> 'cancelled' AND ${quoteRequests.createdAt} <= now() - make_interval(hours => ${RESPONSE_FIGURES_MIN_AGE_HOURS})`;
  const rows = await db
    .select({
      partnerId: quoteRequests.partnerId,
      // A request the buyer cancelled unanswered (issue 20) counts neither way (see responseRate()).
      total: sql<number>`count(*) FILTER (WHERE ${settled})::int`,
      pending: sql<number>`count(*) FILTER (WHERE ${settled} AND ${quoteRequests.status} = 'pending')::int`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${quoteRequests.respondedAt} - ${quoteRequests.createdAt})) / 3600.0) FILTER (WHERE ${quoteRequests.respondedAt} IS NOT NULL AND ${quoteRequests.createdAt} >= now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS}))`,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.partnerId, [...new Set(partnerIds)]))
    .groupBy(quoteRequests.partnerId);
  for (const r of rows) {
    const t = out.get(r.partnerId);
    if (!t) continue;
    const total = Number(r.total);
    t.basedOn = total;
    if (total < RESPONSE_FIGURES_MIN_REQUESTS) continue;
    t.responseRate = oneDecimal(((total - Number(r.pending)) / total) * 100);
    t.responseTimeHours = r.medianHours === null ? null : oneDecimal(Math.max(0, Number(r.medianHours)));
  }
  return out;
}

/**
 * Trust figures of `partnerIds` (every id gets an entry, {@link EMPTY_TRUST} when unknown): the
 * response figures ({@link getResponseFigures}) and the rating figures from the partner rows.
 * @param db the database or a transaction
 */
export async function getPartnerTrust(
  db: Pick<Db, 'select'>,
  partnerIds: readonly number[],
): Promise<Map<number, PartnerTrust>> {
  const out = new Map<number, PartnerTrust>(partnerIds.map((id) => [id, { ...EMPTY_TRUST }]));
  if (partnerIds.length === 0) return out;
  const ids = [...new Set(partnerIds)];
  const [response, reviewRows] = await Promise.all([
    getResponseFigures(db, ids),
    db
      .select({ id: partners.id, reviewCount: partners.reviewCount, ratingSum: partners.ratingSum })
      .from(partners)
      .where(inArray(partners.id, ids)),
  ]);
  for (const [id, { responseTimeHours, responseRate }] of response) {
    const t = out.get(id);
    if (t) Object.assign(t, { responseTimeHours, responseRate });
  }
  for (const r of reviewRows) {
    const t = out.get(r.id);
    if (t) Object.assign(t, ratingFigures(r.reviewCount, r.ratingSum));
  }
  return out;
}
