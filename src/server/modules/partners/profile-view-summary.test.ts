/**
 * The daily `profile_viewed` summary (issue 22; docs/decisions/037-security-alerts.md) on a private
 * copy of the seeded database: views are counted per partner and Istanbul day on the public profile
 * GET (not the owner's, not an admin's), and the job notifies each owner once per partner and day,
 * however often and however concurrently it runs.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, partnerProfileViewDays, partners, users } from '../../db/schema';
import { createTestApp, freshIp, signIn } from '../../test/helpers';
import { APP_JOBS } from '../../jobs/app-jobs';
import { istanbulYesterday, profileViewSummaryJob, sendProfileViewSummaries } from './profile-view-summary';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** The demo partner `username` with its id and owner. */
async function partnerOf(username: string) {
  const [row] = await ctx.db
    .select({ id: partners.id, userId: partners.userId })
    .from(partners)
    .where(eq(partners.username, username));
  return { id: row!.id, userId: row!.userId! };
}

/** Today's (Istanbul) count of `partnerId`, 0 without a row. */
async function todaysCount(partnerId: number): Promise<number> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const [row] = await ctx.db
    .select({ count: partnerProfileViewDays.count })
    .from(partnerProfileViewDays)
    .where(and(eq(partnerProfileViewDays.partnerId, partnerId), eq(partnerProfileViewDays.day, today)));
  return row?.count ?? 0;
}

const view = (username: string, cookie?: string, ip = freshIp()) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/partners/${username}`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const summariesOf = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'profile_viewed')));

describe('profile view days', () => {
  it('counts visitors and signed-in viewers, not the owner, not admins, a viewer once a day', async () => {
    const ege = await partnerOf('egelojistik');
    const before = await todaysCount(ege.id);

    expect((await view('egelojistik')).statusCode).toBe(200);
    expect(await todaysCount(ege.id)).toBe(before + 1);

    const owner = await signIn(ctx.app, 'partner@demo.example.com');
    await view('egelojistik', owner);
    const admin = await signIn(ctx.app, 'admin@demo.example.com');
    await view('egelojistik', admin);
    expect(await todaysCount(ege.id)).toBe(before + 1);

    const user = await signIn(ctx.app, 'kullanici@demo.example.com');
    await view('egelojistik', user);
    await view('egelojistik', user);
    expect(await todaysCount(ege.id)).toBe(before + 2);
  });
});

describe('profile_viewed summary job', () => {
  // 09:00 Istanbul on 10 March 2026: yesterday is 9 March.
  const now = new Date('2026-03-10T06:00:00Z');
  const day = '2026-03-09';

  it('runs daily at 09:00 Istanbul time', () => {
    expect(APP_JOBS).toContain(profileViewSummaryJob);
    expect(profileViewSummaryJob.schedule).toBe('0 9 * * *');
  });

  it('knows which Istanbul day was yesterday, also just after midnight Istanbul', () => {
    expect(istanbulYesterday(now)).toBe(day);
    // 00:30 on 1 March in Istanbul is still 28 February in UTC.
    expect(istanbulYesterday(new Date('2026-02-28T21:30:00Z'))).toBe('2026-02-28');
    expect(istanbulYesterday(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12-31');
  });

  it('notifies each owner once per partner and day, in their language, even when run twice or side by side', async () => {
    const ege = await partnerOf('egelojistik');
    const ipek = await partnerOf('ipekyolu');
    const marti = await partnerOf('martikargo');
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, ipek.userId));
    await ctx.db.insert(partnerProfileViewDays).values([
      { partnerId: ege.id, day, count: 37 },
      { partnerId: ipek.id, day, count: 5 },
      // Another day is not yesterday's summary.
      { partnerId: marti.id, day: '2026-03-08', count: 12 },
    ]);

    const runs = await Promise.all([sendProfileViewSummaries(ctx.db, now), sendProfileViewSummaries(ctx.db, now)]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await sendProfileViewSummaries(ctx.db, now)).toBe(0);

    const [egeNote, ...moreEge] = await summariesOf(ege.userId);
    expect(moreEge).toHaveLength(0);
    expect(egeNote).toMatchObject({
      message: 'Profiliniz dün 37 kez görüntülendi.',
      actionUrl: '/partner-dashboard',
      data: { partnerId: ege.id, day, count: 37 },
    });
    const ipekNotes = await summariesOf(ipek.userId);
    expect(ipekNotes.map((n) => n.message)).toEqual(['Views of your company profile yesterday: 5.']);
    expect(await summariesOf(marti.userId)).toHaveLength(0);

    // The next morning, a day without views notifies nobody.
    expect(await sendProfileViewSummaries(ctx.db, new Date('2026-03-11T06:00:00Z'))).toBe(0);
  });
});
