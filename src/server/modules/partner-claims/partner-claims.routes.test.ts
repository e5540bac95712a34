import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@shared/messages';
import type { AdminPartnerList } from '@shared/contracts/partner-applications';
import {
  type ClaimInfo,
  type ClaimResult,
  type CreatedListing,
  LISTING_CSV_COLUMNS,
  type ListingImportResult,
} from '@shared/contracts/partner-claims';
import type { PartnerSummary } from '@shared/contracts/partners';
import { adminAuditLog, emailOutbox, partnerClaimTokens, partners, users } from '../../db/schema';
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
import { hashClaimToken } from './claim-links';

const tr = catalogues.tr.partnerClaims;
const en = catalogues.en.partnerClaims;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let requester: string; // kullanici@: asks for quotes
let owner: string; // partner@: already owns egelojistik
let admin: string;
const pid: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  [requester, owner, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  for (const p of await ctx.db.select({ id: partners.id, username: partners.username }).from(partners))
    pid[p.username] = p.id;
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Method = 'GET' | 'POST';
async function api(method: Method, url: string, cookie: string | null, payload?: unknown, headers = {}) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Registers and verifies `email` through the mailed link; returns the session cookie. */
async function registerVerified(email: string): Promise<string> {
  const res = await api('POST', '/api/register', null, {
    email,
    password: 'Guclu-Sifre-2026',
    firstName: 'Deniz',
    lastName: 'Arslan',
  });
  expect(res.statusCode).toBe(201);
  const mail = await latestMail(ctx.db, email);
  const verified = await ctx.app.inject({ method: 'GET', url: linkIn(mail!.html, '/verify-email') });
  expect(verified.statusCode).toBe(302);
  return sessionCookieOf(verified)!;
}

/** A quote request from kullanici@ to `username`; returns the request id. */
async function requestQuote(username: string): Promise<number> {
  const res = await api('POST', '/api/quote-requests', requester, {
    partnerId: pid[username]!,
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@yilmaz.example.com',
    phone: '5321110001',
    companyName: 'Yılmaz Dış Ticaret',
    budget: '15k-50k',
    serviceNeeded: 'EUR.1 Dolaşım Belgesi',
    kvkkConsent: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** The token of the newest claim mail to `address` (from the mail's link). */
async function claimTokenIn(address: string): Promise<string> {
  const mail = (await mailsTo(ctx.db, address)).filter((m) => m.templateType?.startsWith('partner_claim')).at(-1);
  if (!mail) throw new Error(`no claim mail to ${address}`);
  return linkIn(mail.html, '/claim/').replace('/claim/', '');
}

describe('a quote request to a listing without an account', () => {
  it('mails the listing a claim link tied to the request, stored only as its hash', async () => {
    const requestId = await requestQuote('anadolugumruk');
    const token = await claimTokenIn('info@anadolugumruk.example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db
      .select()
      .from(partnerClaimTokens)
      .where(eq(partnerClaimTokens.partnerId, pid.anadolugumruk!));
    const row = rows.at(-1)!;
    expect(row.tokenHash).toBe(hashClaimToken(token));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(row).toMatchObject({ quoteRequestId: requestId, email: 'info@anadolugumruk.example.com', usedAt: null });
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 5);

    const info = await api('GET', `/api/claim/${token}`, null);
    expect(info.statusCode).toBe(200);
    expect(info.json<ClaimInfo>()).toMatchObject({
      partner: { id: pid.anadolugumruk, username: 'anadolugumruk' },
      request: { id: requestId, serviceNeeded: 'EUR.1 Dolaşım Belgesi', companyName: 'Yılmaz Dış Ticaret' },
    });

    // The requester's list says the listing is unclaimed (no conversation to offer until it is).
    const mine = await api('GET', '/api/user/quote-requests', requester);
    const listed = mine.json<{ quoteRequests: { id: number; partner: { userId: number | null } }[] }>();
    expect(listed.quoteRequests.find((r) => r.id === requestId)?.partner.userId).toBeNull();
  });

  it('answers an unknown token 404 in the caller language and an expired one 410', async () => {
    const unknown = await api('GET', '/api/claim/nothing-like-a-token', null, undefined, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CLAIM_LINK_INVALID', message: en.linkInvalid });

    await requestQuote('anadolugumruk');
    const token = await claimTokenIn('info@anadolugumruk.example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 86_400_000);
    const expired = await api('GET', `/api/claim/${token}`, null);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'CLAIM_LINK_EXPIRED', message: tr.linkExpired });
  });
});

describe('claiming a listing', () => {
  it('needs an account, and refuses an account that already owns a partner', async () => {
    await requestQuote('anadolugumruk');
    const token = await claimTokenIn('info@anadolugumruk.example.com');
    expect((await api('POST', `/api/claim/${token}`, null)).statusCode).toBe(401);
    const taken = await api('POST', `/api/claim/${token}`, owner);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CLAIM_ALREADY_OWNER', message: tr.alreadyOwner });
    const [row] = await ctx.db
      .select({ userId: partners.userId })
      .from(partners)
      .where(eq(partners.id, pid.anadolugumruk!));
    expect(row!.userId).toBeNull();
  });

  it('makes the one winner of two simultaneous claims the partner user, lands on the request, and uses every link up', async () => {
    const older = await requestQuote('pusula-arastirma');
    const olderToken = await claimTokenIn('info@pusula-arastirma.example.com');
    const requestId = await requestQuote('pusula-arastirma');
    const token = await claimTokenIn('info@pusula-arastirma.example.com');
    expect(requestId).not.toBe(older);
    const [a, b] = await Promise.all([
      registerVerified('firma.a@example.com'),
      registerVerified('firma.b@example.com'),
    ]);

    const results = await Promise.all([a, b].map((cookie) => api('POST', `/api/claim/${token}`, cookie)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!;
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toMatchObject({ code: 'CLAIM_LINK_USED' });
    const result = won.json<ClaimResult>();
    expect(result).toEqual({
      partnerId: pid['pusula-arastirma'],
      username: 'pusula-arastirma',
      redirectTo: `/partner-dashboard?tab=quotes&request=${requestId}`,
    });

    const winnerEmail = won === results[0] ? 'firma.a@example.com' : 'firma.b@example.com';
    const [winner] = await ctx.db.select().from(users).where(eq(users.email, winnerEmail));
    const [partner] = await ctx.db
      .select({ userId: partners.userId })
      .from(partners)
      .where(eq(partners.id, result.partnerId));
    expect(partner!.userId).toBe(winner!.id);
    expect(winner!.availableUserTypes).toContain('partner');
    const [audit] = await ctx.db
      .select({ n: count() })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'partner.claimed'), eq(adminAuditLog.actorId, winner!.id)));
    expect(audit!.n).toBe(1);

    // The winner sees the request on the partner desk.
    const desk = await api('GET', '/api/quote-requests?limit=50', won === results[0] ? a : b);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(JSON.stringify(desk.json())).toContain(`"id":${requestId}`);

    // Single use, and the older mail of the same listing cannot claim it either.
    for (const used of [token, olderToken]) {
      const again = await api('GET', `/api/claim/${used}`, null);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CLAIM_LINK_USED' });
    }
    // A claimed listing is mailed as a partner again: the dashboard mail, no claim link.
    const before = (await mailsTo(ctx.db, 'info@pusula-arastirma.example.com')).length;
    await requestQuote('pusula-arastirma');
    expect((await mailsTo(ctx.db, 'info@pusula-arastirma.example.com')).length).toBe(before);
    expect((await latestMail(ctx.db, winnerEmail))!.templateType).toBe('quote_received');
  });
});

describe("a listing's own claim-link request (Bu firma sizin mi?)", () => {
  it('mails the invitation only to the listing address, once a day, and refuses claimed or unknown listings', async () => {
    const res = await api('POST', '/api/claim-links', null, { partnerId: pid.veriufku });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ email: 'i•••@veriufku.example.com' });
    const mail = await latestMail(ctx.db, 'info@veriufku.example.com');
    expect(mail).toMatchObject({ templateType: 'partner_claim_invite', language: 'tr' });
    const [row] = await ctx.db.select().from(partnerClaimTokens).where(eq(partnerClaimTokens.partnerId, pid.veriufku!));
    expect(row).toMatchObject({ origin: 'self', sentBy: null });

    const again = await api('POST', '/api/claim-links', null, { partnerId: pid.veriufku });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'CLAIM_LINK_TOO_SOON', message: tr.selfRequestTooSoon });
    expect((await mailsTo(ctx.db, 'info@veriufku.example.com')).length).toBe(1);
    expect((await api('POST', '/api/claim-links', null, { partnerId: pid.egelojistik })).json()).toMatchObject({
      code: 'PARTNER_ALREADY_CLAIMED',
    });
    expect((await api('POST', '/api/claim-links', null, { partnerId: 999_999 })).statusCode).toBe(404);
  });
});

