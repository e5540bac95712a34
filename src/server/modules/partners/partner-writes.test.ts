/**
 * The one path of a partner write (writePartners): the write and the search-index refresh commit
 * together, and this process's catalogue cache is cleared after the commit. A source scan keeps every
 * partner write on that path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerSummary } from '@shared/contracts/partners';
import { categories, partners, partnerServices, services } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { writePartners } from './partners.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A long TTL: only an explicit clear can make a changed page visible within the test.
  ctx = await createTestApp({ catalogueCacheTtlMs: 600_000 });
});
afterAll(async () => ctx?.close());

const search = async (term: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/partners?search=${encodeURIComponent(term)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as PartnerSummary[]).map((p) => p.username);
};

describe('writePartners', () => {
  it('refreshes the search index of the changed partners and clears the catalogue cache', async () => {
    expect(await search('Vantablack')).toEqual([]); // now cached as empty
    const [cat] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'fuar'));
    const [svc] = await ctx.db
      .insert(services)
      .values({ name: 'Vantablack Stand Tasarımı', categoryId: cat!.id })
      .returning({ id: services.id });

    const id = await writePartners(ctx.app, async (tx, changed) => {
      const [row] = await tx
        .insert(partners)
        .values({ username: 'tst-write', companyName: 'Yazım Fuarcılık', serviceCategory: 'fuar' })
        .returning({ id: partners.id });
      await tx.insert(partnerServices).values({ partnerId: row!.id, serviceId: svc!.id });
      changed([row!.id]);
      return row!.id;
    });
    // The service name is only in the search document through the refreshed search_extra.
    expect(await search('Vantablack')).toEqual(['tst-write']);
    const [row] = await ctx.db.select({ extra: partners.searchExtra }).from(partners).where(eq(partners.id, id));
    expect(row?.extra).toContain('Fuar');
    expect(row?.extra).toContain('Trade Fairs');
  });

  it('changes nothing, and keeps the cache, when the write fails', async () => {
    const before = await search('Yazım');
    await expect(
      writePartners(ctx.app, async (tx, changed) => {
        await tx.update(partners).set({ companyName: 'Bozuk Yazım' }).where(eq(partners.username, 'tst-write'));
        changed();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await ctx.db
      .select({ name: partners.companyName })
      .from(partners)
      .where(eq(partners.username, 'tst-write'));
    expect(row?.name).toBe('Yazım Fuarcılık');
    expect(await search('Yazım')).toEqual(before);
  });
});

describe('partner writes in the code', () => {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return ['db', 'test'].includes(e.name) && dir === serverDir ? [] : sources(path);
      return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
    });
  }
  /**
   * Files that write partner rows without writePartners, and why. A view counter changes no text and
   * no order the catalogue cache holds worth a cache clear per view: the cards' view counts may lag by
   * the cache TTL, as they do on other processes.
   */
  const exempt: Record<string, string> = {
    'modules/partners/partner-views.ts': 'profile view counter',
    // Takes the transaction of a writePartners callback (its one caller, the application review,
    // marks the new id changed); it cannot call writePartners itself without an import cycle.
    'modules/partners/partner-create.ts': 'insert inside the caller’s writePartners',
  };

  it('go through writePartners (search index and catalogue cache stay current)', () => {
    const offending = sources(serverDir)
      .map((file) => [relative(serverDir, file), readFileSync(file, 'utf8')] as const)
      .filter(([name]) => !(name in exempt))
      .filter(([, text]) => /\.(insert|update|delete)\(\s*(partners|partnerServices)\s*\)/.test(text))
      .filter(([name, text]) => name !== 'modules/partners/partners.service.ts' && !/\bwritePartners\(/.test(text))
      .map(([name]) => name);
    expect(offending).toEqual([]);
  });
});
