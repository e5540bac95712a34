/**
 * The catalogue's search as an in-process index (issue 21; docs/decisions/032): the same answers as
 * `listPartners` and `listPartnerFacets` (modules/partners) and the search box's `suggest`
 * (search.service.ts) over the listed partners, from memory.
 *
 * Layout, chosen for 100k partners on a 2-core machine:
 * - every partner has an ordinal; ordinals follow the listing's static order (most followers, newest,
 *   highest id), so the catalogue without a term is a walk in ordinal order. A partner added or
 *   changed later gets a new ordinal at the end (its old one becomes a tombstone) until the next
 *   {@link CatalogueIndex.compact};
 * - one posting list per lexeme: an Int32Array of `ordinal << 4 | weights` (bits A=8, B=4, C=2, D=1),
 *   ascending, so a word's matches are one merge and the weights tell "outside the description";
 * - the vocabulary sorted (a prefix is a binary-searched range) with a trigram index for the typo rule,
 *   both rebuilt lazily after a change;
 * - per partner, the lexemes of the rank vector with their positions, for `ts_rank` (ts-rank.ts).
 *
 * The documents' lexemes and positions are PostgreSQL's own: the loader reads `rank_vector` and the
 * description's lexemes of `search_vector` ({@link IndexedPartner.vectors}), so the parser's rules
 * (hyphenated words kept whole and in parts, hosts, paths, numbers with dots) hold by construction.
 * The query side follows f_search_query (migrations 0004, 0012): see search-text.ts. Its Turkish stems
 * come from PostgreSQL's stemmer through {@link IndexedPartner.stems} (the loader asks the database);
 * a query word no document contains as written gets no stem (decision 032).
 */
import {
  CATALOGUE_MIN_RATINGS,
  CATEGORY_SLUGS,
  type CategorySlug,
  COMPANY_SIZES,
  type Language,
  SEARCH_MAX_WORDS,
  SUGGEST_GROUP_LIMIT,
} from '@shared/constants';
import type { CapabilityDefinitions, CapabilityField } from '@shared/contracts/capabilities';
import type { PartnerFacets, PartnerFacetsQuery, PartnersQuery } from '@shared/contracts/partners';
import type { Suggestions } from '@shared/contracts/search';
import {
  compareLexemes,
  parseTsvector,
  queryLexemes,
  searchFold,
  splitWords,
  trigrams,
  turkishLower,
} from './search-text';
import { RANK_OR_DIVISOR, type RankEntries, rankOrEntry, tsRank } from './ts-rank';

/** A listed partner as the index holds it: what search, filters, facets and sorts read. */
export interface IndexedPartner {
  id: number;
  userId: number | null;
  category: CategorySlug;
  /**
   * The search document as PostgreSQL made it, in tsvector text form (`tsvectorout`, see
   * `parseTsvector`): `rank` is `rank_vector::text` (the lexemes of A company name + city, B short
   * descriptions + `search_extra` + `search_codes`, D country + markets, with weighted positions, what
   * `ts_rank` and "matched outside the description" read); `description` is
   * `strip(ts_filter(search_vector, '{c}'))::text`, the lexemes of the description texts (C). Together
   * they are `search_vector`'s lexemes, which `@@` matches.
   */
  vectors: {
    rank: string;
    description: string;
    /**
     * `to_tsvector('simple', f_search_fold(city))::text` (`''` without a city): the lexemes the
     * suggestions' city group matches (search.service.ts `suggest`), as PostgreSQL's parser made them.
     */
    city: string;
  };
  /**
   * Turkish stems (accents kept, as `to_tsvector('turkish', word)` gives them) of lower-case words (the
   * runs of letters and digits of the document's texts), for the query side: a query word's stems.
   * `[]` for a stop word. Absent: nothing new (the words' stems may be known from other partners).
   */
  stems?: ReadonlyMap<string, readonly string[]>;
  /** The company's profile address name (`username`), shown by a partner suggestion. */
  username: string;
  /** The company name as stored, shown by a partner suggestion. */
  companyName: string;
  /** The logo's public path as stored (`logo`), or null: a partner suggestion's `logoUrl`. */
  logo: string | null;
  /**
   * The city as stored (`city`; the index trims it for the facet's label, the suggestions show and
   * group it as stored), null when unset.
   */
  city: string | null;
  markets: readonly string[];
  languages: readonly string[];
  services: readonly { id: number; name: string }[];
  companySize: string | null;
  reviewCount: number;
  ratingSum: number;
  capabilities: Readonly<Record<string, readonly string[]>>;
  /** `YYYY-MM-DD`, the last day the registry documents are valid, or null. */
  verifiedUntil: string | null;
  followersCount: number;
  /** Milliseconds since the epoch (fractions keep PostgreSQL's microseconds). */
  createdAt: number;
  /** Median seconds to the first answer, as the `response` sort reads it; null when no figure is shown. */
  responseMedian: number | null;
}

/** A category's names (tr, en), for "the term names a category" (searchTerm's `named`). */
export interface IndexedCategory {
  slug: CategorySlug;
  name: string;
  nameEn: string;
  /** The lexemes of `f_search_lexemes(name || ' ' || name_en)`, which the term's query is matched against. */
  lexemes: readonly string[];
  /** `categories.sort_order`: the suggestions list categories by it (then by id, the load's order). */
  sortOrder: number;
  /**
   * The lexemes of `to_tsvector('simple', f_search_fold(name || ' ' || name_en))` (no stems): what a
   * category suggestion matches (search.service.ts `suggest`).
   */
  nameLexemes: readonly string[];
}

/** A service of the pool as the suggestions read it (search.service.ts `suggest`; issue 21). */
export interface IndexedService {
  id: number;
  name: string;
  /** `f_search_fold(name)`: a name starting with the first word typed comes first. */
  folded: string;
  /** The lexemes of `to_tsvector('simple', f_search_fold(name))`, which the words typed must start. */
  lexemes: readonly string[];
}

/** What a catalogue page needs from the index: `limit` ids from `offset`, and the number of matches. */
export interface IndexSearchResult {
  ids: number[];
  total: number;
}

/** The query of {@link CatalogueIndex.search}: `partnersQuerySchema`'s output. */
export type IndexSearchQuery = Pick<PartnersQuery, 'sort' | 'offset' | 'limit' | 'userId'> & PartnerFacetsQuery;

const WEIGHT_A = 8;
const WEIGHT_B = 4;
const WEIGHT_C = 2;
const WEIGHT_D = 1;
/** Weight codes of a tsvector position (D = 0 … A = 3). */
/** A position's weight bit in a posting's mask, by its 2-bit weight code (D = 0 … A = 3). */
const WEIGHT_BIT = [WEIGHT_D, WEIGHT_C, WEIGHT_B, WEIGHT_A] as const;
/** Facet answers kept for queries without a term (filter combinations). */
const FACET_CACHE_SIZE = 256;
/**
 * Bytes of match bitsets kept for broad words and filter values (until a partner changes): a broad
 * word costs a pass over tens of thousands of postings, its bitset one pass over ordinals / 32 words.
 */
const BITSET_CACHE_BYTES = 24 * 1024 * 1024;
/** f_search_query's bounds (migration 0012). */
const MAX_WORDS = 10;
const MAX_LETTERS = 32;
const MAX_TERM_CHARS = 1000;
/** The typo rule (migration 0004): words of 4+ letters, up to 3 known words with similarity ≥ 0.4. */
const TYPO_MIN_LETTERS = 4;
const TYPO_MIN_SIMILARITY = Math.fround(0.4);
const TYPO_CANDIDATES = 3;
/** Planned words kept ({@link CatalogueIndex.plan}); the memo is emptied when it is full. */
const WORD_PLANS_MAX = 20_000;

/** A partner's per-ordinal record (the vectors are not kept: the postings and rank data stand for them). */
interface DocRecord extends Omit<IndexedPartner, 'vectors' | 'stems'> {
  /** `city` as stored (IndexedPartner.city); `city` here is trimmed, the facet's label. */
  storedCity: string | null;
  cityKey: string | null;
  /**
   * The rank vector (A, B, D): entries `rankFrom … rankFrom + rankCount - 1` of the index's rank pools
   * (term ids in lexeme order; each entry's positions from `rankStartPool[e]` to `rankStartPool[e + 1]`).
   * Pools rather than three typed arrays per partner: a typed array costs ~200 bytes of headers.
   */
  rankFrom: number;
  rankCount: number;
  /** Dense codes of the filter and facet values (the index's dictionaries), so counting needs no Map. */
  catIdx: number;
  /** City key id, -1 without a city. */
  cityId: number;
  /** Display label id (`btrim(city)`), -1 without a city. */
  labelId: number;
  sizeIdx: number;
  /** `verifiedUntil` as yyyymmdd, 0 when never verified. */
  verifiedDay: number;
  marketIds: readonly number[];
  languageIds: readonly number[];
  serviceIds: readonly number[];
}

