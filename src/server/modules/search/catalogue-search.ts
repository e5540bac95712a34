/**
 * The catalogue's search, facet counts and suggestions served from the in-process index (issue 21;
 * docs/decisions/032, "Consequences"), one per app (`app.catalogueSearch`).
 *
 * At start-up, once the change listener is up (lib/database-notifications.ts), the index is built in
 * the background from `loadIndexedPartners`. Triggers on `partners` and `partner_services` (migration
 * 0025) notify {@link CATALOGUE_CHANNEL} with the changed ids at commit, whatever code path wrote them;
 * this service re-reads those partners (`loadIndexedPartners(db, ids)` → `upsert`, or `remove` when
 * no longer listed) and rebuilds on `'*'` (a bulk change), on a category rename (reference data) and
 * whenever the listener comes back (a change may have been missed). Updates run one at a time, a burst
 * folded into one re-read.
 *
 * Never stale: a request is answered by the SQL of `listPartners` / `listPartnerFacets` / `suggest`
 * (the fallback, and the oracle catalogue-index.test.ts compares the index against) until the index is
 * built, while the listener is down, while a notification is received but not yet applied (a service
 * change included), and in the writing process until its own write's notifications have arrived
 * ({@link CatalogueSearch.afterWrite}).
 *
 * The `response` sort's median (over the last 90 days, `responseMedian`) changes with time, not with
 * a partner row: the index is rebuilt hourly for it, serving the previous one meanwhile.
 *
 * The cards of an index page are kept in memory too (checked against the contract and serialized, at
 * most {@link CARD_MAX} for {@link CARD_TTL_MS}): reading 20 cards and their response figures from the
 * database was most of a search's cost (docs/benchmarks.md, "Catalogue long tail"). A card is dropped
 * when its partner is notified (a row, service, review, follow or quote request change), all of them
 * on a bulk change, when the listener goes down or comes back, and when the day changes (a
 * verification's `verifiedUntil` ends at midnight, Istanbul time). What no notification announces
 * can be up to the TTL old: the profile view counter, and response figures crossing their time
 * window (48 hours, 90 days).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { istanbulToday } from '@shared/calendar';
import type { Language } from '@shared/constants';
import {
  type PartnerFacets,
  type PartnerFacetsQuery,
  type PartnersQuery,
  partnerSummarySchema,
} from '@shared/contracts/partners';
import type { Suggestions } from '@shared/contracts/search';
import { capabilityDefinitions } from '../../db/capability-definitions';
import { type Db, queryRows } from '../../db/client';
import type { NotificationSubscriber } from '../../lib/database-notifications';
import type { ReferenceData } from '../../lib/reference-data';
import {
  type CachedPage,
  cataloguePage,
  listPartnerFacets,
  listPartners,
  listPartnersByIds,
} from '../partners/partners.service';
import type { CatalogueIndex } from './catalogue-index';
import { buildCatalogueIndex, loadCatalogueReference, loadIndexedPartners } from './catalogue-index-load';
import { suggest } from './search.service';

/** The notification channel of migration 0025: changed partner ids (`'1,2,3'`) or `'*'`. */
export const CATALOGUE_CHANNEL = 'catalogue_partners';

/** How often the index is rebuilt for the response median (milliseconds). */
const MEDIAN_REFRESH_MS = 3_600_000;
/** Pause before retrying after a failed load (milliseconds). */
const RETRY_MS = 5_000;
/** Prefix of this service's barrier notifications (see {@link CatalogueSearch.settled}). */
const BARRIER = 'sync:';
/**
 * How long a card stays in memory (milliseconds): the bound on what no notification announces (the
 * profile view counter, response figures crossing their time window).
 */
export const CARD_TTL_MS = 60_000;
/** How many cards stay in memory (a card's JSON is 0.5–3 kB: at most ~30 MB). */
const CARD_MAX = 10_000;

/** What the service works through: the database, reference data (capability definitions), a logger. */
export interface CatalogueSearchContext {
  db: Db;
  referenceData: ReferenceData;
  log: { warn: (obj: object, msg: string) => void };
}

