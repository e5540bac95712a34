/**
 * The trust figures of catalogue cards and profiles (issue 9 "Reviews and trust"): rating average and
 * count from the partner row's counters, response time and rate from one grouped query over the
 * page's partners (`getResponseFigures`), so a page costs one extra query, not one per card.
 */
import type { Db } from '../../db/client';
import { partners } from '../../db/schema';
import { getResponseFigures, type PartnerTrust, ratingFigures } from '../partner-stats/partner-stats.service';

/** The review counters to select beside a card's columns (visible reviews only), for {@link withTrustFigures}. */
export const ratingColumns = { reviewCount: partners.reviewCount, ratingSum: partners.ratingSum };

/**
 * `rows` with their trust figures in place of the raw counters (`ratingSum` is dropped), in order.
 * @param db the database or a transaction
 * @param rows partner rows with `id` and the {@link ratingColumns}
 */
export async function withTrustFigures<T extends { id: number; reviewCount: number; ratingSum: number }>(
  db: Pick<Db, 'select'>,
  rows: readonly T[],
): Promise<(Omit<T, 'reviewCount' | 'ratingSum'> & PartnerTrust)[]> {
  const response = await getResponseFigures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ reviewCount, ratingSum, ...row }) => ({
    ...row,
    ...ratingFigures(reviewCount, ratingSum),
    responseTimeHours: response.get(row.id)?.responseTimeHours ?? null,
    responseRate: response.get(row.id)?.responseRate ?? null,
  }));
}