/** Values numbered densely in order of first appearance. */
class Dictionary<K> {
  readonly values: K[] = [];
  private readonly ids = new Map<K, number>();
  /** The value's id, added when new. */
  add(value: K): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
  /** The value's id, or -2 (matches no partner, not even one without a value) when unknown. */
  get(value: K): number {
    return this.ids.get(value) ?? -2;
  }
}

const NONE: readonly number[] = [];

/** `array`, or a copy with room for `length` elements (doubling). */
function ensure<T extends Int32Array | Uint32Array | Uint16Array | Float32Array | Float64Array>(
  array: T,
  length: number,
): T {
  if (length <= array.length) return array;
  const grown = new (array.constructor as new (n: number) => T)(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

const dayNumber = (date: string | null): number => (date ? Number(date.slice(0, 10).replace(/-/g, '')) : 0);

/** One operand of the tsquery (`word:*`, `word`, a stem, a typo's neighbour). */
interface Operand {
  text: string;
  prefix: boolean;
}

/** A query word with its operands, as f_search_query builds its part. */
interface PlannedWord {
  /** What the word matches: a lexeme matches the word when it matches one of these. */
  operands: Operand[];
  /**
   * The tsquery's items of the word (what ts_rank counts), in `operands` order: the operands, and after
   * a hyphenated neighbour the parts of its phrase (`'e-ticaret' <-> 'e' <-> 'ticaret'`).
   */
  items: Operand[];
  /** Term ids matching any operand. */
  termIds: number[];
}

/** A compiled query: the words, the deduplicated operands in SortAndUniqItems order, the named categories. */
interface Plan {
  words: PlannedWord[];
  rankOperands: Operand[];
  named: Set<string>;
}

/** A filter: its facet key, what identifies its value (for the bitset cache), and its test. */
type Filter = { key: string; id: string; test: (d: DocRecord) => boolean };
/** Facet codes of the filters (the capability fields come after them, one code each). */
const F = {
  category: 0,
  userId: 1,
  city: 2,
  market: 3,
  language: 4,
  service: 5,
  size: 6,
  minRating: 7,
  verified: 8,
} as const;
const CAPABILITY_CODE = 9;
/** Kinds of the facet pool's values (value id · 4 + kind). */
const FACET_MARKET = 0;
const FACET_LANGUAGE = 1;
const FACET_SERVICE = 2;
const CATEGORY_INDEX = new Map<string, number>(CATEGORY_SLUGS.map((slug, i) => [slug, i]));
const SIZE_INDEX = new Map<string, number>(COMPANY_SIZES.map((size, i) => [size, i]));

/**
 * The listed partners of the catalogue in memory, answering the catalogue's search and facet queries
 * (GET /api/partners, GET /api/partners/facets) as the SQL does. Not thread-safe (one event loop).
 */
export class CatalogueIndex {
  private readonly categories: readonly { slug: CategorySlug; terms: Set<string> }[];
  private readonly categorySource: readonly IndexedCategory[];
  private readonly serviceNames = new Map<number, string>();
  /** Lower-case word → Turkish stems (accents kept). */
  private readonly stemOf = new Map<string, readonly string[]>();
  private readonly learnedStemMaps = new WeakSet<object>();

  private docs: (DocRecord | undefined)[] = [];
  private readonly ordinalOf = new Map<number, number>();
  /** Ordinals below this are in static order; later ones were appended by upserts. */
  private orderedUpTo = 0;
  private dead = 0;

  private readonly termIdOf = new Map<string, number>();
  private terms: string[] = [];
  private postings: Int32Array[] = [];
  private postingLength: number[] = [];
  /** Sorted vocabulary (terms that still have a posting), rebuilt lazily. */
  private sortedTerms: string[] = [];
  private sortedIds: number[] = [];
  private trigramIndex = new Map<string, number[]>();
  private trigramCount: number[] = [];
  private vocabularyDirty = true;
  /**
   * Planned words by folded word and the typed words folding to it: folding, stems, typo neighbours and
   * prefix ranges cost most of a query's plan, and words recur across queries that never do. Emptied
   * whenever what they were resolved against changes (the vocabulary, its trigrams, the stems).
   */
  private readonly wordPlans = new Map<string, PlannedWord>();
  /** `searchFold` of typed words (bounded like {@link wordPlans}). */
  private readonly foldedWords = new Map<string, string>();
  private readonly cityKeys = new Dictionary<string>();
  private readonly cityLabels = new Dictionary<string>();
  /** City key id of each label id. */
  private readonly labelCity: number[] = [];
  private readonly marketCodes = new Dictionary<string>();
  private readonly languageCodes = new Dictionary<string>();
  private readonly serviceCodes = new Dictionary<number>();
  /** Every live ordinal ascending, while no partner changed (the candidates of a query without a term). */
  private liveCache: Int32Array | undefined;
  /** Reusable buffer of a query's matching ordinals (a view of it is valid until the next query). */
  private touched = new Int32Array(0);
  /** Reusable bitsets over ordinals (bit `o & 31` of word `o >>> 5`): see {@link scratchBits}. */
  private scratch: Uint32Array[] = [];
  /** Live ordinals as a bitset, until a partner changes. */
  private liveBits: Uint32Array | undefined;
  /** Bitsets of broad words (matches, then matches outside the description) and of filter values, LRU. */
  private readonly bitsetCache = new Map<string, Uint32Array>();
  /** Reusable per-ordinal ts_rank accumulators of a one-word query (calc_rank_or over postings). */
  private orRank = new Float32Array(0);
  /**
   * Per posting (parallel to `postings`), the rank entry of that partner's lexeme (an index of the rank
   * pools), or -1 when the lexeme is only in the description (rank_vector holds no C).
   */
  private postingEntries: Int32Array[] = [];
  /** Per rank entry, its calc_rank_or share before the division ({@link rankOrEntry}): a float4. */
  private rankOrPool = new Float32Array(1024);
  /**
   * Hot per-ordinal fields as typed arrays (the relevance tie-breaks and facet counts read them for
   * tens of thousands of matches): average rating (-1 without reviews), verified day, reviews,
   * followers, id, category, city label, size.
   */
  private averageOf = new Float64Array(1024);
  private verifiedDayOf = new Int32Array(1024);
  private reviewsOf = new Int32Array(1024);
  private followersOf = new Float64Array(1024);
  private idOf = new Float64Array(1024);
  private categoryOf = new Int32Array(1024);
  private labelOf = new Int32Array(1024);
  private sizeOf = new Int32Array(1024);
  private ratingSumOf = new Float64Array(1024);
  /**
   * Each partner's market, language and service ids (id · 4 + FACET_MARKET | FACET_LANGUAGE |
   * FACET_SERVICE) as one run of the facet pool: `facetPool[facetFromOf[o] … facetFromOf[o + 1] - 1]`.
   * Written at indexing in ordinal order (compaction rewrites it); dead partners' runs stay until then.
   */
  private facetPool = new Int32Array(4096);
  private facetPoolLength = 0;
  private facetFromOf = new Uint32Array(1025);
  /** Facet answers of queries without a term, until a partner changes. */
  private readonly facetCache = new Map<string, PartnerFacets>();
  // Suggestions (issue 21, GET /api/search/suggest): small groups kept as counts, so a request reads
  // a few hundred entries rather than the partners.
  /** `ORDER BY … COLLATE tr_icu` as the database sorts (see {@link IndexOptions.collation}). */
  private readonly compareTurkish: (a: string, b: string) => number;
  /** The categories in the suggestions' order (sort_order, then id). */
  private readonly suggestCategories: readonly IndexedCategory[];
  /** The service pool, by id (the SQL's DISTINCT ON keeps the lowest id of a name). */
  private suggestServices: readonly IndexedService[] = [];
  /** Listed partners offering each service id (a service nobody offers is not suggested). */
  private readonly offeredCount = new Map<number, number>();
  /** Listed partners per stored city spelling (non-empty), as the SQL's `listed` groups them. */
  private readonly cityCount = new Map<string, number>();
  /** Per stored city spelling: its lexemes and `f_search_fold` (the SQL groups spellings by it). */
  private readonly cityText = new Map<string, { lexemes: readonly string[]; folded: string }>();
  /** The rank vectors of all partners (see DocRecord.rankFrom); dead partners' entries stay until a rebuild. */
  private rankTermPool = new Int32Array(1024);
  private rankStartPool = new Uint32Array(1024);
  private rankTermLength = 0;
  private rankPosPool = new Uint16Array(4096);
  private rankPosLength = 0;
  /** Reusable term id → operand list table of ts_rank (0 = the term matches no operand). */
  private termOps = new Int32Array(0);

  /**
   * @param categories the 16 categories' names (tr, en) and lexemes, for ranking a category the term
   *   names first.
   * @param options `stems`: Turkish stems of the category names' words (see {@link IndexedPartner.stems});
   *   `serviceNames`: names of services no partner may offer (a chosen one still shows in the facets);
   *   `services`: the service pool the suggestions match ({@link IndexOptions}).
   */
  constructor(categories: readonly IndexedCategory[], options: IndexOptions = {}) {
    this.categorySource = categories;
    this.compareTurkish = collationCompare(options.collation ?? 'tr-TR');
    // A stable sort of the load's id order: sort_order, then id.
    this.suggestCategories = categories.slice().sort((a, b) => a.sortOrder - b.sortOrder);
    if (options.stems) this.learnStems(options.stems);
    for (const [id, name] of options.serviceNames ?? []) this.serviceNames.set(id, name);
    if (options.services) this.setServices(options.services);
    this.categories = categories.map((c) => ({ slug: c.slug, terms: new Set(c.lexemes) }));
  }

  /** Number of listed partners held. */
  get size(): number {
    return this.ordinalOf.size;
  }

  /**
   * Builds an index from scratch in static order (cheaper than upserting one by one).
   * @param partners listed partners (active and approved), e.g. from `loadIndexedPartners`.
   */
  static build(
    categories: readonly IndexedCategory[],
    partners: Iterable<IndexedPartner>,
    options: IndexOptions = {},
  ): CatalogueIndex {
    const index = new CatalogueIndex(categories, options);
    const list = [...partners].sort(staticOrder);
    for (const p of list) index.add(p);
    index.orderedUpTo = index.docs.length;
    // Doubling left up to half of each posting list empty: trim them once the catalogue is in.
    for (let t = 0; t < index.postings.length; t++) {
      const n = index.postingLength[t]!;
      if (n < index.postings[t]!.length) {
        index.postings[t] = index.postings[t]!.slice(0, Math.max(n, 1));
        index.postingEntries[t] = index.postingEntries[t]!.slice(0, Math.max(n, 1));
      }
    }
    return index;
  }

  /**
   * Adds a partner, or replaces the one with the same id (its old ordinal becomes a tombstone). Call it
   * after a change to anything the document holds; a partner that is no longer listed is `remove`d.
   */
  upsert(partner: IndexedPartner): void {
    this.removeOrdinal(partner.id);
    this.add(partner);
    this.maybeCompact();
  }

  /** Removes a partner (unlisted, deleted); nothing when it is not held. */
  remove(id: number): void {
    this.removeOrdinal(id);
    this.maybeCompact();
  }

  /**
   * One catalogue page, as `listPartners(db, q)` orders and counts it (partners.service.ts): with
   * `q.search`, every word must match (a folded word's prefix, a Turkish stem, or for a word that is the
   * prefix of no known word, its closest known words: f_search_query); without, every listed partner.
   * The filters of `catalogueFiltersSchema`, `category` and `userId` hold together. Order: `q.sort`
   * (rating, response, followers, newest), else with a term relevance (a category the whole term names,
   * all words matched outside the description, ts_rank, rating average, verified now, reviews,
   * followers, id), else followers, newest, id.
   * @param q a validated `partnersQuerySchema` output (the search term already `searchableTerm`).
   * @param today `YYYY-MM-DD` in Europe/Istanbul, the day "verified now" is counted on (decision 028).
   */
  search(q: IndexSearchQuery, today: string): IndexSearchResult {
    const filters = this.filters(q, today);
    const sort = q.sort && q.sort !== 'relevance' ? q.sort : undefined;
    if (!q.search && filters.length === 0 && !sort && this.orderedUpTo === this.docs.length) {
      // The catalogue's first page: the ordinals are its order.
      const live = this.live();
      const ids = Array.from(live.subarray(q.offset, q.offset + q.limit), (o) => this.docs[o]!.id);
      return { ids, total: live.length };
    }
    const plan = q.search ? this.plan(q.search) : undefined;
    const { match, outside } = this.matches(plan, filters);
    const total = countBits(match);
    const k = Math.min(total, q.offset + q.limit);
    if (q.offset >= total) return { ids: [], total };

    let order: ArrayLike<number>;
    const staticOrdinals = !sort && !plan && this.orderedUpTo === this.docs.length;
    // Static order: ordinals already are it (unless upserts appended some), so the first k matches.
    const ords = this.ordinals(match, staticOrdinals ? k : total);
    const byOrdinal = (compare: (x: number, y: number) => number) =>
      topK(ords.length, k, (x, y) => compare(ords[x]!, ords[y]!)).map((i) => ords[i]!);
    if (sort) order = byOrdinal(sortComparator(sort, this.docs));
    else if (!plan) order = staticOrdinals ? ords : byOrdinal(staticComparator(this.docs));
    else order = this.relevanceTop(plan, ords, outside, k, today);
    const ids: number[] = [];
    for (let i = q.offset; i < k; i++) ids.push(this.docs[order[i]!]!.id);
    return { ids, total };
  }

  /**
   * The facet counts of GET /api/partners/facets for `q` (catalogue-facets.ts): each filter's values
   * counted over the matches with every other filter applied (disjunctive), the capability fields of
   * the chosen category only. Same shape and order as `listPartnerFacets`.
   * @param definitions the capability definitions (for the chosen category's filterable fields).
   */
  facets(q: PartnerFacetsQuery, today: string, definitions?: CapabilityDefinitions): PartnerFacets {
    // Without a term the combinations are few and every one scans the whole catalogue: keep the
    // answers until a partner changes (the definitions are part of the key: they change the shape).
    if (q.search) return this.countFacets(q, today, definitions);
    const key = JSON.stringify([q, today, q.category && definitions ? definitions[q.category] : null]);
    const cached = this.facetCache.get(key);
    if (cached) return structuredClone(cached);
    const answer = this.countFacets(q, today, definitions);
    if (this.facetCache.size >= FACET_CACHE_SIZE) this.facetCache.delete(this.facetCache.keys().next().value!);
    this.facetCache.set(key, answer);
    return structuredClone(answer);
  }

  /**
   * The suggestions of GET /api/search/suggest for `text`, the same JSON as `suggest(db, lang, text)`
   * (search.service.ts; issue 21, decision 032) over the listed partners held:
   * - categories whose names' folded words ({@link IndexedCategory.nameLexemes}) each typed word starts,
   *   named in `lang`, by sort order then id;
   * - services of the pool offered by a listed partner whose name's lexemes match, one per name (its
   *   lowest id), names whose folded form starts with the first word first, then by name (tr_icu);
   * - stored city spellings of listed partners whose lexemes match, grouped by `f_search_fold`, shown as
   *   the group's most common spelling (ties: the lower in code point order, as the SQL's default
   *   collation), with the group's partner count; most partners first, then by name (tr_icu);
   * - listed partners with, for each typed word, a weight-A lexeme (company name and city, as
   *   `search_vector @@ 'w:*A'`) starting with it, most followers first, then id; `verified` on `today`.
   *
   * Words are the runs of letters and digits of the folded text, the first {@link SEARCH_MAX_WORDS};
   * each group holds at most {@link SUGGEST_GROUP_LIMIT}.
   * @param lang the reader's language: the categories' names in it.
   * @param text a normalised text (suggestQuerySchema); no word → four empty lists.
   * @param today `YYYY-MM-DD` in Europe/Istanbul, the day "verified now" is counted on (decision 028).
   */
  suggest(lang: Language, text: string, today: string): Suggestions {
    const words = splitWords(searchFold(text)).slice(0, SEARCH_MAX_WORDS);
    if (words.length === 0) return { categories: [], services: [], cities: [], partners: [] };
    // `w:*` against a tsvector: some lexeme starts with each word.
    const matches = (lexemes: readonly string[]) => words.every((w) => lexemes.some((l) => l.startsWith(w)));

    const categories = this.suggestCategories
      .filter((c) => matches(c.nameLexemes))
      .slice(0, SUGGEST_GROUP_LIMIT)
      .map((c) => ({ slug: c.slug, name: lang === 'en' ? c.nameEn : c.name }));

    const byName = new Map<string, IndexedService>();
    for (const s of this.suggestServices) {
      if (!byName.has(s.name) && (this.offeredCount.get(s.id) ?? 0) > 0 && matches(s.lexemes)) byName.set(s.name, s);
    }
    const first = words[0]!;
    const services = [...byName.values()]
      .map((s) => ({ s, starts: s.folded.startsWith(first) }))
      .sort((a, b) => Number(b.starts) - Number(a.starts) || this.compareTurkish(a.s.name, b.s.name))
      .slice(0, SUGGEST_GROUP_LIMIT)
      .map(({ s }) => ({ id: s.id, name: s.name }));

    const groups = new Map<string, { name: string; best: number; count: number }>();
    for (const [city, n] of this.cityCount) {
      const t = this.cityText.get(city)!;
      if (!matches(t.lexemes)) continue;
      const g = groups.get(t.folded);
      if (!g) groups.set(t.folded, { name: city, best: n, count: n });
      else {
        g.count += n;
        if (n > g.best || (n === g.best && compareLexemes(city, g.name) < 0)) {
          g.name = city;
          g.best = n;
        }
      }
    }
    const cities = [...groups.values()]
      .sort((a, b) => b.count - a.count || this.compareTurkish(a.name, b.name))
      .slice(0, SUGGEST_GROUP_LIMIT)
      .map((g) => ({ name: g.name, count: g.count }));

    return { categories, services, cities, partners: this.suggestPartners(words, today) };
  }

  /** The partner group of {@link suggest}: every word starts a weight-A lexeme. */
  private suggestPartners(words: readonly string[], today: string): Suggestions['partners'] {
    this.refreshVocabulary();
    const match = this.scratchBits(0);
    const n = match.length;
    match.set(this.liveBitset());
    for (const word of words) {
      const bits = this.companyBits(word);
      for (let w = 0; w < n; w++) match[w]! &= bits[w]!;
    }
    const ords = this.ordinals(match, this.docs.length);
    const docs = this.docs;
    const top = topK(ords.length, SUGGEST_GROUP_LIMIT, (x, y) => {
      const a = docs[ords[x]!]!;
      const b = docs[ords[y]!]!;
      return b.followersCount - a.followersCount || a.id - b.id;
    });
    const todayNumber = dayNumber(today);
    return top.map((i) => {
      const d = docs[ords[i]!]!;
      return {
        id: d.id,
        username: d.username,
        companyName: d.companyName,
        city: d.storedCity,
        logoUrl: d.logo,
        verified: d.verifiedDay >= todayNumber,
      };
    });
  }

  /**
   * The ordinals (dead ones included) with a weight-A lexeme starting with `word`, as a bitset: a
   * scratch buffer for a narrow prefix, cached for a broad one (a one-letter prefix spans thousands of
   * lexemes) until a partner changes.
   */
  private companyBits(word: string): Uint32Array {
    const termIds: number[] = [];
    this.operandTerms({ text: word, prefix: true }, termIds);
    const n = this.bitWords;
    let count = 0;
    for (const t of termIds) count += this.postingLength[t]!;
    const make = (bits: Uint32Array) => {
      bits.fill(0);
      for (const t of termIds) {
        const list = this.postings[t]!;
        const length = this.postingLength[t]!;
        for (let i = 0; i < length; i++) {
          const v = list[i]!;
          if ((v & WEIGHT_A) === 0) continue;
          const o = v >>> 4;
          bits[o >>> 5]! |= 1 << (o & 31);
        }
      }
      return bits;
    };
    if (count < n) return make(this.scratchBits(2, n));
    return this.cachedBits(`a${word}`, () => make(new Uint32Array(n)));
  }

  private countFacets(q: PartnerFacetsQuery, today: string, definitions?: CapabilityDefinitions): PartnerFacets {
    const capabilityFields: CapabilityField[] =
      q.category && definitions ? definitions[q.category].filter((f) => f.kind === 'options' && f.filterable) : [];
    const filters = this.filters(q, today);
    const plan = q.search ? this.plan(q.search) : undefined;
    const match = this.matches(plan, []).match;
    const passes = filters.map((f) => this.filterBits(f));
    const todayNumber = dayNumber(today);

    let total = 0;
    let verified = 0;
    const category = new Int32Array(CATEGORY_SLUGS.length);
    const labels = new Int32Array(this.cityLabels.values.length);
    // Markets, languages and services share the facet pool: value id · 4 + kind (FACET_MARKET …).
    const multi = [
      new Int32Array(this.marketCodes.values.length),
      new Int32Array(this.languageCodes.values.length),
      new Int32Array(this.serviceCodes.values.length),
    ] as const;
    const [market, language, service] = multi;
    const size = new Int32Array(COMPANY_SIZES.length);
    const rating = new Int32Array(CATALOGUE_MIN_RATINGS.length);
    const capability = capabilityFields.map(() => new Map<string, number>());
    const capabilityCodes = capabilityFields.map((f) => {
      const j = filters.findIndex((x) => x.key === `capability:${f.key}`);
      return j < 0 ? -2 : j + CAPABILITY_CODE;
    });
    // Each filter's facet code (a capability filter's code is its position after CAPABILITY_CODE).
    const codes = filters.map((x, j) =>
      x.key.startsWith('capability:') ? j + CAPABILITY_CODE : F[x.key as keyof typeof F],
    );
    const n = filters.length;
    const categoryOf = this.categoryOf;
    const labelOf = this.labelOf;
    const sizeOf = this.sizeOf;
    const reviews = this.reviewsOf;
    const ratingSum = this.ratingSumOf;
    const verifiedDay = this.verifiedDayOf;
    const facetFrom = this.facetFromOf;
    const facetPool = this.facetPool;

    /** Counts partner `o` in every facet (`only` -1) or in the facet of the one filter it fails. */
    const count = (o: number, only: number) => {
      if (only === -1) total++;
      if (only === -1 || only === F.category) category[categoryOf[o]!]!++;
      if ((only === -1 || only === F.city) && labelOf[o]! >= 0) labels[labelOf[o]!]!++;
      if (only === -1) {
        for (let x = facetFrom[o]!; x < facetFrom[o + 1]!; x++) multi[facetPool[x]! & 3]![facetPool[x]! >>> 2]!++;
      } else if (only === F.market || only === F.language || only === F.service) {
        const kind = only === F.market ? FACET_MARKET : only === F.language ? FACET_LANGUAGE : FACET_SERVICE;
        for (let x = facetFrom[o]!; x < facetFrom[o + 1]!; x++) {
          if ((facetPool[x]! & 3) === kind) multi[kind][facetPool[x]! >>> 2]!++;
        }
      }
      if ((only === -1 || only === F.size) && sizeOf[o]! >= 0) size[sizeOf[o]!]!++;
      if ((only === -1 || only === F.minRating) && reviews[o]! > 0) {
        for (let t = 0; t < CATALOGUE_MIN_RATINGS.length; t++) {
          if (ratingSum[o]! >= CATALOGUE_MIN_RATINGS[t]! * reviews[o]!) rating[t]!++;
        }
      }
      for (let f = 0; f < capabilityFields.length; f++) {
        if (only !== -1 && only !== capabilityCodes[f]) continue;
        const values = this.docs[o]!.capabilities[capabilityFields[f]!.key];
        if (Array.isArray(values)) {
          for (const v of values as string[]) capability[f]!.set(v, (capability[f]!.get(v) ?? 0) + 1);
        }
      }
      if ((only === -1 || only === F.verified) && verifiedDay[o]! >= todayNumber) verified++;
    };
    // Disjunctive counts: a partner that passes every filter counts in every facet; one that fails
    // exactly filter j only in j's facet; one that fails two or more in none. So: the set passing all
    // (every facet), then per filter the set failing it and passing the others (its facet only).
    const set = this.scratchBits(3);
    for (let j = -1; j < n; j++) {
      for (let w = 0; w < set.length; w++) {
        let x = match[w]!;
        for (let i = 0; i < n; i++) x &= i === j ? ~passes[i]![w]! : passes[i]![w]!;
        set[w] = x;
      }
      const only = j < 0 ? -1 : codes[j]!;
      for (let w = 0; w < set.length; w++) {
        let word = set[w]!;
        while (word !== 0) {
          const low = word & -word;
          count((w << 5) | (31 - Math.clz32(low)), only);
          word ^= low;
        }
      }
    }

    // A city's count is its labels' sum; its value the label most of its partners use.
    const cityCounts = new Map<number, { n: number; best: string; bestN: number }>();
    for (let l = 0; l < labels.length; l++) {
      const count = labels[l]!;
      if (count === 0) continue;
      const label = this.cityLabels.values[l]!;
      const c = cityCounts.get(this.labelCity[l]!) ?? { n: 0, best: label, bestN: 0 };
      c.n += count;
      if (count > c.bestN || (count === c.bestN && compareLexemes(label, c.best) < 0)) {
        c.best = label;
        c.bestN = count;
      }
      cityCounts.set(this.labelCity[l]!, c);
    }
    const cities = [...cityCounts.values()].map((c) => ({ value: c.best, count: c.n }));
    if (q.city && !cities.some((c) => c.value.toLocaleLowerCase('tr-TR') === q.city!.toLocaleLowerCase('tr-TR'))) {
      cities.push({ value: q.city, count: 0 });
    }
    const nonZero = <K>(counts: Int32Array, values: readonly K[]) =>
      values.flatMap((value, i) => (counts[i]! > 0 ? [{ value, count: counts[i]! }] : []));
    const markets = nonZero(market, this.marketCodes.values);
    if (q.market && !markets.some((m) => m.value === q.market)) markets.push({ value: q.market, count: 0 });
    const languages = nonZero(language, this.languageCodes.values);
    if (q.language && !languages.some((l) => l.value === q.language)) languages.push({ value: q.language, count: 0 });
    const services = nonZero(service, this.serviceCodes.values).map((s) => ({
      value: s.value,
      name: this.serviceNames.get(s.value) ?? '',
      count: s.count,
    }));
    if (q.service && !services.some((s) => s.value === q.service)) {
      const name = this.serviceNames.get(q.service);
      if (name !== undefined) services.push({ value: q.service, name, count: 0 });
    }
    return {
      total,
      category: CATEGORY_SLUGS.map((value, i) => ({ value, count: category[i]! })),
      city: cities.sort(byCountThenName((c) => c.value)),
      market: markets.sort(byCountThenName((m) => m.value)),
      language: languages.sort(byCountThenName((l) => l.value)),
      service: services.sort(byCountThenName((s) => s.name)),
      size: COMPANY_SIZES.map((value, i) => ({ value, count: size[i]! })),
      minRating: CATALOGUE_MIN_RATINGS.map((value, j) => ({ value, count: rating[j]! })),
      capability: capabilityFields.map((field, f) => ({
        field: field.key,
        options: field.options.map((o) => ({ value: o.key, count: capability[f]!.get(o.key) ?? 0 })),
      })),
      verified,
    };
  }

  /**
   * Rebuilds the ordinals in static order without tombstones (postings remapped and re-sorted). Runs by
   * itself when tombstones or appended partners pass a share of the index; callable off-peak.
   */
  compact(): void {
    const live = this.docs.map((d, ord) => ({ d, ord })).filter((x): x is { d: DocRecord; ord: number } => !!x.d);
    live.sort((x, y) => staticOrder(x.d, y.d));
    const newOrd = new Int32Array(this.docs.length).fill(-1);
    live.forEach((x, i) => (newOrd[x.ord] = i));
    // A list's rank entries by new ordinal, to follow the values through their sort.
    const entryAt = new Int32Array(live.length);
    for (let t = 0; t < this.postings.length; t++) {
      const list = this.postings[t]!;
      const entries = this.postingEntries[t]!;
      const n = this.postingLength[t]!;
      let m = 0;
      let sorted = true;
      for (let i = 0; i < n; i++) {
        const v = list[i]!;
        const o = newOrd[v >>> 4]!;
        if (o < 0) continue;
        if (m > 0 && o < list[m - 1]! >>> 4) sorted = false;
        list[m] = (o << 4) | (v & 15);
        entries[m++] = entries[i]!;
      }
      if (!sorted) {
        for (let i = 0; i < m; i++) entryAt[list[i]! >>> 4] = entries[i]!;
        list.subarray(0, m).sort();
        for (let i = 0; i < m; i++) entries[i] = entryAt[list[i]! >>> 4]!;
      }
      this.postingLength[t] = m;
      if (m < list.length / 4) {
        this.postings[t] = list.slice(0, Math.max(4, m * 2));
        this.postingEntries[t] = entries.slice(0, Math.max(4, m * 2));
      }
    }
    this.docs = live.map((x) => x.d);
    this.docs.forEach((d, o) => this.setHotFields(o, d!));
    this.changed();
    this.ordinalOf.clear();
    this.docs.forEach((d, i) => this.ordinalOf.set(d!.id, i));
    this.orderedUpTo = this.docs.length;
    this.dead = 0;
    this.vocabularyDirty = true;
  }

  // ---------------------------------------------------------------------------------------------
  // Documents

  private maybeCompact(): void {
    const appended = this.docs.length - this.orderedUpTo;
    if (this.dead > Math.max(1000, this.size / 4) || appended > Math.max(1000, this.size / 10)) this.compact();
  }

  private removeOrdinal(id: number): void {
    const ord = this.ordinalOf.get(id);
    if (ord === undefined) return;
    const d = this.docs[ord]!;
    for (const s of d.services) decrement(this.offeredCount, s.id);
    if (d.storedCity) decrement(this.cityCount, d.storedCity);
    this.docs[ord] = undefined;
    this.changed();
    this.ordinalOf.delete(id);
    this.dead++;
    // Postings keep the ordinal until compaction; a dead ordinal is skipped when read. Its words stay
    // in the vocabulary until then too (as they stay in SQL's search_words), so a removal costs no
    // vocabulary rebuild.
  }

  /** Forgets what was derived from the partners (live ordinals, cached bitsets and facet answers). */
  private changed(): void {
    this.liveCache = undefined;
    this.liveBits = undefined;
    this.bitsetCache.clear();
    this.facetCache.clear();
  }

  /** Writes the typed-array copies of a partner's hot fields at `ord`. */
  private setHotFields(ord: number, d: DocRecord): void {
    if (ord >= this.idOf.length) {
      const length = Math.max(ord + 1, this.idOf.length * 2);
      this.averageOf = ensure(this.averageOf, length);
      this.verifiedDayOf = ensure(this.verifiedDayOf, length);
      this.reviewsOf = ensure(this.reviewsOf, length);
      this.followersOf = ensure(this.followersOf, length);
      this.idOf = ensure(this.idOf, length);
      this.categoryOf = ensure(this.categoryOf, length);
      this.labelOf = ensure(this.labelOf, length);
      this.sizeOf = ensure(this.sizeOf, length);
      this.ratingSumOf = ensure(this.ratingSumOf, length);
      this.facetFromOf = ensure(this.facetFromOf, length + 1);
    }
    // Runs follow ordinals: compaction writes every partner again from the start.
    if (ord === 0) this.facetPoolLength = 0;
    const values = d.marketIds.length + d.languageIds.length + d.serviceIds.length;
    this.facetPool = ensure(this.facetPool, this.facetPoolLength + values);
    this.facetFromOf[ord] = this.facetPoolLength;
    for (const id of d.marketIds) this.facetPool[this.facetPoolLength++] = id * 4 + FACET_MARKET;
    for (const id of d.languageIds) this.facetPool[this.facetPoolLength++] = id * 4 + FACET_LANGUAGE;
    for (const id of d.serviceIds) this.facetPool[this.facetPoolLength++] = id * 4 + FACET_SERVICE;
    this.facetFromOf[ord + 1] = this.facetPoolLength;
    this.ratingSumOf[ord] = d.ratingSum;
    // rating_sum::float8 / nullif(review_count, 0); -1 stands for NULL (sorted last).
    this.averageOf[ord] = d.reviewCount > 0 ? d.ratingSum / d.reviewCount : -1;
    this.verifiedDayOf[ord] = d.verifiedDay;
    this.reviewsOf[ord] = d.reviewCount;
    this.followersOf[ord] = d.followersCount;
    this.idOf[ord] = d.id;
    this.categoryOf[ord] = d.catIdx;
    this.labelOf[ord] = d.labelId;
    this.sizeOf[ord] = d.sizeIdx;
  }

  private learnStems(stems: ReadonlyMap<string, readonly string[]>): void {
    // The loader shares one map per batch: read each map once, not once per partner.
    if (this.learnedStemMaps.has(stems)) return;
    this.learnedStemMaps.add(stems);
    for (const [word, list] of stems) {
      if (this.stemOf.has(word)) continue;
      this.stemOf.set(word, list);
      this.wordPlans.clear();
    }
  }

  private termId(lexeme: string): number {
    let id = this.termIdOf.get(lexeme);
    if (id === undefined) {
      id = this.terms.length;
      this.termIdOf.set(lexeme, id);
      this.terms.push(lexeme);
      this.postings.push(new Int32Array(4));
      this.postingEntries.push(new Int32Array(4));
      this.postingLength.push(0);
      // One new word after the build: put it in place rather than rebuild the sorted vocabulary.
      if (!this.vocabularyDirty) this.insertVocabulary(id);
    }
    return id;
  }

  /** Adds term `id` to the sorted vocabulary and the trigram index. */
  private insertVocabulary(id: number): void {
    const text = this.terms[id]!;
    const at = this.lowerBound(text);
    this.wordPlans.clear();
    this.sortedTerms.splice(at, 0, text);
    this.sortedIds.splice(at, 0, id);
    this.indexTrigrams(id);
  }

  private indexTrigrams(id: number): void {
    const grams = trigrams(this.terms[id]!);
    this.trigramCount[id] = grams.size;
    for (const g of grams) {
      const list = this.trigramIndex.get(g);
      if (list) list.push(id);
      else this.trigramIndex.set(g, [id]);
    }
  }

  private add(p: IndexedPartner): void {
    if (p.stems) this.learnStems(p.stems);
    const ord = this.docs.length;
    // Weight masks per lexeme over the whole search_vector: A, B, D from rank_vector's positions, C for
    // the description's lexemes. The rank vector's lexemes come in tsvector order, which ts_rank walks.
    const masks = new Map<string, number>();
    const rankLexemes: string[] = [];
    const rankPositions: number[][] = [];
    parseTsvector(p.vectors.rank, (lexeme, positions) => {
      let mask = 0;
      for (const pos of positions) mask |= WEIGHT_BIT[pos & 3]!;
      masks.set(lexeme, mask);
      rankLexemes.push(lexeme);
      rankPositions.push(positions);
    });
    parseTsvector(p.vectors.description, (lexeme) => masks.set(lexeme, (masks.get(lexeme) ?? 0) | WEIGHT_C));
    const rankFrom = this.rankTermLength;
    const entryOf = new Map<string, number>();
    for (let r = 0; r < rankLexemes.length; r++) {
      const lexeme = rankLexemes[r]!;
      const positions = rankPositions[r]!;
      this.rankTermPool = ensure(this.rankTermPool, this.rankTermLength + 2);
      this.rankStartPool = ensure(this.rankStartPool, this.rankTermLength + 2);
      this.rankOrPool = ensure(this.rankOrPool, this.rankTermLength + 2);
      this.rankPosPool = ensure(this.rankPosPool, this.rankPosLength + positions.length);
      this.rankTermPool[this.rankTermLength] = this.termId(lexeme);
      this.rankStartPool[this.rankTermLength] = this.rankPosLength;
      this.rankPosPool.set(positions, this.rankPosLength);
      this.rankOrPool[this.rankTermLength] = rankOrEntry(
        this.rankPosPool,
        this.rankPosLength,
        this.rankPosLength + positions.length,
      );
      entryOf.set(lexeme, this.rankTermLength++);
      this.rankPosLength += positions.length;
    }
    for (const [lexeme, mask] of masks) this.post(this.termId(lexeme), (ord << 4) | mask, entryOf.get(lexeme) ?? -1);
    // The end of the last entry (the next partner's first start overwrites it with the same value).
    this.rankStartPool[this.rankTermLength] = this.rankPosLength;
    for (const s of p.services) this.offeredCount.set(s.id, (this.offeredCount.get(s.id) ?? 0) + 1);
    // The SQL's `listed`: stored spellings, `city IS NOT NULL AND city <> ''`.
    if (p.city) {
      this.cityCount.set(p.city, (this.cityCount.get(p.city) ?? 0) + 1);
      if (!this.cityText.has(p.city)) {
        const lexemes: string[] = [];
        parseTsvector(p.vectors.city, (lexeme) => lexemes.push(lexeme));
        this.cityText.set(p.city, { lexemes, folded: searchFold(p.city) });
      }
    }
    const city = p.city?.replace(/^ +| +$/g, '') || null;
    const cityKey = p.city === null ? null : searchFold(p.city.replace(/^ +| +$/g, ''));
    let labelId = -1;
    let cityId = -1;
    if (cityKey !== null) cityId = this.cityKeys.add(cityKey);
    if (city !== null && cityKey !== null) {
      labelId = this.cityLabels.add(city);
      this.labelCity[labelId] = cityId;
    }
    this.changed();
    const record: DocRecord = {
      catIdx: CATEGORY_INDEX.get(p.category) ?? -1,
      cityId,
      labelId,
      sizeIdx: p.companySize === null ? -1 : (SIZE_INDEX.get(p.companySize) ?? -1),
      verifiedDay: dayNumber(p.verifiedUntil),
      marketIds: p.markets.length ? p.markets.map((m) => this.marketCodes.add(m)) : NONE,
      languageIds: p.languages.length ? p.languages.map((l) => this.languageCodes.add(l)) : NONE,
      serviceIds: p.services.length ? p.services.map((x) => this.serviceCodes.add(x.id)) : NONE,
      id: p.id,
      userId: p.userId,
      username: p.username,
      companyName: p.companyName,
      logo: p.logo,
      category: p.category,
      city,
      storedCity: p.city,
      cityKey,
      markets: p.markets,
      languages: p.languages,
      services: p.services,
      companySize: p.companySize,
      reviewCount: p.reviewCount,
      ratingSum: p.ratingSum,
      capabilities: p.capabilities,
      verifiedUntil: p.verifiedUntil,
      followersCount: p.followersCount,
      createdAt: p.createdAt,
      responseMedian: p.responseMedian,
      rankFrom,
      rankCount: rankLexemes.length,
    };
    this.docs.push(record);
    this.setHotFields(ord, record);
    for (const s of p.services) if (!this.serviceNames.has(s.id)) this.serviceNames.set(s.id, s.name);
    this.ordinalOf.set(p.id, ord);
  }

  private post(term: number, value: number, entry: number): void {
    let list = this.postings[term]!;
    let entries = this.postingEntries[term]!;
    const n = this.postingLength[term]!;
    if (n === list.length) {
      this.postings[term] = list = ensure(list, n + 1);
      this.postingEntries[term] = entries = ensure(entries, n + 1);
    }
    list[n] = value;
    entries[n] = entry;
    this.postingLength[term] = n + 1;
  }

  // ---------------------------------------------------------------------------------------------
  // Query

  private refreshVocabulary(): void {
    if (!this.vocabularyDirty) return;
    const ids: number[] = [];
    for (let t = 0; t < this.terms.length; t++) if (this.postingLength[t]! > 0) ids.push(t);
    ids.sort((x, y) => compareLexemes(this.terms[x]!, this.terms[y]!));
    this.sortedIds = ids;
    this.sortedTerms = ids.map((t) => this.terms[t]!);
    this.trigramIndex = new Map();
    this.trigramCount = [];
    for (const t of ids) this.indexTrigrams(t);
    this.wordPlans.clear();
    this.vocabularyDirty = false;
  }

  /** Every live ordinal, ascending (cached until a partner changes). */
  private live(): Int32Array {
    if (!this.liveCache) {
      const ords = new Int32Array(this.size);
      let n = 0;
      for (let o = 0; o < this.docs.length; o++) if (this.docs[o]) ords[n++] = o;
      this.liveCache = ords;
    }
    return this.liveCache;
  }

  /** Index in `sortedTerms` of the first term ≥ `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.sortedTerms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sortedTerms[mid]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term ids an operand matches: the prefix range, or the one equal term. */
  private operandTerms(op: Operand, out: number[]): void {
    let i = this.lowerBound(op.text);
    if (!op.prefix) {
      if (this.sortedTerms[i] === op.text) out.push(this.sortedIds[i]!);
      return;
    }
    for (; i < this.sortedTerms.length && this.sortedTerms[i]!.startsWith(op.text); i++) out.push(this.sortedIds[i]!);
  }

  /** The known words closest to a typo (pg_trgm similarity ≥ 0.4, best 3, ties by word). */
  private nearWords(word: string): string[] {
    const grams = trigrams(word);
    const common = new Map<number, number>();
    for (const g of grams) for (const t of this.trigramIndex.get(g) ?? []) common.set(t, (common.get(t) ?? 0) + 1);
    const scored: { text: string; sim: number }[] = [];
    for (const [t, c] of common) {
      const sim = Math.fround(c / (grams.size + this.trigramCount[t]! - c));
      if (sim >= TYPO_MIN_SIMILARITY) scored.push({ text: this.terms[t]!, sim });
    }
    scored.sort((x, y) => y.sim - x.sim || compareLexemes(x.text, y.text));
    return scored.slice(0, TYPO_CANDIDATES).map((s) => s.text);
  }

  /** `searchFold(word)`, remembered. */
  private foldWord(word: string): string {
    let folded = this.foldedWords.get(word);
    if (folded === undefined) {
      folded = searchFold(word);
      if (this.foldedWords.size >= WORD_PLANS_MAX) this.foldedWords.clear();
      this.foldedWords.set(word, folded);
    }
    return folded;
  }

  /**
   * One word of f_search_query: the folded word `w` (a prefix from 3 letters), the stems of the typed
   * words `own` that fold to it, and for a word of 4+ letters that no known word starts with, its
   * nearest known words (typos). Read-only once built: plans share it.
   */
  private planWord(w: string, own: readonly string[]): PlannedWord {
    const operands: Operand[] = [{ text: w, prefix: [...w].length >= 3 }];
    const stems = new Set<string>();
    for (const o of own) for (const s of this.stemOf.get(o) ?? []) stems.add(s);
    for (const s of [...stems].sort(compareLexemes)) {
      for (const part of splitWords(searchFold(s))) operands.push({ text: part, prefix: false });
    }
    const items = operands.slice();
    if ([...w].length >= TYPO_MIN_LETTERS && !this.sortedTerms[this.lowerBound(w)]?.startsWith(w)) {
      for (const near of this.nearWords(w)) {
        // to_tsquery('simple', near) parses the neighbour again: a hyphenated one becomes the phrase
        // of itself and its parts. The phrase matches where the word itself is (the parser put its
        // parts right after it), so it matches as the word; ts_rank counts every item.
        operands.push({ text: near, prefix: false });
        for (const lexeme of queryLexemes(near)) items.push({ text: lexeme, prefix: false });
      }
    }
    const termIds: number[] = [];
    for (const op of operands) this.operandTerms(op, termIds);
    return { operands, items, termIds };
  }

  /** f_search_query (migration 0012) for `term`, resolved against the current vocabulary. */
  private plan(term: string): Plan {
    this.refreshVocabulary();
    const source = term.slice(0, MAX_TERM_CHARS).normalize('NFC');
    const originals = splitWords(turkishLower(source));
    const folded = originals.map((x) => this.foldWord(x));
    const words: PlannedWord[] = [];
    for (const x of splitWords(searchFold(source)).slice(0, MAX_WORDS)) {
      const w = [...x].slice(0, MAX_LETTERS).join('');
      // The typed words this word comes from (their stems are its operands too).
      const own = [...new Set(originals.filter((_, i) => folded[i] === w))].sort();
      const key = [w, ...own].join('\u0000');
      let word = this.wordPlans.get(key);
      if (!word) {
        word = this.planWord(w, own);
        if (this.wordPlans.size >= WORD_PLANS_MAX) this.wordPlans.clear();
        this.wordPlans.set(key, word);
      }
      words.push(word);
    }
    // The tsquery's operands in its item order (each `||`, `&&` and `<->` puts its right side first),
    // then SortAndUniqItems: sorted by lexeme (stable for the few operands a term has), equal ones once.
    const items = words
      .slice()
      .reverse()
      .flatMap((w) => w.items.slice().reverse());
    const sorted = items.map((op, i) => ({ op, i })).sort((x, y) => compareLexemes(x.op.text, y.op.text) || x.i - y.i);
    const rankOperands = sorted.filter((x, i) => i === 0 || x.op.text !== sorted[i - 1]!.op.text).map((x) => x.op);
    const named = new Set<string>();
    if (words.length > 0) {
      for (const c of this.categories) {
        if (words.every((w) => w.operands.some((op) => anyMatches(op, c.terms)))) {
          named.add(c.slug);
        }
      }
    }
    return { words, rankOperands, named };
  }

  /** Length in 32-bit words of a bitset over the current ordinals. */
  private get bitWords(): number {
    return (this.docs.length + 31) >>> 5;
  }

  /** Reusable buffer `slot` as a bitset of `words` words (contents left from its last use). */
  private scratchBits(slot: number, words = this.bitWords): Uint32Array {
    let bits = this.scratch[slot];
    if (!bits || bits.length < words) {
      bits = new Uint32Array(Math.max(words * 2, 64));
      this.scratch[slot] = bits;
    }
    return bits.subarray(0, words);
  }

  /** Every live ordinal as a bitset (kept until a partner changes). */
  private liveBitset(): Uint32Array {
    if (!this.liveBits) {
      const bits = new Uint32Array(this.bitWords);
      for (let o = 0; o < this.docs.length; o++) if (this.docs[o]) bits[o >>> 5]! |= 1 << (o & 31);
      this.liveBits = bits;
    }
    return this.liveBits;
  }

  /** A cached bitset (LRU within {@link BITSET_CACHE_BYTES}), made by `make` when absent. */
  private cachedBits(key: string, make: () => Uint32Array): Uint32Array {
    const hit = this.bitsetCache.get(key);
    if (hit) {
      this.bitsetCache.delete(key);
      this.bitsetCache.set(key, hit);
      return hit;
    }
    const bits = make();
    const limit = Math.max(16, Math.floor(BITSET_CACHE_BYTES / (this.bitWords * 8)));
    while (this.bitsetCache.size >= limit) this.bitsetCache.delete(this.bitsetCache.keys().next().value!);
    this.bitsetCache.set(key, bits);
    return bits;
  }

  /**
   * A word's matches (words `0 … n - 1`) and its matches outside the description (words `n … 2n - 1`:
   * in A, B or D, as `rank_vector` holds them), over all ordinals, dead ones included. Broad words are
   * cached; a narrow word's answer is a scratch buffer, valid until the next call.
   */
  private wordBits(word: PlannedWord): Uint32Array {
    const n = this.bitWords;
    let count = 0;
    for (const t of word.termIds) count += this.postingLength[t]!;
    const make = (bits: Uint32Array) => {
      bits.fill(0);
      for (const t of word.termIds) {
        const list = this.postings[t]!;
        const length = this.postingLength[t]!;
        for (let i = 0; i < length; i++) {
          const v = list[i]!;
          const o = v >>> 4;
          const bit = 1 << (o & 31);
          bits[o >>> 5]! |= bit;
          if ((v & ~WEIGHT_C & 15) !== 0) bits[n + (o >>> 5)]! |= bit;
        }
      }
      return bits;
    };
    // Rebuilding a narrow word costs less than a bitset's worth of memory.
    if (count < n) return make(this.scratchBits(2, 2 * n));
    return this.cachedBits(`w${word.termIds.join(',')}`, () => make(new Uint32Array(2 * n)));
  }

  /** The live ordinals that pass filter `f`, as a bitset (cached per filter value). */
  private filterBits(f: Filter): Uint32Array {
    return this.cachedBits(`f${f.id}`, () => {
      const bits = new Uint32Array(this.bitWords);
      for (let o = 0; o < this.docs.length; o++) {
        const d = this.docs[o];
        if (d && f.test(d)) bits[o >>> 5]! |= 1 << (o & 31);
      }
      return bits;
    });
  }

  /**
   * The live ordinals that match every word of the plan (all live ones without a plan) and pass every
   * filter, and with a plan, those whose every word matched outside the description
   * (`rank_vector @@ q`; read it only for matches). Views of scratch buffers: read them before the next query.
   */
  private matches(plan: Plan | undefined, filters: readonly Filter[]): { match: Uint32Array; outside: Uint32Array } {
    const match = this.scratchBits(0);
    const outside = this.scratchBits(1);
    const n = match.length;
    match.set(this.liveBitset());
    outside.fill(0xffffffff);
    if (plan) {
      if (plan.words.length === 0) match.fill(0);
      for (const word of plan.words) {
        const bits = this.wordBits(word);
        for (let w = 0; w < n; w++) {
          match[w]! &= bits[w]!;
          outside[w]! &= bits[n + w]!;
        }
      }
    }
    for (const f of filters) {
      const bits = this.filterBits(f);
      for (let w = 0; w < n; w++) match[w]! &= bits[w]!;
    }
    return { match, outside };
  }

  /** The first `limit` ordinals of a bitset, ascending (a view of a reusable buffer). */
  private ordinals(bits: Uint32Array, limit: number): Int32Array {
    if (this.touched.length < this.docs.length) this.touched = new Int32Array(this.docs.length * 2);
    const out = this.touched;
    let m = 0;
    for (let w = 0; w < bits.length && m < limit; w++) {
      let word = bits[w]!;
      while (word !== 0 && m < limit) {
        const low = word & -word;
        out[m++] = (w << 5) | (31 - Math.clz32(low));
        word ^= low;
      }
    }
    return out.subarray(0, m);
  }

  /**
   * calc_rank_or's sum for every ordinal, from the postings of the plan's operands: per operand (sorted),
   * per matched lexeme (lexeme order), the entry's precomputed share added in float4, the order in which
   * ts_rank adds them. Not yet divided by the number of operands. A reusable buffer.
   */
  private orRanks(plan: Plan): Float32Array {
    if (this.orRank.length < this.docs.length) this.orRank = new Float32Array(this.docs.length * 2);
    const acc = this.orRank;
    acc.fill(0, 0, this.docs.length);
    const pool = this.rankOrPool;
    const ids: number[] = [];
    for (const op of plan.rankOperands) {
      ids.length = 0;
      this.operandTerms(op, ids);
      for (const t of ids) {
        const values = this.postings[t]!;
        const entries = this.postingEntries[t]!;
        const length = this.postingLength[t]!;
        for (let i = 0; i < length; i++) {
          const e = entries[i]!;
          if (e < 0) continue;
          const o = values[i]! >>> 4;
          acc[o] = acc[o]! + pool[e]! / RANK_OR_DIVISOR;
        }
      }
    }
    return acc;
  }

  /** The first `k` of the matches in relevance order (partners.service.ts searchPageQuery). */
  private relevanceTop(plan: Plan, ords: Int32Array, outside: Uint32Array, k: number, today: string): number[] {
    const conjunction = plan.words.length > 1;
    const docs = this.docs;
    // The leading keys are tiers (category named, all words outside the description): ts_rank is
    // computed only for the tiers that reach the page, which are often a small share of the matches.
    const named = new Uint8Array(CATEGORY_SLUGS.length);
    for (const slug of plan.named) named[CATEGORY_INDEX.get(slug)!] = 1;
    const tierOf = new Uint8Array(ords.length);
    const tierSize = [0, 0, 0, 0];
    for (let i = 0; i < ords.length; i++) {
      const o = ords[i]!;
      const c = this.categoryOf[o]!;
      const tier = 3 - ((c >= 0 ? named[c]! : 0) * 2 + ((outside[o >>> 5]! >>> (o & 31)) & 1));
      tierOf[i] = tier;
      tierSize[tier]!++;
    }
    let rankOf: (o: number) => number;
    // Which operands each term matches, for ts_rank's per-operand entries: a dense term → list table.
    if (this.termOps.length < this.terms.length) this.termOps = new Int32Array(this.terms.length * 2);
    const termOps = this.termOps;
    const marked: number[] = [];
    if (!conjunction) {
      // One word: calc_rank_or, summed over the postings for every match at once.
      const sums = this.orRanks(plan);
      const operands = plan.rankOperands.length;
      rankOf = (o) => {
        const res = operands > 0 ? Math.fround(sums[o]! / operands) : sums[o]!;
        return res < 0 ? Math.fround(1e-20) : res;
      };
    } else {
      const opLists: number[][] = [[]];
      plan.rankOperands.forEach((op, i) => {
        const ids: number[] = [];
        this.operandTerms(op, ids);
        for (const t of ids) {
          if (termOps[t] === 0) {
            termOps[t] = opLists.length;
            opLists.push([]);
            marked.push(t);
          }
          opLists[termOps[t]!]!.push(i);
        }
      });
      const items: RankEntries[] = plan.rankOperands.map(() => []);
      const pool = this.rankPosPool;
      rankOf = (o) => {
        const d = docs[o]!;
        for (const list of items) list.length = 0;
        for (let j = d.rankFrom; j < d.rankFrom + d.rankCount; j++) {
          const ops = termOps[this.rankTermPool[j]!]!;
          if (ops === 0) continue;
          const from = this.rankStartPool[j]!;
          const to = this.rankStartPool[j + 1]!;
          for (const op of opLists[ops]!) items[op]!.push(from, to);
        }
        return tsRank(true, pool, items);
      };
    }
    const todayNumber = dayNumber(today);
    const average = this.averageOf;
    const verifiedDay = this.verifiedDayOf;
    const reviews = this.reviewsOf;
    const followers = this.followersOf;
    const idOf = this.idOf;
    const out: number[] = [];
    try {
      for (let tier = 0; tier < 4 && out.length < k; tier++) {
        if (tierSize[tier] === 0) continue;
        const members = new Int32Array(tierSize[tier]!);
        const rank = new Float64Array(tierSize[tier]!);
        let m = 0;
        for (let i = 0; i < ords.length; i++) {
          if (tierOf[i] !== tier) continue;
          members[m] = ords[i]!;
          rank[m++] = rankOf(ords[i]!);
        }
        const top = topK(m, k - out.length, (x, y) => {
          const a = members[x]!;
          const b = members[y]!;
          // Averages: -1 without reviews, so DESC NULLS LAST is a plain descending order.
          return (
            rank[y]! - rank[x]! ||
            average[b]! - average[a]! ||
            Number(verifiedDay[b]! >= todayNumber) - Number(verifiedDay[a]! >= todayNumber) ||
            reviews[b]! - reviews[a]! ||
            followers[b]! - followers[a]! ||
            idOf[b]! - idOf[a]!
          );
        });
        for (const i of top) out.push(members[i]!);
      }
    } finally {
      for (const t of marked) termOps[t] = 0;
    }
    return out;
  }

  /** The filters of `q` (filterConditions, category, userId), each with the facet key that omits it. */
  private filters(q: PartnerFacetsQuery & { userId?: number }, today: string): Filter[] {
    const out: Filter[] = [];
    if (q.category) {
      const cat = CATEGORY_INDEX.get(q.category) ?? -2;
      out.push({ key: 'category', id: `category:${cat}`, test: (d) => d.catIdx === cat });
    }
    if (q.userId) out.push({ key: 'userId', id: `userId:${q.userId}`, test: (d) => d.userId === q.userId });
    if (q.city) {
      const city = this.cityKeys.get(searchFold(q.city));
      out.push({ key: 'city', id: `city:${city}`, test: (d) => d.cityId === city });
    }
    if (q.market) {
      const market = this.marketCodes.get(q.market);
      out.push({ key: 'market', id: `market:${market}`, test: (d) => d.marketIds.includes(market) });
    }
    if (q.language) {
      const language = this.languageCodes.get(q.language);
      out.push({ key: 'language', id: `language:${language}`, test: (d) => d.languageIds.includes(language) });
    }
    if (q.service) {
      const service = this.serviceCodes.get(q.service);
      out.push({ key: 'service', id: `service:${service}`, test: (d) => d.serviceIds.includes(service) });
    }
    if (q.size) {
      const size = SIZE_INDEX.get(q.size) ?? -2;
      out.push({ key: 'size', id: `size:${size}`, test: (d) => d.sizeIdx === size });
    }
    if (q.minRating !== undefined) {
      const min = q.minRating;
      out.push({
        key: 'minRating',
        id: `minRating:${min}`,
        test: (d) => d.reviewCount > 0 && d.ratingSum >= min * d.reviewCount,
      });
    }
    for (const [field, options] of Object.entries(q.capability ?? {})) {
      out.push({
        key: `capability:${field}`,
        id: `capability:${JSON.stringify([field, options])}`,
        test: (d) => {
          const values = d.capabilities[field];
          return Array.isArray(values) && options.some((o) => (values as string[]).includes(o));
        },
      });
    }
    if (q.verified) {
      const todayNumber = dayNumber(today);
      out.push({ key: 'verified', id: `verified:${todayNumber}`, test: (d) => d.verifiedDay >= todayNumber });
    }
    return out;
  }

  /**
   * Replaces the service names (after a service was renamed or created), which the facets show:
   * `names` is every service (`loadCatalogueReference`), offered or not.
   */
  setServiceNames(names: ReadonlyMap<number, string>): void {
    this.serviceNames.clear();
    for (const [id, name] of names) this.serviceNames.set(id, name);
  }

  /**
   * Replaces the service pool (after a service was renamed or created): the names the facets show and
   * the services the suggestions match. `services` is every service (`loadCatalogueReference`).
   */
  setServices(services: readonly IndexedService[]): void {
    this.suggestServices = services.slice().sort((a, b) => a.id - b.id);
    this.setServiceNames(new Map(services.map((s) => [s.id, s.name])));
  }

  /** The categories the index was built with (for a rebuild). */
  get categoryNames(): readonly IndexedCategory[] {
    return this.categorySource;
  }
}

/** Options of the constructor and {@link CatalogueIndex.build}. */
export interface IndexOptions {
  /** Turkish stems of the category names' words (see {@link IndexedPartner.stems}). */
  stems?: ReadonlyMap<string, readonly string[]>;
  /** Names of services no partner may offer (a chosen one still shows in the facets). */
  serviceNames?: ReadonlyMap<number, string>;
  /** The service pool for the suggestions (and its names for the facets); none suggested without it. */
  services?: readonly IndexedService[];
  /**
   * The ICU locale of the database's `tr_icu` collation, which orders the suggested services and
   * cities (`loadCollationLocale`); `tr-TR` when omitted.
   */
  collation?: string;
}

/** Counts one less of `key`, forgetting it at zero. */
function decrement<K>(counts: Map<K, number>, key: K): void {
  const n = (counts.get(key) ?? 0) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/**
 * `ORDER BY x COLLATE tr_icu` (deterministic ICU): the collator's order, then, for strings it deems
 * equal, PostgreSQL's tie-break by bytes (code points).
 * @param locale the ICU locale the database's `tr_icu` sorts by (`tr-TR`; PGlite's ICU has no Turkish
 *   data and sorts by the root collation, `und`: see `loadCollationLocale`).
 */
export function collationCompare(locale: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(locale);
  return (a, b) => collator.compare(a, b) || compareLexemes(a, b);
}

/** Whether any of `terms` matches `op` (without copying the set). */
function anyMatches(op: Operand, terms: Iterable<string>): boolean {
  for (const t of terms) if (matchesOperand(op, t)) return true;
  return false;
}

/** Whether tsquery operand `op` matches lexeme `t`. */
function matchesOperand(op: Operand, t: string): boolean {
  return op.prefix ? t.startsWith(op.text) : t === op.text;
}

/** Set bits of a bitset. */
function countBits(bits: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return n;
}

/** The listing's order without a term: followers, newest, id (all descending). */
function staticOrder(
  a: { followersCount: number; createdAt: number; id: number },
  b: { followersCount: number; createdAt: number; id: number },
): number {
  return b.followersCount - a.followersCount || b.createdAt - a.createdAt || b.id - a.id;
}

function staticComparator(docs: readonly (DocRecord | undefined)[]) {
  return (x: number, y: number) => staticOrder(docs[x]!, docs[y]!);
}

/** sortOrder (catalogue-filters.ts) over ordinals. */
function sortComparator(
  sort: 'rating' | 'response' | 'followers' | 'newest',
  docs: readonly (DocRecord | undefined)[],
) {
  switch (sort) {
    case 'rating':
      // Exact: a/b against c/d as a·d against c·b (integers), like numeric division in SQL.
      return (x: number, y: number) => {
        const a = docs[x]!;
        const b = docs[y]!;
        if (a.reviewCount === 0 || b.reviewCount === 0) {
          if (a.reviewCount !== b.reviewCount && (a.reviewCount === 0 || b.reviewCount === 0)) {
            return a.reviewCount === 0 ? 1 : -1;
          }
        } else {
          const diff = b.ratingSum * a.reviewCount - a.ratingSum * b.reviewCount;
          if (diff !== 0) return diff;
        }
        return b.reviewCount - a.reviewCount || b.id - a.id;
      };
    case 'response':
      return (x: number, y: number) => {
        const a = docs[x]!.responseMedian;
        const b = docs[y]!.responseMedian;
        if (a !== b) {
          if (a === null) return 1;
          if (b === null) return -1;
          return a - b;
        }
        return docs[y]!.id - docs[x]!.id;
      };
    case 'followers':
      return (x: number, y: number) => docs[y]!.followersCount - docs[x]!.followersCount || docs[y]!.id - docs[x]!.id;
    case 'newest':
      return (x: number, y: number) => docs[y]!.createdAt - docs[x]!.createdAt || docs[y]!.id - docs[x]!.id;
  }
}

/**
 * The first `k` of the indices `0 … n - 1` under `compare`, in order: a sorted buffer of the best `k`
 * seen, so a page of 20 out of 50,000 matches costs about n·log k comparisons, not a full sort.
 */
function topK(n: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k >= n / 4)
    return Array.from({ length: n }, (_, i) => i)
      .sort(compare)
      .slice(0, k);
  const best: number[] = [];
  for (let item = 0; item < n; item++) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

const byCountThenName =
  <T extends { count: number }>(key: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b), 'tr');
