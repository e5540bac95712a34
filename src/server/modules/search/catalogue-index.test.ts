/**
 * The in-process catalogue index (issue 21; docs/decisions/032) against the SQL it stands for, on the
 * seeded demo database: the folding equals f_search_fold, and for a table of queries (every case of
 * catalogue-search.test.ts and catalogue-filters.routes.test.ts, the cases, filters alone and
 * combined, each sort) the index built by loadIndexedPartners answers with the same ids in the same
 * order, the same total and the same facets as listPartners and GET /api/partners/facets, and for a
 * table of texts the same suggestions, as JSON text, as the SQL `suggest` (GET /api/search/suggest).
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (test/helpers.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/constants';
import { type PartnerFacets, partnerFacetsQuerySchema, partnersQuerySchema } from '@shared/contracts/partners';
import { suggestQuerySchema } from '@shared/contracts/search';
import { readCapabilityDefinitions } from '../../db/capability-definitions';
import { queryRows } from '../../db/client';
import { partners, partnerServices, quoteRequests, services } from '../../db/schema';
import { refreshPartnerSearch } from '../../db/search-index';
import { listPartnerFacets, listPartners } from '../partners/partners.service';
import { createTestApp } from '../../test/helpers';
import { queryParams } from '../../test/query-params';
import type { CatalogueIndex } from './catalogue-index';
import { buildCatalogueIndex, loadIndexedPartners } from './catalogue-index-load';
import { queryLexemes, searchFold } from './search-text';
import { suggest } from './search.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let index: CatalogueIndex;
let today = '';
let serviceId = 0;

async function sqlPage(qs: string) {
  const q = partnersQuerySchema.parse(queryParams(qs));
  const { items, total } = await listPartners(ctx.db, q);
  return { ids: items.map((p) => p.id), total };
}

/**
 * The facets of GET /api/partners/facets by the SQL (listPartnerFacets), for a query string: the
 * route itself now answers from the app's own index (catalogue-search.ts).
 */
async function sqlFacets(qs: string): Promise<PartnerFacets> {
  return listPartnerFacets(ctx.app, partnerFacetsQuerySchema.parse(queryParams(qs)));
}

