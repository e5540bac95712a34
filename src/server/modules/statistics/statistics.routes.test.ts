import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Statistics, statisticsSchema } from '@shared/contracts/statistics';
import {
  emailPreferences,
  newsletterSubscribers,
  partners,
  projects,
  quoteRequests,
  quoteResponses,
  users,
} from '../../db/schema';
import { createTestApp, signIn } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.example.com');
});
afterAll(async () => ctx?.close());

async function stats(): Promise<Statistics> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return statisticsSchema.parse(res.json());
}
const typeCount = (s: Statistics, t: string) => s.users.userTypeDistribution.find((d) => d.userType === t)?.count ?? 0;
const statusCount = (s: Statistics, t: string) => s.quotes.statusDistribution.find((d) => d.status === t)?.count ?? 0;

describe('GET /api/admin/statistics', () => {
  it('is for master_admin only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/statistics' })).statusCode).toBe(401);
    const editor = await signIn(ctx.app, 'editor@demo.example.com');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: { cookie: editor } });
    expect(res.statusCode).toBe(403);
  });

  it('counts users as defined: unverified counted, deleted not, suspended not active, marketing opt-out not subscribed', async () => {
    const before = await stats();
    const stamp = Date.now();
    const mk = (k: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      name: k,
      email: `stats-${k}-${stamp}@example.com`,
      ...extra,
    });
    const created = await ctx.db
      .insert(users)
      .values([
        mk('unverified', { emailVerified: false }),
        mk('suspended', { isActive: false }),
        mk('optout'),
        mk('deleted', { deletedAt: new Date() }),
        mk('old', { createdAt: new Date('2001-01-01T00:00:00Z') }),
      ])
      .returning({ id: users.id, name: users.name });
    const optout = created.find((c) => c.name === 'optout')!.id;
    await ctx.db.insert(emailPreferences).values({ userId: optout, marketingEmails: false });

    const after = await stats();
    expect(after.users.totalUsers - before.users.totalUsers).toBe(4);
    expect(after.users.activeUsers - before.users.activeUsers).toBe(3);
    expect(after.users.newUsersThisMonth - before.users.newUsersThisMonth).toBe(3);
    expect(after.users.subscribedUsers - before.users.subscribedUsers).toBe(3);
    expect(typeCount(after, 'user') - typeCount(before, 'user')).toBe(4);
    expect(after.users.userTypeDistribution.reduce((a, d) => a + d.count, 0)).toBe(after.users.totalUsers);
  });

  it('counts quote requests by status and averages the hours to the first answer', async () => {
    const [partner] = await ctx.db.select({ id: partners.id, views: partners.profileViews }).from(partners).limit(1);
    const before = await stats();
    const created = new Date('2026-01-01T00:00:00Z');
    const base = {
      partnerId: partner!.id,
      fullName: 'Test Kişi',
      companyName: 'Test AŞ',
      email: 'stats-quote@example.com',
      phone: '+905551112233',
      serviceNeeded: 'Gümrük',
      kvkkAcceptedAt: created,
      createdAt: created,
    };
    const requests = await ctx.db
      .insert(quoteRequests)
      .values([
        { ...base, status: 'pending' },
        { ...base, status: 'responded', respondedAt: new Date(created.getTime() + 2 * 3600_000) },
        { ...base, status: 'accepted', respondedAt: new Date(created.getTime() + 4 * 3600_000) },
      ])
      .returning({ id: quoteRequests.id });
    // Two projects of the accepted request's kind: one completed in 4 days, one cancelled (issue 20).
    const [offer] = await ctx.db
      .insert(quoteResponses)
      .values({
        quoteRequestId: requests[2]!.id,
        title: 'Gümrük',
        items: [{ description: 'Beyanname', quantity: 1, unitPrice: 1000, amount: 1000 }],
        subtotal: 1000,
        vatAmount: 200,
        totalAmount: 1200,
        validUntil: '2026-12-31',
        status: 'accepted',
      })
      .returning({ id: quoteResponses.id });
    const project = {
      quoteResponseId: offer!.id,
      partnerId: partner!.id,
      title: 'Gümrük',
      items: [],
      vatRate: 20,
      currency: 'TRY' as const,
      subtotal: 1000,
      vatAmount: 200,
      totalAmount: 1200,
      createdAt: created,
    };
    await ctx.db.insert(projects).values([
      {
        ...project,
        quoteRequestId: requests[2]!.id,
        status: 'completed',
        completedAt: new Date(created.getTime() + 4 * 86_400_000),
      },
      { ...project, quoteRequestId: requests[1]!.id, status: 'cancelled', cancelledAt: created },
    ]);
    await ctx.db
      .update(partners)
      .set({ profileViews: partner!.views + 7 })
      .where(eq(partners.id, partner!.id));
    await ctx.db.insert(newsletterSubscribers).values([
      { email: `stats-nl-a-${Date.now()}@example.com`, unsubscribeToken: `t-a-${Date.now()}` },
      { email: `stats-nl-b-${Date.now()}@example.com`, unsubscribeToken: `t-b-${Date.now()}`, isActive: false },
    ]);

    const after = await stats();
    expect(after.quotes.totalRequests - before.quotes.totalRequests).toBe(3);
    expect(after.quotes.pendingRequests - before.quotes.pendingRequests).toBe(1);
    expect(after.quotes.respondedRequests - before.quotes.respondedRequests).toBe(2);
    expect(statusCount(after, 'accepted') - statusCount(before, 'accepted')).toBe(1);
    if (before.quotes.respondedRequests === 0) expect(after.quotes.averageResponseTimeHours).toBe(3);
    else expect(after.quotes.averageResponseTimeHours).not.toBeNull();
    expect(after.partners.totalViews - before.partners.totalViews).toBe(7);
    expect(after.projects.totalProjects - before.projects.totalProjects).toBe(2);
    expect(after.projects.completedProjects - before.projects.completedProjects).toBe(1);
    if (before.projects.totalProjects === 0) {
      expect(after.projects).toMatchObject({ completionRate: 50, averageDaysToComplete: 4 });
    }
    expect(after.system.totalNewsletterSubscribers - before.system.totalNewsletterSubscribers).toBe(1);
    expect(after.partners.categoryDistribution.reduce((a, d) => a + d.count, 0)).toBe(after.partners.totalPartners);
    expect(after.system.uptime).toBeGreaterThanOrEqual(0);
    expect(after.system.memoryUsage.rss).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(after.generatedAt)).toBeLessThan(5000);
  });
});
