/**
 * Issue 21: the catalogue's filters, sorts and facets through HTTP on the seeded database. Expected
 * sets are computed from the partner rows themselves (plain TypeScript over a SELECT), so every
 * assertion can fail if the SQL filters wrongly.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SIZES } from '@shared/constants';
import { COUNTRY_CODES, countryMatchNames } from '@shared/countries';
import type { PartnerFacets, PartnerSummary } from '@shared/contracts/partners';
import { partners, partnerServices, quoteRequests, services } from '../../db/schema';
import { refreshPartnerSearch } from '../../db/search-index';
import { createTestApp } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

interface Row {
  id: number;
  city: string | null;
  targetMarkets: string | null;
  markets: string[] | null;
  languages: string[];
  companySize: string | null;
  serviceCategory: string;
  reviewCount: number;
  ratingSum: number;
  followersCount: number;
  createdAt: Date;
  services: number[];
}
let rows: Row[] = [];

/** Turkish case and accent folding, as the server's f_search_fold does. */
const fold = (s: string) =>
  s.toLocaleLowerCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').trim();

function servesMarket(r: Row, code: string): boolean {
  if (!r.targetMarkets) return false;
  const words = fold(r.targetMarkets)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return countryMatchNames(code).some((name) => {
    const n = name.map(fold);
    return words.some((_, i) => n.every((w, j) => words[i + j] === w));
  });
}

