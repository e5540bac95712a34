/**
 * A short-lived cache of catalogue pages (GET /api/partners). The catalogue is public and the same for
 * every caller, and most traffic asks for the same few pages (the first page, a category, popular
 * terms), so each process keeps the serialized page for a few seconds. Concurrent misses of one page
 * share one database query, and an expired page is served once more while it is being refreshed, so an
 * expiry never sends a burst of identical queries to the database. A partner change made through this
 * process clears the cache at once; other processes catch up within the TTL.
 */
import { LRUCache } from 'lru-cache';
import { capabilityParams } from '@shared/contracts/capabilities';
import { partnerListSchema, type PartnerSummary, type PartnersQuery } from '@shared/contracts/partners';

/** One cached page: the JSON body and the X-Total-Count value. */
export interface CachedPage {
  json: string;
  total: number;
}

type Loader = () => Promise<CachedPage>;

export class CatalogueCache {
  private readonly cache: LRUCache<string, CachedPage, Loader> | undefined;

  /**
   * @param ttlMs how long a page stays fresh, in milliseconds; 0 disables the cache
   * @param maxEntries how many distinct pages to keep
   */
  constructor(ttlMs: number, maxEntries = 1000) {
    this.cache =
      ttlMs > 0
        ? new LRUCache<string, CachedPage, Loader>({
            max: maxEntries,
            ttl: ttlMs,
            allowStale: true,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : undefined;
  }

  /**
   * The page for `key`, from the cache or from `load` (called at most once at a time per key).
   * @throws whatever `load` throws when there is no page to fall back on
   */
  async get(key: string, load: Loader): Promise<CachedPage> {
    if (!this.cache) return load();
    const page = await this.cache.fetch(key, { context: load });
    return page ?? load();
  }

  /** Drops every page; call after any change to what the catalogue shows. */
  clear(): void {
    this.cache?.clear();
  }
}

/**
 * A catalogue page ready to cache and send: the cards checked against the contract
 * (`partnerListSchema`, src/shared/contracts/partners.ts) and serialized. The route sends the cached
 * string as it is, past Fastify's response serializer, so this is where the contract is enforced: keys
 * it does not list are dropped (a column added to a select by mistake does not leak), and a card that
 * breaks it throws, so the page is answered 500 and never cached.
 *
 * @param items the cards of one page, in order.
 * @param total the number of matches of the whole query (X-Total-Count).
 * @throws ZodError when a card does not match the contract.
 */
export function cataloguePage(items: readonly PartnerSummary[], total: number): CachedPage {
  return { json: JSON.stringify(partnerListSchema.parse(items)), total };
}

/** The cache key of a validated catalogue query: equal for queries that select the same page. */
export function catalogueKey(q: PartnersQuery): string {
  return JSON.stringify([
    q.category ?? '',
    q.search ?? '',
    q.limit,
    q.offset,
    q.userId ?? 0,
    q.city ?? '',
    q.market ?? '',
    q.language ?? '',
    q.service ?? 0,
    q.size ?? '',
    q.minRating ?? 0,
    q.sort ?? 'relevance',
    capabilityParams(q.capability).join(','),
    q.verified ?? false,
  ]);
}
