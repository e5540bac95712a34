/**
 * The weekly digest (issue 22; docs/decisions/041-weekly-digest.md) on a private copy of the seeded
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The week's events are written straight into
 * the tables with dates in January 2030, far from the demo data's, and the job's service runs with an
 * injected "now": Monday 14 January 2030, 09:00 Istanbul, reports 7–13 January.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorySlug, Language } from '@shared/constants';
import type { QuoteLineItem } from '@shared/money';
import {
  emailPreferences,
  partnerFollows,
  partnerPosts,
  partners,
  partnerViews,
  projects,
  quoteRequests,
  quoteResponses,
  users,
  weeklyDigestMails,
} from '../../db/schema';
import { createTestApp, mailsTo, TEST_ORIGIN } from '../../test/helpers';
import { DIGEST_PAGE_SIZE, digestWeek, sendWeeklyDigests } from './weekly-digest';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

/** Monday 14 January 2030, 09:00 in Istanbul (UTC+3). */
const MONDAY = new Date('2030-01-14T06:00:00Z');
const DAY = 86_400_000;
/** A moment of the reported week (7–13 January), `days` after its Monday 12:00 Istanbul. */
const inWeek = (days: number) => new Date(Date.UTC(2030, 0, 7, 9) + days * DAY);
const run = (now: Date = MONDAY) => sendWeeklyDigests(ctx.db, TEST_ORIGIN, now);

