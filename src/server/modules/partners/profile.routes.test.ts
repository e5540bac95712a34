/**
 * Issue 8, profile: follows, a profile's services, the owner's edit (PATCH) with sanitized HTML,
 * images and the one username change, and owner/admin visibility of hidden profiles.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import {
  files,
  notifications,
  partnerActivities,
  partnerApplications,
  partnerFollows,
  partners,
  partnerServices,
  partnerUsernameRedirects,
  services,
  users,
} from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let partnerCookie: string;
let userCookie: string;
let adminCookie: string;
let editorCookie: string;
/** egelojistik, owned by partner@demo. */
let ownId: number;
let ownerUserId: number;
let userId: number;
/** A listed partner nobody signed in owns. */
let otherId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, cookie?: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return res;
}

const userIdOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  ctx = await createTestApp();
  [partnerCookie, userCookie, adminCookie, editorCookie] = await Promise.all([
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
  ]);
  const [own] = await ctx.db
    .select({ id: partners.id, userId: partners.userId })
    .from(partners)
    .where(eq(partners.username, 'egelojistik'));
  ownId = own!.id;
  ownerUserId = own!.userId!;
  userId = await userIdOf('kullanici@demo.example.com');
  const [other] = await ctx.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.username, 'pusula-arastirma'));
  otherId = other!.id;
});
afterAll(async () => ctx?.close());

const countOf = async (id: number) =>
  (await ctx.db.select({ n: partners.followersCount }).from(partners).where(eq(partners.id, id)))[0]!.n;