/** Counters of the work done (for tests and monitoring). */
export interface CatalogueSearchStats {
  /** Full builds (start-up, `'*'`, listener back, category change, hourly median). */
  builds: number;
  /** Partners re-read after a notification (upserted or removed). */
  reloaded: number;
  /** Requests (pages, facets and suggestions) answered from the index. */
  fromIndex: number;
  /** Requests answered from SQL (the index was not current). */
  fromSql: number;
  /** Cards of index pages read from the database (not found in memory). */
  cardsRead: number;
}

/** The catalogue search of one process: the index, kept current by the database's notifications. */
export class CatalogueSearch implements NotificationSubscriber {
  readonly stats: CatalogueSearchStats = { builds: 0, reloaded: 0, fromIndex: 0, fromSql: 0, cardsRead: 0 };
  private index: CatalogueIndex | undefined;
  private trusted = false;
  /** The index may miss a change (never built, `'*'`, listener back, failed update): not served. */
  private stale = true;
  /** Bumped by each reason to rebuild; a build clears `stale` only when none came during it. */
  private staleGeneration = 0;
  private rebuildWanted = false;
  private refreshWanted = false;
  private servicesChanged = false;
  /** Ids notified and not yet re-read. */
  private readonly dirty = new Set<number>();
  /** A re-read of ids is under way (they are out of `dirty` and not yet in the index). */
  private applying = false;
  private draining: Promise<void> | undefined;
  /** Barrier tokens sent and not yet received back. */
  private readonly barriers = new Map<string, () => void>();
  private readonly instance = randomBytes(6).toString('hex');
  private barrierSeq = 0;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly medianTimer: NodeJS.Timeout;
  /** Serialized cards by partner id (see the module's comment). */
  private readonly cards = new LRUCache<number, string>({ max: CARD_MAX, ttl: CARD_TTL_MS });
  /** The Istanbul day the cached cards were read on. */
  private cardsDay = '';
  /**
   * Bumped whenever cards are dropped: a read that started before may hold what was just dropped, so
   * it is served but not kept.
   */
  private cardsEpoch = 0;

  constructor(private readonly ctx: CatalogueSearchContext) {
    this.medianTimer = setInterval(() => {
      this.refreshWanted = true;
      this.schedule();
    }, MEDIAN_REFRESH_MS).unref();
  }

  /** Whether requests are answered from the index now (else from SQL). */
  get fromIndex(): boolean {
    return this.current() !== undefined;
  }

  /**
   * One catalogue page (GET /api/partners), checked against the contract and serialized: ids and total
   * from the index and the cards from memory, the missing ones read by id in one query
   * (`listPartnersByIds`); or all of it from `listPartners` when the index may not answer.
   * @param q a validated `partnersQuerySchema` output
   * @returns the same cards (as JSON) and total as `cataloguePage(listPartners(db, q))`, but for what
   *   {@link CARD_TTL_MS} bounds
   * @throws whatever the driver throws; ZodError when a card breaks the contract
   */
  async page(q: PartnersQuery): Promise<CachedPage> {
    const index = this.current();
    if (!index) {
      this.stats.fromSql++;
      const { items, total } = await listPartners(this.ctx.db, q);
      return cataloguePage(items, total);
    }
    this.stats.fromIndex++;
    const today = istanbulToday();
    const { ids, total } = index.search(q, today);
    return { json: await this.cardsJson(ids, today), total };
  }

  /** The JSON array of the cards of `ids`, in order (a partner gone since the search is left out). */
  private async cardsJson(ids: readonly number[], today: string): Promise<string> {
    if (today !== this.cardsDay) {
      this.dropCards();
      this.cardsDay = today;
    }
    const parts = ids.map((id) => this.cards.get(id));
    const missing = ids.filter((_, i) => parts[i] === undefined);
    if (missing.length > 0) {
      const epoch = this.cardsEpoch;
      const read = await listPartnersByIds(this.ctx.db, missing);
      this.stats.cardsRead += read.length;
      const byId = new Map(read.map((card) => [card.id, JSON.stringify(partnerSummarySchema.parse(card))]));
      if (epoch === this.cardsEpoch) for (const [id, json] of byId) this.cards.set(id, json);
      ids.forEach((id, i) => (parts[i] ??= byId.get(id)));
    }
    return `[${parts.filter((json) => json !== undefined).join(',')}]`;
  }

