import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@shared/constants';
import { type PartnerDetail, type PartnerSummary, partnerDetailSchema } from '@shared/contracts/partners';
import { partners, partnerServices, services, categories, quoteRequests } from '../../db/schema';
import { refreshPartnerSearch } from '../../db/search-index';
import { createTestApp, signIn } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/partners${query}`,
    headers,
  });
  return {
    res,
    body: res.json() as PartnerSummary[],
    total: Number(res.headers['x-total-count']),
  };
}

/** Test partners with controlled texts, so relevance and matching can be asserted exactly. */
const fixtures = [
  {
    username: 'tst-name',
    companyName: 'Kuzey Gümrük Hizmetleri',
    serviceCategory: 'gumruk',
    shortDescription: 'Kapıkule çıkışlı beyanname.',
    descriptionText: 'Deneyimli kadro.',
    followersCount: 0,
  },
  {
    username: 'tst-desc',
    companyName: 'Marmara Danışmanlık Ofisi',
    serviceCategory: 'danismanlik',
    shortDescription: 'Belge işleri.',
    descriptionText: 'Gümrük işlemlerinde de yardımcı oluyoruz.',
    followersCount: 999,
  },
  {
    username: 'tst-city',
    companyName: 'Boğaz Ticaret',
    serviceCategory: 'pazarlama',
    shortDescription: 'MERKEZİMİZ İSTANBUL ŞİŞLİ.',
    descriptionText: 'Pazarlama.',
    followersCount: 0,
  },
  {
    username: 'tst-stem',
    companyName: 'Ufuk Partners',
    serviceCategory: 'hukuk',
    shortDescription: 'Ticaret hukuku.',
    descriptionText: 'Sözleşme danışmanlığı verilir.',
    followersCount: 0,
  },
  {
    username: 'tst-typo',
    companyName: 'Kıta Taşımacılık',
    serviceCategory: 'lojistik',
    shortDescription: 'Karayolu ve deniz lojistiği.',
    descriptionText: 'Uluslararası lojistik çözümleri.',
    followersCount: 0,
  },
  {
    username: 'tst-off',
    companyName: 'Pasif Gümrük Ltd',
    serviceCategory: 'gumruk',
    shortDescription: 'Görünmemeli.',
    descriptionText: 'Pasif.',
    followersCount: 0,
    isActive: false,
  },
  {
    username: 'tst-unapp',
    companyName: 'Onaysız Gümrük Ltd',
    serviceCategory: 'gumruk',
    shortDescription: 'Görünmemeli.',
    descriptionText: 'Onay bekliyor.',
    followersCount: 0,
    isApproved: false,
  },
] as const;
let fixtureIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const rows = await ctx.db
    .insert(partners)
    .values(
      fixtures.map((f) => ({
        ...f,
        description: `<p>${f.descriptionText}</p>`,
      })),
    )
    .returning({ id: partners.id, username: partners.username });
  fixtureIds = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  // A service name is searchable too: give tst-city a service only it has.
  const [cat] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'pazarlama'));
  const [svc] = await ctx.db
    .insert(services)
    .values({ name: 'Zanaat Kataloğu Çekimi', categoryId: cat!.id })
    .returning({ id: services.id });
  await ctx.db.insert(partnerServices).values({ partnerId: fixtureIds['tst-city']!, serviceId: svc!.id });
  await refreshPartnerSearch(ctx.db, Object.values(fixtureIds));
  // Written straight to the tables: the index applies it once the notification has arrived.
  await ctx.app.catalogueSearch.settled();
});
afterAll(async () => ctx?.close());

describe('GET /api/categories', () => {
  it('returns the 16 categories in the spec order with both names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { slug: string; name: string; nameEn: string }[];
    expect(body.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const c of body) {
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.nameEn.length).toBeGreaterThan(1);
    }
  });
});

describe('GET /api/services', () => {
  it('lists every service, or those of one category', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/services' })).json() as { categoryId: number }[];
    const cats = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json() as { id: number }[];
    const one = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/services?categoryId=${cats[1]!.id}`,
      })
    ).json() as { categoryId: number }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(all.length);
    expect(one.every((s) => s.categoryId === cats[1]!.id)).toBe(true);
  });

  it('refuses a non-numeric categoryId with a field error', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/services?categoryId=abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { categoryId: [expect.any(String)] },
    });
  });
});