let counter = 0;
/** A verified account written straight to the table, its weekly digest `on` or not (no row: default off). */
async function account(opts: { language?: Language; digest?: boolean; first?: string; last?: string } = {}) {
  counter += 1;
  const email = `ozet${counter}@firma.example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: `${opts.first ?? 'Selin'} ${opts.last ?? 'Kaya'}`,
      email,
      emailVerified: true,
      firstName: opts.first ?? 'Selin',
      lastName: opts.last ?? 'Kaya',
      company: 'Kaya Tekstil',
      language: opts.language ?? 'tr',
    })
    .returning({ id: users.id });
  if (opts.digest !== undefined)
    await ctx.db.insert(emailPreferences).values({ userId: row!.id, weeklyDigest: opts.digest });
  return { id: row!.id, email };
}

/** A listed partner in `category`, created at `createdAt`, owned by `userId` when given. */
async function partner(name: string, createdAt: Date, userId: number | null = null, category: CategorySlug = 'gumruk') {
  counter += 1;
  const [row] = await ctx.db
    .insert(partners)
    .values({ username: `ozet-${counter}`, companyName: name, serviceCategory: category, userId, createdAt })
    .returning({ id: partners.id, username: partners.username });
  return row!;
}

const digestsTo = async (address: string) =>
  (await mailsTo(ctx.db, address)).filter((m) => m.templateType === 'weekly_summary');

const follow = (userId: number, partnerId: number, createdAt: Date) =>
  ctx.db.insert(partnerFollows).values({ userId, partnerId, createdAt });

/** The cast: an exporter (Turkish) and a partner's owner (English), both with the digest on. */
let exporter: { id: number; email: string };
let owner: { id: number; email: string };
let followed: { id: number; username: string };
let newcomer: { id: number; username: string };
let requestId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  exporter = await account({ digest: true });
  owner = await account({ language: 'en', digest: true, first: 'Can', last: 'Demir' });
  followed = await partner('Anadolu Gümrük', new Date('2029-06-01T09:00:00Z'), owner.id);
  // The exporter follows it during the week: the owner's new follower, and the exporter's category.
  await follow(exporter.id, followed.id, inWeek(1));
  // New in the category during the week; another before it, another after it, one in another category.
  newcomer = await partner('Ege <Gümrük> & Müşavirlik', inWeek(2));
  await partner('Eski Gümrük', new Date('2030-01-06T20:00:00Z'));
  await partner('Sonraki Gümrük', new Date('2030-01-15T09:00:00Z'));
  await partner('Uzak Lojistik', inWeek(3), null, 'lojistik');
  await ctx.db.insert(partnerPosts).values([
    { partnerId: followed.id, body: 'Yeni antrepomuz <b>açıldı</b>: Mersin limanında 5.000 m².', createdAt: inWeek(3) },
    { partnerId: followed.id, body: 'Geçen haftanın gönderisi', createdAt: new Date('2030-01-05T09:00:00Z') },
  ]);
  const [request] = await ctx.db
    .insert(quoteRequests)
    .values({
      partnerId: followed.id,
      userId: exporter.id,
      fullName: 'Selin Kaya',
      companyName: 'Kaya <Tekstil>',
      email: exporter.email,
      phone: '5321110002',
      serviceNeeded: 'Gümrük müşavirliği (ihracat beyannamesi)',
      kvkkAcceptedAt: inWeek(0),
      createdAt: inWeek(0),
      updatedAt: inWeek(0),
    })
    .returning({ id: quoteRequests.id });
  requestId = request!.id;
  // An accepted offer from last year whose project moved during the week.
  const [old] = await ctx.db
    .insert(quoteRequests)
    .values({
      partnerId: followed.id,
      userId: exporter.id,
      fullName: 'Selin Kaya',
      companyName: 'Kaya Tekstil',
      email: exporter.email,
      phone: '5321110002',
      serviceNeeded: 'Antrepo',
      status: 'accepted',
      kvkkAcceptedAt: new Date('2029-03-01T09:00:00Z'),
      createdAt: new Date('2029-03-01T09:00:00Z'),
      updatedAt: new Date('2029-03-05T09:00:00Z'),
    })
    .returning({ id: quoteRequests.id });
  const items: QuoteLineItem[] = [{ description: 'Antrepo', quantity: 1, unitPrice: 100_000, amount: 100_000 }];
  const money = { vatRate: 20, currency: 'TRY' as const, subtotal: 100_000, vatAmount: 20_000, totalAmount: 120_000 };
  const [offer] = await ctx.db
    .insert(quoteResponses)
    .values({
      quoteRequestId: old!.id,
      status: 'accepted',
      title: 'Antrepo hizmeti',
      items,
      validUntil: '2029-04-01',
      ...money,
    })
    .returning({ id: quoteResponses.id });
  await ctx.db.insert(projects).values({
    quoteRequestId: old!.id,
    quoteResponseId: offer!.id,
    partnerId: followed.id,
    buyerId: exporter.id,
    status: 'active',
    title: 'Mersin antrepo projesi',
    items,
    ...money,
    createdAt: new Date('2029-03-05T09:00:00Z'),
    updatedAt: inWeek(4),
  });
  // Two visitors on Tuesday, one of them again on Wednesday; one view the week before.
  await ctx.db.insert(partnerViews).values([
    { partnerId: followed.id, viewerKey: 'v:a', day: '2030-01-08', createdAt: inWeek(1) },
    { partnerId: followed.id, viewerKey: 'v:b', day: '2030-01-08', createdAt: inWeek(1) },
    { partnerId: followed.id, viewerKey: 'v:a', day: '2030-01-09', createdAt: inWeek(2) },
    { partnerId: followed.id, viewerKey: 'v:a', day: '2030-01-03', createdAt: new Date('2030-01-03T09:00:00Z') },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

describe('digestWeek', () => {
  it('keys a run by the Monday of its Istanbul ISO week and reports the week before', () => {
    expect(digestWeek(MONDAY)).toEqual({ week: '2030-01-14', from: '2030-01-07', to: '2030-01-14' });
    // Sunday 23:30 in Istanbul is still the week before; Monday 00:30 is the new one.
    expect(digestWeek(new Date('2030-01-13T20:30:00Z')).week).toBe('2030-01-07');
    expect(digestWeek(new Date('2030-01-13T21:30:00Z')).week).toBe('2030-01-14');
    expect(digestWeek(new Date('2030-01-17T12:00:00Z')).week).toBe('2030-01-14');
  });
});

describe('weekly_summary', () => {
  it('is not sent to a user whose preference is off, nor to one with nothing to report', async () => {
    // Both follow the partner whose week was busy: only the preference keeps them out.
    const defaults = await account();
    const off = await account({ digest: false });
    await follow(defaults.id, followed.id, new Date('2029-01-01T09:00:00Z'));
    await follow(off.id, followed.id, new Date('2029-01-01T09:00:00Z'));
    const idle = await account({ digest: true });
    await run();
    expect(await digestsTo(defaults.email)).toEqual([]);
    expect(await digestsTo(off.email)).toEqual([]);
    expect(await digestsTo(idle.email)).toEqual([]);
    const keys = await ctx.db.select().from(weeklyDigestMails).where(eq(weeklyDigestMails.userId, idle.id));
    expect(keys).toEqual([]);
  });

  it('tells an exporter, in Turkish, the week’s new partners, posts, requests and projects', async () => {
    const [mail, ...more] = await digestsTo(exporter.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'tr', subject: 'Haftalık özetiniz: 7–13 Ocak 2030' });
    const html = mail!.html;
    expect(html).toContain('Merhaba Selin,');
    expect(html).toContain('Takip ettiğiniz partnerlerin kategorilerine katılan yeni partnerler: 1');
    // Escaped company name, linked to its profile, with the category in Turkish.
    expect(html).toContain(
      `<a href="${TEST_ORIGIN}/partner/${newcomer.username}" style="color:#1e3a8a;text-decoration:underline;">Ege &lt;Gümrük&gt; &amp; Müşavirlik</a>`,
    );
    expect(html).toContain('Gümrük</span>');
    for (const absent of ['Eski Gümrük', 'Sonraki Gümrük', 'Uzak Lojistik', 'Geçen haftanın gönderisi']) {
      expect(html).not.toContain(absent);
    }
    expect(html).toContain('Takip ettiğiniz partnerlerin yeni gönderileri: 1');
    expect(html).toContain(`href="${TEST_ORIGIN}/partner/${followed.username}?tab=posts"`);
    expect(html).toContain('Yeni antrepomuz &lt;b&gt;açıldı&lt;/b&gt;: Mersin limanında 5.000 m².');
    expect(html).toContain('Geçen hafta hareket olan açık talepleriniz: 1');
    expect(html).toContain('Gümrük müşavirliği (ihracat beyannamesi)');
    expect(html).toContain('Anadolu Gümrük, teklif bekleniyor');
    expect(html).toContain('Geçen hafta hareket olan projeleriniz: 1');
    expect(html).toContain('Mersin antrepo projesi');
    expect(html).toContain('Anadolu Gümrük, devam ediyor');
    expect(html).toMatch(new RegExp(`href="${TEST_ORIGIN}/projects/[0-9a-f-]{36}"`));
    // Not a partner: no partner sections; the button opens the requests page.
    expect(html).not.toContain('profilinizi görüntüleyenler');
    expect(html).toContain(`href="${TEST_ORIGIN}/service-requests"`);
    expect(html).not.toContain('<b>');
  });

  it('tells a partner’s owner, in English, the week’s views, followers and requests received', async () => {
    const [mail, ...more] = await digestsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'en', subject: 'Your weekly summary: 7\u2009–\u200913 January 2030' });
    const html = mail!.html;
    expect(html).toContain('Hello Can,');
    expect(html).toContain('Profile views last week: 3');
    expect(html).toContain('Each visitor counts once a day.');
    expect(html).not.toContain('more');
    expect(html).toContain('New followers last week: 1');
    expect(html).toContain('Selin Kaya<span style="color:#6b7280;"> · Kaya Tekstil</span>');
    expect(html).toContain('Quote requests received last week: 1');
    expect(html).toContain(
      `href="${TEST_ORIGIN}/partner-dashboard?tab=quotes&amp;request=${requestId}" style="color:#1e3a8a;text-decoration:underline;">Kaya &lt;Tekstil&gt;</a>`,
    );
    // The owner follows nobody: no exporter sections.
    expect(html).not.toContain('New posts from partners you follow');
    expect(html).toContain(`href="${TEST_ORIGIN}/partner-dashboard"`);
  });

  it('goes once a week however often and however concurrently it runs, a missed Monday caught up later', async () => {
    // Runs later the same week (a catch-up after a missed Monday), several at once, then again.
    await Promise.all([run(new Date('2030-01-16T12:00:00Z')), run(), run(new Date('2030-01-20T20:00:00Z'))]);
    await run();
    expect(await digestsTo(exporter.email)).toHaveLength(1);
    expect(await digestsTo(owner.email)).toHaveLength(1);
    const keys = await ctx.db
      .select({ week: weeklyDigestMails.week })
      .from(weeklyDigestMails)
      .where(eq(weeklyDigestMails.userId, exporter.id));
    expect(keys).toEqual([{ week: '2030-01-14' }]);
  });

  it('sends a digest missed on Monday when the server starts later that week', async () => {
    const late = await account({ digest: true });
    await follow(late.id, followed.id, new Date('2029-01-01T09:00:00Z'));
    // Monday's run happened before this reader existed; Wednesday's run is the first to see them.
    expect(await run(new Date('2030-01-16T09:00:00Z'))).toBe(1);
    const [mail] = await digestsTo(late.email);
    expect(mail!.subject).toBe('Haftalık özetiniz: 7–13 Ocak 2030');
    expect(mail!.html).toContain('Takip ettiğiniz partnerlerin yeni gönderileri: 1');
    expect(await run(new Date('2030-01-18T09:00:00Z'))).toBe(0);
  });

  it('lists at most five items a section and says how many more there are', async () => {
    const reader = await account({ digest: true });
    const busy = await partner('Hukuk Bürosu', new Date('2029-01-01T09:00:00Z'), null, 'hukuk');
    await follow(reader.id, busy.id, new Date('2029-01-02T09:00:00Z'));
    await ctx.db
      .insert(partnerPosts)
      .values([0, 1, 2, 3, 4, 5].map((i) => ({ partnerId: busy.id, body: `Duyuru ${i}`, createdAt: inWeek(i) })));
    expect(await run(new Date('2030-01-17T09:00:00Z'))).toBe(1);
    const html = (await digestsTo(reader.email))[0]!.html;
    expect(html).toContain('Takip ettiğiniz partnerlerin yeni gönderileri: 6');
    expect(html.split(`/partner/${busy.username}?tab=posts"`)).toHaveLength(6);
    // Newest first: the oldest is the one left out.
    expect(html).toContain('Duyuru 5');
    expect(html).not.toContain('Duyuru 0');
    expect(html).toContain('ve 1 tane daha');
  });

  it('sends the next week’s digest the next week, about that week only', async () => {
    await run(new Date('2030-01-21T06:00:00Z'));
    const mails = await digestsTo(exporter.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Haftalık özetiniz: 14–20 Ocak 2030');
    expect(mails[1]!.html).toContain('Sonraki Gümrük');
    expect(mails[1]!.html).not.toContain('Ege &lt;Gümrük&gt;');
    // The owner's week was quiet: nothing.
    expect(await digestsTo(owner.email)).toHaveLength(1);
  });

  it('carries a one-click unsubscribe that turns the weekly digest off', async () => {
    const [mail] = await digestsTo(exporter.email);
    const header = mail!.headers?.['List-Unsubscribe'];
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(header ?? '')![1]!;
    expect(link).toContain('.weeklyDigest.');
    // The same link is in the mail's footer.
    expect(mail!.html).toContain(`href="${link}"`);
    const res = await ctx.app.inject({ method: 'POST', url: link.replace(TEST_ORIGIN, '') });
    expect(res.statusCode).toBe(200);
    const [prefs] = await ctx.db
      .select({ weeklyDigest: emailPreferences.weeklyDigest, partnerUpdates: emailPreferences.partnerUpdates })
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, exporter.id));
    expect(prefs).toEqual({ weeklyDigest: false, partnerUpdates: true });
    // A busy week follows: no digest any more.
    await ctx.db
      .insert(partnerPosts)
      .values({ partnerId: followed.id, body: 'Bir gönderi daha', createdAt: new Date('2030-01-22T09:00:00Z') });
    await run(new Date('2030-01-28T06:00:00Z'));
    expect(await digestsTo(exporter.email)).toHaveLength(2);
  });
});