beforeAll(async () => {
  ctx = await createTestApp();
  // The controlled rows of catalogue-filters.routes.test.ts: spellings of a city, reviews, a service.
  const inserted = await ctx.db
    .insert(partners)
    .values([
      {
        username: 'ix-izmir',
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
        username: 'ix-izmir2',
        companyName: 'Körfez Filtre Gümrük',
        serviceCategory: 'gumruk',
        city: ' izmir ',
        targetMarkets: 'Germany; Oman',
        languages: ['en', 'ar'],
        companySize: '1000+',
        reviewCount: 2,
        ratingSum: 6,
        verifiedUntil: '2099-01-01',
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
  // Response figures for the `response` sort: 5 answered requests older than 48 hours for two partners.
  const [buyer] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM users ORDER BY id LIMIT 1`);
  const day = 86_400_000;
  const now = Date.now();
  await ctx.db.insert(quoteRequests).values(
    inserted.flatMap((p, j) =>
      Array.from({ length: 5 }, (_, i) => ({
        partnerId: p.id,
        userId: buyer!.id,
        fullName: 'Test Alıcı',
        companyName: 'Alıcı AŞ',
        email: 'alici@example.com',
        phone: '+905551112233',
        serviceNeeded: 'Taşıma',
        kvkkAcceptedAt: new Date(now - (5 + i) * day),
        createdAt: new Date(now - (5 + i) * day),
        respondedAt: new Date(now - (5 + i) * day + (j + 1) * 3_600_000),
      })),
    ),
  );
  const [row] = await queryRows<{ today: string }>(
    ctx.db,
    sql`SELECT ((now() AT TIME ZONE 'Europe/Istanbul')::date)::text AS today`,
  );
  today = row!.today;
  index = await buildCatalogueIndex(ctx.db);
});
afterAll(async () => ctx?.close());

describe('searchFold equals f_search_fold', () => {
  const tricky = [
    'İSTANBUL',
    'ISPARTA',
    'ıIiİ',
    'Işık ŞEKER Ğğ',
    'GÜMRÜK Müşavirliği',
    'âîû ÂÎÛ',
    'Çanakkale ÖZEL',
    'u\u0308ber i\u0307',
    'I\u0307stanbul',
    'Straße Æsir Œuvre ø',
    'Crème Brûlée Ñandú',
    'DANIŞMANLIĞI',
    'Tekirdağ Eskişehir İzmir',
    'EUR.1 A.TR 8471.30',
  ];
  it.each(tricky)('%j', async (text) => {
    const [row] = await queryRows<{ f: string }>(ctx.db, sql`SELECT f_search_fold(${text}) AS f`);
    expect(searchFold(text)).toBe(row!.f);
  });
});

describe('queryLexemes equals to_tsquery', () => {
  it("parses every lexeme of the demo documents that is not a plain word as to_tsquery('simple', …) does", async () => {
    const rows = await queryRows<{ w: string; q: string }>(
      ctx.db,
      sql`SELECT w, to_tsquery('simple'::regconfig, w)::text AS q
            FROM (SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS w FROM partners) AS v
           WHERE w ~ '[^[:alnum:]]' ORDER BY w`,
    );
    // Hyphenated words, codes with dots, signed numbers: the demo data has each kind.
    expect(rows.some((r) => r.w === 'e-ihracat')).toBe(true);
    expect(rows.some((r) => r.w === 'a.s')).toBe(true);
    for (const { w, q } of rows) {
      const lexemes = [...q.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
      expect([w, queryLexemes(w)]).toEqual([w, lexemes]);
    }
  });
});

/** The table of queries (as GET /api/partners query strings). */
function queries(): string[] {
  const terms = [
    // catalogue-search.test.ts
    'EUR.1',
    'EUR1',
    'EUR 1',
    'EUR-1',
    'eur.1',
    'ATR',
    'A.TR',
    'ATA karnesi',
    'ATA carnet',
    '8471.30.00.00',
    '8471300000',
    '8471.30',
    '847130',
    '8471',
    'GTİP 8471',
    '84',
    'T1',
    'T.1',
    'T-2',
    'gümrük Mersin EUR.1 A.TR',
    'istanbul',
    'İstanbul',
    'ISTANBUL',
    'İSTANBUL',
    'izmir',
    'İzmir',
    'IZMIR',
    'İZMİR',
    'izmır',
    'eskisehir',
    'Tekirdag',
    'lojistik istanbul',
    'logistics İstanbul',
    'gümrük mersin',
    'gumruk mersin',
    'customs Mersin',
    'almanya',
    // typos, stems, categories, short words
    'lojstik',
    'gümrk müşavirliği',
    'danışmanlığı',
    'lojistiği',
    'pazaryeri',
    'Marketplaces',
    'fuar',
    'ab',
    'a',
    'filtre',
    'xyzzyq',
    '...',
  ];
  const out = terms.map((t) => `search=${encodeURIComponent(t)}`);
  out.push(
    '',
    'sort=relevance',
    'sort=rating',
    'sort=followers',
    'sort=newest',
    'sort=response',
    'search=lojistik&sort=rating',
    'search=lojistik&sort=newest',
    'search=filtre&sort=response',
    'city=izmir',
    'city=%C4%B0ZM%C4%B0R',
    'city=IZMIR',
    'language=de',
    'language=he',
    'city=izmir&language=de',
    'search=filtre&language=ar&market=DE',
    'market=DE',
    'market=RO',
    'market=OM',
    'market=US',
    'size=11-30',
    'size=1000%2B',
    'minRating=3',
    'minRating=4.5',
    'city=izmir&minRating=4',
    'city=izmir&category=gumruk',
    'category=gumruk',
    'category=lojistik&search=istanbul',
    'search=filtre',
    'city=izmir&search=filtre',
    'verified=true',
    'verified=true&search=gümrük',
    'category=gumruk&capability=authorisations:yys',
    'category=gumruk&capability=authorisations:yys&capability=authorisations:on-site-clearance',
    'category=gumruk&capability=authorisations:yys&capability=procedures:inward-processing',
    'search=lojistik&limit=5&offset=5',
    'search=gümrük&limit=3&offset=2',
    'limit=7&offset=10',
    'search=istanbul&offset=500',
    // Pages deep in a broad word's matches and across ties of ts_rank (the one-word rank summed over
    // postings, the bitsets of broad words, the top-k cut-off), one word and two.
    'search=istanbul&limit=2&offset=3',
    'search=lojistik&limit=1&offset=7',
    'search=ihracat&limit=4&offset=12',
    'search=hizmet&limit=3&offset=20',
    'search=ticaret&limit=5&offset=10',
    'search=lojistik%20istanbul&limit=2&offset=3',
    'search=g%C3%BCmr%C3%BCk&category=gumruk&limit=2&offset=2',
    // PostgreSQL's parser keeps a hyphenated word whole and in parts, each with a position (`e-ihracat`:
    // Martı Hava Kargo has 4 `ihracat` positions in rank_vector and ranks 3rd on the first query), and
    // reads `A.Ş` as one token: the index differed on the first six before it read the vectors
    // (decision 032). The last ones search hyphenated words.
    'search=ihracat&city=istanbul',
    'search=ihracat',
    'search=ihracat&language=en',
    'search=A.%C5%9E',
    'search=eticaret',
    'search=ticaret&category=eticaret',
    'search=e-ihracat',
    'search=E-%C4%B0hracat&city=istanbul',
    'search=e-ticaret',
    'search=ticaret%20e',
    'search=ISPM-15',
    'search=mikro%20ihracat',
  );
  return out;
}

describe('the index answers as listPartners', () => {
  it('holds every listed partner', async () => {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM partners WHERE is_active AND is_approved`,
    );
    expect(index.size).toBe(row!.n);
  });

  it('has the service query ready', () => expect(serviceId).toBeGreaterThan(0));

  it.each(queries())('%s', async (qs) => {
    const full = qs.includes('limit=') ? qs : `limit=100&${qs}`;
    const q = partnersQuerySchema.parse(queryParams(full));
    expect(index.search(q, today)).toEqual(await sqlPage(full));
  });

  it('compares real answers: most queries find several partners', () => {
    const totals = queries().map((qs) => index.search(partnersQuerySchema.parse(queryParams(qs)), today).total);
    expect(totals.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(60);
  });

  it('filters by service', async () => {
    const qs = `limit=100&service=${serviceId}`;
    expect(index.search(partnersQuerySchema.parse(queryParams(qs)), today)).toEqual(await sqlPage(qs));
  });
});

describe('the index counts facets as listPartnerFacets', () => {
  const facetQueries = [
    '',
    'city=izmir&size=11-30',
    'city=izmir&language=de',
    'market=OM&category=it&language=he',
    'search=filtre',
    'search=lojistik&city=izmir',
    'search=gümrük',
    'category=gumruk',
    'category=gumruk&capability=authorisations:yys',
    'category=gumruk&capability=authorisations:yys&capability=procedures:inward-processing&minRating=3',
    'verified=true',
    'search=lojstik&category=lojistik',
    'city=Ankara&market=DE',
  ];
  it.each(facetQueries)('%s', async (qs) => {
    const q = partnerFacetsQuerySchema.parse(queryParams(qs));
    expect(index.facets(q, today, await readCapabilityDefinitions(ctx.db))).toEqual(await sqlFacets(qs));
  });

  it('counts a chosen service nobody else offers', async () => {
    const qs = `service=${serviceId}&category=it`;
    expect(index.facets(partnerFacetsQuerySchema.parse(queryParams(qs)), today)).toEqual(await sqlFacets(qs));
  });
});

/**
 * The index's suggestions and the SQL's for `text` in `lang`, as the JSON text each would send (key
 * order included), the text normalised as the route does.
 */
async function suggestBoth(text: string, lang: Language): Promise<{ index: string; sql: string }> {
  const { q } = suggestQuerySchema.parse({ q: text });
  return {
    index: JSON.stringify(index.suggest(lang, q, today)),
    sql: JSON.stringify(await suggest(ctx.db, lang, q)),
  };
}

/**
 * Texts typed into the search box (GET /api/search/suggest): one letter, city prefixes with and
 * without Turkish letters (the demo's İzmir and the rows above: 'IZMIR', ' izmir '), categories in
 * either language, service prefixes (EUR.1, A.TR, GTİP, SEO, 360), two words, words matching nothing.
 */
const SUGGEST_TEXTS = [
  'i',
  'a',
  'k',
  'e',
  '3',
  'ist',
  'istanbul',
  'İst',
  'İSTANBUL',
  'IST',
  'ıst',
  'stanbul',
  'izmir',
  'İzmir',
  'IZMIR',
  'izm',
  'eskisehir',
  'Eskişehir',
  'tekirdag',
  'Tekirdağ',
  'gum',
  'gümrük',
  'GÜMRÜK müşavir',
  'eur',
  'eur.1',
  'EUR.1 dolaşım',
  'a.tr',
  'atr',
  'gtip',
  'seo',
  '360',
  'dol',
  'ihr',
  'kar',
  'taşım',
  'hava kargo',
  'kargo ist',
  'lojistik ankara',
  'customs',
  'logistics',
  'market',
  'payment',
  'filtre',
  'ege',
  'körfez',
  'xqzvw',
  'ist xqzvw',
  '...',
];

describe('the index suggests as suggest()', () => {
  it.each(SUGGEST_TEXTS.flatMap((text) => (['tr', 'en'] as const).map((lang) => [text, lang] as const)))(
    '%s (%s)',
    async (text, lang) => {
      const both = await suggestBoth(text, lang);
      expect(both.index).toBe(both.sql);
    },
  );

  it('compares real answers: most texts suggest something in several groups', async () => {
    let full = 0;
    for (const text of SUGGEST_TEXTS) {
      const s = index.suggest('tr', suggestQuerySchema.parse({ q: text }).q, today);
      if ([s.categories, s.services, s.cities, s.partners].filter((g) => g.length > 0).length >= 2) full++;
    }
    expect(full).toBeGreaterThanOrEqual(15);
    const cities = index.suggest('tr', 'izmir', today).cities;
    // 'İzmir' and 'IZMIR' fold alike, ' izmir ' does not (the SQL folds the stored spelling).
    expect(cities.length).toBe(2);
  });
});

describe('upsert and remove keep the answers right', () => {
  const find = (term: string) => index.search(partnersQuerySchema.parse({ search: term, limit: '100' }), today).ids;

  it('finds a renamed partner by its new name only, and a removed one nowhere', async () => {
    const [p] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM partners WHERE username = 'ix-izmir'`);
    const id = p!.id;
    expect(find('Ege Filtre')).toContain(id);
    await ctx.db.execute(sql`UPDATE partners SET company_name = 'Zümrüt Kargo' WHERE id = ${id}`);
    await refreshPartnerSearch(ctx.db, [id]);
    for (const doc of await loadIndexedPartners(ctx.db, [id])) index.upsert(doc);
    expect(find('zumrut kargo')).toEqual([id]);
    expect(find('Ege Filtre')).not.toContain(id);
    // Its service still says "Filtre": the facets follow the new document as the SQL's do.
    const filtre = partnerFacetsQuerySchema.parse({ search: 'filtre' });
    expect(index.facets(filtre, today)).toEqual(await sqlFacets('search=filtre'));
    // The same answers as the SQL after the change.
    for (const qs of ['search=zumrut', 'search=filtre', 'city=izmir', '']) {
      const q = partnersQuerySchema.parse(queryParams(`limit=100&${qs}`));
      expect(index.search(q, today)).toEqual(await sqlPage(`limit=100&${qs}`));
    }
    // The suggestions follow the new name, in the SQL's words.
    for (const text of ['zum', 'zümrüt kargo', 'ege', 'izmir', 'filtre', 'i']) {
      const both = await suggestBoth(text, 'tr');
      expect(both.index, text).toBe(both.sql);
    }
    expect(index.suggest('tr', 'zum', today).partners.map((x) => x.id)).toEqual([id]);
    index.remove(id);
    expect(find('zumrut kargo')).toEqual([]);
    const cities = index.facets(partnerFacetsQuerySchema.parse({}), today).city;
    const izmir = cities.find((c) => searchFold(c.value) === 'izmir')?.count ?? 0;
    await ctx.db.execute(sql`UPDATE partners SET is_active = false WHERE id = ${id}`);
    const sqlCities = (await sqlFacets('')).city;
    expect(izmir).toBe(sqlCities.find((c) => searchFold(c.value) === 'izmir')?.count ?? 0);
    // Removed: its city counts one less, its service is offered by the other row only.
    for (const text of ['zum', 'izmir', 'IZMIR', 'filtre', 'i']) {
      const both = await suggestBoth(text, 'tr');
      expect(both.index, text).toBe(both.sql);
    }
    expect(index.suggest('tr', 'zum', today).partners).toEqual([]);
  });

  it('compaction keeps the answers', async () => {
    index.compact();
    for (const qs of ['', 'search=lojistik', 'sort=newest', 'search=filtre']) {
      const q = partnersQuerySchema.parse(queryParams(`limit=100&${qs}`));
      expect(index.search(q, today)).toEqual(await sqlPage(`limit=100&${qs}`));
    }
    // The facet pool and the typed arrays are rewritten in the new order.
    for (const qs of ['search=filtre', 'city=izmir&size=11-30', 'search=lojistik&language=de', 'market=DE']) {
      expect(index.facets(partnerFacetsQuerySchema.parse(queryParams(qs)), today)).toEqual(await sqlFacets(qs));
    }
    for (const text of ['a', 'ist', 'gum', 'izmir']) {
      const both = await suggestBoth(text, 'en');
      expect(both.index, text).toBe(both.sql);
    }
  });
});