  /** Drops every card kept in memory (and keeps out those being read). */
  private dropCards(): void {
    this.cards.clear();
    this.cardsEpoch++;
  }

  /**
   * The facet counts of GET /api/partners/facets from the index, or from `listPartnerFacets`.
   * @param q a validated `partnerFacetsQuerySchema` output
   * @throws whatever the driver throws
   */
  async facets(q: PartnerFacetsQuery): Promise<PartnerFacets> {
    const index = this.current();
    if (!index) {
      this.stats.fromSql++;
      return listPartnerFacets(this.ctx, q);
    }
    this.stats.fromIndex++;
    return index.facets(q, istanbulToday(), (await capabilityDefinitions(this.ctx)).value);
  }

  /**
   * The suggestions of GET /api/search/suggest (issue 21, decision 032) from the index, or from the SQL
   * `suggest` (search.service.ts) when the index may not answer; the same JSON either way
   * (catalogue-index.test.ts compares them).
   * @param lang the reader's language (category names).
   * @param text a normalised text (`suggestQuerySchema`); empty → four empty lists.
   * @throws whatever the driver throws (SQL fallback only)
   */
  async suggest(lang: Language, text: string): Promise<Suggestions> {
    const index = this.current();
    if (!index) {
      this.stats.fromSql++;
      return suggest(this.ctx.db, lang, text);
    }
    this.stats.fromIndex++;
    return index.suggest(lang, text, istanbulToday());
  }

  /** A notification on {@link CATALOGUE_CHANNEL}: changed ids, `'*'`, or a barrier token. */
  notify(payload: string): void {
    if (payload.startsWith(BARRIER)) {
      const release = this.barriers.get(payload);
      this.barriers.delete(payload);
      release?.();
      return;
    }
    if (payload === '*' || payload === '') {
      this.markStale();
      this.dropCards();
    } else {
      for (const id of payload.split(',')) {
        if (!/^\d+$/.test(id)) continue;
        this.dirty.add(Number(id));
        this.cards.delete(Number(id));
      }
      this.cardsEpoch++;
    }
    this.schedule();
  }

  /**
   * A notification on the reference data's channel (decision 031): a category's names rank partners
   * (a term naming the category puts its partners first), so a category change rebuilds; a service
   * change re-reads the service pool (the names the facets show for a chosen service nobody offers, the
   * services the suggestions match), answering from SQL until it is read.
   */
  referenceChanged(set: string): void {
    if (set === 'services') this.servicesChanged = true;
    else if (set === 'categories' || set === '') this.markStale();
    else return;
    this.schedule();
  }

