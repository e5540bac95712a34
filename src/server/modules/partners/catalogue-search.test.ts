/**
 * Search that understands exporters (issue 21; docs/decisions/024): the correctness table on the demo
 * seed, through GET /api/partners. Expectations are derived from the seed's own data (its firms in a
 * city, its firms that list a service), so they follow the demo data and can still fail. Runs on PGlite,
 * or on PostgreSQL when TEST_DATABASE_URL is set (test/helpers.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerSummary } from '@shared/contracts/partners';
import { partners } from '../../db/schema';
import { refreshMissingSearchCodes, refreshPartnerSearch } from '../../db/search-index';
import { CAPABILITY_DEFAULTS } from '../../db/seed/capability-data';
import { DEMO_PARTNER_CAPABILITIES, DEMO_PARTNERS, type DemoPartnerSeed } from '../../db/seed/demo-data';
import { createTestApp } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Usernames found for `term`, in the catalogue's order (every match: the demo has fewer than 100). */
async function found(term: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/partners?limit=100&search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<PartnerSummary[]>();
  expect(Number(res.headers['x-total-count'])).toBe(body.length);
  return body.map((p) => p.username);
}

const usernames = (ps: readonly DemoPartnerSeed[]) => ps.map((p) => p.username).sort();
const fold = (text: string) => text.toLocaleLowerCase('tr');
/** The labels (tr, en) of a demo partner's capability options and its tags (decision 027). */
const capabilityText = (p: DemoPartnerSeed) =>
  (CAPABILITY_DEFAULTS[p.category] ?? [])
    .flatMap((field) => {
      const values = DEMO_PARTNER_CAPABILITIES[p.username]?.[field.key] ?? [];
      return field.kind === 'tags'
        ? values
        : field.options.filter((o) => values.includes(o.key)).flatMap((o) => [o.label, o.labelEn]);
    })
    .join(' ');
/** Every text of a demo partner that search reads, Turkish lower case. */
const textsOf = (p: DemoPartnerSeed) =>
  fold([p.companyName, p.shortDescription, p.description, p.targetMarkets, ...p.services, capabilityText(p)].join(' '));
const inCity = (city: string) => DEMO_PARTNERS.filter((p) => p.city === city);
/** Partners in `city` or that name it somewhere in their texts: everything a place search may find. */
const aboutCity = (city: string) => DEMO_PARTNERS.filter((p) => p.city === city || textsOf(p).includes(fold(city)));
/** Firms that list `service`, or whose capability labels name `code` (e.g. "Menşe belgeleri (EUR.1, A.TR)"). */
const offering = (service: string, code: string) =>
  DEMO_PARTNERS.filter((p) => p.services.includes(service) || capabilityText(p).includes(code));
/** Firms whose description holds `text`, or whose capability labels name `code`. */
const mentioning = (text: string, code = text) =>
  DEMO_PARTNERS.filter((p) => p.description.includes(text) || capabilityText(p).includes(code));

describe('catalogue search: trade codes (issue 21)', () => {
  const eur1 = offering('EUR.1 Dolaşım Belgesi', 'EUR.1');
  const atr = offering('A.TR Dolaşım Belgesi', 'A.TR');
  const ata = mentioning('ATA karnesi');
  const hs = mentioning('8471.30.00.00');
  const t1 = mentioning('T1 belgesi', 'T1');

  it('has demo firms for every code the table searches', () => {
    for (const firms of [eur1, atr, ata, hs, t1]) expect(firms.length).toBeGreaterThan(0);
  });

  it.each([
    ['EUR.1', () => eur1],
    ['EUR1', () => eur1],
    ['EUR 1', () => eur1],
    ['EUR-1', () => eur1],
    ['eur.1', () => eur1],
    ['ATR', () => atr],
    ['A.TR', () => atr],
    ['ATA karnesi', () => ata],
    ['ATA carnet', () => ata],
    ['8471.30.00.00', () => hs],
    ['8471300000', () => hs],
    ['8471.30', () => hs],
    ['847130', () => hs],
    ['8471', () => hs],
    ['GTİP 8471', () => hs],
    ['84', () => hs],
    ['T1', () => t1],
    ['T.1', () => t1],
  ])('%j finds exactly the firms that offer that code', async (term, expected) => {
    expect((await found(term)).sort()).toEqual(usernames(expected()));
  });

  it('finds a customs broker in a city that offers both certificates', async () => {
    const expected = DEMO_PARTNERS.filter(
      (p) => p.city === 'Mersin' && eur1.includes(p) && atr.includes(p) && p.category === 'gumruk',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await found('gümrük Mersin EUR.1 A.TR')).sort()).toEqual(usernames(expected));
  });
});

