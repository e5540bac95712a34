/**
 * Partner reviews (issue 9 "Reviews and trust"; docs/decisions/013-quotes.md): only the requester of a
 * completed request reviews, once per partner; the owner replies once; admins hide (the row stays and
 * the average changes); the public list pages newest first.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteStatus } from '@shared/constants';
import { type Review, type ReviewsPage, reviewsPageSchema, reviewSchema } from '@shared/contracts/reviews';
import { catalogues } from '@shared/messages';
import { notifications, partnerReviews, partners, quoteRequests, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { reviewerDisplayName } from './reviews.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
let ege: { id: number; userId: number }; // egelojistik, owned by partner@
let ipek: { id: number; userId: number }; // ipekyolu, owned by partner2@

const userIdOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const partnerOf = async (username: string) =>
  (
    await ctx.db
      .select({ id: partners.id, userId: partners.userId })
      .from(partners)
      .where(eq(partners.username, username))
  )[0]! as { id: number; userId: number };

/** A quote request of `userId` to `partnerId` in `status`, inserted as the quotes module stores it. */
async function request(userId: number, partnerId: number, status: QuoteStatus = 'completed') {
  const [row] = await ctx.db
    .insert(quoteRequests)
    .values({
      partnerId,
      userId,
      fullName: 'Ayşe Yılmaz',
      companyName: 'Yılmaz Dış Ticaret',
      email: 'ayse@example.com',
      phone: '5321110001',
      serviceNeeded: 'Parsiyel Taşımacılık — Çalışma şekli: Aylık',
      status,
      kvkkAcceptedAt: new Date(),
    })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, who?: string, payload?: unknown, lang = 'tr') {
  const cookie = who ? cookies[who] : undefined;
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const review = (requestId: number, who: string | undefined, payload: unknown) =>
  call('POST', `/api/quote-requests/${requestId}/review`, who, payload);

async function page(partner: string | number, who?: string, n = 1): Promise<ReviewsPage> {
  const res = await call('GET', `/api/partners/${partner}/reviews?page=${n}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return reviewsPageSchema.parse(res.json());
}

const counters = async (partnerId: number) =>
  (
    await ctx.db
      .select({ reviewCount: partners.reviewCount, ratingSum: partners.ratingSum })
      .from(partners)
      .where(eq(partners.id, partnerId))
  )[0]!;

beforeAll(async () => {
  ctx = await createTestApp();
  const people = {
    user: 'kullanici@demo.example.com',
    partner: 'partner@demo.example.com',
    partner2: 'partner2@demo.example.com',
    partner3: 'partner3@demo.example.com',
    editor: 'editor@demo.example.com',
    admin: 'admin@demo.example.com',
  };
  for (const [name, email] of Object.entries(people)) {
    cookies[name] = await signIn(ctx.app, email);
    ids[name] = await userIdOf(email);
  }
  ege = await partnerOf('egelojistik');
  ipek = await partnerOf('ipekyolu');
});
afterAll(async () => ctx?.close());

describe('reviewer names', () => {
  it('shows the first name and the last initial, in Turkish upper case', () => {
    expect(reviewerDisplayName('Ayşe', 'Yılmaz', 'x')).toBe('Ayşe Y.');
    expect(reviewerDisplayName(' Emre ', 'ince', 'x')).toBe('Emre İ.');
    expect(reviewerDisplayName('', '', 'Ayşe')).toBe('Ayşe');
  });
});

describe('POST /api/quote-requests/{id}/review', () => {
  let completed: number;

  it('refuses the requester while the request is not completed, strangers with 404, visitors with 401', async () => {
    for (const status of ['pending', 'responded', 'accepted', 'rejected'] as const) {
      const pending = await request(ids.user!, ege.id, status);
      const res = await review(pending, 'user', { rating: 5 });
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', message: catalogues.tr.reviews.notAllowed });
    }
    completed = await request(ids.user!, ege.id);
    for (const who of ['partner2', 'partner', 'admin']) {
      const res = await review(completed, who, { rating: 1 });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('QUOTE_REQUEST_NOT_FOUND');
    }
    expect((await review(completed, undefined, { rating: 1 })).statusCode).toBe(401);
    expect((await review(999_999, 'user', { rating: 1 })).statusCode).toBe(404);
    expect(await counters(ege.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('validates the rating (an integer 1–5) and the comment length', async () => {
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await review(completed, 'user', { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().fieldErrors.rating).toEqual([catalogues.tr.reviews.ratingRequired]);
    }
    const long = await review(completed, 'user', { rating: 5, comment: 'ç'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.comment).toEqual([catalogues.tr.reviews.tooLong]);
  });

  it('stores the review of the requester of a completed request, counts it and notifies the owner', async () => {
    const res = await review(completed, 'user', { rating: 5, comment: '  Zamanında teslim, güler yüzlü ekip.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = reviewSchema.parse(res.json());
    expect(body).toMatchObject({
      partnerId: ege.id,
      reviewerName: 'Ayşe Y.',
      companyName: 'Yılmaz Dış Ticaret',
      rating: 5,
      comment: 'Zamanında teslim, güler yüzlü ekip.',
      reply: null,
      isHidden: false,
    });
    expect(await counters(ege.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    const [row] = await ctx.db.select().from(partnerReviews).where(eq(partnerReviews.id, body.id));
    expect(row).toMatchObject({ userId: ids.user, quoteRequestId: completed });

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ege.userId), eq(notifications.type, 'feedback')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.message).toBe('Ayşe Y. 5 puanla geri bildirim bıraktı: Zamanında teslim, güler yüzlü ekip.');
    expect(note?.actionUrl).toBe('/partner/egelojistik#reviews');
  });

  it('allows one review per partner and requester, whatever the request', async () => {
    const again = await review(completed, 'user', { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_EXISTS', message: catalogues.tr.reviews.alreadyReviewed });
    const another = await request(ids.user!, ege.id);
    expect((await review(another, 'user', { rating: 1 })).statusCode).toBe(409);
    expect(await counters(ege.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    // Another partner is another review.
    const toIpek = await request(ids.user!, ipek.id);
    expect((await review(toIpek, 'user', { rating: 3 })).statusCode).toBe(201);
  });
});

describe('POST /api/reviews/{id}/reply', () => {
  it('lets the reviewed partner’s owner answer once; everyone else gets 404', async () => {
    const { reviews } = await page('egelojistik');
    const target = reviews[0]!;
    for (const who of ['partner2', 'user', 'admin']) {
      const res = await call('POST', `/api/reviews/${target.id}/reply`, who, { reply: 'Teşekkürler' });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('REVIEW_NOT_FOUND');
    }
    expect((await call('POST', `/api/reviews/${target.id}/reply`, undefined, { reply: 'x' })).statusCode).toBe(401);
    const empty = await call('POST', `/api/reviews/${target.id}/reply`, 'partner', { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.reply).toEqual([catalogues.tr.reviews.replyRequired]);

    const res = await call('POST', `/api/reviews/${target.id}/reply`, 'partner', { reply: ' Teşekkür ederiz! ' });
    expect(res.statusCode, res.body).toBe(200);
    const replied: Review = reviewSchema.parse(res.json());
    expect(replied.reply).toBe('Teşekkür ederiz!');
    expect(replied.repliedAt).not.toBeNull();

    const twice = await call('POST', `/api/reviews/${target.id}/reply`, 'partner', { reply: 'Bir daha' }, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'REVIEW_ALREADY_REPLIED',
      message: catalogues.en.reviews.alreadyReplied,
    });
    expect((await page('egelojistik')).reviews[0]!.reply).toBe('Teşekkür ederiz!');
  });
});

describe('averages and hiding', () => {
  let fiveId: number;

  it('averages the visible reviews to one decimal on the reviews page, the profile and the card', async () => {
    // egelojistik has the user's 5; partner2 and partner3 (as requesters) add 4 and 4: 13 / 3 = 4.3.
    for (const who of ['partner2', 'partner3']) {
      const id = await request(ids[who]!, ege.id);
      expect((await review(id, who, { rating: 4 })).statusCode).toBe(201);
    }
    const list = await page('egelojistik');
    expect(list).toMatchObject({ ratingAverage: 4.3, reviewCount: 3, hasMore: false, page: 1 });
    expect(list.reviews.map((r) => r.reviewerName)).toEqual(['Gizem E.', 'Kemal Y.', 'Ayşe Y.']);
    fiveId = list.reviews[2]!.id;

    const profile = (await call('GET', '/api/partners/egelojistik')).json();
    expect(profile).toMatchObject({ ratingAverage: 4.3, reviewCount: 3 });
    const cards = (await call('GET', '/api/partners?category=lojistik&limit=100')).json() as {
      id: number;
      ratingAverage: number | null;
      reviewCount: number;
    }[];
    expect(cards.find((c) => c.id === ege.id)).toMatchObject({ ratingAverage: 4.3, reviewCount: 3 });
  });

  it('lets only admins hide a review: the row stays, the public list and the average drop it', async () => {
    for (const who of ['user', 'partner']) {
      const res = await call('PATCH', `/api/admin/reviews/${fiveId}`, who, { isHidden: true });
      expect(res.statusCode, who).toBe(403);
    }
    const res = await call('PATCH', `/api/admin/reviews/${fiveId}`, 'editor', { isHidden: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: fiveId, isHidden: true });
    const [row] = await ctx.db.select().from(partnerReviews).where(eq(partnerReviews.id, fiveId));
    expect(row).toMatchObject({ isHidden: true, hiddenBy: ids.editor, rating: 5 });
    expect(row!.hiddenAt).toBeInstanceOf(Date);

    const pub = await page('egelojistik');
    expect(pub).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    expect(pub.reviews.map((r) => r.id)).not.toContain(fiveId);
    expect(pub.reviews.every((r) => !r.isHidden)).toBe(true);
    expect((await call('GET', '/api/partners/egelojistik')).json()).toMatchObject({ ratingAverage: 4, reviewCount: 2 });

    const asAdmin = await page('egelojistik', 'admin');
    expect(asAdmin).toMatchObject({ ratingAverage: 4, reviewCount: 2 });
    expect(asAdmin.reviews.find((r) => r.id === fiveId)).toMatchObject({ isHidden: true, rating: 5 });

    // Hiding twice changes nothing; the owner cannot answer a hidden review.
    expect((await call('PATCH', `/api/admin/reviews/${fiveId}`, 'admin', { isHidden: true })).statusCode).toBe(200);
    expect(await counters(ege.id)).toEqual({ reviewCount: 2, ratingSum: 8 });
    expect((await call('PATCH', '/api/admin/reviews/999999', 'admin', { isHidden: true })).statusCode).toBe(404);
  });

  it('shows a review again with its rating counted', async () => {
    const res = await call('PATCH', `/api/admin/reviews/${fiveId}`, 'admin', { isHidden: false });
    expect(res.json()).toMatchObject({ isHidden: false });
    expect(await counters(ege.id)).toEqual({ reviewCount: 3, ratingSum: 13 });
    const [row] = await ctx.db.select().from(partnerReviews).where(eq(partnerReviews.id, fiveId));
    expect(row).toMatchObject({ isHidden: false, hiddenBy: null, hiddenAt: null });
    expect((await page('egelojistik')).ratingAverage).toBe(4.3);
  });
});

describe('GET /api/partners/{idOrUsername}/reviews', () => {
  it('pages ten at a time, newest first, by id or username', async () => {
    const [target] = await ctx.db
      .select({ id: partners.id, username: partners.username })
      .from(partners)
      .where(eq(partners.username, 'martikargo'));
    const base = Date.UTC(2026, 0, 1);
    await ctx.db.insert(partnerReviews).values(
      Array.from({ length: 23 }, (_, i) => ({
        partnerId: target!.id,
        reviewerName: `Kişi ${i + 1}`,
        rating: (i % 5) + 1,
        createdAt: new Date(base + i * 3_600_000),
      })),
    );
    const first = await page(target!.id);
    expect(first.reviews).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.reviews[0]!.reviewerName).toBe('Kişi 23');
    const second = await page(target!.username, undefined, 2);
    expect(second.reviews.map((r) => r.reviewerName)).toEqual(Array.from({ length: 10 }, (_, i) => `Kişi ${13 - i}`));
    const third = await page(target!.username, undefined, 3);
    expect(third.reviews.map((r) => r.reviewerName)).toEqual(['Kişi 3', 'Kişi 2', 'Kişi 1']);
    expect(third).toMatchObject({ hasMore: false, page: 3 });
    expect((await page(target!.username, undefined, 4)).reviews).toEqual([]);
    expect((await call('GET', `/api/partners/${target!.id}/reviews?page=0`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown partner, and for a passive one except to its owner and admins', async () => {
    expect((await call('GET', '/api/partners/yok-boyle-biri/reviews')).statusCode).toBe(404);
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, ipek.id));
    try {
      for (const who of [undefined, 'user', 'partner']) {
        const res = await call('GET', '/api/partners/ipekyolu/reviews', who);
        expect(res.statusCode, String(who)).toBe(404);
        expect(res.json().code).toBe('PARTNER_NOT_FOUND');
      }
      expect((await call('GET', '/api/partners/ipekyolu/reviews', 'partner2')).statusCode).toBe(200);
      expect((await call('GET', '/api/partners/ipekyolu/reviews', 'admin')).statusCode).toBe(200);
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.id, ipek.id));
    }
  });
});
