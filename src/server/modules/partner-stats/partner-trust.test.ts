/**
 * Trust figures (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md): median response time over
 * the requests of the last 90 days, response rate (spec §4) to one decimal, rating average from the
 * counters; null where there is no data.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteStatus } from '@shared/constants';
import type { Database } from '../../db/client';
import { partners, quoteRequests } from '../../db/schema';
import { openTestDatabase } from '../../test/helpers';
import { EMPTY_TRUST, getPartnerTrust, getResponseFigures, ratingFigures } from './partner-trust';

let database: Database;
/** Seeded partners without quote requests or reviews, by role in these tests. */
const ids = { mixed: 0, none: 0, pendingOnly: 0, oldOnly: 0 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A request created `daysAgo` days ago, answered `hours` later (or never when null). */
async function request(partnerId: number, daysAgo: number, hours: number | null, status?: QuoteStatus) {
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  await database.db.insert(quoteRequests).values({
    partnerId,
    userId: null,
    fullName: 'Ayşe Yılmaz',
    companyName: 'Yılmaz Dış Ticaret',
    email: 'ayse@example.com',
    phone: '5321110001',
    serviceNeeded: 'Parsiyel Taşımacılık',
    status: status ?? (hours === null ? 'pending' : 'responded'),
    kvkkAcceptedAt: createdAt,
    createdAt,
    respondedAt: hours === null ? null : new Date(createdAt.getTime() + hours * HOUR),
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.isActive, true))
    .orderBy(partners.id)
    .limit(4);
  [ids.mixed, ids.none, ids.pendingOnly, ids.oldOnly] = rows.map((r) => r.id) as [number, number, number, number];
  await database.db.delete(quoteRequests).where(inArray(quoteRequests.partnerId, Object.values(ids)));

  // mixed: answered after 2, 4 and 10 hours within the window (median 4); one answered after 50 hours
  // 100 days ago (outside the window: it would make the median 7); two pending. Rate 4 / 6 = 66.7 %.
  await request(ids.mixed, 3, 2);
  await request(ids.mixed, 10, 10, 'accepted');
  await request(ids.mixed, 30, 4, 'completed');
  await request(ids.mixed, 100, 50);
  await request(ids.mixed, 1, null);
  await request(ids.mixed, 2, null);
  await database.db.update(partners).set({ reviewCount: 3, ratingSum: 13 }).where(eq(partners.id, ids.mixed));

  await request(ids.pendingOnly, 1, null);
  await request(ids.pendingOnly, 5, null);

  await request(ids.oldOnly, 120, 6, 'rejected');
});
afterAll(async () => database?.close());

describe('getPartnerTrust', () => {
  it('takes the median response time over the last 90 days and the response rate to one decimal', async () => {
    const trust = await getPartnerTrust(database.db, [ids.mixed]);
    expect(trust.get(ids.mixed)).toEqual({
      responseTimeHours: 4,
      responseRate: 66.7,
      ratingAverage: 4.3,
      reviewCount: 3,
    });
  });

  it('is null without data: no requests, only pending ones, only answers older than 90 days', async () => {
    const trust = await getPartnerTrust(database.db, [ids.none, ids.pendingOnly, ids.oldOnly, 999_999]);
    expect(trust.get(ids.none)).toEqual(EMPTY_TRUST);
    expect(trust.get(999_999)).toEqual(EMPTY_TRUST);
    expect(trust.get(ids.pendingOnly)).toEqual({ ...EMPTY_TRUST, responseRate: 0 });
    // The rate counts every request; the response time only the last 90 days'.
    expect(trust.get(ids.oldOnly)).toEqual({ ...EMPTY_TRUST, responseRate: 100 });
  });

  it('answers every id of a page in one call, duplicates included, and nothing for none', async () => {
    const trust = await getPartnerTrust(database.db, [ids.mixed, ids.none, ids.mixed]);
    expect([...trust.keys()].sort()).toEqual([ids.mixed, ids.none].sort());
    expect((await getPartnerTrust(database.db, [])).size).toBe(0);
    expect((await getResponseFigures(database.db, [])).size).toBe(0);
    expect((await getResponseFigures(database.db, [ids.mixed])).get(ids.mixed)).toEqual({
      responseTimeHours: 4,
      responseRate: 66.7,
    });
  });

  it('keeps one decimal of an uneven median (1.5 and 2.25 hours → 1.9)', async () => {
    await request(ids.none, 1, 1.5);
    await request(ids.none, 1, 2.25);
    expect((await getPartnerTrust(database.db, [ids.none])).get(ids.none)).toMatchObject({
      responseTimeHours: 1.9,
      responseRate: 100,
    });
  });
});

describe('ratingFigures', () => {
  it('rounds the average half up to one decimal, null without reviews', () => {
    expect(ratingFigures(3, 13)).toEqual({ reviewCount: 3, ratingAverage: 4.3 });
    expect(ratingFigures(20, 89)).toEqual({ reviewCount: 20, ratingAverage: 4.5 });
    expect(ratingFigures(2, 9)).toEqual({ reviewCount: 2, ratingAverage: 4.5 });
    expect(ratingFigures(1, 5)).toEqual({ reviewCount: 1, ratingAverage: 5 });
    expect(ratingFigures(0, 0)).toEqual({ reviewCount: 0, ratingAverage: null });
  });
});
