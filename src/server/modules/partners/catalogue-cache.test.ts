import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { type PartnerSummary, type PartnersQuery, partnersQuerySchema } from '@shared/contracts/partners';
import { CatalogueCache, catalogueKey, cataloguePage } from './catalogue-cache';

const page = (n: number) => ({ json: `[${n}]`, total: n });

describe('CatalogueCache', () => {
  it('runs one load for concurrent misses of the same page', async () => {
    const cache = new CatalogueCache(10_000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = vi.fn(async () => {
      await gate;
      return page(1);
    });
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release();
    expect(await all).toEqual([page(1), page(1), page(1)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the expired page while refreshing it, then the fresh one', async () => {
    const cache = new CatalogueCache(40);
    await cache.get('k', async () => page(1));
    await new Promise((r) => setTimeout(r, 80));
    const refresh = vi.fn(async () => page(2));
    expect(await cache.get('k', refresh)).toEqual(page(1));
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('k', async () => page(3))).toEqual(page(2));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('always loads when disabled, and after clear()', async () => {
    const off = new CatalogueCache(0);
    const load = vi.fn(async () => page(1));
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const on = new CatalogueCache(10_000);
    await on.get('k', async () => page(1));
    on.clear();
    expect(await on.get('k', async () => page(2))).toEqual(page(2));
  });

  it('keys every query parameter', () => {
    const base: PartnersQuery = { category: undefined, search: undefined, limit: 20, offset: 0 };
    // One changed value per parameter of the contract: a parameter added there without a place in
    // the key would serve one filter's cached page for another (issue 21's `language` did).
    const changed: { [K in keyof PartnersQuery]-?: NonNullable<PartnersQuery[K]> } = {
      category: 'gumruk',
      search: 'gumruk',
      limit: 40,
      offset: 20,
      userId: 3,
      city: 'Bursa',
      market: 'DE',
      language: 'de',
      service: 5,
      size: '1-10',
      minRating: 4,
      sort: 'rating',
      capability: { yetkiler: ['yys'] },
      verified: true,
    };
    expect(Object.keys(changed).sort()).toEqual(Object.keys(partnersQuerySchema.shape).sort());
    const keys = new Set([
      catalogueKey(base),
      ...Object.entries(changed).map(([k, v]) => catalogueKey({ ...base, [k]: v })),
    ]);
    expect(keys.size).toBe(Object.keys(changed).length + 1);
  });
});

describe('cataloguePage', () => {
  const card: PartnerSummary = {
    id: 1,
    userId: null,
    username: 'kart',
    companyName: 'Kart Ltd',
    logo: null,
    coverImage: null,
    serviceCategory: 'gumruk',
    shortDescription: null,
    shortDescriptionEn: null,
    description: null,
    dipAdvantages: null,
    languages: [],
    followersCount: 0,
    profileViews: 0,
    city: null,
    country: 'Türkiye',
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('serializes the cards the contract describes, with the total', () => {
    expect(cataloguePage([card], 7)).toEqual({ json: JSON.stringify([card]), total: 7 });
  });

  it('drops what the contract does not list: the string body skips the response serializer', () => {
    const leaky = { ...card, email: 'private@example.com', searchExtra: 'x' } as PartnerSummary;
    const page = cataloguePage([leaky], 1);
    expect(page.json).not.toContain('private@example.com');
    expect(JSON.parse(page.json)).toEqual([card]);
  });

  it('refuses a card that breaks the contract, so it is never cached', async () => {
    const bad = { ...card, serviceCategory: 'unknown', followersCount: 1.5 } as unknown as PartnerSummary;
    expect(() => cataloguePage([bad], 1)).toThrow(ZodError);
    const cache = new CatalogueCache(10_000);
    await expect(cache.get('k', async () => cataloguePage([bad], 1))).rejects.toThrow(ZodError);
    expect(await cache.get('k', async () => cataloguePage([card], 1))).toEqual(cataloguePage([card], 1));
  });
});