describe('follows', () => {
  it('follows and unfollows idempotently, keeping the count exact, and notifies the owner once', async () => {
    // The demo user follows egelojistik already; start from not following.
    await call('DELETE', `/api/partners/${ownId}/follow`, userCookie);
    const base = await countOf(ownId);
    expect((await call('GET', `/api/partners/${ownId}/following`, userCookie)).json()).toEqual({ isFollowing: false });
    const before = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerUserId), eq(notifications.type, 'follower')));

    const first = await call('POST', `/api/partners/${ownId}/follow`, userCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isFollowing: true, followersCount: base + 1 });
    const again = await call('POST', `/api/partners/${ownId}/follow`, userCookie);
    expect(again.json()).toEqual({ isFollowing: true, followersCount: base + 1 });
    expect(await countOf(ownId)).toBe(base + 1);
    expect((await call('GET', `/api/partners/${ownId}/following`, userCookie)).json()).toEqual({ isFollowing: true });

    const after = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerUserId), eq(notifications.type, 'follower')));
    expect(after.length).toBe(before.length + 1);
    const note = after.find((n) => !before.some((b) => b.id === n.id))!;
    expect(note.actionUrl).toBe('/partner-dashboard');
    const [me] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    expect(note.message).toContain(me!.firstName);

    const off = await call('DELETE', `/api/partners/${ownId}/follow`, userCookie);
    expect(off.json()).toEqual({ isFollowing: false, followersCount: base });
    expect((await call('DELETE', `/api/partners/${ownId}/follow`, userCookie)).json()).toEqual({
      isFollowing: false,
      followersCount: base,
    });
    // The profile shows the same count.
    expect(((await call('GET', `/api/partners/${ownId}`)).json() as PartnerProfileResponse).followersCount).toBe(base);
  });

  it('needs a session, refuses one’s own partner, and answers 404 for an unknown one', async () => {
    expect((await call('POST', `/api/partners/${ownId}/follow`)).statusCode).toBe(401);
    expect((await call('GET', `/api/partners/${ownId}/following`)).statusCode).toBe(401);
    const own = await call('POST', `/api/partners/${ownId}/follow`, partnerCookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Kendi profilinizi takip edemezsiniz.');
    expect((await call('POST', '/api/partners/999999/follow', userCookie)).statusCode).toBe(404);
  });

  it('follows only as oneself: the follow row is the session user’s, whatever the body says', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/partners/${otherId}/follow`,
      headers: { origin: TEST_ORIGIN, cookie: adminCookie },
      payload: { userId },
    });
    expect(res.statusCode).toBe(200);
    const adminId = await userIdOf('admin@demo.example.com');
    const rows = await ctx.db.select().from(partnerFollows).where(eq(partnerFollows.partnerId, otherId));
    expect(rows.some((r) => r.userId === adminId)).toBe(true);
    await call('DELETE', `/api/partners/${otherId}/follow`, adminCookie);
  });

  it('lists followers to the owner and admins only, and the user’s followed partners', async () => {
    await call('POST', `/api/partners/${ownId}/follow`, userCookie);
    const list = await call('GET', `/api/partners/${ownId}/followers`, partnerCookie);
    expect(list.statusCode).toBe(200);
    const follower = (list.json() as { userId: number; firstName: string; followedAt: string }[]).find(
      (f) => f.userId === userId,
    );
    expect(follower?.firstName).toBeTruthy();
    expect(Number.isNaN(Date.parse(follower!.followedAt))).toBe(false);
    expect((await call('GET', `/api/partners/${ownId}/followers`, adminCookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/partners/${ownId}/followers`, userCookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/partners/${ownId}/followers`)).statusCode).toBe(401);

    const followed = await call('GET', '/api/user/followed-partners', userCookie);
    const items = followed.json() as { id: number; followedAt: string; username: string }[];
    expect(items[0]?.id).toBe(ownId); // the newest follow first
    expect(items.map((p) => p.username)).toContain('anadolugumruk');

    const base = await countOf(ownId);
    const del = await call('DELETE', `/api/user/follow/${ownId}`, userCookie);
    expect(del.json()).toEqual({ isFollowing: false, followersCount: base - 1 });
    const again = (await call('GET', '/api/user/followed-partners', userCookie)).json() as { id: number }[];
    expect(again.some((p) => p.id === ownId)).toBe(false);
  });
});

describe('services of a profile', () => {
  it('lists a partner’s services publicly', async () => {
    const res = await call('GET', `/api/partners/${ownId}/services`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/partners/999999/services')).statusCode).toBe(404);
  });

  it('creates a pool service once per name (Turkish case-insensitive) for partners and admins', async () => {
    const a = await call('POST', '/api/services', partnerCookie, { name: 'İzmir  Depo Hizmeti', categoryId: null });
    expect(a.statusCode).toBe(200);
    const b = await call('POST', '/api/services', adminCookie, { name: 'izmir depo hizmeti', categoryId: null });
    expect(b.json()).toEqual(a.json());
    const c = await call('POST', '/api/services', partnerCookie, { name: 'İZMİR DEPO HİZMETİ' });
    expect(c.json()).toEqual(a.json());
    const [row] = await ctx.db
      .select()
      .from(services)
      .where(eq(services.id, (a.json() as { id: number }).id));
    expect(row?.name).toBe('İzmir Depo Hizmeti');
    expect(row?.categoryId).toBeNull();
    expect((await call('POST', '/api/services', userCookie, { name: 'Bir Hizmet' })).statusCode).toBe(403);
    expect((await call('POST', '/api/services', undefined, { name: 'Bir Hizmet' })).statusCode).toBe(401);
    expect((await call('POST', '/api/services', partnerCookie, { name: 'x' })).statusCode).toBe(400);
  });

  it('adds and removes services as owner or admin, 404 for anyone else', async () => {
    const { id: serviceId } = (
      await call('POST', '/api/services', partnerCookie, { name: 'Soğuk Zincir Danışmanlığı' })
    ).json() as { id: number };
    const add = await call('POST', `/api/partners/${ownId}/services`, partnerCookie, { serviceId });
    expect(add.statusCode).toBe(200);
    expect((await call('POST', `/api/partners/${ownId}/services`, partnerCookie, { serviceId })).statusCode).toBe(200);
    const list = (await call('GET', `/api/partners/${ownId}/services`)).json() as { id: number }[];
    expect(list.filter((s) => s.id === serviceId)).toHaveLength(1);
    // The catalogue search finds the partner by its new service.
    const found = (await call('GET', '/api/partners?search=Soğuk%20Zincir')).json() as { id: number }[];
    expect(found.map((p) => p.id)).toContain(ownId);

    expect((await call('POST', `/api/partners/${ownId}/services`, userCookie, { serviceId })).statusCode).toBe(404);
    expect((await call('POST', `/api/partners/${ownId}/services`, undefined, { serviceId })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/partners/${ownId}/services/${serviceId}`, userCookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/partners/${ownId}/services`, partnerCookie, { serviceId: 9_999_999 })).statusCode,
    ).toBe(404);

    expect((await call('DELETE', `/api/partners/${ownId}/services/${serviceId}`, adminCookie)).statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(partnerServices)
      .where(and(eq(partnerServices.partnerId, ownId), eq(partnerServices.serviceId, serviceId)));
    expect(rows).toHaveLength(0);
  });
});

describe('PATCH /api/partners/{id}', () => {
  it('lets the owner edit fields, records the activity, and the catalogue shows the change', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
      shortDescription: '  Ege’nin soğuk zincir uzmanı  ',
      city: 'İzmir',
      // Typed without a scheme (issue 18 item 17): stored with https://.
      website: 'ege.example',
      foundingYear: 2001,
      sectorExperience: 20,
      companySize: '31-100',
      linkedinProfile: 'https://www.linkedin.com/company/ege',
      phone: '+90 232 555 01 01',
      email: 'Info@Ege.example',
      targetMarkets: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PartnerProfileResponse;
    expect(body.shortDescription).toBe('Ege’nin soğuk zincir uzmanı');
    expect(body.city).toBe('İzmir');
    expect(body.email).toBe('info@ege.example');
    expect(body.website).toBe('https://ege.example');
    expect(body.targetMarkets).toBeNull();
    expect(body.canEdit).toBe(true);
    const acts = await ctx.db.select().from(partnerActivities).where(eq(partnerActivities.partnerId, ownId));
    expect(acts.some((a) => a.type === 'profile_update')).toBe(true);
    const list = (await call('GET', '/api/partners?search=soğuk%20zincir%20uzmanı')).json() as { id: number }[];
    expect(list.map((p) => p.id)).toContain(ownId);
  });

  it('lets admins (master and editor) edit any partner', async () => {
    expect((await call('PATCH', `/api/partners/${otherId}`, adminCookie, { city: 'Ankara' })).statusCode).toBe(200);
    const res = await call('PATCH', `/api/partners/${otherId}`, editorCookie, { country: 'Türkiye' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PartnerProfileResponse).city).toBe('Ankara');
  });

  it('answers 404 to another partner’s owner and 401 to visitors, whatever the request names', async () => {
    // kullanici@ becomes the owner of another partner.
    await ctx.db.update(partners).set({ userId }).where(eq(partners.id, otherId));
    try {
      const res = await call('PATCH', `/api/partners/${ownId}`, userCookie, {
        companyName: 'Ele Geçirildi',
        id: otherId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PARTNER_NOT_FOUND');
      expect((await call('PATCH', `/api/partners/${otherId}`, userCookie, { city: 'Bursa' })).statusCode).toBe(200);
    } finally {
      await ctx.db.update(partners).set({ userId: null }).where(eq(partners.id, otherId));
    }
    expect((await call('PATCH', `/api/partners/${ownId}`, undefined, { city: 'X' })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/partners/999999', adminCookie, { city: 'X' })).statusCode).toBe(404);
    const [row] = await ctx.db.select({ name: partners.companyName }).from(partners).where(eq(partners.id, ownId));
    expect(row?.name).not.toBe('Ele Geçirildi');
  });

  it.each([
    ['website', 'javascript:alert(1)'],
    ['website', 'ege örnek'],
    ['linkedinProfile', 'ftp://x.example'],
    ['twitterProfile', 'not a url'],
    ['instagramProfile', 'javascript://x'],
    ['facebookProfile', 'data:text/html,x'],
    ['email', 'not-an-email'],
    ['phone', 'abc'],
    ['companySize', '5-7'],
    ['foundingYear', 1700],
    ['foundingYear', 3000],
    ['sectorExperience', 51],
    ['sectorExperience', -1],
    ['companyName', 'A'],
    ['shortDescription', 'x'.repeat(301)],
    ['dipAdvantages', 'x'.repeat(2001)],
    ['city', 'x'.repeat(81)],
    ['username', 'a b'],
    ['username', 'ab'],
    ['logo', 'https://evil.example/x.png'],
    ['coverImage', '/objects/abc'],
    ['description', 'x'.repeat(20_001)],
  ])('refuses an invalid %s (%s) with a field error', async (field, value) => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
  });

  it('refuses an empty body', async () => {
    expect((await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {})).statusCode).toBe(400);
  });

  it('stores partner HTML sanitized (script, event handlers, javascript: links, style tricks)', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
      description:
        '<h2>Biz Kimiz</h2><p onmouseover="steal()" style="position:fixed;inset:0">Soğuk <strong>zincir</strong></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(1)"><style>body{display:none}</style>' +
        '<p><a href="javascript:alert(1)">tıkla</a> <a href="https://ege.example" onclick="x()">site</a></p>' +
        '<svg><script>alert(2)</script></svg><iframe src="https://evil.example"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ html: partners.description, text: partners.descriptionText })
      .from(partners)
      .where(eq(partners.id, ownId));
    expect(row?.html).toBe(
      '<h2>Biz Kimiz</h2><p>Soğuk <strong>zincir</strong></p><p>tıkla <a href="https://ege.example" rel="noopener nofollow ugc">site</a></p>',
    );
    expect(row?.html).not.toMatch(/script|onerror|onmouseover|onclick|style|javascript|iframe/i);
    expect(row?.text).toBe('Biz Kimiz Soğuk zincir tıkla site');
  });

  it('accepts images uploaded by the caller or an admin, refuses others’ and private ones', async () => {
    const adminId = await userIdOf('admin@demo.example.com');
    const rows = await ctx.db
      .insert(files)
      .values([
        {
          fileName: 'own-logo.webp',
          originalName: 'l.webp',
          fileSize: 10,
          mimeType: 'image/webp',
          category: 'image',
          source: 'partner',
          isPublic: true,
          uploadedBy: ownerUserId,
        },
        {
          fileName: 'admin-cover.webp',
          originalName: 'c.webp',
          fileSize: 10,
          mimeType: 'image/webp',
          category: 'image',
          source: 'partner',
          isPublic: true,
          uploadedBy: adminId,
        },
        {
          fileName: 'users-image.webp',
          originalName: 'u.webp',
          fileSize: 10,
          mimeType: 'image/webp',
          category: 'image',
          source: 'partner',
          isPublic: true,
          uploadedBy: userId,
        },
        {
          fileName: 'private.webp',
          originalName: 'p.webp',
          fileSize: 10,
          mimeType: 'image/webp',
          category: 'image',
          source: 'partner',
          isPublic: false,
          uploadedBy: ownerUserId,
        },
      ])
      .returning({ fileName: files.fileName });
    expect(rows).toHaveLength(4);
    const ok = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
      logo: '/public-objects/own-logo.webp',
      coverImage: '/public-objects/admin-cover.webp',
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as PartnerProfileResponse).logo).toBe('/public-objects/own-logo.webp');
    for (const name of ['users-image.webp', 'private.webp', 'missing.webp']) {
      const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { logo: `/public-objects/${name}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.logo).toBeDefined();
    }
    // Removing an image is allowed; sending the current one back unchanged too.
    expect(
      (
        await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
          logo: '/public-objects/own-logo.webp',
          coverImage: null,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('languages, served countries and English texts (issue 21)', () => {
  const search = async (term: string, lang?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/partners?limit=100&search=${encodeURIComponent(term)}`,
      headers: lang ? { 'accept-language': lang } : {},
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }[]).map((p) => p.id);
  };

  it('stores languages and countries as sorted codes, names the countries in targetMarkets, and shows them', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
      languages: ['DE', 'tr', 'en', 'de'],
      markets: ['fr', 'DE', 'de', ' ma '],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PartnerProfileResponse;
    expect(body.languages).toEqual(['tr', 'en', 'de']);
    expect(body.markets).toEqual(['DE', 'FR', 'MA']);
    expect(body.targetMarkets).toBe('Almanya, Fas, Fransa');
    const pub = (await call('GET', '/api/partners/egelojistik')).json() as PartnerProfileResponse;
    expect(pub).toMatchObject({ languages: ['tr', 'en', 'de'], markets: ['DE', 'FR', 'MA'] });
    // The card carries the languages too.
    const cards = (await call('GET', '/api/partners?language=de&market=MA')).json() as PartnerProfileResponse[];
    expect(cards.map((c) => c.id)).toEqual([ownId]);
    expect(cards[0]!.languages).toEqual(['tr', 'en', 'de']);
    // Both languages' names find the picked country: 'Fas' was never typed by the partner.
    for (const term of ['fas', 'morocco', 'fransa', 'france']) expect(await search(term)).toContain(ownId);
    // [] clears both.
    const cleared = (
      await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { languages: [], markets: [] })
    ).json();
    expect(cleared).toMatchObject({ languages: [], markets: [], targetMarkets: null });
    expect(await search('morocco')).not.toContain(ownId);
  });

  it('parses free text sent without codes (older clients) into codes', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { targetMarkets: 'Güney Kore ve ABD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ targetMarkets: 'Güney Kore ve ABD', markets: ['KR', 'US'] });
    expect(await search('south korea')).toContain(ownId);
  });

  it.each([
    ['languages', ['xx'], 'Dilleri listeden seçiniz.', 'Choose the languages from the list.'],
    ['languages', 'de', 'Dilleri listeden seçiniz.', 'Choose the languages from the list.'],
    ['languages', [7], 'Dilleri listeden seçiniz.', 'Choose the languages from the list.'],
    ['markets', ['XX'], 'Ülkeleri listeden seçiniz.', 'Choose the countries from the list.'],
    ['markets', ['Germany'], 'Ülkeleri listeden seçiniz.', 'Choose the countries from the list.'],
    ['shortDescriptionEn', 'x'.repeat(301), undefined, undefined],
    ['descriptionEn', 'x'.repeat(20_001), undefined, undefined],
  ])('refuses %s = %j with a 400 in the user’s language and changes nothing', async (field, value, tr, en) => {
    const before = (await call('GET', '/api/partners/egelojistik')).json() as PartnerProfileResponse;
    for (const [lang, text] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/partners/${ownId}`,
        headers: { origin: TEST_ORIGIN, cookie: partnerCookie, 'accept-language': lang },
        payload: { [field]: value, city: 'Değişmemeli' },
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json().fieldErrors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      if (text) expect(errors[field]).toEqual([text]);
    }
    const after = (await call('GET', '/api/partners/egelojistik')).json() as PartnerProfileResponse;
    expect(after.city).toBe(before.city);
    expect(after.languages).toEqual(before.languages);
  });

  it('stores the English texts, the description sanitized exactly as the Turkish one, and searches them', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, {
      shortDescriptionEn: '  Cold chain freight from Izmir  ',
      descriptionEn:
        '<h2>Who we are</h2><p onmouseover="steal()" style="position:fixed">Reefer <strong>containers</strong></p>' +
        '<script>alert(1)</script><p><a href="javascript:alert(1)">click</a> <a href="https://ege.example">site</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PartnerProfileResponse;
    expect(body.shortDescriptionEn).toBe('Cold chain freight from Izmir');
    expect(body.descriptionEn).toBe(
      '<h2>Who we are</h2><p>Reefer <strong>containers</strong></p><p>click <a href="https://ege.example" rel="noopener nofollow ugc">site</a></p>',
    );
    const [row] = await ctx.db
      .select({ text: partners.descriptionEnText })
      .from(partners)
      .where(eq(partners.id, ownId));
    expect(row?.text).toBe('Who we are Reefer containers click site');
    // Words only the English texts hold.
    expect(await search('reefer')).toContain(ownId);
    expect(await search('cold chain freight')).toContain(ownId);
    // null clears them (and their words).
    await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { shortDescriptionEn: '', descriptionEn: null });
    expect(await search('reefer')).not.toContain(ownId);
    const cleared = (await call('GET', '/api/partners/egelojistik')).json() as PartnerProfileResponse;
    expect(cleared).toMatchObject({ shortDescriptionEn: null, descriptionEn: null });
  });
});