const avg = (r: Row) => (r.reviewCount > 0 ? r.ratingSum / r.reviewCount : null);

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}
async function list(query: string) {
  const res = await get(`/api/partners?limit=100&${query}`);
  expect(res.statusCode).toBe(200);
  return { ids: (res.json() as PartnerSummary[]).map((p) => p.id), total: Number(res.headers['x-total-count']) };
}
async function facets(query: string): Promise<PartnerFacets> {
  const res = await get(`/api/partners/facets?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as PartnerFacets;
}
const idsOf = (pred: (r: Row) => boolean) =>
  rows
    .filter(pred)
    .map((r) => r.id)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

let serviceId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  // Controlled rows on top of the seed: spellings of one city, reviews, a shared service, markets.
  const inserted = await ctx.db
    .insert(partners)
    .values([
      {
        username: 'f21-izmir',
        companyName: 'Ege Filtre Lojistik',
        serviceCategory: 'lojistik',
        city: 'IZMIR',
        targetMarkets: 'Romanya ve Bulgaristan',
        languages: ['tr', 'de'],
        companySize: '11-30',
        reviewCount: 4,
        ratingSum: 19,
      },
      {
        username: 'f21-izmir2',
        companyName: 'Körfez Filtre Gümrük',
        serviceCategory: 'gumruk',
        city: ' izmir ',
        targetMarkets: 'Germany; Oman',
        languages: ['en', 'ar'],
        companySize: '1000+',
        reviewCount: 2,
        ratingSum: 6,
      },
    ])
    .returning({ id: partners.id });
  const [svc] = await ctx.db.insert(services).values({ name: 'Filtre Testi Hizmeti' }).returning({ id: services.id });
  serviceId = svc!.id;
  await ctx.db.insert(partnerServices).values(inserted.map((p) => ({ partnerId: p.id, serviceId })));
  await refreshPartnerSearch(
    ctx.db,
    inserted.map((p) => p.id),
  );
  // Written straight to the tables: the index applies it once the notification has arrived.
  await ctx.app.catalogueSearch.settled();

  const base = await ctx.db
    .select({
      id: partners.id,
      city: partners.city,
      targetMarkets: partners.targetMarkets,
      markets: partners.markets,
      languages: partners.languages,
      companySize: partners.companySize,
      serviceCategory: partners.serviceCategory,
      reviewCount: partners.reviewCount,
      ratingSum: partners.ratingSum,
      followersCount: partners.followersCount,
      createdAt: partners.createdAt,
      isActive: partners.isActive,
      isApproved: partners.isApproved,
    })
    .from(partners);
  const links = await ctx.db.select().from(partnerServices);
  rows = base
    .filter((r) => r.isActive && r.isApproved)
    .map((r) => ({ ...r, services: links.filter((l) => l.partnerId === r.id).map((l) => l.serviceId) }));
});
afterAll(async () => ctx?.close());

describe('GET /api/partners filters (issue 21)', () => {
  it('filters by city, folding Turkish case and accents and spaces', async () => {
    const expected = idsOf((r) => r.city !== null && fold(r.city) === 'izmir');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const spelling of ['İzmir', 'IZMIR', 'izmir', 'İZMİR']) {
      const { ids, total } = await list(`city=${encodeURIComponent(spelling)}`);
      expect(sorted(ids)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('parsed every free-text market field into codes as the query-time rule matched them (0019)', async () => {
    // The seed's rows and the two above were written with free text only: refreshPartnerSearch parsed them.
    expect(rows.length).toBeGreaterThan(40);
    for (const r of rows) {
      expect(r.markets, r.targetMarkets ?? '').toEqual(COUNTRY_CODES.filter((code) => servesMarket(r, code)));
    }
    expect(rows.find((r) => r.targetMarkets === 'Germany; Oman')?.markets).toEqual(['DE', 'OM']);
  });

  it('filters by language, any case, alone and with the other filters', async () => {
    for (const code of ['tr', 'en', 'de', 'ar']) {
      const expected = idsOf((r) => r.languages.includes(code));
      expect(expected.length).toBeGreaterThan(0);
      const { ids, total } = await list(`language=${code.toUpperCase()}`);
      expect(sorted(ids)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    // Nobody lists Hebrew: an allowed code that matches none.
    expect((await list('language=he')).total).toBe(0);
    const izmirGerman = idsOf((r) => r.city !== null && fold(r.city) === 'izmir' && r.languages.includes('de'));
    expect(izmirGerman.length).toBeGreaterThan(0);
    expect(sorted((await list('city=izmir&language=de')).ids)).toEqual(izmirGerman);
    const searched = await list('search=filtre&language=ar&market=DE');
    expect(searched.ids).toEqual(idsOf((r) => r.targetMarkets === 'Germany; Oman'));
  });

  it('filters by market code on the parsed markets, whole words only', async () => {
    for (const code of ['DE', 'RO', 'OM', 'US']) {
      const expected = idsOf((r) => servesMarket(r, code));
      expect(sorted((await list(`market=${code.toLowerCase()}`)).ids)).toEqual(expected);
    }
    // 'Romanya' names Romania, not Oman.
    const om = (await list('market=OM')).ids;
    expect(om).toHaveLength(1);
  });

  it('filters by service id, company size and minimum rating', async () => {
    expect(sorted((await list(`service=${serviceId}`)).ids)).toEqual(idsOf((r) => r.services.includes(serviceId)));
    for (const size of COMPANY_SIZES) {
      expect(sorted((await list(`size=${encodeURIComponent(size)}`)).ids)).toEqual(
        idsOf((r) => r.companySize === size),
      );
    }
    for (const min of [3, 4.5]) {
      const expected = idsOf((r) => (avg(r) ?? 0) >= min);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted((await list(`minRating=${min}`)).ids)).toEqual(expected);
    }
  });

  it('combines filters with each other, the category and the search (AND)', async () => {
    const expected = idsOf((r) => r.city !== null && fold(r.city) === 'izmir' && (avg(r) ?? 0) >= 4);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted((await list('city=izmir&minRating=4')).ids)).toEqual(expected);
    const withCategory = idsOf((r) => r.city !== null && fold(r.city) === 'izmir' && r.serviceCategory === 'gumruk');
    expect(sorted((await list('city=izmir&category=gumruk')).ids)).toEqual(withCategory);
    const izmirIds = new Set(idsOf((r) => r.city !== null && fold(r.city) === 'izmir'));
    const searchOnly = (await list('search=filtre')).ids;
    const searched = await list('city=izmir&search=filtre');
    expect(sorted(searched.ids)).toEqual(sorted(searchOnly.filter((id) => izmirIds.has(id))));
    expect(searched.ids.length).toBeGreaterThanOrEqual(2);
  });

  it('sorts by rating, followers, newest and response with the id as tie-breaker', async () => {
    const byRating = (await list('sort=rating')).ids;
    const expectedRating = [...rows]
      .sort((a, b) => (avg(b) ?? -1) - (avg(a) ?? -1) || b.reviewCount - a.reviewCount || b.id - a.id)
      .map((r) => r.id)
      .slice(0, 100);
    expect(byRating).toEqual(expectedRating);
    const byFollowers = (await list('sort=followers')).ids;
    expect(byFollowers).toEqual(
      [...rows]
        .sort((a, b) => b.followersCount - a.followersCount || b.id - a.id)
        .map((r) => r.id)
        .slice(0, 100),
    );
    const newest = (await list('sort=newest')).ids;
    expect(newest).toEqual(
      [...rows]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map((r) => r.id)
        .slice(0, 100),
    );
    // Response: partners whose card shows a response time first, fastest first; "no figure" last,
    // also for a partner answering fast but below 5 requests older than 48 hours (issue 21).
    const [slow, fast] = [rows[0]!.id, rows[1]!.id];
    const request = (partnerId: number, hoursAgo: number, answeredAfter: number) => {
      const createdAt = new Date(Date.now() - hoursAgo * 3_600_000);
      return {
        partnerId,
        fullName: 'Ayşe Yılmaz',
        companyName: 'Yılmaz Dış Ticaret',
        email: 'ayse@example.com',
        phone: '5321110001',
        serviceNeeded: 'Danışmanlık',
        status: 'responded' as const,
        kvkkAcceptedAt: createdAt,
        createdAt,
        respondedAt: new Date(createdAt.getTime() + answeredAfter * 3_600_000),
      };
    };
    await ctx.db
      .insert(quoteRequests)
      .values([
        ...[50, 60, 70, 80, 90].map((h) => request(slow, h, 20)),
        ...[50, 60, 70, 80, 1, 10, 40].map((h) => request(fast, h, 1)),
      ]);
    await ctx.app.catalogueSearch.settled();
    const res = await get('/api/partners?limit=100&sort=response');
    const cards = res.json() as PartnerSummary[];
    const shown = cards.filter((c) => c.responseTimeHours != null);
    expect(cards.slice(0, shown.length)).toEqual(shown);
    expect(shown.map((c) => c.responseTimeHours)).toEqual(
      [...shown.map((c) => c.responseTimeHours!)].sort((a, b) => a - b),
    );
    expect(shown.map((c) => c.id)).toContain(slow);
    expect(cards.find((c) => c.id === fast)?.responseTimeHours).toBeNull();
    expect(cards.findIndex((c) => c.id === fast)).toBeGreaterThan(cards.findIndex((c) => c.id === slow));
    await ctx.db.delete(quoteRequests).where(inArray(quoteRequests.partnerId, [slow, fast]));
  });

  it('keeps the default order for sort=relevance and pages a sorted list without gaps', async () => {
    expect((await list('sort=relevance')).ids).toEqual((await list('')).ids);
    const whole = (await list('sort=rating')).ids.slice(0, 30);
    const a = await get('/api/partners?sort=rating&limit=15');
    const b = await get('/api/partners?sort=rating&limit=15&offset=15');
    expect([...(a.json() as PartnerSummary[]), ...(b.json() as PartnerSummary[])].map((p) => p.id)).toEqual(whole);
  });

  it.each([
    ['market=XX', 'market', 'Geçersiz pazar'],
    ['market=Germany', 'market', 'Geçersiz pazar'],
    ['language=xx', 'language', 'Geçersiz dil'],
    ['language=english', 'language', 'Geçersiz dil'],
    ['size=2-5', 'size', 'Geçersiz şirket büyüklüğü'],
    ['minRating=6', 'minRating', 'En düşük puan'],
    ['minRating=4.2', 'minRating', 'En düşük puan'],
    ['minRating=abc', 'minRating', 'En düşük puan'],
    ['service=abc', 'service', 'Geçersiz hizmet'],
    ['sort=price', 'sort', 'Geçersiz sıralama'],
    [`city=${'a'.repeat(81)}`, 'city', 'Geçersiz şehir'],
  ])('refuses %s with a 400 naming the field, in Turkish and English', async (query, field, text) => {
    for (const path of ['/api/partners', '/api/partners/facets']) {
      if (field === 'sort' && path.endsWith('facets')) continue; // facets take no sort: ignored
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { code: string; fieldErrors: Record<string, string[]> };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(body.fieldErrors[field]![0]).toContain(text);
    }
    const en = await get(`/api/partners?${query}`, { 'accept-language': 'en' });
    expect(en.json().fieldErrors[field][0]).toMatch(/^Invalid|^The minimum rating/);
  });
});

describe('GET /api/partners/facets (issue 21)', () => {
  it('counts each value given the other filters, never its own', async () => {
    const izmir = (r: Row) => r.city !== null && fold(r.city) === 'izmir';
    const f = await facets('city=izmir&size=11-30');
    // total: every filter.
    expect(f.total).toBe(idsOf((r) => izmir(r) && r.companySize === '11-30').length);
    expect(f.total).toBe((await list('city=izmir&size=11-30')).total);
    // size counts: the city only.
    for (const s of f.size) expect(s.count).toBe(idsOf((r) => izmir(r) && r.companySize === s.value).length);
    expect(f.size.map((s) => s.value)).toEqual([...COMPANY_SIZES]);
    // city counts: the size only; one entry for every spelling of İzmir.
    const cityRows = rows.filter((r) => r.companySize === '11-30' && r.city && r.city.trim());
    const expectedCities = new Map<string, number>();
    for (const r of cityRows) expectedCities.set(fold(r.city!), (expectedCities.get(fold(r.city!)) ?? 0) + 1);
    expect(new Map(f.city.map((c) => [fold(c.value), c.count]))).toEqual(expectedCities);
    // category counts: both filters.
    for (const c of f.category) {
      expect(c.count).toBe(idsOf((r) => izmir(r) && r.companySize === '11-30' && r.serviceCategory === c.value).length);
    }
  });

  it('counts markets, services and minimum ratings in grouped form', async () => {
    const f = await facets('');
    expect(f.total).toBe(rows.length);
    for (const m of f.market) expect(m.count).toBe(idsOf((r) => servesMarket(r, m.value)).length);
    expect(f.market.find((m) => m.value === 'DE')?.count).toBe(idsOf((r) => servesMarket(r, 'DE')).length);
    expect(f.market.every((m) => m.count > 0)).toBe(true);
    const svc = f.service.find((s) => s.value === serviceId);
    expect(svc).toMatchObject({ name: 'Filtre Testi Hizmeti', count: 2 });
    for (const r of f.minRating) expect(r.count).toBe(idsOf((row) => (avg(row) ?? 0) >= r.value).length);
  });

  it('counts languages given the other filters, never the language itself', async () => {
    const izmir = (r: Row) => r.city !== null && fold(r.city) === 'izmir';
    const f = await facets('city=izmir&language=de');
    expect(f.total).toBe(idsOf((r) => izmir(r) && r.languages.includes('de')).length);
    const expected = new Map<string, number>();
    for (const r of rows.filter(izmir)) for (const l of r.languages) expected.set(l, (expected.get(l) ?? 0) + 1);
    expect(new Map(f.language.map((l) => [l.value, l.count]))).toEqual(expected);
    // Most partners first.
    const counts = f.language.map((l) => l.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The other facets count with the language applied.
    for (const s of f.size) {
      expect(s.count).toBe(idsOf((r) => izmir(r) && r.languages.includes('de') && r.companySize === s.value).length);
    }
  });

  it('keeps a chosen value that has no partner left, with 0', async () => {
    const f = await facets(`market=OM&category=it&service=${serviceId}&language=he`);
    expect(f.total).toBe(0);
    expect(f.language.find((l) => l.value === 'he')?.count).toBe(0);
    expect(f.market.find((m) => m.value === 'OM')?.count).toBe(0);
    expect(f.service.find((s) => s.value === serviceId)).toMatchObject({ count: 0, name: 'Filtre Testi Hizmeti' });
  });

  it('counts within a search', async () => {
    const f = await facets('search=filtre');
    const searched = await list('search=filtre');
    expect(f.total).toBe(searched.total);
    expect(f.category.reduce((n, c) => n + c.count, 0)).toBe(searched.total);
  });

  it('does not list a service that is offered by no listed partner', async () => {
    const [hidden] = await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, 'f21-izmir'));
    expect(hidden).toBeDefined();
    const all = await facets('');
    const offered = new Set(rows.flatMap((r) => r.services));
    expect(all.service.every((s) => offered.has(s.value))).toBe(true);
    const inList = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(inArray(services.id, [...offered]));
    expect(all.service).toHaveLength(inList.length);
  });
});
