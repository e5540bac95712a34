/**
 * The reader's language (issue 22; docs/decisions/038): notifications are written in the reader's
 * current account language each time they are read — the list, marking read, the socket push — older
 * ones too; rows from before migration 0029 keep their stored text; mails go out in the receiver's
 * language when they are queued; a quote request's summary is data each reader writes its own way.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@shared/contracts/notifications';
import type { QuoteRequestPayload, UserQuoteRequests } from '@shared/contracts/quotes';
import { catalogues } from '@shared/messages';
import { composeServiceNeeded } from '@shared/service-needed';
import { notifications, notificationTemplates, partners, users } from '../../db/schema';
import { connectClient, listen } from '../../test/sockets';
import { createTestApp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';
import { notifyUsers } from './notifications.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: string; // kullanici@
let partner: string; // partner@, owner of egelojistik
let partnerId: number;
let partnerUserId: number;

const PARTNER_EMAIL = 'partner@demo.example.com';

beforeAll(async () => {
  ctx = await createTestApp();
  [buyer, partner] = await Promise.all([signIn(ctx.app, 'kullanici@demo.example.com'), signIn(ctx.app, PARTNER_EMAIL)]);
  const [p] = await ctx.db
    .select({ id: partners.id, userId: partners.userId })
    .from(partners)
    .where(eq(partners.username, 'egelojistik'));
  partnerId = p!.id;
  partnerUserId = p!.userId!;
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const q = catalogues.tr.quotes;
/** The quote form's payload as the Turkish client sends it: the summary composed with ISO days, and as data. */
const request = (): QuoteRequestPayload => ({
  partnerId,
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@yilmaz.example.com',
  phone: '5321110001',
  companyName: 'Yılmaz Dış Ticaret',
  budget: '15k-50k',
  serviceNeeded: composeServiceNeeded(
    {
      services: ['Parsiyel Taşımacılık'],
      workType: 'project',
      projectStartDate: '2030-12-15',
      projectEndDate: '2031-01-31',
    },
    {
      workType: q.workType,
      monthly: q.workTypeMonthly,
      project: q.workTypeProject,
      start: q.projectStart,
      end: q.projectEnd,
    },
  ),
  workType: 'project',
  projectStartDate: '2030-12-15',
  projectEndDate: '2031-01-31',
  message: 'Almanya’ya parsiyel sevkiyat.',
  kvkkConsent: true,
});

const newestOfPartner = async (): Promise<Notification> => {
  const res = await call('GET', '/api/notifications?page=1&limit=10', partner);
  expect(res.statusCode).toBe(200);
  return res.json<NotificationList>().notifications[0]!;
};

const TR_SUMMARY = 'Parsiyel Taşımacılık — Çalışma şekli: Proje bazlı (başlangıç 15 Aralık 2030, bitiş 31 Ocak 2031)';
const EN_SUMMARY = 'Parsiyel Taşımacılık — Work type: Project-based (start 15 December 2030, end 31 January 2031)';

