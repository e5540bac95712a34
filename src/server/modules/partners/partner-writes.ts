/** The one way to write partner rows (search document and catalogue cache kept in step). */
import type { Db } from '../../db/client';
import { refreshPartnerSearch } from '../../db/search-index';
import type { CatalogueCache } from './catalogue-cache';

/**
 * What a partner write needs: the database, this process's catalogue cache and (optional for seeds
 * and scripts) its catalogue search (the Fastify app has all three).
 */
export interface PartnerWriteContext {
  db: Db;
  catalogueCache: Pick<CatalogueCache, 'clear'>;
  /** modules/search/catalogue-search.ts: answers from SQL until this write's notifications arrived. */
  catalogueSearch?: { afterWrite(): void };
}

/**
 * Marks partners as changed inside a {@link writePartners} callback: their search documents are
 * recomputed before the commit. Without ids, every partner's is (a category renamed, a bulk import).
 */
export type MarkPartnersChanged = (partnerIds?: readonly number[]) => void;

/**
 * The one way to write partner rows, or rows the catalogue derives from them (services, category,
 * followers, active/approved flags): runs `write` in a transaction, recomputes the search document
 * (`search_extra`, docs/decisions/001) of every partner it marked with `changed` as the last statement
 * of that transaction, and clears this process's catalogue cache once it has committed. So the index
 * never commits apart from the change, and the cache is never refilled from the state before it (a
 * page read between a clear and the commit would be). Other processes follow within
 * `CATALOGUE_CACHE_TTL_MS`.
 *
 * The catalogue's search index (docs/decisions/032) hears of the change from the database (triggers of
 * migration 0025 notify every process at commit, whatever wrote the rows); this process answers from
 * SQL until its own notifications have arrived (`catalogueSearch.afterWrite`), so the writer reads
 * its write.
 *
 * Profile view counts are the one exception (partner-views.ts): clearing the cache on every view would
 * defeat it, and a card's view count may lag by the TTL.
 *
 * @param ctx the app, or any `{ db, catalogueCache }`.
 * @param write does the write on `tx` and calls `changed(ids)` for the partners it touched (or
 *   `changed()` for all); its result is returned.
 * @returns what `write` returned.
 * @throws whatever `write` or the database throws; nothing is written and the cache is kept then.
 */
export async function writePartners<T>(
  ctx: PartnerWriteContext,
  write: (tx: Db, changed: MarkPartnersChanged) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    let all = false;
    const ids = new Set<number>();
    const value = await write(tx, (partnerIds) => {
      if (partnerIds === undefined) all = true;
      else for (const id of partnerIds) ids.add(id);
    });
    if (all) await refreshPartnerSearch(tx);
    else if (ids.size > 0) await refreshPartnerSearch(tx, [...ids]);
    return value;
  });
  ctx.catalogueCache.clear();
  ctx.catalogueSearch?.afterWrite();
  return result;
}
