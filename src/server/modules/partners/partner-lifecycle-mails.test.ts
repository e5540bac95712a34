/**
 * The partner lifecycle mails (issue 22; docs/decisions/036-lifecycle-mails.md) on a private copy of
 * the seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL): `partner_welcome` through the
 * real events (an admin's approval, a claim, both over HTTP), and the `profile_incomplete` job with an
 * injected "now". Reminder partners are written straight into the tables: what is tested is the job.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import {
  emailOutbox,
  emailPreferences,
  partnerApplications,
  partnerLifecycleMails,
  partners,
  users,
} from '../../db/schema';
import { mailClaimLink } from '../partner-claims/partner-claims.service';
import {
  createTestApp,
  freshIp,
  latestMail,
  linkIn,
  mailsTo,
  sessionCookieOf,
  signIn,
  TEST_ORIGIN,
} from '../../test/helpers';
import { sendProfileReminders, welcomePartner } from './partner-lifecycle-mails';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.example.com');
});
afterAll(async () => {
  await ctx?.close();
});

async function api(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The `partner_welcome` mails queued to `address`. */
async function welcomesTo(address: string) {
  return (await mailsTo(ctx.db, address)).filter((m) => m.templateType === 'partner_welcome');
}

/** The `profile_incomplete` mails queued to `address`. */
async function remindersTo(address: string) {
  return (await mailsTo(ctx.db, address)).filter((m) => m.templateType === 'profile_incomplete');
}