describe('admin listings', () => {
  const listing = {
    companyName: 'Karadeniz Gümrük Müşavirliği Ltd. Şti.',
    serviceCategory: 'gumruk',
    city: 'Trabzon',
    email: 'Info@Karadeniz-Gumruk.example.com',
    phone: '+90 462 000 00 00',
    website: 'karadeniz-gumruk.example.com',
  };

  it('creates one unclaimed, searchable listing with a generated username; refuses duplicates and non-admins', async () => {
    expect((await api('POST', '/api/admin/partners', requester, listing)).statusCode).toBe(403);
    const res = await api('POST', '/api/admin/partners', admin, listing);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreatedListing>();
    expect(created).toMatchObject({ username: 'karadenizgumruk', companyName: listing.companyName });
    const [row] = await ctx.db.select().from(partners).where(eq(partners.id, created.id));
    expect(row).toMatchObject({ userId: null, email: 'info@karadeniz-gumruk.example.com', isActive: true });
    const listed = await api('GET', '/api/admin/partners?q=karadeniz', admin);
    expect(listed.json<AdminPartnerList>().items[0]).toMatchObject({
      id: created.id,
      userId: null,
      claimLinkSentAt: null,
    });
    const search = await api('GET', '/api/partners?search=karadeniz&limit=100', null);
    expect(search.json<PartnerSummary[]>().map((p) => p.id)).toContain(created.id);

    const again = await api('POST', '/api/admin/partners', admin, { ...listing, city: 'Rize' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ email: [tr.duplicateEmail] });
    const bad = await api('POST', '/api/admin/partners', admin, { ...listing, email: 'x', serviceCategory: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'serviceCategory']);
  });

  it('sends a claim link by hand, not twice in a row, and not to a claimed listing', async () => {
    const [row] = await ctx.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.username, 'karadenizgumruk'));
    const sent = await api('POST', `/api/admin/partners/${row!.id}/claim-link`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ email: 'info@karadeniz-gumruk.example.com' });
    expect((await latestMail(ctx.db, 'info@karadeniz-gumruk.example.com'))!.templateType).toBe('partner_claim_invite');
    expect((await api('POST', `/api/admin/partners/${row!.id}/claim-link`, admin)).json()).toMatchObject({
      code: 'CLAIM_LINK_TOO_SOON',
    });
    const claimed = await api('POST', `/api/admin/partners/${pid.egelojistik}/claim-link`, admin);
    expect(claimed.json()).toMatchObject({ code: 'PARTNER_ALREADY_CLAIMED' });

    const list = await api('GET', '/api/admin/partners?claim=unclaimed&q=karadeniz', admin);
    const items = list.json<AdminPartnerList>().items;
    expect(items).toHaveLength(1);
    expect(items[0]!.claimLinkSentAt).toBe(sent.json().sentAt);
    const claimedList = await api('GET', '/api/admin/partners?claim=claimed&limit=100', admin);
    expect(claimedList.json<AdminPartnerList>().items.every((p) => p.userId !== null)).toBe(true);
  });

  const header = LISTING_CSV_COLUMNS.join(',');
  const importCsv = (csv: string, query: string, cookie = admin, lang = 'tr') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/import${query}`,
      remoteAddress: freshIp(),
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'text/csv', 'accept-language': lang },
      payload: csv,
    });

  it('dry-runs an import with per-row errors in the admin language and writes nothing', async () => {
    const csv = [
      header,
      'Marmara Lojistik A.Ş.,lojistik,Bursa,info@marmara.example.com,,,,Parsiyel taşımacılık',
      ',lojistik,Bursa,bad-address,,,,',
      'Karadeniz Gümrük Müşavirliği Ltd. Şti.,gumruk,Trabzon,yeni@karadeniz.example.com,,,,',
      'Marmara Nakliyat,lojistik,Bursa,INFO@marmara.example.com,,,,',
    ].join('\n');
    const before = (await ctx.db.select({ n: count() }).from(partners))[0]!.n;
    const res = await importCsv(csv, '?dryRun=true', admin, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ListingImportResult>();
    expect(result.dryRun).toBe(true);
    expect(result.rows).toBe(4);
    expect(result.errors).toEqual([
      { row: 2, field: 'companyName', message: en.companyNameRequired },
      { row: 2, field: 'email', message: en.emailInvalid },
      { row: 3, field: 'companyName', message: en.duplicateName },
      { row: 4, field: 'email', message: en.duplicateInFile.replace('{{row}}', '1') },
    ]);
    expect(result.created).toEqual([
      expect.objectContaining({
        row: 1,
        companyName: 'Marmara Lojistik A.Ş.',
        username: 'marmaralojistik',
        partnerId: null,
      }),
    ]);
    expect((await ctx.db.select({ n: count() }).from(partners))[0]!.n).toBe(before);
    // The real import of the same file refuses as a whole.
    const real = await importCsv(csv, '?dryRun=false');
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ code: 'LISTING_IMPORT_INVALID', message: tr.importHasErrors });
    expect((await ctx.db.select({ n: count() }).from(partners))[0]!.n).toBe(before);
  });

  it('imports a clean file in one go, searchable at once, and refuses an unreadable file or a non-admin', async () => {
    const csv = [
      'email;companyName;city;serviceCategory',
      'ops@egeambalaj.example.com;Ege Ambalaj;İzmir;lojistik',
      'info@anatolia-fuar.example.com;"Anatolia Fuarcılık; Organizasyon";Ankara;fuar',
    ].join('\r\n');
    expect((await importCsv(csv, '?dryRun=false', requester)).statusCode).toBe(403);
    const res = await importCsv(`\uFEFF${csv}`, '?dryRun=false');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ListingImportResult>();
    expect(result).toMatchObject({ dryRun: false, rows: 2, errors: [] });
    expect(result.created.map((c) => c.username)).toEqual(['egeambalaj', 'anatoliafuarcilik']);
    expect(result.created.every((c) => typeof c.partnerId === 'number')).toBe(true);
    const search = await api('GET', '/api/partners?search=anatolia&limit=100', null);
    expect(search.json<PartnerSummary[]>().map((p) => p.companyName)).toContain('Anatolia Fuarcılık; Organizasyon');

    const unknown = await importCsv('name,city\nX,Y', '?dryRun=true');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(tr.csvUnknownColumn.replace('{{column}}', 'name'));
    const broken = await importCsv(`${header}\n"Açık tırnak,lojistik,Bursa,a@b.example.com,,,,`, '?dryRun=true');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'LISTING_IMPORT_INVALID' });
    const empty = await importCsv(header, '?dryRun=true');
    expect(empty.json().message).toBe(tr.csvEmpty);
    const outbox = await ctx.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ops@egeambalaj.example.com'));
    expect(outbox[0]!.n).toBe(0);
  });
});
