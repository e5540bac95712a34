import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Campaign,
  CampaignStarter,
  ContactsResponse,
  EmailSubscribersResponse,
} from '@shared/contracts/marketing';
import {
  adminAuditLog,
  campaignRecipients,
  emailOutbox,
  emailPreferences,
  newsletterSubscribers,
  users,
} from '../../db/schema';
import { createTestApp, linkIn, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';
import { runCampaignTick } from './campaign-job';
import { preferenceMailConfig } from '../../mail/preferences';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let editor: string;
let user: string;

const secret = () => preferenceMailConfig().secret;

/** A subscriber row written directly: `state` active (confirmed), cancelled or pending. */
async function addSubscriber(email: string, state: 'active' | 'cancelled' | 'pending', language: 'tr' | 'en' = 'tr') {
  const token = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  await ctx.db.insert(newsletterSubscribers).values({
    email,
    language,
    source: 'footer',
    isActive: state === 'active',
    confirmedAt: state === 'pending' ? null : new Date('2026-01-02T10:00:00Z'),
    unsubscribedAt: state === 'cancelled' ? new Date('2026-02-03T10:00:00Z') : null,
    subscribedAt: new Date('2026-01-02T10:00:00Z'),
    unsubscribeToken: `unsub-${token}`,
  });
}

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function createCampaign(body: Record<string, unknown>): Promise<Campaign> {
  const res = await as(admin, 'POST', '/api/admin/campaigns', {
    name: 'Kasım',
    subject: 'Merhaba {{name}}',
    htmlContent: '<p>Merhaba {{name}}, {{email}}</p>',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Campaign>();
}

async function campaignById(id: number): Promise<Campaign> {
  const res = await as(admin, 'GET', '/api/admin/campaigns');
  return res.json<{ campaigns: Campaign[] }>().campaigns.find((c) => c.id === id)!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.example.com');
  editor = await signIn(ctx.app, 'editor@demo.example.com');
  user = await signIn(ctx.app, 'kullanici@demo.example.com');
  await addSubscriber('=cmd|calc@evil.example.com'.toLowerCase(), 'active');
  await addSubscriber('aktif@example.com', 'active', 'en');
  await addSubscriber('iptal@example.com', 'cancelled');
  await addSubscriber('bekleyen@example.com', 'pending', 'en');
  // The demo user also subscribed: one contact with two sources.
  await addSubscriber('kullanici@demo.example.com', 'active');
});
afterAll(() => ctx.close());

describe('access', () => {
  it('refuses visitors and plain users, admits both admin types', async () => {
    for (const url of ['/api/admin/email-subscribers', '/api/admin/marketing/contacts', '/api/admin/campaigns']) {
      expect((await as(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await as(user, 'GET', url)).statusCode).toBe(403);
      expect((await as(editor, 'GET', url)).statusCode).toBe(200);
    }
    expect((await as(user, 'POST', '/api/admin/campaigns/1/send')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/email-subscribers', () => {
  it('splits subscribers into active, cancelled and pending with counts', async () => {
    const res = await as(admin, 'GET', '/api/admin/email-subscribers');
    expect(res.statusCode).toBe(200);
    const body = res.json<EmailSubscribersResponse>();
    expect(body.counts).toEqual({ total: 5, active: 3, cancelled: 1, pending: 1 });
    expect(body.cancelled.map((s) => s.email)).toEqual(['iptal@example.com']);
    expect(body.pending[0]).toMatchObject({ email: 'bekleyen@example.com', confirmed: false, isActive: false });
    expect(body.active.find((s) => s.email === 'aktif@example.com')).toMatchObject({
      isActive: true,
      confirmed: true,
      language: 'en',
      source: 'footer',
      unsubscribedAt: null,
    });
  });

  it('answers the CSV for Turkish Excel: UTF-8 BOM, `;` separator, GG.AA.YYYY SS:DD dates in Türkiye time', async () => {
    const res = await as(admin, 'GET', '/api/admin/email-subscribers?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="email-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('E-posta;Durum;Abonelik tarihi;Abonelik iptal tarihi');
    // 10:00 UTC is 13:00 in Istanbul (UTC+3, no daylight saving).
    expect(lines).toContain('iptal@example.com;İptal edildi;02.01.2026 13:00;03.02.2026 13:00');
    expect(lines).toContain('aktif@example.com;Aktif;02.01.2026 13:00;');
    expect(lines).toHaveLength(6);
  });

  it('neutralises cells beginning with = + - @ or a tab, and quotes a cell holding the separator', async () => {
    // Addresses a spreadsheet would read as formulas (one holding the `;` separator), removed afterwards
    // so the other tests' counts stay as they are.
    const risky = ['+1@example.com', '-1@example.com', '@x;y@example.com', '\ttab@example.com'];
    for (const email of risky) await addSubscriber(email, 'active');
    try {
      const res = await as(admin, 'GET', '/api/admin/email-subscribers?format=csv');
      const lines = res.body.slice(1).trim().split('\r\n');
      expect(lines).toContain("'=cmd|calc@evil.example.com;Aktif;02.01.2026 13:00;");
      expect(lines).toContain("'+1@example.com;Aktif;02.01.2026 13:00;");
      expect(lines).toContain("'-1@example.com;Aktif;02.01.2026 13:00;");
      expect(lines).toContain(`"'@x;y@example.com";Aktif;02.01.2026 13:00;`);
      expect(lines).toContain("'\ttab@example.com;Aktif;02.01.2026 13:00;");
      const rfc = await as(admin, 'GET', '/api/admin/email-subscribers?format=rfc4180');
      expect(rfc.body.slice(1).trim().split('\r\n')).toContain("'+1@example.com,Aktif,2026-01-02 13:00,");
    } finally {
      await ctx.db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, risky));
    }
  });

  it('keeps the RFC 4180 form behind ?format=rfc4180: comma, BOM, YYYY-MM-DD HH:mm', async () => {
    const res = await as(admin, 'GET', '/api/admin/email-subscribers?format=rfc4180');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="email-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('E-posta,Durum,Abonelik tarihi,Abonelik iptal tarihi');
    expect(lines).toContain("'=cmd|calc@evil.example.com,Aktif,2026-01-02 13:00,");
    expect(lines).toContain('iptal@example.com,İptal edildi,2026-01-02 13:00,2026-02-03 13:00');
    expect(lines).toHaveLength(6);
  });

  it('writes the CSV headers in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/email-subscribers?format=csv',
      headers: { cookie: `${admin}; lang=en` },
    });
    expect(res.body.slice(1).split('\r\n')[0]).toBe('E-mail;Status;Subscribe date;Unsubscribe date');
  });
});

describe('GET /api/admin/marketing/contacts', () => {
  it('lists consenting contacts once per address, without pending or cancelled subscribers', async () => {
    const res = await as(admin, 'GET', '/api/admin/marketing/contacts');
    expect(res.statusCode).toBe(200);
    const body = res.json<ContactsResponse>();
    const emails = body.contacts.map((c) => c.email);
    expect(emails).not.toContain('iptal@example.com');
    expect(emails).not.toContain('bekleyen@example.com');
    expect(emails.filter((e) => e === 'kullanici@demo.example.com')).toHaveLength(1);
    expect(body.contacts.find((c) => c.email === 'kullanici@demo.example.com')).toMatchObject({
      sources: ['newsletter:footer', 'account'],
      userTypes: ['user'],
    });
    expect(body.total).toBe(body.contacts.length);
  });

  it('filters by language, user type (with the partner category) and source, and searches', async () => {
    const en = (await as(admin, 'GET', '/api/admin/marketing/contacts?language=en')).json<ContactsResponse>();
    expect(en.contacts.map((c) => c.email)).toEqual(['aktif@example.com']);
    const partners = (
      await as(admin, 'GET', '/api/admin/marketing/contacts?userType=partner')
    ).json<ContactsResponse>();
    expect(partners.total).toBeGreaterThan(0);
    expect(partners.contacts.every((c) => c.userTypes.includes('partner'))).toBe(true);
    expect(partners.contacts.find((c) => c.email === 'partner@demo.example.com')?.category).toBeTruthy();
    const news = (
      await as(admin, 'GET', '/api/admin/marketing/contacts?source=newsletter:footer&search=aktif')
    ).json<ContactsResponse>();
    expect(news.contacts.map((c) => c.email)).toEqual(['aktif@example.com']);
    expect(news.total).toBe(3);
    expect(news.matching).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/marketing/contacts?language=de')).statusCode).toBe(400);
  });

  it('leaves out users who turned marketing mail off', async () => {
    const [partner3] = await ctx.db.select().from(users).where(eq(users.email, 'partner3@demo.example.com'));
    await ctx.db
      .insert(emailPreferences)
      .values({ userId: partner3!.id, marketingEmails: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { marketingEmails: false } });
    const body = (await as(admin, 'GET', '/api/admin/marketing/contacts')).json<ContactsResponse>();
    expect(body.contacts.map((c) => c.email)).not.toContain('partner3@demo.example.com');
  });
});

describe('campaigns', () => {
  it('saves a draft with sanitised HTML and offers the starters', async () => {
    const c = await createCampaign({
      htmlContent: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:x">a</a>',
    });
    expect(c.status).toBe('draft');
    expect(c.htmlContent).not.toMatch(/script|onclick|javascript/);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(c.id)));
    expect(audit.map((a) => a.action)).toContain('campaign.created');
    const starters = (await as(admin, 'GET', '/api/admin/campaigns/templates')).json<{
      templates: CampaignStarter[];
    }>();
    expect(starters.templates.map((s) => s.key)).toEqual(expect.arrayContaining(['newsletter:tr', 'newsletter:en']));
    const bad = await as(admin, 'POST', '/api/admin/campaigns', { name: '', subject: 's', htmlContent: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('previews with sample values and test-sends to the caller only', async () => {
    const c = await createCampaign({});
    const preview = await as(admin, 'POST', `/api/admin/campaigns/${c.id}/preview`);
    expect(preview.json()).toMatchObject({ subject: 'Merhaba Ayşe Yılmaz' });
    expect(preview.json<{ html: string }>().html).toContain('ornek@example.com');
    const before = (await mailsTo(ctx.db, 'admin@demo.example.com')).length;
    const res = await as(admin, 'POST', `/api/admin/campaigns/${c.id}/test`);
    expect(res.json()).toEqual({ success: true, to: 'admin@demo.example.com' });
    const mails = await mailsTo(ctx.db, 'admin@demo.example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^\[Test\] Merhaba /);
    expect((await campaignById(c.id)).status).toBe('draft');
    expect((await as(admin, 'POST', '/api/admin/campaigns/999999/test')).statusCode).toBe(404);
  });

  it('refuses a segment nobody in it consented to', async () => {
    const c = await createCampaign({ segment: { userType: 'partner', language: 'en' } });
    const res = await as(admin, 'POST', `/api/admin/campaigns/${c.id}/send`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAMPAIGN_NO_RECIPIENTS' });
    expect((await as(admin, 'DELETE', `/api/admin/campaigns/${c.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/campaigns/${c.id}`)).statusCode).toBe(404);
  });

  it('keeps to the rate per minute across all job instances', async () => {
    const c = await createCampaign({ segment: { source: 'newsletter:footer' } });
    expect((await as(admin, 'POST', `/api/admin/campaigns/${c.id}/send`)).json()).toMatchObject({ recipients: 3 });
    // Two instances, each allowed 10 a tick, share a rate of 2 a minute.
    expect(await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 10, 2)).toEqual({ queued: 2, skipped: 0 });
    expect(await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 10, 2)).toEqual({ queued: 0, skipped: 0 });
    expect((await campaignById(c.id)).counts).toMatchObject({ pending: 1, queued: 2 });
    // A minute later there is room again.
    await ctx.db.execute(sql`UPDATE email_outbox SET created_at = created_at - interval '61 seconds'`);
    expect(await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 10, 2)).toEqual({ queued: 1, skipped: 0 });
    expect((await campaignById(c.id)).status).toBe('sent');
    // The tests below count these addresses' mails from zero.
    await ctx.db.execute(
      sql`DELETE FROM email_outbox WHERE id IN (SELECT outbox_id FROM campaign_recipients WHERE campaign_id = ${c.id})`,
    );
  });

  it('sends at the job rate, resumes in another instance, re-checks consent and counts', async () => {
    const c = await createCampaign({ segment: { source: 'newsletter:footer' }, htmlContent: '<p>Hi {{name}}</p>' });
    const send = await as(admin, 'POST', `/api/admin/campaigns/${c.id}/send`);
    expect(send.json()).toEqual({ success: true, recipients: 3 });
    expect((await as(admin, 'POST', `/api/admin/campaigns/${c.id}/send`)).statusCode).toBe(409);
    expect((await as(admin, 'DELETE', `/api/admin/campaigns/${c.id}`)).statusCode).toBe(409);
    expect((await campaignById(c.id)).counts).toMatchObject({ total: 3, pending: 3 });

    // Rate: a tick queues at most its limit.
    expect(await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 1)).toEqual({ queued: 1, skipped: 0 });
    expect((await campaignById(c.id)).counts).toMatchObject({ pending: 2, queued: 1 });

    // Consent withdrawn before the turn: skipped, no mail.
    await ctx.db
      .update(newsletterSubscribers)
      .set({ isActive: false, unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'kullanici@demo.example.com'));
    const [u] = await ctx.db.select().from(users).where(eq(users.email, 'kullanici@demo.example.com'));
    await ctx.db
      .insert(emailPreferences)
      .values({ userId: u!.id, marketingEmails: false })
      .onConflictDoUpdate({
        target: emailPreferences.userId,
        set: { marketingEmails: false },
      });

    // A second job instance (another process, or after a restart) goes on from the database.
    expect(await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 10)).toEqual({ queued: 1, skipped: 1 });
    const after = await campaignById(c.id);
    expect(after.status).toBe('sent');
    expect(after.counts).toMatchObject({ total: 3, pending: 0, queued: 2, skipped: 1 });
    expect(await mailsTo(ctx.db, 'kullanici@demo.example.com')).toHaveLength(0);

    // Every mail: one-click link in the body and the RFC 8058 headers; delivered rows count as sent.
    const [mail] = await mailsTo(ctx.db, 'aktif@example.com');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const link = linkIn(mail!.html, '/api/newsletter/unsubscribe');
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<${TEST_ORIGIN}${link}>`);
    const ids = (await ctx.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, c.id)))
      .map((r) => r.outboxId)
      .filter((id): id is number => id !== null);
    await ctx.db.update(emailOutbox).set({ status: 'logged' }).where(eq(emailOutbox.id, ids[0]!));
    await ctx.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, ids[1]!));
    expect((await campaignById(c.id)).counts).toMatchObject({ sent: 1, failed: 1, queued: 0 });
    await ctx.db.delete(emailOutbox).where(inArray(emailOutbox.id, ids));
  });

  it('gives users a preferences one-click link, and one link that withdraws both consents to an address with both', async () => {
    await ctx.db
      .update(newsletterSubscribers)
      .set({ isActive: true, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.email, 'kullanici@demo.example.com'));
    const [u] = await ctx.db.select().from(users).where(eq(users.email, 'kullanici@demo.example.com'));
    await ctx.db.update(emailPreferences).set({ marketingEmails: true }).where(eq(emailPreferences.userId, u!.id));
    const c = await createCampaign({ segment: { userType: 'user' }, htmlContent: '<p>Hi</p>' });
    await as(admin, 'POST', `/api/admin/campaigns/${c.id}/send`);
    while ((await runCampaignTick(ctx.db, TEST_ORIGIN, secret(), 50)).queued > 0);

    // The account that consented also finds the campaign in its bell (spec §3 `campaign`): the
    // subject it was mailed and the opening of the text, linking nowhere.
    const bell = await as(user, 'GET', '/api/notifications');
    const campaign = bell
      .json<{ notifications: { type: string; title: string; message: string; actionUrl: string | null }[] }>()
      .notifications.find((n) => n.type === 'campaign');
    expect(campaign).toMatchObject({ title: expect.stringMatching(/^Merhaba \S/), actionUrl: null });
    expect(campaign!.message).toMatch(/^Hi\b/);

    const [both] = await mailsTo(ctx.db, 'kullanici@demo.example.com');
    const link = linkIn(both!.html, '/api/marketing/unsubscribe');
    const res = await ctx.app.inject({ method: 'POST', url: link });
    expect(res.statusCode).toBe(200);
    const [sub] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'kullanici@demo.example.com'));
    expect(sub!.isActive).toBe(false);
    const [prefs] = await ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, u!.id));
    expect(prefs!.marketingEmails).toBe(false);
    const tampered = await ctx.app.inject({ method: 'POST', url: `${link.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(404);

    const partnerMail = (await mailsTo(ctx.db, 'partner@demo.example.com')).at(-1);
    expect(partnerMail!.headers!['List-Unsubscribe']).toContain('/api/email-preferences/one-click?token=');
    expect(linkIn(partnerMail!.html, '/api/email-preferences/one-click')).toContain('.marketingEmails.');
  });
});