  /** The listener is up (build the index afresh: a change may have been missed) or down (serve SQL). */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    // Changes may be missed while the listener is down: no card read before it is trusted again.
    this.dropCards();
    if (trusted) {
      this.markStale();
      this.schedule();
    } else this.releaseBarriers();
  }

  /**
   * Read-your-writes for the writing process (called by `writePartners` after its commit): until the
   * write's own notifications have arrived, which on PostgreSQL travel on another connection, this
   * process answers from SQL. Returns at once; the wait runs in the background.
   */
  afterWrite(): void {
    if (!this.trusted || this.closed) return;
    this.settled().catch((err: unknown) => this.ctx.log.warn({ err }, 'catalogue search barrier failed'));
  }

  /**
   * Resolves once every change committed before the call has been applied: sends a barrier
   * notification (delivered after every earlier commit's) and waits for it to come back and for the
   * updates to finish. Resolves at once while the listener is down (SQL answers then), and after
   * `timeoutMs` if the barrier does not come back. Tests call it after writing rows directly.
   * @throws whatever the driver throws sending the barrier
   */
  async settled(timeoutMs = 5000): Promise<void> {
    if (this.trusted && !this.closed) {
      const token = `${BARRIER}${this.instance}:${++this.barrierSeq}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        this.barriers.set(token, resolve);
        timer = setTimeout(() => {
          this.barriers.delete(token);
          resolve();
        }, timeoutMs).unref();
      });
      try {
        await queryRows(this.ctx.db, sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${token})`);
      } catch (err) {
        this.barriers.get(token)?.();
        this.barriers.delete(token);
        throw err;
      } finally {
        await back;
        clearTimeout(timer);
      }
    }
    while (this.draining) await this.draining;
  }

  /** Stops the timers and waits for an update under way; the index is dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.trusted = false;
    clearInterval(this.medianTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.releaseBarriers();
    while (this.draining) await this.draining.catch(() => {});
    this.index = undefined;
    this.dropCards();
  }

  /** Lets every waiting {@link settled} go (the listener is down: no barrier will come back). */
  private releaseBarriers(): void {
    const waiting = [...this.barriers.values()];
    this.barriers.clear();
    for (const release of waiting) release();
  }

  /** The index when it may answer: built, listened for, and nothing received that is not applied. */
  private current(): CatalogueIndex | undefined {
    if (
      !this.trusted ||
      this.stale ||
      this.applying ||
      this.servicesChanged ||
      this.dirty.size > 0 ||
      this.barriers.size > 0
    ) {
      return undefined;
    }
    return this.index;
  }

  private markStale(): void {
    this.stale = true;
    this.staleGeneration++;
    this.rebuildWanted = true;
  }

  /** Starts the update loop unless it runs; one loop at a time, so updates never race. */
  private schedule(): void {
    if (this.draining || this.closed) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.pending()) this.schedule();
    });
  }

  private pending(): boolean {
    return this.trusted && (this.rebuildWanted || this.refreshWanted || this.servicesChanged || this.dirty.size > 0);
  }

  private async drain(): Promise<void> {
    try {
      while (!this.closed && this.pending()) {
        if (this.rebuildWanted || this.refreshWanted || !this.index) {
          const generation = this.staleGeneration;
          this.rebuildWanted = false;
          this.refreshWanted = false;
          this.servicesChanged = false;
          // The build reads every partner committed before it starts, so ids notified so far are in it.
          this.dirty.clear();
          const built = await buildCatalogueIndex(this.ctx.db);
          if (this.closed) return;
          this.index = built;
          this.stats.builds++;
          if (generation === this.staleGeneration) this.stale = false;
        } else if (this.servicesChanged) {
          this.servicesChanged = false;
          // A renamed or new service would be suggested by its old name, or not at all, meanwhile.
          this.applying = true;
          try {
            const { services } = await loadCatalogueReference(this.ctx.db);
            if (this.closed) return;
            this.index.setServices(services);
          } finally {
            this.applying = false;
          }
        } else {
          const ids = [...this.dirty];
          this.dirty.clear();
          this.applying = true;
          try {
            const rows = await loadIndexedPartners(this.ctx.db, ids);
            if (this.closed) return;
            const listed = new Set(rows.map((p) => p.id));
            for (const p of rows) this.index.upsert(p);
            for (const id of ids) if (!listed.has(id)) this.index.remove(id);
            this.stats.reloaded += ids.length;
          } finally {
            this.applying = false;
          }
        }
      }
    } catch (err) {
      if (this.closed) return;
      // The index may now lack a change: answer from SQL and build afresh after a pause.
      this.ctx.log.warn({ err }, 'catalogue index update failed; serving SQL and retrying');
      this.dropCards();
      this.stale = true;
      this.staleGeneration++;
      // Nothing is retried before the pause (a database that is down would fail in a tight loop).
      this.dirty.clear();
      this.rebuildWanted = this.refreshWanted = this.servicesChanged = false;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.rebuildWanted = true;
        this.schedule();
      }, RETRY_MS).unref();
    }
  }
}