describe('the one username change', () => {
  it('refuses taken names, others’ old names and pending applications’ names', async () => {
    expect(
      (await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'ANADOLUGUMRUK' })).statusCode,
    ).toBe(409);
    await ctx.db.insert(partnerUsernameRedirects).values({ oldUsername: 'eskiad', partnerId: otherId });
    expect((await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'EskiAd' })).statusCode).toBe(409);
    await ctx.db.insert(partnerApplications).values({
      userId: await userIdOf('editor@demo.example.com'),
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
      phone: '5550000000',
      company: 'C',
      contactPerson: 'A B',
      username: 'bekleyen-ad',
      serviceCategory: 'lojistik',
      businessDescription: 'x',
      companySize: '1-10',
      dipAdvantages: 'x',
      whyPartner: 'x',
      kvkkAcceptedAt: new Date(),
    });
    const pending = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'bekleyen-ad' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().fieldErrors.username).toEqual(['Bu kullanıcı adı kullanılıyor.']);
  });

  it('changes once, the old name resolves to the partner, a second change is 409', async () => {
    const res = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'ege-lojistik' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PartnerProfileResponse;
    expect(body.username).toBe('ege-lojistik');
    expect(body.usernameChangedAt).toBeTruthy();
    const old = await call('GET', '/api/partners/egelojistik');
    expect(old.statusCode).toBe(200);
    expect((old.json() as PartnerProfileResponse).username).toBe('ege-lojistik');
    expect((await call('GET', '/api/partners/EGE-LOJISTIK')).statusCode).toBe(200);

    const second = await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'ege-lojistik-2' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Kullanıcı adı yalnızca bir kez değiştirilebilir.');
    // Sending the current name back is no change.
    expect(
      (await call('PATCH', `/api/partners/${ownId}`, partnerCookie, { username: 'ege-lojistik', city: 'İzmir' }))
        .statusCode,
    ).toBe(200);
    // Nobody else can take the old name.
    await ctx.db.update(partners).set({ userId }).where(eq(partners.id, otherId));
    try {
      expect(
        (await call('PATCH', `/api/partners/${otherId}`, userCookie, { username: 'egelojistik' })).statusCode,
      ).toBe(409);
    } finally {
      await ctx.db.update(partners).set({ userId: null }).where(eq(partners.id, otherId));
    }
  });
});