describe('a quote request, read by a partner who switches to English', () => {
  it('is Turkish while the account is Turkish, and English everywhere once it is English (the old one too)', async () => {
    await ctx.db.update(users).set({ language: 'tr' }).where(eq(users.id, partnerUserId));
    expect((await call('POST', '/api/quote-requests', buyer, request())).statusCode).toBe(201);

    const before = await newestOfPartner();
    expect(before).toMatchObject({
      type: 'quote_request',
      title: 'Yeni Teklif Talebi',
      message: `Ayşe Yılmaz (Yılmaz Dış Ticaret) teklif talep etti: ${TR_SUMMARY}`,
    });
    const firstMail = (await mailsTo(ctx.db, PARTNER_EMAIL)).filter((m) => m.templateType === 'quote_received').at(-1)!;
    expect(firstMail).toMatchObject({ language: 'tr', subject: 'Yeni teklif talebi: Yılmaz Dış Ticaret' });
    expect(firstMail.html).toContain(TR_SUMMARY);

    const switched = await call('PUT', '/api/user/language', partner, { language: 'en' });
    expect(switched.json()).toMatchObject({ language: 'en' });

    // The same row, read again: the reader's current language, dates and labels included.
    const after = await newestOfPartner();
    expect(after).toMatchObject({
      id: before.id,
      title: 'New Quote Request',
      message: `Ayşe Yılmaz (Yılmaz Dış Ticaret) requested a quote: ${EN_SUMMARY}`,
    });
    const read = await call('PATCH', `/api/notifications/${before.id}/read`, partner);
    expect(read.json()).toMatchObject({ id: before.id, isRead: true, title: 'New Quote Request' });

    // The next mail goes out in the receiver's language at the time of sending, not the sender's.
    expect((await call('POST', '/api/quote-requests', buyer, request())).statusCode).toBe(201);
    const secondMail = (await mailsTo(ctx.db, PARTNER_EMAIL))
      .filter((m) => m.templateType === 'quote_received')
      .at(-1)!;
    expect(secondMail).toMatchObject({ language: 'en', subject: 'New quote request: Yılmaz Dış Ticaret' });
    expect(secondMail.html).toContain(EN_SUMMARY);
    expect(secondMail.html).not.toContain('Çalışma şekli');
  });

  it('pushes a new notification over the socket in the language the account has at that moment', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, partnerUserId));
    const client = await connectClient(await listen(ctx.app), { cookie: partner });
    try {
      const pushed = client.next<Notification>('notification:new', (n) => n.type === 'quote_request');
      expect((await call('POST', '/api/quote-requests', buyer, request())).statusCode).toBe(201);
      expect(await pushed).toMatchObject({ title: 'New Quote Request', message: expect.stringContaining(EN_SUMMARY) });
    } finally {
      client.socket.close();
    }
  });

  it('gives the request to both parties as data (`serviceNeededParts`) beside the text as sent', async () => {
    const res = await call('GET', '/api/user/quote-requests', buyer);
    const [newest] = res.json<UserQuoteRequests>().quoteRequests;
    expect(newest).toMatchObject({
      serviceNeeded: request().serviceNeeded,
      serviceNeededParts: {
        service: 'Parsiyel Taşımacılık',
        workType: 'project',
        projectStartDate: '2030-12-15',
        projectEndDate: '2031-01-31',
      },
    });
  });
});

describe('rows that cannot be written again', () => {
  it('a row from before migration 0029 (no parameters) keeps its stored text in any language', async () => {
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, partnerUserId));
    await ctx.db.insert(notifications).values({
      userId: partnerUserId,
      type: 'quote_response',
      title: 'Teklifinize Yanıt Geldi',
      message: 'Ege Lojistik, Parsiyel — Çalışma şekli: Aylık talebinize teklif gönderdi.',
    });
    expect(await newestOfPartner()).toMatchObject({
      title: 'Teklifinize Yanıt Geldi',
      message: 'Ege Lojistik, Parsiyel — Çalışma şekli: Aylık talebinize teklif gönderdi.',
    });
  });

  it('a row whose template was switched off shows the text stored when it was written', async () => {
    await ctx.db.update(users).set({ language: 'tr' }).where(eq(users.id, partnerUserId));
    await notifyUsers(ctx.db, [partnerUserId], { type: 'follower', params: { followerName: 'Deniz Kara' } });
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, partnerUserId));
    expect(await newestOfPartner()).toMatchObject({ title: 'New Follower', message: expect.stringContaining('Deniz') });
    const off = and(eq(notificationTemplates.type, 'follower'), eq(notificationTemplates.isActive, true));
    await ctx.db.update(notificationTemplates).set({ isActive: false }).where(off);
    try {
      expect(await newestOfPartner()).toMatchObject({
        title: 'Yeni Takipçi',
        message: 'Deniz Kara firmanızı takip etmeye başladı.',
      });
    } finally {
      await ctx.db
        .update(notificationTemplates)
        .set({ isActive: true })
        .where(eq(notificationTemplates.type, 'follower'));
    }
  });
});
