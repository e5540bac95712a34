/**
 * A short-lived cache of catalogue pages (GET /api/partners). The catalogue is public and the same for
 * every caller, and most traffic asks for the same few pages (the first page, a category, popular
 * terms), so each process keeps the serialized page for a few seconds. A partner change made through
 * this process clears it at once; other processes catch up within the TTL.
 */
import { LRUCache } from 'lru-cache';

/** One cached page: the JSON body and the X-Total-Count value. */
export interface CachedPage {
  json: string;
  total: number;
}

export class CatalogueCache {
  private readonly cache: LRUCache<string, CachedPage> | undefined;

  /**
   * @param ttlMs how long a page stays, in milliseconds; 0 disables the cache
   * @param maxEntries how many distinct pages to keep
   */
  constructor(ttlMs: number, maxEntries = 1000) {
    this.cache = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get enabled(): boolean {
    return this.cache !== undefined;
  }

  get(key: string): CachedPage | undefined {
    return this.cache?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.cache?.set(key, page);
  }

  /** Drops every page; call after any change to what the catalogue shows. */
  clear(): void {
    this.cache?.clear();
  }
}

/** The cache key of a validated catalogue query. */
export function catalogueKey(q: { category?: string; search?: string; limit: number; offset: number; userId?: number }): string {
  return JSON.stringify([q.category ?? '', q.search ?? '', q.limit, q.offset, q.userId ?? 0]);
}