describe('hidden profiles and /api/partners/me', () => {
  it('answers 404 for a passive or unapproved partner except to its owner and admins', async () => {
    for (const flags of [{ isActive: false }, { isApproved: false }]) {
      await ctx.db.update(partners).set(flags).where(eq(partners.id, ownId));
      try {
        expect((await call('GET', `/api/partners/${ownId}`)).statusCode).toBe(404);
        expect((await call('GET', `/api/partners/${ownId}`, userCookie)).statusCode).toBe(404);
        expect((await call('GET', `/api/partners/${ownId}/services`)).statusCode).toBe(404);
        expect((await call('POST', `/api/partners/${ownId}/follow`, userCookie)).statusCode).toBe(404);
        const owner = await call('GET', `/api/partners/${ownId}`, partnerCookie);
        expect(owner.statusCode).toBe(200);
        expect((owner.json() as PartnerProfileResponse).canEdit).toBe(true);
        expect((await call('GET', `/api/partners/${ownId}`, adminCookie)).statusCode).toBe(200);
      } finally {
        await ctx.db.update(partners).set({ isActive: true, isApproved: true }).where(eq(partners.id, ownId));
      }
    }
  });

  it('gives the owner’s fields only to the owner and admins', async () => {
    const pub = (await call('GET', `/api/partners/${ownId}`, userCookie)).json() as PartnerProfileResponse;
    expect(pub.canEdit).toBe(false);
    expect(pub).not.toHaveProperty('email');
    expect(pub).not.toHaveProperty('phone');
    const own = (await call('GET', `/api/partners/${ownId}`, partnerCookie)).json() as PartnerProfileResponse;
    expect(own).toHaveProperty('phone');
  });

  it('GET /api/partners/me answers the own partner, 404 without one, 401 for visitors', async () => {
    const me = await call('GET', '/api/partners/me', partnerCookie);
    expect(me.statusCode).toBe(200);
    expect((me.json() as PartnerProfileResponse).id).toBe(ownId);
    expect((await call('GET', '/api/partners/me', userCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/partners/me')).statusCode).toBe(401);
  });
});