describe('many readers', () => {
  it('works through every page of readers, one digest each', async () => {
    const count = DIGEST_PAGE_SIZE + 5;
    const rows = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Okur ${i}`,
          email: `okur${i}@toplu.example.com`,
          emailVerified: true,
          firstName: 'Okur',
        })),
      )
      .returning({ id: users.id });
    await ctx.db.insert(emailPreferences).values(rows.map((r) => ({ userId: r.id, weeklyDigest: true })));
    const busy = await partner('Toplu Lojistik', new Date('2029-01-01T09:00:00Z'), null, 'fuar');
    await ctx.db
      .insert(partnerFollows)
      .values(rows.map((r) => ({ userId: r.id, partnerId: busy.id, createdAt: new Date('2029-01-02T09:00:00Z') })));
    await ctx.db
      .insert(partnerPosts)
      .values({ partnerId: busy.id, body: 'Toplu duyuru', createdAt: new Date('2030-02-12T09:00:00Z') });
    expect(await run(new Date('2030-02-18T06:00:00Z'))).toBe(count);
    const keys = await ctx.db.select().from(weeklyDigestMails).where(eq(weeklyDigestMails.week, '2030-02-18'));
    expect(keys).toHaveLength(count);
    expect(await digestsTo('okur0@toplu.example.com')).toHaveLength(1);
    expect(await digestsTo(`okur${count - 1}@toplu.example.com`)).toHaveLength(1);
  });
});
