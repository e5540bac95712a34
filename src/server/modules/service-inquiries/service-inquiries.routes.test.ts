/**
 * Service inquiries (issue 22; docs/decisions/042-service-inquiry.md) through HTTP: validation in both
 * languages, the honeypot, the per-IP and per-address limits, the confirmation link (delivers once,
 * tampered and expired links refused), the partner's notification and Reply-To mail, the unclaimed
 * listing's mail, and the dashboard's list and one-time invitation.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@shared/messages';
import type { PartnerInquiry, PartnerInquiryList, ServiceInquiryConfirmed } from '@shared/contracts/service-inquiries';
import { emailOutbox, notifications, partners, serviceInquiries, users } from '../../db/schema';
import { createTestApp, freshIp, latestMail, linkIn, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';

const tr = catalogues.tr.serviceInquiries;
const en = catalogues.en.serviceInquiries;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: string; // partner@: owns egelojistik
let otherOwner: string; // partner2@: owns another partner
let user: string; // kullanici@: owns no partner
let ege: { id: number; userId: number; ownerEmail: string };
let unclaimed: { id: number; email: string };
let unclaimedNoEmail: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherOwner, user] = await Promise.all([
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
  ]);
  const [row] = await ctx.db
    .select({ id: partners.id, userId: partners.userId, ownerEmail: users.email })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(users.email, 'partner@demo.example.com'));
  ege = { id: row!.id, userId: row!.userId!, ownerEmail: row!.ownerEmail };
  const listings = await ctx.db
    .select({ id: partners.id, email: partners.email })
    .from(partners)
    .where(and(isNull(partners.userId), isNotNull(partners.email), eq(partners.isActive, true)))
    .limit(2);
  unclaimed = { id: listings[0]!.id, email: listings[0]!.email! };
  unclaimedNoEmail = listings[1]!.id;
  await ctx.db.update(partners).set({ email: null }).where(eq(partners.id, unclaimedNoEmail));
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let seq = 0;
/** A sender address no other test uses. */
const sender = () => `soran-${++seq}-${Date.now()}@example.com`;

async function post(url: string, payload: unknown, opts: { cookie?: string; ip?: string; lang?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      origin: TEST_ORIGIN,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: payload as object,
  });
}

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  name: '  Ayşe Yılmaz  ',
  email,
  company: 'Yılmaz Tekstil',
  phone: '+90 532 000 00 00',
  message: 'Merhaba, Hamburg’a parsiyel yük için fiyat alabilir miyim?',
  ...extra,
});

const inquiriesOf = (email: string) => ctx.db.select().from(serviceInquiries).where(eq(serviceInquiries.email, email));

/** Sends an inquiry and returns the confirmation link's token. */
async function sendAndGetToken(partnerId: number, email: string, lang?: string): Promise<string> {
  const res = await post(`/api/partners/${partnerId}/inquiries`, form(email), { lang });
  expect(res.statusCode, res.body).toBe(202);
  const mail = await latestMail(ctx.db, email);
  return linkIn(mail!.html, '/inquiry/confirm/').split('/').at(-1)!;
}

const confirm = (token: string, lang?: string) => post('/api/inquiries/confirm', { token }, { lang });

