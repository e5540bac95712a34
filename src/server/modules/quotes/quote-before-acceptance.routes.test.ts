/**
 * Issue 20, before acceptance: the buyer cancels a request nobody has answered
 * (POST /api/quote-requests/{id}/cancel) and asks for a revised offer
 * (POST /api/quote-responses/{id}/revision-request), which the partner's revision (PUT) answers.
 * Its own database, so the counts of quotes.routes.test.ts stay as they are.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import {
  type CreatedQuoteRequests,
  type PartnerQuoteRequestsPage,
  type QuoteResponse,
  type UserQuoteRequests,
} from '@shared/contracts/quotes';
import { addDays, istanbulToday } from '@shared/calendar';
import { emailOutbox, notifications, partners, quoteRequests, quoteResponses, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

const tr = catalogues.tr.quotes;
const en = catalogues.en.quotes;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let buyer: string; // kullanici@
let p1: string; // partner@ owns egelojistik
let p2: string; // partner2@ owns ipekyolu
let admin: string;
const pid: Record<string, number> = {};
const uid: Record<string, number> = {};
const today = istanbulToday();

beforeAll(async () => {
  ctx = await createTestApp();
  [buyer, p1, p2, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  for (const p of await ctx.db.select({ id: partners.id, username: partners.username }).from(partners))
    pid[p.username] = p.id;
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users)) uid[u.email] = u.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function api(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: unknown, lang = 'tr') {
  return ctx.app.inject({
    method,
    url,
    // The language cookie picks the answer's language (Turkish by default).
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie: `${cookie}; lang=${lang}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A new request of the buyer to egelojistik (and ipekyolu too when `group`). */
async function newRequest(group = false): Promise<CreatedQuoteRequests> {
  // Earlier requests an hour back: these tests send more than the hourly limit allows.
  await ctx.db
    .update(quoteRequests)
    .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(quoteRequests.userId, uid['kullanici@demo.example.com']!));
  const res = await api('POST', '/api/quote-requests', buyer, {
    partnerId: pid.egelojistik,
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@yilmaz.example.com',
    phone: '5321110001',
    companyName: 'Yılmaz Dış Ticaret',
    budget: '5k-15k',
    serviceNeeded: 'Parsiyel Taşımacılık — Çalışma şekli: Aylık',
    message: 'Ayda iki sevkiyat.',
    kvkkConsent: true,
    ...(group ? { additionalPartnerIds: [pid.ipekyolu] } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json<CreatedQuoteRequests>();
}

const offer = (patch: Record<string, unknown> = {}) => ({
  title: 'İzmir – Hamburg parsiyel',
  items: [{ description: 'Navlun', quantity: 2, unitPrice: 150_000 }],
  vatRate: 20,
  currency: 'TRY',
  validUntil: addDays(today, 30),
  ...patch,
});

async function answered(): Promise<{ requestId: number; responseId: number }> {
  const requestId = (await newRequest()).id;
  const res = await api('POST', '/api/quote-responses', p1, { quoteRequestId: requestId, ...offer() });
  expect(res.statusCode).toBe(201);
  return { requestId, responseId: res.json<QuoteResponse>().id };
}

const lastNotificationOf = async (email: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, uid[email]!)).orderBy(notifications.id)).at(
    -1,
  )!;