describe('GET /api/partners (catalogue)', () => {
  it('returns 20 cards by default with the total in X-Total-Count, most followers first, then newest', async () => {
    const { res, body, total } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body).toHaveLength(20);
    expect(total).toBeGreaterThanOrEqual(48 + 5);
    for (let i = 1; i < body.length; i++) {
      const [a, b] = [body[i - 1]!, body[i]!];
      expect(a.followersCount >= b.followersCount).toBe(true);
      if (a.followersCount === b.followersCount) expect(a.createdAt >= b.createdAt).toBe(true);
    }
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'userId',
        'username',
        'companyName',
        'logo',
        'coverImage',
        'serviceCategory',
        'shortDescription',
        'shortDescriptionEn',
        'description',
        'dipAdvantages',
        'languages',
        'followersCount',
        'profileViews',
        'city',
        'country',
        'createdAt',
        'ratingAverage',
        'reviewCount',
        'responseTimeHours',
        'responseRate',
        'capabilities',
        'verifiedUntil',
      ].sort(),
    );
  });

  it('pages with limit and offset without gaps or repeats', async () => {
    const whole = (await list('?limit=30')).body.map((p) => p.id);
    const first = (await list('?limit=15&offset=0')).body.map((p) => p.id);
    const second = (await list('?limit=15&offset=15')).body.map((p) => p.id);
    expect([...first, ...second]).toEqual(whole);
    const beyond = await list('?offset=100000');
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('caps limit at 100', async () => {
    expect((await list('?limit=100')).res.statusCode).toBe(200);
    const res = (await list('?limit=101')).res;
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.limit).toHaveLength(1);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=x', 'offset'],
    ['?category=unknown', 'category'],
    ['?category=GUMRUK', 'category'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      message: string;
      code: string;
      fieldErrors: Record<string, string[]>;
    };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/geçersiz/i);
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });

  it('answers validation errors in English when asked', async () => {
    const { res } = await list('?limit=0', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(res.json().message).toBe('The submitted data is invalid. Please correct the marked fields.');
    const viaCookie = await list('?limit=0', {
      cookie: 'lang=en',
      'accept-language': 'tr',
    });
    expect(viaCookie.res.json().message).toMatch(/invalid/);
  });

  it('filters by category slug; an empty category or "all" means every category', async () => {
    const { body, total } = await list('?category=gumruk&limit=100');
    expect(body.length).toBeGreaterThanOrEqual(4);
    expect(body.every((p) => p.serviceCategory === 'gumruk')).toBe(true);
    expect(total).toBe(body.length);
    expect((await list('?category=')).total).toBe((await list('')).total);
    expect((await list('?category=all')).total).toBe((await list('')).total);
  });

  it('lists only active, approved partners', async () => {
    const { body } = await list('?search=gümrük&limit=100');
    const names = body.map((p) => p.username);
    expect(names).not.toContain('tst-off');
    expect(names).not.toContain('tst-unapp');
  });

  it.each([['gumruk'], ['GÜMRÜK'], ['Gümrük'], ['  gümrük  '], ['gümr']])(
    'finds "Gümrük" for %j (Turkish folding, accents, prefixes, trimming)',
    async (term) => {
      const { body } = await list(`?search=${encodeURIComponent(term)}&limit=100`);
      expect(body.map((p) => p.username)).toContain('tst-name');
    },
  );

  it('finds "İSTANBUL" for "istanbul" and "ISTANBUL"', async () => {
    for (const term of ['istanbul', 'ISTANBUL', 'İstanbul']) {
      const { body } = await list(`?search=${encodeURIComponent(term)}&limit=100`);
      expect(body.map((p) => p.username)).toContain('tst-city');
    }
  });

  it('finds "danışmanlığı" for "danışmanlık" and "danismanlik" (Turkish stemming)', async () => {
    for (const term of ['danışmanlık', 'danismanlik']) {
      const { body } = await list(`?search=${encodeURIComponent(term)}&limit=100`);
      expect(body.map((p) => p.username)).toContain('tst-stem');
    }
  });

  it('finds "lojistik" for the typo "lojstik"', async () => {
    const { body } = await list('?search=lojstik&limit=100');
    expect(body.map((p) => p.username)).toContain('tst-typo');
  });

  it('searches service names and the category name in both languages', async () => {
    expect((await list('?search=zanaat')).body.map((p) => p.username)).toContain('tst-city');
    expect((await list('?search=hukuk&limit=100')).body.map((p) => p.username)).toContain('tst-stem');
    expect((await list('?search=legal&limit=100')).body.map((p) => p.username)).toContain('tst-stem');
  });

  it('ranks a company-name match above a description-only match despite more followers', async () => {
    const { body } = await list('?search=gümrük&limit=100');
    const names = body.map((p) => p.username);
    expect(names.indexOf('tst-name')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('tst-desc')).toBeGreaterThan(names.indexOf('tst-name'));
  });

  it.each([
    ['pazaryeri', 'pazaryeri'],
    ['Pazaryeri', 'pazaryeri'],
    ['marketplaces', 'pazaryeri'],
    ['lojistik', 'lojistik'],
    ['LOJİSTİK', 'lojistik'],
    ['logistics', 'lojistik'],
    ['gümrük', 'gumruk'],
    ['customs', 'gumruk'],
  ])('ranks the partners of the category %j names before those that only mention it', async (term, slug) => {
    const { body } = await list(`?search=${encodeURIComponent(term)}&limit=100`);
    const inCategory = body.filter((p) => p.serviceCategory === slug);
    expect(inCategory.length).toBeGreaterThanOrEqual(3);
    // Others match too (they mention the word), but only after the whole category.
    expect(body.slice(0, inCategory.length).map((p) => p.serviceCategory)).toEqual(inCategory.map(() => slug));
  });

  it('ranks a category named in the term above a company that has the word in its name', async () => {
    // tst-typo is in lojistik with the word only in its texts; tst-rival has it in its name (weight A).
    const [rival] = await ctx.db
      .insert(partners)
      .values({
        username: 'tst-rival',
        companyName: 'Lojistik Yazılım Evi',
        serviceCategory: 'it',
        shortDescription: 'Lojistik firmalarına yazılım.',
        followersCount: 500,
      })
      .returning({ id: partners.id });
    await refreshPartnerSearch(ctx.db, [rival!.id]);
    await ctx.app.catalogueSearch.settled();
    try {
      const names = (await list('?search=lojistik&limit=100')).body.map((p) => p.username);
      expect(names.indexOf('tst-rival')).toBeGreaterThan(names.indexOf('tst-typo'));
      // A term that names no category keeps pure relevance: the name match comes first.
      const yazilim = (await list('?search=lojistik%20yaz%C4%B1l%C4%B1m&limit=100')).body.map((p) => p.username);
      expect(yazilim[0]).toBe('tst-rival');
    } finally {
      await ctx.db.delete(partners).where(eq(partners.id, rival!.id));
      await ctx.app.catalogueSearch.settled();
    }
  });

  it('combines search with a category and counts only the matches', async () => {
    const { body, total } = await list('?search=gümrük&category=danismanlik&limit=100');
    expect(body.map((p) => p.username)).toContain('tst-desc');
    expect(body.every((p) => p.serviceCategory === 'danismanlik')).toBe(true);
    expect(total).toBe(body.length);
  });

  it('returns an empty list for a term nothing matches, and survives tsquery syntax', async () => {
    for (const term of ['qqxqzzv', "qqx'zzq:*&|!()<->", '%_\\', '!!!']) {
      const { res, body, total } = await list(`?search=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual([]);
      expect(total).toBe(0);
    }
  });

  it('treats a blank search as no search', async () => {
    expect((await list('?search=%20%20')).total).toBe((await list('')).total);
  });

  it('refuses an over-long search term', async () => {
    expect((await list(`?search=${'a'.repeat(201)}`)).res.statusCode).toBe(400);
  });

  // Issue 18: the limit holds for the text the search receives, after NFKC (U+FDFA is 18 characters).
  it("refuses 200 × U+FDFA, which normalisation makes 3,600 characters, in the caller's language", async () => {
    const term = encodeURIComponent('\uFDFA'.repeat(200));
    const tr = await list(`?search=${term}`);
    expect(tr.res.statusCode).toBe(400);
    expect(tr.res.json().fieldErrors).toEqual({ search: ['Arama en fazla 200 karakter olabilir.'] });
    const en = await list(`?search=${term}`, { 'accept-language': 'en' });
    expect(en.res.json().fieldErrors).toEqual({ search: ['A search may be at most 200 characters long.'] });
  });

  it.each([
    ['100 one-letter words', 'a '.repeat(100)],
    ['100 words joined by punctuation', 'a.'.repeat(100)],
    ['11 words with typos', 'lojstik gumrik danısmnlık ihracta ambalj nakliyt depolma sigotra pazaryri lojstik gumrik'],
    ['11 stacked-mark letters', ('a' + '\u0308'.repeat(9) + ' ').repeat(11)],
  ])('refuses more than 10 words: %s', async (_label, term) => {
    const { res } = await list(`?search=${encodeURIComponent(term)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ search: ['Arama en fazla 10 kelime içerebilir.'] });
  });

  it.each([
    [
      '10 words with typos in every word',
      'lojstik gumrik danısmnlık ihracta ambalj nakliyt depolma sigotra pazaryri lojstik',
    ],
    ['mixed scripts', 'gümrük ЛОГИСТИКА λογιστική 物流 لوجستيات İSTANBUL'],
    ['full-width and ligatures', 'ｌｏｊｉｓｔｉｋ ﬁrma'],
    ['one 200-letter word', 'ş'.repeat(200)],
  ])('answers within the bounds: %s', async (_label, term) => {
    const { res } = await list(`?search=${encodeURIComponent(term)}`);
    expect(res.statusCode).toBe(200);
  });

  it('treats lone combining marks as no search', async () => {
    expect((await list(`?search=${encodeURIComponent('\u0301'.repeat(200))}`)).total).toBe((await list('')).total);
  });
});

