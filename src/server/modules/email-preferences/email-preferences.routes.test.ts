import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_DEFAULTS, type EmailPreferences } from '@shared/contracts/email-preferences';
import { catalogues } from '@shared/messages';
import { emailPreferences, emailTemplates, notifications, partners, users } from '../../db/schema';
import { createUnsubscribeToken, unsubscribeUrl } from '../../mail/preferences';
import { createTestApp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let userCookie: string;
let userId: number;
let partnerOwnerId: number;
let partnerId: number;

const USER = 'kullanici@demo.example.com';
const OWNER = 'partner@demo.example.com';
/** The fixed development secret of test apps (src/server/app.ts). */
const TEST_SECRET = 'development-only-secret-do-not-use-in-production!';

const idOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const rowOf = async (id: number) =>
  (await ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, id)))[0];
const prefsOf = async (id: number): Promise<EmailPreferences | undefined> => {
  const row = await rowOf(id);
  if (!row) return undefined;
  const { marketingEmails, partnerUpdates, platformUpdates, weeklyDigest, smsNotifications } = row;
  return { marketingEmails, partnerUpdates, platformUpdates, weeklyDigest, smsNotifications };
};

beforeAll(async () => {
  ctx = await createTestApp();
  userCookie = await signIn(ctx.app, USER);
  userId = await idOf(USER);
  partnerOwnerId = await idOf(OWNER);
  partnerId = (await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, 'egelojistik')))[0]!
    .id;
});
afterAll(async () => ctx?.close());
// Every test starts from users who never saved preferences (the seed writes default rows).
beforeEach(async () => {
  await ctx.db.delete(emailPreferences).where(inArray(emailPreferences.userId, [userId, partnerOwnerId]));
});

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('the signed-in user’s preferences (spec §3, §4)', () => {
  it('answers the spec defaults for a user who never saved any', async () => {
    const res = await call('GET', '/api/email-preferences', userCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      marketingEmails: true,
      partnerUpdates: true,
      platformUpdates: true,
      weeklyDigest: false,
      smsNotifications: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses signed-out callers with 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/email-preferences'],
      ['POST', '/api/email-preferences'],
      ['POST', '/api/email-preferences/unsubscribe-all'],
      ['POST', '/api/email-preferences/subscribe-back'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('changes only the keys sent and answers the full preferences', async () => {
    let res = await call('POST', '/api/email-preferences', userCookie, { weeklyDigest: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...EMAIL_PREFERENCE_DEFAULTS, weeklyDigest: true });
    res = await call('POST', '/api/email-preferences', userCookie, { marketingEmails: false });
    expect(res.json()).toEqual({ ...EMAIL_PREFERENCE_DEFAULTS, weeklyDigest: true, marketingEmails: false });
    expect(await prefsOf(userId)).toEqual(res.json());
    res = await call('GET', '/api/email-preferences', userCookie);
    expect(res.json()).toEqual({ ...EMAIL_PREFERENCE_DEFAULTS, weeklyDigest: true, marketingEmails: false });
  });

  it('refuses unknown keys and non-boolean values with 400 and changes nothing', async () => {
    for (const payload of [{ platformUpdates: 'no' }, { smsUpdates: true }]) {
      const res = await call('POST', '/api/email-preferences', userCookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('accepts the spec body with the caller’s own userId (200) and refuses another user’s (403)', async () => {
    // Spec §7: {userId, marketingEmails, partnerUpdates, platformUpdates, weeklyDigest}.
    const body = { marketingEmails: false, partnerUpdates: true, platformUpdates: true, weeklyDigest: true };
    let res = await call('POST', '/api/email-preferences', userCookie, { userId, ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, smsNotifications: false });
    expect(await prefsOf(userId)).toEqual({ ...body, smsNotifications: false });

    // The session decides whose preferences change; someone else's id is refused and changes nothing.
    res = await call('POST', '/api/email-preferences', userCookie, {
      ...body,
      userId: partnerOwnerId,
      weeklyDigest: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: catalogues.tr.error.forbidden });
    expect(await prefsOf(userId)).toEqual({ ...body, smsNotifications: false });
    expect(await rowOf(partnerOwnerId)).toBeUndefined();

    // A userId that is no user id at all is a validation error.
    res = await call('POST', '/api/email-preferences', userCookie, { ...body, userId: 'me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('unsubscribe-all turns off marketing, partner updates and the digest, and leaves platform updates', async () => {
    await call('POST', '/api/email-preferences', userCookie, { weeklyDigest: true, platformUpdates: false });
    let res = await call('POST', '/api/email-preferences/unsubscribe-all', userCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      marketingEmails: false,
      partnerUpdates: false,
      platformUpdates: false,
      weeklyDigest: false,
      smsNotifications: false,
    });
    await call('POST', '/api/email-preferences', userCookie, { platformUpdates: true });
    res = await call('POST', '/api/email-preferences/unsubscribe-all', userCookie);
    expect(res.json()).toEqual({
      marketingEmails: false,
      partnerUpdates: false,
      platformUpdates: true,
      weeklyDigest: false,
      smsNotifications: false,
    });
  });

  it('subscribe-back turns on marketing and partner updates only', async () => {
    await call('POST', '/api/email-preferences/unsubscribe-all', userCookie);
    const res = await call('POST', '/api/email-preferences/subscribe-back', userCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      marketingEmails: true,
      partnerUpdates: true,
      platformUpdates: true,
      weeklyDigest: false,
      smsNotifications: false,
    });
    expect(await prefsOf(userId)).toEqual(res.json());
  });
});

describe('one-click unsubscribe of preference mails (RFC 8058)', () => {
  const path = (url: string) => url.replace(TEST_ORIGIN, '');

  it('GET with a good token turns only that preference off and opens the preferences page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: path(unsubscribeUrl(userId, 'marketingEmails')) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/email-preferences?unsubscribed=marketingEmails');
    expect(await prefsOf(userId)).toEqual({ ...EMAIL_PREFERENCE_DEFAULTS, marketingEmails: false });
  });

  it('POST from a mail client (no cookie, no Origin) turns only that preference off', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: path(unsubscribeUrl(userId, 'platformUpdates')) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // The token is the authority, not a cookie: a post from another site's page is not a CSRF risk.
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: path(unsubscribeUrl(userId, 'platformUpdates')),
      headers: { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(200);
    expect(await prefsOf(userId)).toEqual({ ...EMAIL_PREFERENCE_DEFAULTS, platformUpdates: false });
  });

  it('refuses a forged token, one signed with another secret, and another user’s signature', async () => {
    const good = createUnsubscribeToken(TEST_SECRET, userId, 'platformUpdates');
    const signature = good.split('.')[2]!;
    const forged = [
      `${partnerOwnerId}.platformUpdates.${signature}`, // someone else's id under this user's signature
      `${userId}.marketingEmails.${signature}`, // another preference under this signature
      createUnsubscribeToken('another-secret-another-secret-another', userId, 'platformUpdates'),
      `${userId}.platformUpdates.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const post = await ctx.app.inject({ method: 'POST', url: `/api/email-preferences/one-click?token=${token}` });
      expect(post.statusCode, token).toBe(400);
      expect(post.json().code).toBe('INVALID_TOKEN');
      const get = await ctx.app.inject({ method: 'GET', url: `/api/email-preferences/one-click?token=${token}` });
      expect(get.statusCode).toBe(302);
      expect(get.headers.location).toBe('/email-preferences?unsubscribed=invalid');
    }
    expect(await rowOf(userId)).toBeUndefined();
    expect(await rowOf(partnerOwnerId)).toBeUndefined();
  });

  it('answers 404 for a valid token of a user who no longer exists', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: path(unsubscribeUrl(999_999, 'marketingEmails')) });
    expect(res.statusCode).toBe(404);
  });
});

describe('e-mail copies of notifications follow platformUpdates', () => {
  const quoteForm = (serviceNeeded: string) => ({
    partnerId,
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@yilmaz.example.com',
    phone: '5321110001',
    companyName: 'Yılmaz Dış Ticaret',
    budget: '15k-50k',
    serviceNeeded,
    kvkkConsent: true,
  });
  const quoteMailsToOwner = async () =>
    (await mailsTo(ctx.db, OWNER)).filter((m) => m.templateType === 'quote_received');
  const quoteNotesOfOwner = async () =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, partnerOwnerId), eq(notifications.type, 'quote_request')));

  it('queues no quote_received mail to an owner who turned platform updates off, but still notifies', async () => {
    await ctx.db.insert(emailPreferences).values({ userId: partnerOwnerId, platformUpdates: false });
    const [mailsBefore, notesBefore] = [await quoteMailsToOwner(), await quoteNotesOfOwner()];
    const res = await call('POST', '/api/quote-requests', userCookie, quoteForm('Gümrük müşavirliği — sessiz'));
    expect(res.statusCode).toBe(201);
    expect(await quoteMailsToOwner()).toHaveLength(mailsBefore.length);
    const notes = await quoteNotesOfOwner();
    expect(notes).toHaveLength(notesBefore.length + 1);
  });

  it('with platform updates on, the mail carries the one-click link and List-Unsubscribe headers', async () => {
    const res = await call('POST', '/api/quote-requests', userCookie, quoteForm('Gümrük müşavirliği — sesli'));
    expect(res.statusCode).toBe(201);
    const mail = (await quoteMailsToOwner()).at(-1)!;
    expect(mail.html).toContain('Gümrük müşavirliği — sesli');
    const link = unsubscribeUrl(partnerOwnerId, 'platformUpdates');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The seeded quote_received template has no unsubscribe placeholder: the footer adds the link.
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/email-preferences"`);

    // Following the header's one-click POST stops the next copy.
    const off = await ctx.app.inject({ method: 'POST', url: link.replace(TEST_ORIGIN, '') });
    expect(off.statusCode).toBe(200);
    const count = (await quoteMailsToOwner()).length;
    await call('POST', '/api/quote-requests', userCookie, quoteForm('Gümrük müşavirliği — sonra'));
    expect(await quoteMailsToOwner()).toHaveLength(count);
  });

  it('adds no footer to a template that places the unsubscribe link itself', async () => {
    await ctx.db
      .update(emailTemplates)
      .set({ htmlContent: sql`${emailTemplates.htmlContent} || '<p><a href="{{unsubscribeLink}}">Çık</a></p>'` })
      .where(eq(emailTemplates.type, 'quote_received'));
    const res = await call('POST', '/api/quote-requests', userCookie, quoteForm('Gümrük müşavirliği — şablon'));
    expect(res.statusCode).toBe(201);
    const mail = (await quoteMailsToOwner()).at(-1)!;
    const link = unsubscribeUrl(partnerOwnerId, 'platformUpdates');
    expect(mail.html.split(`href="${link}"`)).toHaveLength(2); // exactly once
    expect(mail.html).toContain('>Çık</a>');
  });
});