const statusOf = async (id: number) =>
  (await ctx.db.select({ s: quoteRequests.status }).from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!.s;

describe('POST /api/quote-requests/{id}/cancel', () => {
  it('lets the buyer cancel an unanswered request: cancelled, the partner notified without a mail', async () => {
    const { id } = await newRequest();
    const mailsBefore = (await ctx.db.select().from(emailOutbox)).length;
    const res = await api('POST', `/api/quote-requests/${id}/cancel`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled' });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await lastNotificationOf('partner@demo.example.com')).toMatchObject({
      type: 'quote_request',
      title: tr.notificationCancelledTitle,
      message:
        'Ayşe Yılmaz (Yılmaz Dış Ticaret) teklif talebini iptal etti: Parsiyel Taşımacılık — Çalışma şekli: Aylık',
      actionUrl: '/partner-dashboard?tab=quotes',
    });
    expect((await ctx.db.select().from(emailOutbox)).length).toBe(mailsBefore);

    // Twice: the precise text.
    const again = await api('POST', `/api/quote-requests/${id}/cancel`, buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'QUOTE_REQUEST_NOT_CANCELLABLE', message: tr.requestAlreadyCancelled });
  });

  it('answers 404 to the partner, an admin, another user and for a missing id, as reading someone else’s request does', async () => {
    const { id } = await newRequest();
    for (const cookie of [p1, p2, admin]) {
      const res = await api('POST', `/api/quote-requests/${id}/cancel`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('QUOTE_REQUEST_NOT_FOUND');
    }
    expect((await api('GET', `/api/quote-requests/${id}`, p2)).statusCode).toBe(404);
    expect((await api('POST', '/api/quote-requests/999999/cancel', buyer)).statusCode).toBe(404);
    expect((await api('POST', '/api/quote-requests/abc/cancel', buyer)).statusCode).toBe(400);
    expect((await api('POST', `/api/quote-requests/${id}/cancel`, null)).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses an answered request with 409 and its text (Turkish and English), changing nothing', async () => {
    const { requestId } = await answered();
    const res = await api('POST', `/api/quote-requests/${requestId}/cancel`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUOTE_REQUEST_NOT_CANCELLABLE', message: tr.requestAnswered });
    const inEnglish = await api('POST', `/api/quote-requests/${requestId}/cancel`, buyer, undefined, 'en');
    expect(inEnglish.json().message).toBe(en.requestAnswered);
    expect(await statusOf(requestId)).toBe('responded');
  });

  it('refuses a decided request as concluded; a withdrawn answer makes it cancellable again', async () => {
    const { requestId, responseId } = await answered();
    expect((await api('POST', `/api/quote-responses/${responseId}/cancel`, p1)).statusCode).toBe(200);
    expect(await statusOf(requestId)).toBe('pending');
    expect((await api('POST', `/api/quote-requests/${requestId}/cancel`, buyer)).statusCode).toBe(200);

    const decided = await answered();
    await api('PUT', `/api/quote-responses/${decided.responseId}/status`, buyer, { status: 'rejected' });
    const res = await api('POST', `/api/quote-requests/${decided.requestId}/cancel`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tr.requestClosed);
  });

  it('a cancelled request cannot be answered, leaves the pending work and stays in the partner’s list with its state', async () => {
    const { id } = await newRequest();
    await api('POST', `/api/quote-requests/${id}/cancel`, buyer);
    const res = await api('POST', '/api/quote-responses', p1, { quoteRequestId: id, ...offer() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUOTE_NOT_ANSWERABLE', message: tr.requestCancelledByBuyer });
    expect(await ctx.db.select().from(quoteResponses).where(eq(quoteResponses.quoteRequestId, id))).toEqual([]);

    const pending = (
      await api('GET', '/api/quote-requests?status=pending&limit=100', p1)
    ).json<PartnerQuoteRequestsPage>();
    expect(pending.quoteRequests.map((r) => r.id)).not.toContain(id);
    const all = (await api('GET', '/api/quote-requests?limit=100', p1)).json<PartnerQuoteRequestsPage>();
    expect(all.quoteRequests.find((r) => r.id === id)).toMatchObject({ status: 'cancelled', response: null });
    expect(all.counts.cancelled).toBeGreaterThan(0);
    const mine = (await api('GET', '/api/user/quote-requests', buyer)).json<UserQuoteRequests>();
    expect(mine.quoteRequests.find((r) => r.id === id)!.status).toBe('cancelled');
  });

  it('cancels one partner’s request of a group, leaving the others open', async () => {
    const created = await newRequest(true);
    const [ege, ipek] = created.requests;
    expect((await api('POST', `/api/quote-requests/${ipek!.id}/cancel`, buyer)).statusCode).toBe(200);
    expect(await statusOf(ipek!.id)).toBe('cancelled');
    expect(await statusOf(ege!.id)).toBe('pending');
    expect((await lastNotificationOf('partner2@demo.example.com')).title).toBe(tr.notificationCancelledTitle);
  });
});

describe('POST /api/quote-responses/{id}/revision-request', () => {
  const ask = (
    id: number,
    cookie: string | null,
    message: unknown = 'Lütfen navlunu 2.500 TL’ye indirin.',
    lang = 'tr',
  ) => api('POST', `/api/quote-responses/${id}/revision-request`, cookie, { message }, lang);

  it('records the trimmed message for the buyer, notifies the partner; asking again replaces it', async () => {
    const { responseId } = await answered();
    const res = await ask(responseId, buyer, '  Lütfen navlunu indirin.  ');
    expect(res.statusCode).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.revisionMessage).toBe('Lütfen navlunu indirin.');
    expect(Date.parse(body.revisionRequestedAt!)).not.toBeNaN();
    expect(await lastNotificationOf('partner@demo.example.com')).toMatchObject({
      type: 'quote_response',
      title: tr.notificationRevisionRequestedTitle,
      message:
        'Ayşe Yılmaz (Yılmaz Dış Ticaret), “İzmir – Hamburg parsiyel” teklifinizin revize edilmesini istedi: Lütfen navlunu indirin.',
      actionUrl: '/partner-dashboard?tab=quotes',
    });

    const again = await ask(responseId, buyer, 'Teslim süresini 5 güne indirin.');
    expect(again.json<QuoteResponse>().revisionMessage).toBe('Teslim süresini 5 güne indirin.');
    // The partner's desk carries it on the live answer.
    const desk = (await api('GET', '/api/quote-requests?limit=100', p1)).json<PartnerQuoteRequestsPage>();
    const row = desk.quoteRequests.find((r) => r.response?.id === responseId)!;
    expect(row.response).toMatchObject({ revisionMessage: 'Teslim süresini 5 güne indirin.' });
  });

  it('a long message is shortened in the notification, kept whole on the answer', async () => {
    const { responseId } = await answered();
    const long = 'ş'.repeat(2000);
    expect((await ask(responseId, buyer, long)).json<QuoteResponse>().revisionMessage).toBe(long);
    const note = await lastNotificationOf('partner@demo.example.com');
    expect(note.message.endsWith(`${'ş'.repeat(159)}…`)).toBe(true);
  });

  it.each([
    ['empty', '', tr.revisionMessageRequired],
    ['blank', '   ', tr.revisionMessageRequired],
    ['missing', undefined, tr.revisionMessageRequired],
    ['too long', 'a'.repeat(2001), tr.revisionMessageTooLong],
  ])('refuses a %s message with 400 and its text, storing nothing', async (_, message, text) => {
    const { responseId } = await answered();
    const res = await api(
      'POST',
      `/api/quote-responses/${responseId}/revision-request`,
      buyer,
      message === undefined ? {} : { message },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.message).toEqual([text]);
    const [row] = await ctx.db.select().from(quoteResponses).where(eq(quoteResponses.id, responseId));
    expect(row!.revisionRequestedAt).toBeNull();
  });

  it('answers the English text to an English caller', async () => {
    const { responseId } = await answered();
    const res = await ask(responseId, buyer, '', 'en');
    expect(res.json().fieldErrors.message).toEqual([en.revisionMessageRequired]);
  });

  it('only the buyer asks: 404 for the partner, another partner, an admin and a missing id; 401 for visitors', async () => {
    const { responseId } = await answered();
    for (const cookie of [p1, p2, admin]) {
      const res = await ask(responseId, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('QUOTE_RESPONSE_NOT_FOUND');
    }
    expect((await ask(999_999, buyer)).statusCode).toBe(404);
    expect((await ask(responseId, null)).statusCode).toBe(401);
  });

  it('refuses a decided or withdrawn answer with 409 and its text', async () => {
    const decided = await answered();
    await api('PUT', `/api/quote-responses/${decided.responseId}/status`, buyer, { status: 'rejected' });
    const res = await ask(decided.responseId, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUOTE_REVISION_NOT_REQUESTABLE', message: tr.revisionNotRequestable });

    const withdrawn = await answered();
    await api('POST', `/api/quote-responses/${withdrawn.responseId}/cancel`, p1);
    expect((await ask(withdrawn.responseId, buyer)).statusCode).toBe(409);
  });

  it('the partner’s revision clears the request and the buyer is told of the revised offer', async () => {
    const { responseId } = await answered();
    await ask(responseId, buyer);
    const revised = await api('PUT', `/api/quote-responses/${responseId}`, p1, offer({ title: 'Revize teklif' }));
    expect(revised.statusCode).toBe(200);
    expect(revised.json<QuoteResponse>()).toMatchObject({
      version: 2,
      revisionRequestedAt: null,
      revisionMessage: null,
    });
    expect((await lastNotificationOf('kullanici@demo.example.com')).title).toBe(tr.notificationRevisedTitle);
    const mine = (await api('GET', '/api/user/quote-requests', buyer)).json<UserQuoteRequests>();
    const answer = mine.quoteRequests.flatMap((r) => r.responses).find((a) => a.id === responseId)!;
    expect(answer).toMatchObject({ revisionRequestedAt: null, revisionMessage: null, version: 2 });
  });
});