describe('catalogue search: cities and places (issue 21)', () => {
  it.each([
    ['istanbul', 'İstanbul'],
    ['İstanbul', 'İstanbul'],
    ['ISTANBUL', 'İstanbul'],
    ['İSTANBUL', 'İstanbul'],
    ['izmir', 'İzmir'],
    ['İzmir', 'İzmir'],
    ['IZMIR', 'İzmir'],
    ['eskisehir', 'Eskişehir'],
    ['Tekirdag', 'Tekirdağ'],
  ])('%j finds every firm in %s, and only firms in or naming it', async (term, city) => {
    const result = await found(term);
    expect(inCity(city).length).toBeGreaterThan(0);
    expect(result).toEqual(expect.arrayContaining(usernames(inCity(city))));
    expect(result.sort()).toEqual(usernames(aboutCity(city)));
    // The firms located there come before those that only mention the city in their texts.
    const located = new Set(usernames(inCity(city)));
    const order = (await found(term)).map((u) => located.has(u));
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
  });

  it.each([
    ['lojistik istanbul', 'lojistik', 'İstanbul'],
    ['logistics İstanbul', 'lojistik', 'İstanbul'],
    ['gümrük mersin', 'gumruk', 'Mersin'],
    ['customs Mersin', 'gumruk', 'Mersin'],
  ])('%j finds the %s firms of %s first, and nothing unrelated to the city', async (term, category, city) => {
    const result = await found(term);
    const expected = usernames(inCity(city).filter((p) => p.category === category));
    expect(expected.length).toBeGreaterThan(0);
    expect(result.slice(0, expected.length).sort()).toEqual(expected);
    const about = new Set(usernames(aboutCity(city)));
    for (const username of result) expect(about).toContain(username);
  });

  it('finds a firm by a target market', async () => {
    const expected = DEMO_PARTNERS.filter((p) => fold(p.targetMarkets).includes('almanya'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found('almanya')).toEqual(expect.arrayContaining(usernames(expected)));
  });
});

describe('catalogue search: keeping the codes current (issue 21)', () => {
  it('fills the codes a migration left uncomputed, at start-up', async () => {
    // Rows older than migration 0018 have NULL codes: SQL cannot run the normaliser.
    await ctx.db.update(partners).set({ searchCodes: null }).where(eq(partners.username, 'anadolugumruk'));
    // Written straight to the table: the index applies it once the notification has arrived.
    await ctx.app.catalogueSearch.settled();
    expect(await found('ATA carnet')).toEqual([]);
    await refreshMissingSearchCodes(ctx.db);
    await ctx.app.catalogueSearch.settled();
    expect(await found('ATA carnet')).toEqual(['anadolugumruk']);
  });

  it('follows the texts of a partner when they change', async () => {
    // Firms whose capability labels name T2 ("Transit (NCTS, T1 / T2)") are found already.
    const before = await found('T-2');
    expect(before).not.toContain('veriufku');
    const [row] = await ctx.db
      .update(partners)
      .set({ descriptionText: 'Transit ve T2 belgeleri.' })
      .where(eq(partners.username, 'veriufku'))
      .returning({ id: partners.id });
    await refreshPartnerSearch(ctx.db, [row!.id]);
    await ctx.app.catalogueSearch.settled();
    expect((await found('T-2')).sort()).toEqual([...before, 'veriufku'].sort());
  });
});
