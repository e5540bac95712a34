import { and, eq, sql } from 'drizzle-orm';
import { SUGGEST_GROUP_LIMIT, SUGGEST_MAX_LENGTH } from '@shared/constants';
import type { Suggestions } from '@shared/contracts/search';
import { partners } from '../../db/schema';
import { createTestApp } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const suggestRes = (q: string | undefined, lang?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/search/suggest',
    query: q === undefined ? {} : { q },
    headers: lang ? { 'accept-language': lang } : {},
  });

async function suggest(q: string, lang?: string): Promise<Suggestions> {
  const res = await suggestRes(q, lang);
  expect(res.statusCode).toBe(200);
  return res.json<Suggestions>();
}

/** Listed (active, approved) partners in a city, as the catalogue counts them. */
async function listedIn(city: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(and(eq(partners.city, city), eq(partners.isActive, true), eq(partners.isApproved, true)));
  return row!.n;
}

describe('GET /api/search/suggest', () => {
  it('folds Turkish letters: ist, İST and ıst all suggest İstanbul with its listed partners', async () => {
    const expected = await listedIn('İstanbul');
    expect(expected).toBeGreaterThan(0);
    for (const q of ['ist', 'İST', 'ıst', 'IST']) {
      const body = await suggest(q);
      expect(body.cities, q).toContainEqual({ name: 'İstanbul', count: expected });
      expect(
        body.partners.map((p) => p.username),
        q,
      ).toContain('istanbuldts');
    }
  });

  it('matches word starts only, not the middle of a word', async () => {
    // 'stanbul' is inside 'İstanbul' but starts no word.
    const body = await suggest('stanbul');
    expect(body.cities).toEqual([]);
    expect(body.partners).toEqual([]);
  });

  it('names categories in the caller language and matches either name', async () => {
    const tr = await suggest('gum');
    expect(tr.categories).toContainEqual({ slug: 'gumruk', name: 'Gümrük' });
    expect(tr.services.map((s) => s.name)).toContain('Gümrük Müşavirliği');

    const en = await suggest('gum', 'en-GB,en;q=0.9');
    expect(en.categories).toContainEqual({ slug: 'gumruk', name: 'Customs' });

    // The English name matches in a Turkish session too, shown with its Turkish name.
    const byEnglish = await suggest('custo');
    expect(byEnglish.categories).toContainEqual({ slug: 'gumruk', name: 'Gümrük' });

    // The `lang` cookie (the language chosen in the UI) wins over Accept-Language.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/search/suggest?q=gum',
      headers: { 'accept-language': 'tr', cookie: 'lang=en' },
    });
    expect(res.json<Suggestions>().categories).toContainEqual({ slug: 'gumruk', name: 'Customs' });
  });

  it('finds a service by a word after punctuation (eur → EUR.1) and needs every word typed', async () => {
    const body = await suggest('eur');
    expect(body.services.map((s) => s.name)).toContain('EUR.1 Dolaşım Belgesi');
    expect((await suggest('eur dola')).services.map((s) => s.name)).toContain('EUR.1 Dolaşım Belgesi');
    expect((await suggest('eur lojistik')).services).toEqual([]);
  });

  it('answers at most five per group, and the partner card fields', async () => {
    // 'a' starts words of far more than five listed company names (Anadolu, Ajans, A.Ş. …).
    const body = await suggest('a');
    expect(body.partners).toHaveLength(SUGGEST_GROUP_LIMIT);
    for (const group of [body.categories, body.services, body.cities, body.partners]) {
      expect(group.length).toBeLessThanOrEqual(SUGGEST_GROUP_LIMIT);
    }
    const ege = (await suggest('ege loj')).partners;
    expect(ege).toEqual([
      {
        id: expect.any(Number),
        username: 'egelojistik',
        companyName: 'Ege Lojistik',
        city: 'İzmir',
        logoUrl: expect.stringMatching(/^\/public-objects\//),
        // Seeded as verified (demo-data.ts DEMO_VERIFICATIONS; issue 21).
        verified: true,
      },
    ]);
  });

  it('leaves out partners the catalogue does not list, and their cities from the counts', async () => {
    const before = await listedIn('Edirne');
    expect((await suggest('trakya')).partners.map((p) => p.username)).toEqual(['trakyamusavirlik']);
    await ctx.db.update(partners).set({ isActive: false }).where(eq(partners.username, 'trakyamusavirlik'));
    // Written straight to the table: the index (which answers the route) follows the notification,
    // which on PostgreSQL arrives a moment after the commit.
    await ctx.app.catalogueSearch.settled();
    try {
      expect((await suggest('trakya')).partners).toEqual([]);
      const edirne = (await suggest('edir')).cities.find((c) => c.name === 'Edirne');
      expect(edirne?.count ?? 0).toBe(before - 1);
    } finally {
      await ctx.db.update(partners).set({ isActive: true }).where(eq(partners.username, 'trakyamusavirlik'));
      await ctx.app.catalogueSearch.settled();
    }
  });

  it('answers empty lists for an empty, blank or missing text and for punctuation only', async () => {
    const empty = { categories: [], services: [], cities: [], partners: [] };
    for (const q of ['', '   ', undefined, '.-!']) {
      const res = await suggestRes(q);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(empty);
    }
  });

  it('refuses a text longer than the limit after normalisation, in the caller language', async () => {
    expect((await suggestRes('a'.repeat(SUGGEST_MAX_LENGTH))).statusCode).toBe(200);
    const res = await suggestRes('a'.repeat(SUGGEST_MAX_LENGTH + 1), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { q: ['Suggestions take at most 100 characters.'] },
    });
    // Counted after NFKC: U+FDFA is one character typed but 18 normalised.
    expect((await suggestRes('\uFDFA'.repeat(6))).statusCode).toBe(400);
  });

  it('lets browsers reuse the answer briefly, per language', async () => {
    const res = await suggestRes('ist');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});