describe('POST /api/partners/{id}/inquiries', () => {
  it('refuses bad fields with the texts of the caller’s language and stores nothing', async () => {
    const email = sender();
    const bad = {
      name: ' A ',
      email: 'not-an-address',
      phone: '++',
      message: `   ${'kısa'}   `,
    };
    const trRes = await post(`/api/partners/${ege.id}/inquiries`, bad);
    expect(trRes.statusCode).toBe(400);
    expect(trRes.json().fieldErrors).toEqual({
      name: [tr.nameRequired],
      email: [tr.invalidEmail],
      phone: [tr.invalidPhone],
      message: [tr.messageTooShort],
    });
    const enRes = await post(
      `/api/partners/${ege.id}/inquiries`,
      form(email, { message: 'x'.repeat(3001), company: 'C'.repeat(201) }),
      { lang: 'en' },
    );
    expect(enRes.statusCode).toBe(400);
    expect(enRes.json().fieldErrors).toEqual({ message: [en.messageTooLong], company: [en.companyTooLong] });
    // The limits apply after trimming: 3000 characters with spaces around are accepted.
    const edge = await post(`/api/partners/${ege.id}/inquiries`, form(email, { message: `  ${'y'.repeat(3000)}  ` }));
    expect(edge.statusCode).toBe(202);
    expect((await inquiriesOf(email)).map((r) => r.message.length)).toEqual([3000]);
  });

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    const email = sender();
    const res = await post(`/api/partners/${ege.id}/inquiries`, form(email, { website: 'https://spam.example' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: tr.accepted });
    expect(await inquiriesOf(email)).toEqual([]);
    expect(await mailsTo(ctx.db, email)).toEqual([]);
  });

  it('stores the inquiry pending and mails the sender a confirmation link; the partner hears nothing yet', async () => {
    const email = sender();
    const [{ n: before }] = (await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, ege.userId))) as [{ n: number }];
    const ownerMails = (await mailsTo(ctx.db, ege.ownerEmail)).length;
    const res = await post(`/api/partners/${ege.id}/inquiries`, form(email), { lang: 'en' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: en.accepted });
    const [row] = await inquiriesOf(email);
    expect(row).toMatchObject({ name: 'Ayşe Yılmaz', language: 'en', deliveredAt: null, partnerId: ege.id });
    const mail = await latestMail(ctx.db, email);
    expect(mail).toMatchObject({ templateType: null, language: 'en' });
    expect(mail!.subject).toContain('Confirm your message');
    expect(linkIn(mail!.html, '/inquiry/confirm/')).toMatch(/^\/inquiry\/confirm\/\d+\.\d+\.[\w-]{43}$/);
    expect(await mailsTo(ctx.db, ege.ownerEmail)).toHaveLength(ownerMails);
    const [{ n: after }] = (await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, ege.userId))) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('limits inquiries per client IP and confirmation mails per sender address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post(`/api/partners/${ege.id}/inquiries`, form(sender()), { ip })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);

    const email = sender();
    for (let i = 0; i < 5; i++)
      expect((await post(`/api/partners/${ege.id}/inquiries`, form(email))).statusCode).toBe(202);
    const over = await post(`/api/partners/${ege.id}/inquiries`, form(email.toUpperCase()));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(over.json().message).toContain('Bu e-posta adresiyle');
    expect(await inquiriesOf(email)).toHaveLength(5);
    expect(await mailsTo(ctx.db, email)).toHaveLength(5);
  });

  it('answers 404 for an unknown or hidden partner and 409 for a listing without an address', async () => {
    expect((await post('/api/partners/999999/inquiries', form(sender()))).statusCode).toBe(404);
    const res = await post(`/api/partners/${unclaimedNoEmail}/inquiries`, form(sender()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INQUIRY_UNAVAILABLE', message: tr.unavailable });
    // The profile tells the client the same, so it offers no form there.
    const profileOf = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/partners/${id}` })).json<{ acceptsInquiries: boolean }>();
    expect((await profileOf(unclaimedNoEmail)).acceptsInquiries).toBe(false);
    expect((await profileOf(unclaimed.id)).acceptsInquiries).toBe(true);
    expect((await profileOf(ege.id)).acceptsInquiries).toBe(true);
  });
});

describe('POST /api/inquiries/confirm', () => {
  it('delivers once: a notification to the partner’s user and a mail with Reply-To the sender', async () => {
    const email = sender();
    const token = await sendAndGetToken(ege.id, email);
    const mailsBefore = (await mailsTo(ctx.db, ege.ownerEmail)).length;

    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ServiceInquiryConfirmed>()).toEqual({
      outcome: 'delivered',
      partner: { companyName: expect.any(String), username: 'egelojistik' },
    });
    const second = await confirm(token);
    expect(second.json<ServiceInquiryConfirmed>().outcome).toBe('alreadyDelivered');

    const [row] = await inquiriesOf(email);
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ege.userId), eq(notifications.type, 'service_inquiry')));
    const mine = told.filter((n) => (n.data as { inquiryId?: number }).inquiryId === row!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message).toContain('Ayşe Yılmaz');
    expect(mine[0]!.actionUrl).toBe(`/partner-dashboard?tab=inquiries&inquiry=${row!.id}`);

    const partnerMails = (await mailsTo(ctx.db, ege.ownerEmail)).slice(mailsBefore);
    expect(partnerMails).toHaveLength(1);
    const mail = partnerMails[0]!;
    expect(mail.templateType).toBeNull();
    expect(mail.headers).toEqual({ 'Reply-To': `"Ayşe Yılmaz" <${email}>` });
    expect(mail.subject).toContain('Ayşe Yılmaz');
    expect(mail.html).toContain('Hamburg’a parsiyel yük');
    expect(mail.html).toContain('Yılmaz Tekstil');
    expect(linkIn(mail.html, 'tab=inquiries')).toBe(`/partner-dashboard?tab=inquiries&inquiry=${row!.id}`);
  });

  it('refuses a tampered link and, in the caller’s language, an expired one; neither delivers', async () => {
    const email = sender();
    const token = await sendAndGetToken(ege.id, email);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const tampered = [
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'nonsense',
    ];
    for (const bad of tampered) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ code: 'INQUIRY_LINK_INVALID', message: tr.linkInvalid });
    }
    vi.useFakeTimers({ now: Date.now() + 25 * 3600 * 1000, toFake: ['Date'] });
    const expired = await confirm(token, 'en');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'INQUIRY_LINK_EXPIRED', message: en.linkExpired });
    expect((await inquiriesOf(email))[0]!.deliveredAt).toBeNull();
  });

  it('mails an unclaimed listing at its own address, with no notification', async () => {
    const email = sender();
    const token = await sendAndGetToken(unclaimed.id, email);
    const before = (await mailsTo(ctx.db, unclaimed.email)).length;
    expect((await confirm(token)).json<ServiceInquiryConfirmed>().outcome).toBe('delivered');
    const mails = (await mailsTo(ctx.db, unclaimed.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers).toEqual({ 'Reply-To': `"Ayşe Yılmaz" <${email}>` });
    expect(mails[0]!.html).not.toContain('partner-dashboard');
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.type, 'service_inquiry'))) as [{ n: number }];
    const [{ delivered }] = (await ctx.db
      .select({ delivered: count() })
      .from(serviceInquiries)
      .where(and(eq(serviceInquiries.partnerId, ege.id), isNotNull(serviceInquiries.deliveredAt)))) as [
      { delivered: number },
    ];
    expect(n).toBe(delivered);
  });
});

describe('the partner’s dashboard', () => {
  const list = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/partner-dashboard/inquiries', headers: { cookie } });

  it('lists delivered inquiries only, to the partner’s owner; invites a sender once', async () => {
    const pending = sender();
    await sendAndGetToken(ege.id, pending);
    const email = sender();
    await confirm(await sendAndGetToken(ege.id, email, 'en'));

    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<PartnerInquiryList>();
    expect(body.inquiries.map((i) => i.email)).toContain(email);
    expect(body.inquiries.map((i) => i.email)).not.toContain(pending);
    const item = body.inquiries.find((i) => i.email === email)!;
    expect(item).toMatchObject({ name: 'Ayşe Yılmaz', company: 'Yılmaz Tekstil', invitedAt: null });
    expect((await list(otherOwner)).json<PartnerInquiryList>().inquiries.map((i) => i.email)).not.toContain(email);
    expect((await list(user)).statusCode).toBe(404);

    const url = `/api/partner-dashboard/inquiries/${item.id}/invite`;
    expect((await post(url, {}, { cookie: otherOwner })).json()).toMatchObject({ code: 'INQUIRY_NOT_FOUND' });
    const invited = await post(url, {}, { cookie: owner });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json<PartnerInquiry>().invitedAt).toEqual(expect.any(String));
    const again = await post(url, {}, { cookie: owner });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INQUIRY_ALREADY_INVITED', message: tr.alreadyInvited });

    const invitations = (await mailsTo(ctx.db, email)).filter((m) => m.subject.includes('invites you'));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.language).toBe('en');
    expect(linkIn(invitations[0]!.html, '/auth')).toBe('/auth?tab=register&redirect=%2Fpartner%2Fegelojistik');
    // A pending inquiry cannot be invited from: it is not the partner's yet.
    const [pendingRow] = await inquiriesOf(pending);
    const refused = await post(`/api/partner-dashboard/inquiries/${pendingRow!.id}/invite`, {}, { cookie: owner });
    expect(refused.statusCode).toBe(404);
    expect(
      await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, pending)),
    ).toHaveLength(1);
  });
});
