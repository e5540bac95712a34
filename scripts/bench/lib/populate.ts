/**
 * The 10,000-partner catalogue the search benchmarks run on (`bench:catalogue`, `bench:search-worst`):
 * generated partners (lib/generate.ts, deterministic) with services from each category's pool, the
 * search documents refreshed and statistics fresh, as after autovacuum.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { categories, partners, partnerServices, services } from '../../../src/server/db/schema';
import { refreshPartnerSearch } from '../../../src/server/db/search-index';
import { CATEGORY_SLUGS } from '../../../src/shared/constants';
import { fallbackServiceNames, generatePartner, prng } from './generate';

/** Inserts the generated partners and their services in bulk, then refreshes the search document. */
export async function populate(db: Db, count: number): Promise<void> {
  const rand = prng(20260101);
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const slugs = cats.map((c) => c.slug).filter((s) => (CATEGORY_SLUGS as readonly string[]).includes(s));
  if (slugs.length === 0) throw new Error('no categories after seeding: runSeeds must create the 16 categories');

  // Service pool per category: the seed's, or names of our own when the seed gave a category none.
  const pool = new Map<string, number[]>();
  for (const s of await db.select({ id: services.id, categoryId: services.categoryId }).from(services)) {
    const slug = cats.find((c) => c.id === s.categoryId)?.slug;
    if (slug) pool.set(slug, [...(pool.get(slug) ?? []), s.id]);
  }
  for (const c of cats) {
    if ((pool.get(c.slug)?.length ?? 0) > 0) continue;
    const rows = await db
      .insert(services)
      .values(fallbackServiceNames(c.slug).map((name) => ({ name, categoryId: c.id })))
      .onConflictDoNothing()
      .returning({ id: services.id });
    pool.set(
      c.slug,
      rows.map((r) => r.id),
    );
  }

  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
      generatePartner(start + i, slugs, rand),
    );
    const inserted = await db
      .insert(partners)
      .values(rows)
      .returning({ id: partners.id, category: partners.serviceCategory });
    const links: { partnerId: number; serviceId: number }[] = [];
    for (const p of inserted) {
      const ids = pool.get(p.category) ?? [];
      const n = Math.min(ids.length, 1 + Math.floor(rand() * 3));
      const first = Math.floor(rand() * ids.length);
      for (let k = 0; k < n; k++) links.push({ partnerId: p.id, serviceId: ids[(first + k) % ids.length]! });
    }
    if (links.length) await db.insert(partnerServices).values(links).onConflictDoNothing();
  }
  await refreshPartnerSearch(db);
  // Fresh statistics and flushed GIN pending lists: the state a catalogue is in after autovacuum.
  await db.execute(sql`VACUUM ANALYZE partners`);
  await db.execute(sql`VACUUM ANALYZE partner_services`);
}
