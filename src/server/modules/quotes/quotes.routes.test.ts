import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import {
  type AdminQuoteRequestsPage,
  type CreatedQuoteRequests,
  type PartnerQuoteRequestsPage,
  type QuoteAlternatives,
  type QuoteRequestPayload,
  type QuoteResponse,
  type UserQuoteRequests,
} from '@shared/contracts/quotes';
import { addDays, istanbulToday } from '@shared/calendar';
import { computeQuoteTotals } from '@shared/money';
import {
  emailOutbox,
  files,
  notifications,
  partnerActivities,
  partners,
  quoteRequests,
  quoteResponses,
  quoteResponseVersions,
  users,
} from '../../db/schema';
import { createTestApp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';

const tr = catalogues.tr.quotes;
const en = catalogues.en.quotes;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: string; // kullanici@: the requester
let p1: string; // partner@ owns egelojistik (lojistik)
let p2: string; // partner2@ owns ipekyolu (lojistik)
let p3: string; // partner3@ owns martikargo (lojistik)
let admin: string;
let editor: string; // editor@: an admin, used as a second requester for the hourly limit
const pid: Record<string, number> = {};
const uid: Record<string, number> = {};

const today = istanbulToday();

beforeAll(async () => {
  ctx = await createTestApp();
  [user, p1, p2, p3, admin, editor] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'partner2@demo.example.com'),
    signIn(ctx.app, 'partner3@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
  ]);
  for (const p of await ctx.db.select({ id: partners.id, username: partners.username }).from(partners))
    pid[p.username] = p.id;
  for (const u of await ctx.db.select({ id: users.id, email: users.email }).from(users)) uid[u.email] = u.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function api(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const form = (patch: Partial<QuoteRequestPayload> = {}): QuoteRequestPayload => ({
  partnerId: pid.egelojistik!,
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@yilmaz.example.com',
  phone: '5321110001',
  companyName: 'Yılmaz Dış Ticaret',
  budget: '15k-50k',
  serviceNeeded: 'Parsiyel Taşımacılık — Çalışma şekli: Aylık',
  message: 'Almanya’ya aylık iki parsiyel sevkiyat.',
  kvkkConsent: true,
  ...patch,
});

const answer = (quoteRequestId: number, patch: Record<string, unknown> = {}) => ({
  quoteRequestId,
  title: 'İzmir – Hamburg parsiyel',
  items: [
    { description: 'Navlun', quantity: 2, unitPrice: 150_050 },
    { description: 'Gümrük işlemleri', quantity: 1.5, unitPrice: 333 },
    { description: 'Sigorta', quantity: 3, unitPrice: 99 },
  ],
  vatRate: 20,
  currency: 'TRY',
  validUntil: addDays(today, 30),
  deliveryTime: '7 gün',
  terms: 'Peşin ödeme',
  ...patch,
});

const requestCount = async () => (await ctx.db.select({ n: count() }).from(quoteRequests))[0]!.n;
const notificationsOf = (userId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe('POST /api/quote-requests: the quote form, checked again on the server', () => {
  it('refuses visitors with 401', async () => {
    const res = await api('POST', '/api/quote-requests', null, form());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['fullName', { fullName: ' ' }, tr.fullNameRequired],
    ['email', { email: 'not-an-email' }, tr.invalidEmail],
    ['phone', { phone: '' }, tr.phoneRequired],
    ['companyName', { companyName: '' }, tr.companyRequired],
    ['serviceNeeded', { serviceNeeded: '' }, tr.serviceNeededRequired],
    ['kvkkConsent', { kvkkConsent: false as unknown as true }, tr.kvkkRequired],
    ['projectStartDate', { workType: 'project' as const, projectStartDate: addDays(today, -1) }, tr.dateBeforeToday],
    [
      'projectEndDate',
      { workType: 'project' as const, projectStartDate: addDays(today, 5), projectEndDate: addDays(today, 2) },
      tr.endBeforeStart,
    ],
  ])('refuses a bad %s with its text (400), storing nothing', async (field, patch, text) => {
    const before = await requestCount();
    const res = await api('POST', '/api/quote-requests', user, form(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(text);
    expect(await requestCount()).toBe(before);
  });

  it('refuses a missing field and a missing consent', async () => {
    const { fullName: _f, kvkkConsent: _k, ...rest } = form();
    const res = await api('POST', '/api/quote-requests', user, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.fullName).toEqual([tr.fullNameRequired]);
    expect(res.json().fieldErrors.kvkkConsent).toEqual([tr.kvkkRequired]);
  });

  it('answers in English for an English caller', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { origin: TEST_ORIGIN, cookie: `${user}; lang=en` },
      payload: form({ phone: '' }),
    });
    expect(res.json().fieldErrors.phone).toEqual([en.phoneRequired]);
  });

  it('refuses more than four extra partners (400)', async () => {
    const res = await api(
      'POST',
      '/api/quote-requests',
      user,
      form({ additionalPartnerIds: [pid.ipekyolu!, pid.martikargo!, 900001, 900002, 900003] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.additionalPartnerIds).toEqual([tr.tooManyPartners]);
  });

  it('refuses an extra partner of another category (400), a partner twice (400), and the main one again', async () => {
    const before = await requestCount();
    let res = await api('POST', '/api/quote-requests', user, form({ additionalPartnerIds: [pid.anadolugumruk!] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.additionalPartnerIds).toEqual([tr.differentCategory]);
    res = await api(
      'POST',
      '/api/quote-requests',
      user,
      form({ additionalPartnerIds: [pid.ipekyolu!, pid.ipekyolu!] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.additionalPartnerIds).toEqual([tr.duplicatePartner]);
    res = await api('POST', '/api/quote-requests', user, form({ additionalPartnerIds: [pid.egelojistik!] }));
    expect(res.statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it('refuses a passive or an unapproved partner, main or extra (409 QUOTE_PARTNER_UNAVAILABLE)', async () => {
    const before = await requestCount();
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, pid.martikargo!));
    try {
      let res = await api('POST', '/api/quote-requests', user, form({ partnerId: pid.martikargo! }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'QUOTE_PARTNER_UNAVAILABLE', message: tr.partnerUnavailable });
      res = await api('POST', '/api/quote-requests', user, form({ additionalPartnerIds: [pid.martikargo!] }));
      expect(res.statusCode).toBe(409);
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.id, pid.martikargo!));
    }
    await ctx.db.update(partners).set({ isApproved: false }).where(eq(partners.id, pid.ipekyolu!));
    try {
      const res = await api('POST', '/api/quote-requests', user, form({ partnerId: pid.ipekyolu! }));
      expect(res.statusCode).toBe(409);
    } finally {
      await ctx.db.update(partners).set({ isApproved: true }).where(eq(partners.id, pid.ipekyolu!));
    }
    expect(await requestCount()).toBe(before);
  });

  it('refuses a partner id that does not exist, main or extra, with 404 PARTNER_NOT_FOUND', async () => {
    const before = await requestCount();
    let res = await api('POST', '/api/quote-requests', user, form({ partnerId: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PARTNER_NOT_FOUND', message: catalogues.tr.partners.notFound });
    res = await api('POST', '/api/quote-requests', user, form({ additionalPartnerIds: [pid.ipekyolu!, 999_999] }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PARTNER_NOT_FOUND');
    // A missing partner outweighs a passive one in the same form: the id itself is wrong.
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.id, pid.martikargo!));
    try {
      res = await api('POST', '/api/quote-requests', user, form({ additionalPartnerIds: [pid.martikargo!, 999_999] }));
      expect(res.statusCode).toBe(404);
      // Without the missing one, the passive extra partner is still a 409.
      res = await api(
        'POST',
        '/api/quote-requests',
        user,
        form({ additionalPartnerIds: [pid.ipekyolu!, pid.martikargo!] }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QUOTE_PARTNER_UNAVAILABLE');
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.id, pid.martikargo!));
    }
    expect(await requestCount()).toBe(before);
  });

  it('refuses a request to a partner the caller owns (400)', async () => {
    const res = await api('POST', '/api/quote-requests', p1, form());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(tr.ownPartner);
    const viaExtra = await api(
      'POST',
      '/api/quote-requests',
      p1,
      form({ partnerId: pid.ipekyolu!, additionalPartnerIds: [pid.egelojistik!] }),
    );
    expect(viaExtra.statusCode).toBe(400);
  });
});

// State shared by the flow below: one request to egelojistik alone, one group to all three.
let single: number;
let group: { id: number; partnerId: number; groupId: string | null }[];
const groupRequestOf = (username: string) => group.find((r) => r.partnerId === pid[username])!.id;
const answerIds: Record<string, number> = {};

describe('requesting', () => {
  it('stores a single request as pending with the consent time, notifies and mails the owner', async () => {
    const before = Date.now();
    const res = await api('POST', '/api/quote-requests', user, form());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'pending', groupId: null, partnerId: pid.egelojistik });
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({ id: body.id, fullName: 'Ayşe Yılmaz', budget: '15k-50k' });
    single = body.id;
    const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, single));
    expect(row!.userId).toBe(uid['kullanici@demo.example.com']);
    expect(row!.kvkkAcceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const note = (await notificationsOf(uid['partner@demo.example.com']!)).at(-1)!;
    expect(note).toMatchObject({ type: 'quote_request', actionUrl: '/partner-dashboard?tab=quotes' });
    expect(note.message).toContain('Ayşe Yılmaz');
    const mail = (await mailsTo(ctx.db, 'partner@demo.example.com')).at(-1)!;
    expect(mail.templateType).toBe('quote_received');
    expect(mail.html).toContain('15.000 – 50.000 TL');
    expect(mail.html).toContain(`${TEST_ORIGIN}/partner-dashboard?tab=quotes`);
  });

  it('sends one request per partner sharing a group id; each partner reads only its own', async () => {
    const res = await api(
      'POST',
      '/api/quote-requests',
      user,
      form({ additionalPartnerIds: [pid.ipekyolu!, pid.martikargo!], serviceNeeded: 'Hava Kargo' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<CreatedQuoteRequests>();
    expect(body.groupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.requests).toHaveLength(3);
    expect(new Set(body.requests.map((r) => r.groupId))).toEqual(new Set([body.groupId]));
    expect(body.id).toBe(body.requests[0]!.id);
    expect(body.requests.map((r) => r.partnerId)).toEqual([pid.egelojistik, pid.ipekyolu, pid.martikargo]);
    group = body.requests;
    for (const email of ['partner2@demo.example.com', 'partner3@demo.example.com']) {
      expect((await mailsTo(ctx.db, email)).at(-1)!.templateType).toBe('quote_received');
    }

    const listOf = async (cookie: string) => {
      const r = await api('GET', '/api/quote-requests', cookie);
      expect(r.statusCode).toBe(200);
      return r.json().quoteRequests as { id: number; partnerId: number }[];
    };
    const mine = await listOf(p2);
    expect(mine.map((r) => r.id)).toEqual([groupRequestOf('ipekyolu')]);
    expect((await listOf(p1)).map((r) => r.id).sort()).toEqual([single, groupRequestOf('egelojistik')].sort());
    // partner2 cannot open partner1's row of the same group
    expect((await api('GET', `/api/quote-requests/${groupRequestOf('egelojistik')}`, p2)).statusCode).toBe(404);
    expect((await api('GET', `/api/quote-requests/${groupRequestOf('ipekyolu')}`, p2)).statusCode).toBe(200);
    expect((await api('GET', `/api/quote-requests/${groupRequestOf('ipekyolu')}`, user)).statusCode).toBe(200);
    expect((await api('GET', `/api/quote-requests/${groupRequestOf('ipekyolu')}`, admin)).statusCode).toBe(200);
  });

  it('GET /api/quote-requests: 404 for a caller without a partner; counts and status filter', async () => {
    const none = await api('GET', '/api/quote-requests', user);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('PARTNER_NOT_FOUND');
    const res = await api('GET', '/api/quote-requests?status=pending', p1);
    expect(res.json().counts).toMatchObject({ total: 2, pending: 2, responded: 0 });
    const responded = await api('GET', '/api/quote-requests?status=responded', p1);
    expect(responded.json().quoteRequests).toEqual([]);
  });

  it('GET /api/quote-requests/alternatives: other active partners of the category, not the caller’s own', async () => {
    const res = await api('GET', `/api/quote-requests/alternatives?partnerId=${pid.egelojistik}`, user);
    expect(res.statusCode).toBe(200);
    const ids = res.json<QuoteAlternatives>().partners.map((p) => p.id);
    expect(ids.sort()).toEqual([pid.ipekyolu, pid.martikargo].sort());
    expect(res.json().partners[0]).toHaveProperty('responseRate');
    const forOwner = await api('GET', `/api/quote-requests/alternatives?partnerId=${pid.ipekyolu}`, p1);
    expect(forOwner.json<QuoteAlternatives>().partners.map((p) => p.id)).toEqual([pid.martikargo]);
    expect((await api('GET', '/api/quote-requests/alternatives?partnerId=999999', user)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('stores the totals of computeQuoteTotals in three currencies and marks the request responded', async () => {
    const cases = [
      ['egelojistik', p1, 'TRY'],
      ['ipekyolu', p2, 'USD'],
      ['martikargo', p3, 'EUR'],
    ] as const;
    for (const [username, cookie, currency] of cases) {
      const body = answer(groupRequestOf(username), { currency });
      const res = await api('POST', '/api/quote-responses', cookie, body);
      expect(res.statusCode).toBe(201);
      const json = res.json<QuoteResponse>();
      // Hand-computed: 2 × 1500.50 = 3001.00; 1.5 × 3.33 = 4.995 → 5.00 (half up); 3 × 0.99 = 2.97;
      // subtotal 3008.97; VAT 20% = 601.794 → 601.79; total 3610.76.
      expect(json).toMatchObject({ subtotal: 300_897, vatAmount: 60_179, totalAmount: 361_076, currency, version: 1 });
      expect(json.items.map((i) => i.amount)).toEqual([300_100, 500, 297]);
      const expected = computeQuoteTotals(body.items, 20);
      const [row] = await ctx.db.select().from(quoteResponses).where(eq(quoteResponses.id, json.id));
      expect({ subtotal: row!.subtotal, vat: row!.vatAmount, total: row!.totalAmount, items: row!.items }).toEqual({
        subtotal: expected.subtotal,
        vat: expected.vatAmount,
        total: expected.totalAmount,
        items: expected.items,
      });
      answerIds[username] = json.id;
    }
    const [req] = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, groupRequestOf('ipekyolu')));
    expect(req!.status).toBe('responded');
    expect(req!.respondedAt).not.toBeNull();
  });

  it('notifies and mails the requester, records the partner activity', async () => {
    const note = (await notificationsOf(uid['kullanici@demo.example.com']!)).at(-1)!;
    expect(note).toMatchObject({ type: 'quote_response', actionUrl: '/service-requests' });
    const mails = (await mailsTo(ctx.db, 'ayse@yilmaz.example.com')).filter(
      (m) => m.templateType === 'quote_response_received',
    );
    expect(mails).toHaveLength(3);
    expect(mails[0]!.html).toContain('₺3.610,76');
    expect(mails[0]!.html).toContain(`${TEST_ORIGIN}/service-requests`);
    const [activity] = await ctx.db
      .select()
      .from(partnerActivities)
      .where(and(eq(partnerActivities.partnerId, pid.egelojistik!), eq(partnerActivities.type, 'quote_response')));
    expect(activity).toBeDefined();
  });

  it('refuses a second live answer (409), another partner’s request (404), a past validity (400)', async () => {
    let res = await api('POST', '/api/quote-responses', p1, answer(groupRequestOf('egelojistik')));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUOTE_ALREADY_ANSWERED');
    res = await api('POST', '/api/quote-responses', p2, answer(single));
    expect(res.statusCode).toBe(404);
    res = await api('POST', '/api/quote-responses', user, answer(single));
    expect(res.statusCode).toBe(404);
    res = await api('POST', '/api/quote-responses', p1, answer(single, { validUntil: addDays(today, -1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.validUntil).toEqual([tr.validUntilPast]);
  });

  it('shares an attachment the partner uploaded with the requester only; refuses someone else’s file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = new FormData();
    upload.append('document', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'teklif.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: upload });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/document',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, origin: TEST_ORIGIN, cookie: p1 },
    });
    expect(up.statusCode).toBe(200);
    const url = up.json().url as string;
    const fileId = url.split('/').at(-1)!;
    // partner2 may not attach partner1's file
    const stolen = await api('PUT', `/api/quote-responses/${answerIds.ipekyolu}`, p2, {
      ...answer(0),
      attachmentFileId: fileId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors.attachmentFileId).toEqual([tr.attachmentInvalid]);

    const res = await api('POST', '/api/quote-responses', p1, { ...answer(single), attachmentFileId: fileId });
    expect(res.statusCode).toBe(201);
    answerIds.single = res.json().id;
    expect(res.json().attachment).toMatchObject({ id: fileId, fileName: 'teklif.pdf', url });
    const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    expect(file!.sharedWith).toEqual([uid['kullanici@demo.example.com']]);
    expect((await api('GET', url, user)).statusCode).toBe(200);
    expect((await api('GET', url, p2)).statusCode).toBe(404);
  });

  it('a revision keeps the earlier version readable and notifies the requester', async () => {
    const res = await api('PUT', `/api/quote-responses/${answerIds.ipekyolu}`, p2, {
      ...answer(0),
      title: 'Revize teklif',
      currency: 'USD',
      items: [{ description: 'Navlun', quantity: 1, unitPrice: 250_000 }],
      vatRate: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, title: 'Revize teklif', subtotal: 250_000, totalAmount: 250_000 });
    expect(res.json().previousVersions).toHaveLength(1);
    expect(res.json().previousVersions[0]).toMatchObject({
      version: 1,
      title: 'İzmir – Hamburg parsiyel',
      totalAmount: 361_076,
    });
    const stored = await ctx.db
      .select()
      .from(quoteResponseVersions)
      .where(eq(quoteResponseVersions.quoteResponseId, answerIds.ipekyolu!));
    expect(stored).toHaveLength(1);
    const note = (await notificationsOf(uid['kullanici@demo.example.com']!)).at(-1)!;
    expect(note.title).toBe(tr.notificationRevisedTitle);

    const list = await api('GET', `/api/quote-responses/${groupRequestOf('ipekyolu')}`, user);
    expect(list.json().responses[0].previousVersions[0].version).toBe(1);
    // another partner of the same group cannot revise it
    expect((await api('PUT', `/api/quote-responses/${answerIds.ipekyolu}`, p1, answer(0))).statusCode).toBe(404);
  });

  it('withdrawing frees the request (back to pending); a withdrawn answer cannot be revised or withdrawn again', async () => {
    const id = answerIds.martikargo!;
    const res = await api('POST', `/api/quote-responses/${id}/cancel`, p3);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const [req] = await ctx.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, groupRequestOf('martikargo')));
    expect(req!.status).toBe('pending');
    expect(req!.respondedAt).not.toBeNull();
    expect((await api('POST', `/api/quote-responses/${id}/cancel`, p3)).json().code).toBe('QUOTE_NOT_CANCELLABLE');
    expect((await api('PUT', `/api/quote-responses/${id}`, p3, answer(0))).json().code).toBe('QUOTE_NOT_REVISABLE');
    expect((await api('POST', `/api/quote-responses/${answerIds.egelojistik}/cancel`, p3)).statusCode).toBe(404);
    // a new answer is allowed now; the requester's list leaves the cancelled one out, the answers route keeps it
    const again = await api(
      'POST',
      '/api/quote-responses',
      p3,
      answer(groupRequestOf('martikargo'), { currency: 'EUR' }),
    );
    expect(again.statusCode).toBe(201);
    answerIds.martikargo = again.json().id;
    const all = await api('GET', `/api/quote-responses/${groupRequestOf('martikargo')}`, p3);
    expect(all.json<{ responses: QuoteResponse[] }>().responses.map((r) => r.status)).toEqual(['cancelled', 'sent']);
  });
});

describe('deciding', () => {
  it('the requester sees the group with partners and live answers; partners see nothing of each other', async () => {
    const res = await api('GET', '/api/user/quote-requests', user);
    expect(res.statusCode).toBe(200);
    const rows = res.json().quoteRequests as {
      id: number;
      groupId: string | null;
      partner: { id: number; followersCount: number };
      responses: { status: string }[];
      canReview: boolean;
    }[];
    const groupRows = rows.filter((r) => r.groupId === group[0]!.groupId);
    expect(groupRows).toHaveLength(3);
    expect(groupRows.every((r) => r.responses.length === 1 && r.responses[0]!.status === 'sent')).toBe(true);
    expect(groupRows.find((r) => r.id === groupRequestOf('ipekyolu'))!.partner.id).toBe(pid.ipekyolu);
    // partner1's list holds only its own rows and answers
    const p1List = (await api('GET', '/api/quote-requests', p1)).json<PartnerQuoteRequestsPage>();
    const answersSeen = p1List.quoteRequests.map((r) => r.response?.id);
    expect(answersSeen).not.toContain(answerIds.ipekyolu);
    expect(JSON.stringify(p1List)).not.toContain('Revize teklif');
  });

  it('refuses to accept an expired answer (409 QUOTE_EXPIRED) but lets the requester reject it', async () => {
    await ctx.db
      .update(quoteResponses)
      .set({ validUntil: addDays(today, -1) })
      .where(eq(quoteResponses.id, answerIds.single!));
    const res = await api('PUT', `/api/quote-responses/${answerIds.single}/status`, user, { status: 'accepted' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QUOTE_EXPIRED', message: tr.expired });
    const list = await api('GET', `/api/quote-responses/${single}`, user);
    expect(list.json().responses[0].isExpired).toBe(true);
    const rejected = await api('PUT', `/api/quote-responses/${answerIds.single}/status`, user, { status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    const [req] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, single));
    expect(req!.status).toBe('rejected');
  });

  it('only the requester decides (404 for the partner, another partner, an admin)', async () => {
    for (const cookie of [p1, p2, admin]) {
      const res = await api('PUT', `/api/quote-responses/${answerIds.egelojistik}/status`, cookie, {
        status: 'accepted',
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('accepting one answer of a group rejects the others, notifies and mails each partner', async () => {
    const res = await api('PUT', `/api/quote-responses/${answerIds.egelojistik}/status`, user, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('accepted');
    const reqs = await ctx.db
      .select({ id: quoteRequests.id, status: quoteRequests.status })
      .from(quoteRequests)
      .where(
        inArray(
          quoteRequests.id,
          group.map((g) => g.id),
        ),
      );
    const statusOf = (u: string) => reqs.find((r) => r.id === groupRequestOf(u))!.status;
    expect(statusOf('egelojistik')).toBe('accepted');
    expect(statusOf('ipekyolu')).toBe('rejected');
    expect(statusOf('martikargo')).toBe('rejected');
    const answers = await ctx.db
      .select({ id: quoteResponses.id, status: quoteResponses.status })
      .from(quoteResponses)
      .where(inArray(quoteResponses.id, [answerIds.ipekyolu!, answerIds.martikargo!]));
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);

    // The accepted partner is told of the acceptance, then of the project it starts (issue 20).
    expect((await notificationsOf(uid['partner@demo.example.com']!)).map((n) => n.title).slice(-2)).toEqual([
      tr.notificationAcceptedTitle,
      catalogues.tr.projects.notificationStartedTitle,
    ]);
    expect((await notificationsOf(uid['partner2@demo.example.com']!)).at(-1)!.title).toBe(tr.notificationRejectedTitle);
    expect((await notificationsOf(uid['partner3@demo.example.com']!)).at(-1)!.title).toBe(tr.notificationRejectedTitle);
    expect((await mailsTo(ctx.db, 'partner@demo.example.com')).map((m) => m.templateType).slice(-2)).toEqual([
      'quote_approved',
      'project_started',
    ]);
    expect((await mailsTo(ctx.db, 'partner2@demo.example.com')).at(-1)!.templateType).toBe('quote_rejected');
    expect((await mailsTo(ctx.db, 'partner3@demo.example.com')).at(-1)!.templateType).toBe('quote_rejected');

    const again = await api('PUT', `/api/quote-responses/${answerIds.ipekyolu}/status`, user, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTE_NOT_DECIDABLE');
  });
});

describe('completing', () => {
  it('the partner cannot mark a request completed any more: the route is gone (404), the request stays accepted', async () => {
    const accepted = groupRequestOf('egelojistik');
    const res = await api('PATCH', `/api/quote-requests/${accepted}`, p1, { status: 'completed' });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, accepted));
    expect(row!.status).toBe('accepted');
    const mine = (await api('GET', '/api/user/quote-requests', user)).json<UserQuoteRequests>().quoteRequests;
    expect(mine.find((r) => r.id === accepted)!.canReview).toBe(false);
  });

  it('completing the project the acceptance started completes the request; only then may the requester review', async () => {
    const accepted = groupRequestOf('egelojistik');
    const mine = async () =>
      (await api('GET', '/api/user/quote-requests', user)).json<UserQuoteRequests>().quoteRequests;
    const projectId = (await mine()).find((r) => r.id === accepted)!.projectId!;
    expect(projectId).toEqual(expect.any(String));
    // Both lists point to the project (the partner's desk and the buyer's requests link to its room).
    const desk = (await api('GET', '/api/quote-requests?limit=100', p1)).json<PartnerQuoteRequestsPage>();
    expect(desk.quoteRequests.find((r) => r.id === accepted)!.projectId).toBe(projectId);
    expect((await mine()).find((r) => r.id === single)!.projectId).toBeNull();

    expect((await api('POST', `/api/projects/${projectId}/contract/sign`, p1)).statusCode).toBe(200);
    expect((await api('POST', `/api/projects/${projectId}/contract/sign`, user)).json().status).toBe('active');
    const review = async () =>
      api('POST', `/api/quote-requests/${accepted}/review`, user, { rating: 5, comment: 'Zamanında teslim.' });
    expect((await review()).statusCode).toBe(403);

    const done = await api('POST', `/api/projects/${projectId}/complete`, user);
    expect(done.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, accepted));
    expect(row!.status).toBe('completed');
    const after = await mine();
    expect(after.find((r) => r.id === accepted)!.canReview).toBe(true);
    expect(after.find((r) => r.id === groupRequestOf('ipekyolu'))!.canReview).toBe(false);
  });
});

describe('partner inspection reads these records (spec §2 "Partner review", §4 response rate)', () => {
  it('shows the partner’s newest requests and its response rate', async () => {
    const p = await api('GET', `/api/admin/partners/${pid.martikargo}`, admin);
    expect(p.statusCode).toBe(200);
    // martikargo: its one request was answered, withdrawn, answered again, then closed by the group
    expect(p.json().statistics).toMatchObject({ quotes: { total: 1, pending: 0 }, responseRate: 100 });
    const recent = await api('GET', `/api/admin/partner-quotes/${pid.egelojistik}`, admin);
    const quotes = recent.json<{ quotes: { id: number; status: string }[] }>().quotes;
    expect(quotes.map((q) => [q.id, q.status])).toEqual([
      [groupRequestOf('egelojistik'), 'completed'],
      [single, 'rejected'],
    ]);
  });
});

describe('every id as a stranger answers 404', () => {
  it('requests, answers, decisions and PDFs of others', async () => {
    const req = groupRequestOf('egelojistik');
    const ans = answerIds.egelojistik!;
    const calls: [Parameters<typeof api>[0], string, unknown?][] = [
      ['GET', `/api/quote-requests/${req}`],
      ['POST', `/api/quote-requests/${req}/cancel`],
      ['POST', `/api/quote-responses/${ans}/revision-request`, { message: 'Fiyatı düşürün' }],
      ['GET', `/api/quote-responses/${req}`],
      ['PUT', `/api/quote-responses/${ans}`, answer(0)],
      ['POST', `/api/quote-responses/${ans}/cancel`],
      ['PUT', `/api/quote-responses/${ans}/status`, { status: 'rejected' }],
      ['GET', `/api/quote-responses/${ans}/pdf`],
      ['POST', '/api/quote-responses', answer(req)],
    ];
    for (const [method, url, payload] of calls) {
      // partner3 is a party of the same group, but not of this request
      const res = await api(method, url, p3, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await api(method, url, null, payload)).statusCode, `${method} ${url} visitor`).toBe(401);
    }
    for (const [method, url] of [
      ['GET', '/api/quote-requests/999999'],
      ['GET', '/api/quote-responses/999999'],
      ['GET', '/api/quote-responses/999999/pdf'],
    ] as const)
      expect((await api(method, url, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/quote-responses/{id}/pdf', () => {
  // Passes once the PDF renderer (quote-pdf.ts, another engineer's part of issue 9) is merged.
  it('gives a party the PDF as an attachment', async () => {
    const res = await api('GET', `/api/quote-responses/${answerIds.egelojistik}/pdf`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teklif-${answerIds.egelojistik}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('admin quote desk', () => {
  it('is for admins only', async () => {
    expect((await api('GET', '/api/admin/quote-requests', null)).statusCode).toBe(401);
    expect((await api('GET', '/api/admin/quote-requests', user)).statusCode).toBe(403);
    expect((await api('PATCH', `/api/admin/quote-requests/${single}`, p1, { status: 'pending' })).statusCode).toBe(403);
  });

  it('counts every request by status, filters, shows the partner, and sets any status', async () => {
    const res = await api('GET', '/api/admin/quote-requests', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminQuoteRequestsPage>();
    expect(body.counts).toEqual({
      total: 4,
      pending: 0,
      responded: 0,
      accepted: 0,
      completed: 1,
      rejected: 3,
      cancelled: 0,
    });
    expect(body.quoteRequests).toHaveLength(4);
    expect(body.quoteRequests[0]!.partner).toMatchObject({ id: expect.any(Number), companyName: expect.any(String) });
    expect(body.quoteRequests.find((r) => r.id === single)!.partner.id).toBe(pid.egelojistik);

    const patched = await api('PATCH', `/api/admin/quote-requests/${single}`, editor, { status: 'responded' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: single, status: 'responded' });
    const filtered = (
      await api('GET', '/api/admin/quote-requests?status=responded', admin)
    ).json<AdminQuoteRequestsPage>();
    expect(filtered.quoteRequests.map((r) => r.id)).toEqual([single]);
    expect(filtered.counts).toMatchObject({ total: 4, responded: 1, rejected: 2 });
    const back = await api('PATCH', `/api/admin/quote-requests/${single}`, admin, { status: 'pending' });
    expect(back.json().status).toBe('pending');
    expect((await api('PATCH', '/api/admin/quote-requests/999999', admin, { status: 'pending' })).statusCode).toBe(404);
    expect((await api('PATCH', `/api/admin/quote-requests/${single}`, admin, { status: 'archived' })).statusCode).toBe(
      400,
    );
  });

  it('paginates newest first', async () => {
    const page = (await api('GET', '/api/admin/quote-requests?limit=3&page=2', admin)).json();
    expect(page).toMatchObject({ page: 2, hasMore: false });
    expect(page.quoteRequests).toHaveLength(1);
    expect(page.quoteRequests[0].id).toBe(single);
  });
});

describe('hourly limit', () => {
  it('allows 20 requests per hour counted per partner reached, then 429 with nothing stored', async () => {
    const three = { additionalPartnerIds: [pid.ipekyolu!, pid.martikargo!] };
    for (let i = 0; i < 6; i++) {
      const res = await api('POST', '/api/quote-requests', editor, form(three));
      expect(res.statusCode).toBe(201);
    }
    const mine = async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(quoteRequests)
          .where(
            and(
              eq(quoteRequests.userId, uid['editor@demo.example.com']!),
              gt(quoteRequests.createdAt, new Date(Date.now() - 3_600_000)),
            ),
          )
      )[0]!.n;
    expect(await mine()).toBe(18);
    const outbox = (await ctx.db.select({ n: count() }).from(emailOutbox))[0]!.n;
    const tooMany = await api('POST', '/api/quote-requests', editor, form(three));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'QUOTE_RATE_LIMITED', message: tr.rateLimited });
    expect(await mine()).toBe(18);
    expect((await ctx.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(outbox);
    const two = await api('POST', '/api/quote-requests', editor, form({ additionalPartnerIds: [pid.ipekyolu!] }));
    expect(two.statusCode).toBe(201);
    expect((await api('POST', '/api/quote-requests', editor, form())).statusCode).toBe(429);
    // another user is not affected
    expect((await api('POST', '/api/quote-requests', user, form())).statusCode).toBe(201);
  });

  it('two concurrent forms cannot both pass the limit', async () => {
    await ctx.db.delete(quoteRequests).where(eq(quoteRequests.userId, uid['partner2@demo.example.com']!));
    const batch = { partnerId: pid.egelojistik!, additionalPartnerIds: [pid.martikargo!] };
    for (let i = 0; i < 9; i++)
      expect((await api('POST', '/api/quote-requests', p2, form(batch))).statusCode).toBe(201);
    const results = await Promise.all([1, 2].map(() => api('POST', '/api/quote-requests', p2, form(batch))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
  });
});

describe('a partner without an owner account (a demo company)', () => {
  it('is mailed the request with a claim link at the company address, in Turkish, and nobody is notified', async () => {
    const notesBefore = (await ctx.db.select({ n: count() }).from(notifications))[0]!.n;
    const res = await api('POST', '/api/quote-requests', user, form({ partnerId: pid.anadolugumruk!, budget: null }));
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(ctx.db, 'info@anadolugumruk.example.com');
    const mail = mails.at(-1)!;
    // Issue 21: the dashboard link a company without an account cannot open is not sent.
    expect(mails.map((m) => m.templateType)).not.toContain('quote_received');
    expect(mail).toMatchObject({ templateType: 'partner_claim', language: 'tr' });
    expect(mail.html).toContain(tr.budgetNone);
    expect(mail.html).toMatch(/href="http:\/\/localhost:5000\/claim\/[A-Za-z0-9_-]{43}"/);
    expect(mail.html).not.toContain('/partner-dashboard');
    expect((await ctx.db.select({ n: count() }).from(notifications))[0]!.n).toBe(notesBefore);
  });
});
