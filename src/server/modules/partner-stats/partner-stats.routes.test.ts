import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteStatus } from '@shared/constants';
import {
  type AdminPartnerDetail,
  adminPartnerDetailSchema,
  type PartnerActivitiesPage,
  type PartnerDashboardStats,
  partnerDashboardStatsSchema,
} from '@shared/contracts/partner-stats';
import { partnerActivities, partners, partnerViews, quoteRequests, users } from '../../db/schema';
import { createTestApp, signIn } from '../../test/helpers';
import { responseRate } from './partner-stats.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let partnerId: number;
let partnerCookie: string;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [owner] = await ctx.db.select().from(users).where(eq(users.email, 'partner@demo.example.com'));
  const [partner] = await ctx.db.select().from(partners).where(eq(partners.userId, owner!.id));
  partnerId = partner!.id;
  partnerCookie = await signIn(ctx.app, 'partner@demo.example.com');
  adminCookie = await signIn(ctx.app, 'admin@demo.example.com');
  userCookie = await signIn(ctx.app, 'kullanici@demo.example.com');
});
afterAll(async () => ctx?.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function addQuotes(statuses: QuoteStatus[], forPartner = partnerId) {
  await ctx.db.insert(quoteRequests).values(
    statuses.map((status, i) => ({
      partnerId: forPartner,
      fullName: `Müşteri ${i}`,
      companyName: 'Örnek AŞ',
      email: `musteri${i}@example.com`,
      phone: '5321112233',
      serviceNeeded: 'Gümrük danışmanlığı',
      status,
      kvkkAcceptedAt: new Date(),
    })),
  );
}

describe('GET /api/partner-dashboard/stats', () => {
  it('answers 401 to visitors and 404 to a user without a partner', async () => {
    expect((await get('/api/partner-dashboard/stats')).statusCode).toBe(401);
    const res = await get('/api/partner-dashboard/stats', userCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PARTNER_NOT_FOUND' });
  });

  it('counts real rows: views per UTC day over exactly 30 days, quotes by status, followers', async () => {
    const before = (await get('/api/partner-dashboard/stats', partnerCookie)).json() as PartnerDashboardStats;
    await ctx.db.insert(partnerViews).values([
      { partnerId, viewerKey: 'u:9001', day: utcDay(0) },
      { partnerId, viewerKey: 'u:9002', day: utcDay(0) },
      { partnerId, viewerKey: 'u:9001', day: utcDay(3) },
      // Outside the 30-day window: not in the series.
      { partnerId, viewerKey: 'u:9001', day: utcDay(45) },
    ]);
    await ctx.db.update(partners).set({ followersCount: 7, profileViews: 123 }).where(eq(partners.id, partnerId));
    await addQuotes(['pending', 'pending', 'accepted', 'completed', 'rejected', 'responded']);

    const res = await get('/api/partner-dashboard/stats', partnerCookie);
    expect(res.statusCode).toBe(200);
    const stats = partnerDashboardStatsSchema.parse(res.json());
    expect(stats.partnerId).toBe(partnerId);
    expect(stats.followers).toBe(7);
    expect(stats.profileViews).toBe(123);
    expect(stats.quotes).toEqual({
      pending: before.quotes.pending + 2,
      accepted: before.quotes.accepted + 1,
      completed: before.quotes.completed + 1,
      total: before.quotes.total + 6,
    });
    expect(stats.viewsByDay).toHaveLength(30);
    expect(stats.viewsByDay.at(-1)!.day).toBe(utcDay(0));
    expect(stats.viewsByDay[0]!.day).toBe(utcDay(29));
    const delta = (daysAgo: number) => {
      const i = 29 - daysAgo;
      return stats.viewsByDay[i]!.views - before.viewsByDay[i]!.views;
    };
    expect(delta(0)).toBe(2);
    expect(delta(3)).toBe(1);
    expect(delta(1)).toBe(0);
  });
});

describe('admin partner inspection', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    for (const url of [
      `/api/admin/partners/${partnerId}`,
      `/api/admin/partner-activities/${partnerId}`,
      `/api/admin/partner-quotes/${partnerId}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, userCookie)).statusCode).toBe(403);
      expect((await get(url, partnerCookie)).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown partner', async () => {
    for (const url of [
      '/api/admin/partners/999999',
      '/api/admin/partner-activities/999999',
      '/api/admin/partner-quotes/999999',
    ]) {
      const res = await get(url, adminCookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PARTNER_NOT_FOUND' });
    }
  });

  it('shows the admin view with statistics and the response rate of spec §4', async () => {
    const [other] = await ctx.db
      .insert(partners)
      .values({
        username: 'insp-test',
        companyName: 'Denetim Test Ltd',
        serviceCategory: 'gumruk',
        isActive: false,
        contactPerson: 'Ayşe Yılmaz',
        city: 'İzmir',
        followersCount: 3,
        profileViews: 42,
      })
      .returning();
    await addQuotes(['pending', 'responded', 'completed'], other!.id);
    const res = await get(`/api/admin/partners/${other!.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const body = adminPartnerDetailSchema.parse(res.json()) satisfies AdminPartnerDetail;
    expect(body).toMatchObject({
      id: other!.id,
      companyName: 'Denetim Test Ltd',
      contactPerson: 'Ayşe Yılmaz',
      city: 'İzmir',
      isActive: false,
      userId: null,
      statistics: {
        views: 42,
        followers: 3,
        quotes: { total: 3, pending: 1, responded: 1, completed: 1 },
        responseRate: 66.7,
      },
    });
  });

  it('lists the five newest quote requests', async () => {
    const res = await get(`/api/admin/partner-quotes/${partnerId}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const { quotes } = res.json() as { quotes: { id: number }[] };
    expect(quotes).toHaveLength(5);
    const ids = quotes.map((q) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('records a login activity when the partner signs in, and pages the log newest first', async () => {
    await ctx.db.delete(partnerActivities).where(eq(partnerActivities.partnerId, partnerId));
    await signIn(ctx.app, 'partner@demo.example.com');
    const rows = await ctx.db.select().from(partnerActivities).where(eq(partnerActivities.partnerId, partnerId));
    expect(rows.map((r) => r.type)).toEqual(['login']);

    await ctx.db.insert(partnerActivities).values(
      Array.from({ length: 3 }, (_, i) => ({
        partnerId,
        type: 'profile_update' as const,
        description: `Güncelleme ${i}`,
        createdAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    const first = (
      await get(`/api/admin/partner-activities/${partnerId}?limit=2`, adminCookie)
    ).json() as PartnerActivitiesPage;
    expect(first.activities.map((a) => a.description)).toEqual(['Güncelleme 2', 'Güncelleme 1']);
    expect(first.hasMore).toBe(true);
    const second = (
      await get(`/api/admin/partner-activities/${partnerId}?limit=2&page=2`, adminCookie)
    ).json() as PartnerActivitiesPage;
    expect(second.activities.map((a) => a.type)).toEqual(['profile_update', 'login']);
    expect(second.hasMore).toBe(false);
  });

  it('does not record a login for a user without a partner', async () => {
    const before = await ctx.db.select().from(partnerActivities);
    await signIn(ctx.app, 'kullanici@demo.example.com');
    expect(await ctx.db.select().from(partnerActivities)).toHaveLength(before.length);
  });
});

describe('responseRate', () => {
  it('is (total − pending) / total × 100 to one decimal, 0 when none', () => {
    expect(responseRate(0, 0)).toBe(0);
    expect(responseRate(3, 1)).toBe(66.7);
    expect(responseRate(4, 0)).toBe(100);
    expect(responseRate(4, 4)).toBe(0);
    expect(responseRate(7, 2)).toBe(71.4);
    // Cancelled by the buyer before any answer: out of the rate altogether.
    expect(responseRate(5, 1, 2)).toBe(66.7);
    expect(responseRate(2, 0, 2)).toBe(0);
  });
});