let counter = 0;
/** An account written straight to the table (no password: it never signs in). */
async function account(language: Language = 'tr'): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `yasam${counter}@firma.example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({ name: 'Deniz Arslan', email, emailVerified: true, firstName: 'Deniz', lastName: 'Arslan', language })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** Registers and verifies `email` through the mailed link; returns the session cookie. */
async function registerVerified(email: string): Promise<string> {
  const res = await api('POST', '/api/register', null, {
    email,
    password: 'Guclu-Sifre-2026',
    firstName: 'Selin',
    lastName: 'Kaya',
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await latestMail(ctx.db, email);
  const verified = await ctx.app.inject({ method: 'GET', url: linkIn(mail!.html, '/verify-email') });
  expect(verified.statusCode).toBe(302);
  return sessionCookieOf(verified)!;
}

describe('partner_welcome', () => {
  it('goes once, in the applicant’s language, when an admin approves the application', async () => {
    const applicant = await account('tr');
    const [application] = await ctx.db
      .insert(partnerApplications)
      .values({
        userId: applicant.id,
        firstName: 'Deniz',
        lastName: 'Arslan',
        email: applicant.email,
        phone: '5321110002',
        company: 'Arslan Danışmanlık',
        contactPerson: 'Deniz Arslan',
        username: 'arslan-danisman',
        serviceCategory: 'danismanlik',
        businessDescription: 'İhracat danışmanlığı ve pazar araştırması yapıyoruz.',
        companySize: '1-10',
        dipAdvantages: 'DİP üyelerine ilk görüşme ücretsiz.',
        whyPartner: 'Daha çok ihracatçıya ulaşmak için.',
        kvkkAcceptedAt: new Date(),
      })
      .returning({ id: partnerApplications.id });
    const res = await api('PATCH', `/api/partner-applications/${application!.id}`, admin, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const partnerId = res.json<{ partnerId: number }>().partnerId;

    const [mail, ...more] = await welcomesTo(applicant.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ language: 'tr', subject: "İhracat Partner Platformu'na hoş geldiniz, Deniz Arslan" });
    expect(mail!.html).toContain('Arslan Danışmanlık');
    expect(mail!.html).toContain('Hizmetlerinizi ekleyin');
    expect(linkIn(mail!.html, '/partner-dashboard')).toBe('/partner-dashboard');

    // Again: the application is reviewed (409), and the partner was welcomed already.
    expect(
      (await api('PATCH', `/api/partner-applications/${application!.id}`, admin, { status: 'approved' })).statusCode,
    ).toBe(409);
    expect(await welcomePartner(ctx.db, TEST_ORIGIN, partnerId)).toBe(false);
    expect(await welcomesTo(applicant.email)).toHaveLength(1);
  });

  it('goes once, in the claimant’s language, when a firm claims its listing; a second claim sends none', async () => {
    const [listing] = await ctx.db
      .insert(partners)
      .values({
        username: 'liman-lojistik',
        companyName: 'Liman Lojistik',
        serviceCategory: 'danismanlik',
        email: 'info@liman.example.com',
      })
      .returning({ id: partners.id });
    // A claim link as an admin's invitation mails it (no rate limit at this level), used from the mail.
    const claimWith = async (cookie: string) => {
      await mailClaimLink(ctx.db, TEST_ORIGIN, {
        partner: { id: listing!.id, companyName: 'Liman Lojistik', email: 'info@liman.example.com', country: null },
        request: null,
        sentBy: null,
        origin: 'admin',
      });
      const invitation = (await mailsTo(ctx.db, 'info@liman.example.com')).at(-1)!;
      return api('POST', linkIn(invitation.html, '/claim/').replace('/claim/', '/api/claim/'), cookie);
    };

    const first = 'selin@liman.example.com';
    const cookie = await registerVerified(first);
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.email, first));
    const claimed = await claimWith(cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [mail, ...more] = await welcomesTo(first);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ language: 'en', subject: 'Welcome to Export Partner Platform, Selin Kaya' });
    expect(mail!.html).toContain('Liman Lojistik');
    expect(mail!.html).toContain('Answer requests');
    expect(linkIn(mail!.html, '/partner-dashboard')).toBe('/partner-dashboard');

    // The owner is unlinked (an account deletion does that) and someone else claims the listing.
    await ctx.db.update(partners).set({ userId: null }).where(eq(partners.id, listing!.id));
    const second = 'baris@liman.example.com';
    const again = await claimWith(await registerVerified(second));
    expect(again.statusCode, again.body).toBe(200);
    expect(await welcomesTo(second)).toHaveLength(0);
    expect(await welcomesTo(first)).toHaveLength(1);
    const keys = await ctx.db
      .select({ key: partnerLifecycleMails.key })
      .from(partnerLifecycleMails)
      .where(eq(partnerLifecycleMails.partnerId, listing!.id));
    expect(keys).toEqual([{ key: 'welcome' }]);
  });
});

describe('profile_incomplete (daily job)', () => {
  /** The welcome every reminder partner got: 2030-01-10 11:00 in Istanbul. */
  const WELCOMED = new Date('2030-01-10T08:00:00Z');
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const after = (ms: number) => new Date(WELCOMED.getTime() + ms);
  const run = (now: Date) => sendProfileReminders(ctx.db, TEST_ORIGIN, now);

  const FULL = {
    logo: '/public-objects/logo.webp',
    coverImage: '/public-objects/cover.webp',
    description: '<p>Gümrük müşavirliği</p>',
    shortDescription: 'Gümrük müşavirliği',
    dipAdvantages: 'DİP üyelerine indirim',
    city: 'İzmir',
    website: 'https://firma.example.com',
    linkedinProfile: 'https://linkedin.com/company/firma',
  };

  /** An owned, listed partner welcomed at {@link WELCOMED}, with `profile` filled in. */
  async function ownedPartner(profile: Partial<typeof FULL>, language: Language = 'tr') {
    const owner = await account(language);
    const [row] = await ctx.db
      .insert(partners)
      .values({
        userId: owner.id,
        username: `eksik-${counter}`,
        companyName: `Eksik Firma ${counter}`,
        serviceCategory: 'danismanlik',
        ...profile,
      })
      .returning({ id: partners.id });
    await ctx.db.insert(partnerLifecycleMails).values({ partnerId: row!.id, key: 'welcome', sentAt: WELCOMED });
    return { partnerId: row!.id, ...owner };
  }

  async function reminderKeys(partnerId: number): Promise<string[]> {
    const rows = await ctx.db
      .select({ key: partnerLifecycleMails.key })
      .from(partnerLifecycleMails)
      .where(
        and(eq(partnerLifecycleMails.partnerId, partnerId), like(partnerLifecycleMails.key, 'profile_incomplete:%')),
      );
    return rows.map((r) => r.key).sort();
  }

  it('waits three days after the welcome, then reminds once a month while under 80 %', async () => {
    const p = await ownedPartner({ city: 'İzmir', website: 'https://firma.example.com' });
    await run(after(3 * DAY - HOUR));
    expect(await remindersTo(p.email)).toHaveLength(0);

    await run(after(3 * DAY));
    const [mail] = await remindersTo(p.email);
    expect(mail).toMatchObject({ language: 'tr', subject: 'Profilinizi tamamlayın, daha çok talep alın' });
    // 2 of 9 items: 22 %.
    expect(mail!.html).toContain('>%22</td>');
    expect(linkIn(mail!.html, '/partner-dashboard')).toBe('/partner-dashboard');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/one-click/);

    // The next days, and 29 days later: nothing new.
    await run(after(4 * DAY));
    await run(after(32 * DAY));
    expect(await remindersTo(p.email)).toHaveLength(1);
    // A month after the first reminder: the second.
    await run(new Date('2030-02-13T08:00:00Z'));
    expect(await remindersTo(p.email)).toHaveLength(2);
    expect(await reminderKeys(p.partnerId)).toEqual(['profile_incomplete:1', 'profile_incomplete:2']);
  });

  it('leaves a profile of 80 % or more alone, and reminds one that fell under it', async () => {
    const p = await ownedPartner(FULL); // 8 of 9 items: 89 %
    await run(after(3 * DAY));
    expect(await remindersTo(p.email)).toHaveLength(0);
    await ctx.db.update(partners).set({ website: null }).where(eq(partners.id, p.partnerId)); // 78 %
    await run(after(4 * DAY));
    expect(await remindersTo(p.email)).toHaveLength(1);
  });

  it('writes in the owner’s language, and not to an owner who turned platform updates off', async () => {
    const en = await ownedPartner({}, 'en');
    const off = await ownedPartner({});
    await ctx.db.insert(emailPreferences).values({ userId: off.id, platformUpdates: false });
    await run(after(3 * DAY));
    const [mail] = await remindersTo(en.email);
    expect(mail).toMatchObject({ language: 'en', subject: 'Complete your profile to get more requests' });
    expect(mail!.html).toContain('>0%</td>');
    expect(await remindersTo(off.email)).toHaveLength(0);
    // Not used up: turned on again, the reminder comes at the next run.
    expect(await reminderKeys(off.partnerId)).toEqual([]);
  });

  it('skips passive partners and deleted owners', async () => {
    const passive = await ownedPartner({});
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, passive.partnerId));
    const gone = await ownedPartner({});
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await run(after(3 * DAY));
    expect(await remindersTo(passive.email)).toHaveLength(0);
    expect(await remindersTo(gone.email)).toHaveLength(0);
  });

  it('sends one reminder when runs race, and none when the same run repeats', async () => {
    const p = await ownedPartner({});
    const now = after(3 * DAY);
    await Promise.all([run(now), run(now), run(now)]);
    await run(now);
    expect(await remindersTo(p.email)).toHaveLength(1);
    expect(await reminderKeys(p.partnerId)).toEqual(['profile_incomplete:1']);
    const queued = await ctx.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, p.email), eq(emailOutbox.templateType, 'profile_incomplete')));
    expect(queued).toHaveLength(1);
  });
});
