/**
 * Trust figures (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md): median response time over
 * the requests of the last 90 days, response rate (spec §4) to one decimal, rating average from the
 * counters; null where there is no data, and the response figures null until they rest on 5 requests
 * older than 48 hours (issue 21).
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
const ids = { mixed: 0, none: 0, pendingOnly: 0, oldOnly: 0, few: 0 };

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
    .limit(5);
  [ids.mixed, ids.none, ids.pendingOnly, ids.oldOnly, ids.few] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  await database.db.delete(quoteRequests).where(inArray(quoteRequests.partnerId, Object.values(ids)));

  // mixed: answered after 2, 4 and 10 hours within the window (median 4); one answered after 50 hours
  // 100 days ago (outside the window: it would make the median 7); two pending older than 48 hours.
  // Rate 4 / 6 = 66.7 %; the two requests of the last 48 hours, still pending, count neither way.
  await request(ids.mixed, 3, 2);
  await request(ids.mixed, 10, 10, 'accepted');
  await request(ids.mixed, 30, 4, 'completed');
  await request(ids.mixed, 100, 50);
  await request(ids.mixed, 4, null);
  await request(ids.mixed, 5, null);
  await request(ids.mixed, 1, null);
  await request(ids.mixed, 0.5, null);
  await database.db.update(partners).set({ reviewCount: 3, ratingSum: 13 }).where(eq(partners.id, ids.mixed));

  for (const days of [3, 4, 5, 6, 7]) await request(ids.pendingOnly, days, null);
  for (let i = 0; i < 5; i += 1) await request(ids.oldOnly, 120, 6, 'rejected');

  // few: four requests older than 48 hours, one cancelled, and three fresh ones: below the threshold.
  for (const days of [3, 4, 5, 6]) await request(ids.few, days, 1);
  await request(ids.few, 8, null, 'cancelled');
  for (const days of [0.1, 1, 1.9]) await request(ids.few, days, 1);
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
    // The rate counts every request older than 48 hours; the response time only the last 90 days'.
    expect(trust.get(ids.oldOnly)).toEqual({ ...EMPTY_TRUST, responseRate: 100 });
  });

  it('shows no response figures below 5 requests older than 48 hours (cancelled ones not counted), then shows them', async () => {
    expect((await getResponseFigures(database.db, [ids.few])).get(ids.few)).toEqual({
      responseTimeHours: null,
      responseRate: null,
      basedOn: 4,
    });
    expect((await getPartnerTrust(database.db, [ids.few])).get(ids.few)).toEqual(EMPTY_TRUST);
    await request(ids.few, 2.1, 1);
    expect((await getResponseFigures(database.db, [ids.few])).get(ids.few)).toEqual({
      responseTimeHours: 1,
      responseRate: 100,
      basedOn: 5,
    });
  });

  it('answers every id of a page in one call, duplicates included, and nothing for none', async () => {
    const trust = await getPartnerTrust(database.db, [ids.mixed, ids.none, ids.mixed]);
    expect([...trust.keys()].sort()).toEqual([ids.mixed, ids.none].sort());
    expect((await getPartnerTrust(database.db, [])).size).toBe(0);
    expect((await getResponseFigures(database.db, [])).size).toBe(0);
    expect((await getResponseFigures(database.db, [ids.mixed])).get(ids.mixed)).toEqual({
      responseTimeHours: 4,
      responseRate: 66.7,
      basedOn: 6,
    });
  });

  it('keeps one decimal of an uneven median (1.5 and 2.25 hours → 1.9)', async () => {
    for (const hours of [1, 1.5, 2.25, 3, null, null]) await request(ids.none, 3, hours);
    expect((await getPartnerTrust(database.db, [ids.none])).get(ids.none)).toMatchObject({
      responseTimeHours: 1.9,
      responseRate: 66.7,
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