describe('GET /api/partners/{id or username}', () => {
  it('returns the profile by username (any case) and by id, with services and category', async () => {
    const byName = await ctx.app.inject({
      method: 'GET',
      url: '/api/partners/TST-CITY',
    });
    expect(byName.statusCode).toBe(200);
    const p = byName.json() as PartnerDetail;
    expect(p.username).toBe('tst-city');
    expect(p.services.map((s) => s.name)).toEqual(['Zanaat Kataloğu Çekimi']);
    expect(p.category).toMatchObject({
      slug: 'pazarlama',
      nameEn: expect.any(String),
    });
    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/partners/${p.id}`,
    });
    expect(byId.json()).toEqual(p);
  });

  it('returns every public profile field of spec §3 (cover, website, size, year, experience, place, social links)', async () => {
    const profile = {
      coverImage: '/public-objects/cover-tst-city.webp',
      website: 'https://bogaz.example.com',
      companySize: '11-30' as const,
      foundingYear: 2009,
      sectorExperience: 15,
      city: 'İstanbul',
      country: 'Türkiye',
      targetMarkets: 'Almanya, Fransa',
      linkedinProfile: 'https://www.linkedin.com/company/bogaz',
      twitterProfile: 'https://twitter.com/bogaz',
      instagramProfile: 'https://www.instagram.com/bogaz',
      facebookProfile: 'https://www.facebook.com/bogaz',
    };
    await ctx.db.update(partners).set(profile).where(eq(partners.username, 'tst-city'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/partners/tst-city' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject(profile);
    // The contract is what the route serializes: a field left out of it would be dropped silently.
    expect(Object.keys(partnerDetailSchema.shape)).toEqual(expect.arrayContaining(Object.keys(profile)));
    expect(partnerDetailSchema.parse(body)).toMatchObject(profile);
  });

  it('answers 404 PARTNER_NOT_FOUND for unknown, inactive or unapproved partners', async () => {
    for (const key of ['no-such-partner', '99999999', 'tst-off', 'tst-unapp', String(fixtureIds['tst-off'])]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/partners/${key}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Partner bulunamadı',
        code: 'PARTNER_NOT_FOUND',
        requestId: expect.any(String),
      });
    }
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/partners/nobody',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Partner not found');
  });

  it('shows a partner again once it is active', async () => {
    await ctx.db
      .update(partners)
      .set({ isActive: true })
      .where(inArray(partners.username, ['tst-off']));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/partners/tst-off' })).statusCode).toBe(200);
  });
});

describe('profile views (PRODUCT-DECISIONS 13)', () => {
  const view = (ua: string, ip = '198.51.100.7') =>
    ctx.app.inject({ method: 'GET', url: '/api/partners/tst-typo', headers: { 'user-agent': ua }, remoteAddress: ip });

  it('counts a visitor once per day whatever the User-Agent, and another address again', async () => {
    const first = (await view('Browser A')).json() as PartnerDetail;
    const again = (await view('Browser A')).json() as PartnerDetail;
    expect(again.profileViews).toBe(first.profileViews);
    // A client that changes (or drops) its User-Agent on every request is still one visitor.
    for (const ua of ['Browser B', 'curl/8.0', '']) {
      expect(((await view(ua)).json() as PartnerDetail).profileViews).toBe(first.profileViews);
    }
    const otherIp = (await view('Browser A', '198.51.100.8')).json() as PartnerDetail;
    expect(otherIp.profileViews).toBe(first.profileViews + 1);
    const [row] = await ctx.db
      .select({ v: partners.profileViews })
      .from(partners)
      .where(eq(partners.username, 'tst-typo'));
    expect(row!.v).toBe(first.profileViews + 1);
  });

  it('counts a signed-in viewer once per day whatever address or User-Agent they use', async () => {
    const cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
    const seen = async (ua: string, ip: string) =>
      (
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/partners/tst-stem',
            headers: { 'user-agent': ua, cookie },
            remoteAddress: ip,
          })
        ).json() as PartnerDetail
      ).profileViews;
    const first = await seen('Phone', '198.51.100.20');
    expect(await seen('Laptop', '198.51.100.21')).toBe(first);
    expect(await seen('', '198.51.100.22')).toBe(first);
  });

  it('does not count views in the catalogue list', async () => {
    const before = (await list('?search=tst-typo')).body;
    const after = (await list('?search=tst-typo')).body;
    expect(after).toEqual(before);
  });
});

describe('catalogue page cache', () => {
  it('serves a cached page until cleared, with the same body and total', async () => {
    const { buildApp } = await import('../../app');
    const cached = await buildApp({
      database: ctx.database,
      dataDir: '/tmp',
      publicUrl: 'http://localhost:5000',
      catalogueCacheTtlMs: 60_000,
    });
    try {
      const get = () => cached.inject({ method: 'GET', url: '/api/partners?search=kuzey' });
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/application\/json/);
      const names = (res: { json: () => unknown }) => (res.json() as PartnerSummary[]).map((p) => p.username);
      expect(names(first)).toContain('tst-name');
      await ctx.db
        .update(partners)
        .set({ companyName: 'Güney Gümrük Hizmetleri' })
        .where(eq(partners.username, 'tst-name'));
      const stale = await get();
      expect(stale.body).toBe(first.body);
      expect(stale.headers['x-total-count']).toBe(first.headers['x-total-count']);
      cached.catalogueCache.clear();
      // Written straight to the table: the search index applies it once the notification has arrived.
      await cached.catalogueSearch.settled();
      const fresh = await get();
      expect(names(fresh)).not.toContain('tst-name');
      expect(Number(fresh.headers['x-total-count'])).toBe(Number(first.headers['x-total-count']) - 1);
    } finally {
      await ctx.db
        .update(partners)
        .set({ companyName: 'Kuzey Gümrük Hizmetleri' })
        .where(eq(partners.username, 'tst-name'));
      await cached.close();
    }
  });
});

describe('trust figures on cards and the profile (issue 9)', () => {
  const figures = (p: PartnerSummary | undefined) =>
    p && {
      ratingAverage: p.ratingAverage,
      reviewCount: p.reviewCount,
      responseTimeHours: p.responseTimeHours,
      responseRate: p.responseRate,
    };
  const card = async (query: string, username: string) => (await list(query)).body.find((p) => p.username === username);
  const profile = async (username: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/partners/${username}` })).json() as PartnerDetail;

  it('are null (and no reviews) without requests or reviews', async () => {
    const empty = { ratingAverage: null, reviewCount: 0, responseTimeHours: null, responseRate: null };
    expect(figures(await card('?category=gumruk&limit=100', 'tst-name'))).toEqual(empty);
    expect(figures(await card('?search=kuzey', 'tst-name'))).toEqual(empty);
    expect(figures(await profile('tst-name'))).toEqual(empty);
  });

  it('show the rating, the median response time and the response rate on the card, in search and on the profile', async () => {
    const id = fixtureIds['tst-desc']!;
    const now = Date.now();
    const requestAt = (hoursAgo: number, answeredAfter: number | null) => {
      const createdAt = new Date(now - hoursAgo * 3_600_000);
      return {
        partnerId: id,
        fullName: 'Ayşe Yılmaz',
        companyName: 'Yılmaz Dış Ticaret',
        email: 'ayse@example.com',
        phone: '5321110001',
        serviceNeeded: 'Danışmanlık',
        status: answeredAfter === null ? ('pending' as const) : ('responded' as const),
        kvkkAcceptedAt: createdAt,
        createdAt,
        respondedAt: answeredAfter === null ? null : new Date(createdAt.getTime() + answeredAfter * 3_600_000),
      };
    };
    // Six requests older than 48 hours (issue 21: the figures show from 5 on), answered after 3, 5, 4
    // and 4 hours or not at all (median 4, rate 4 / 6); the fresh one, pending, counts neither way.
    await ctx.db
      .insert(quoteRequests)
      .values([
        requestAt(100, 3),
        requestAt(80, 5),
        requestAt(72, 4),
        requestAt(60, null),
        requestAt(50, 4),
        requestAt(49, null),
        requestAt(2, null),
      ]);
    await ctx.db.update(partners).set({ reviewCount: 2, ratingSum: 9 }).where(eq(partners.id, id));
    ctx.app.catalogueCache.clear();
    await ctx.app.catalogueSearch.settled();

    const expected = { ratingAverage: 4.5, reviewCount: 2, responseTimeHours: 4, responseRate: 66.7 };
    const listed = await card('?category=danismanlik&limit=100', 'tst-desc');
    expect(figures(listed)).toEqual(expected);
    expect(listed).not.toHaveProperty('ratingSum');
    const found = await card('?search=marmara', 'tst-desc');
    expect(figures(found)).toEqual(expected);
    expect(found).not.toHaveProperty('ratingSum');
    expect(figures(await profile('tst-desc'))).toEqual(expected);
    // Other cards of the same page keep their own (empty) figures.
    expect((await card('?category=danismanlik&limit=100', 'tst-desc'))?.reviewCount).toBe(2);
    expect(figures(await card('?category=hukuk&limit=100', 'tst-stem'))).toMatchObject({ reviewCount: 0 });
  });
});
