/**
 * Reads what the catalogue index (catalogue-index.ts, issue 21) holds from the database: the listed
 * partners' search documents as PostgreSQL made them (`rank_vector` and the description's lexemes of
 * `search_vector`, as tsvector text), their filter and sort fields, and the Turkish stems of their
 * words from PostgreSQL's own stemmer (which JavaScript does not have) for the query side. Works on
 * PGlite and node-postgres alike (`queryRows`, JSON parameters).
 */
import { sql } from 'drizzle-orm';
import type { CategorySlug } from '@shared/constants';
import { type Db, queryRows } from '../../db/client';
import { responseMedian } from '../partners/partners.service';
import {
  CatalogueIndex,
  collationCompare,
  type IndexedCategory,
  type IndexedPartner,
  type IndexedService,
} from './catalogue-index';
import { parseTsvector, splitWords, turkishLower } from './search-text';

/** Partners read per round trip: bounds the texts held at once. */
const BATCH = 500;
/** Words stemmed per round trip. */
const STEM_BATCH = 5000;

interface PartnerRow {
  id: number;
  user_id: number | null;
  username: string;
  company_name: string;
  logo: string | null;
  category: CategorySlug;
  rank: string;
  description: string;
  city_vector: string;
  words: string | null;
  city: string | null;
  markets: string[] | null;
  languages: string[];
  company_size: string | null;
  review_count: number;
  rating_sum: number;
  capabilities: Record<string, string[]>;
  verified_until: string | null;
  followers_count: number;
  created_ms: string | number;
  response_median: string | number | null;
  services: { id: number; name: string }[] | string;
}

/**
 * The listed partners (active and approved) as {@link IndexedPartner}s, in batches of {@link BATCH},
 * with their lexemes and positions as `search_vector` and `rank_vector` hold them (read, not
 * re-tokenised: exact by construction, hyphenated words included) and the Turkish stems of their words.
 * @param db the database (or a transaction, to read a write's own rows).
 * @param ids only these partners; all when omitted. A partner that is not listed (inactive, unapproved,
 *   deleted) is absent from the answer: the caller `remove`s from the index every id it asked for and
 *   did not get back.
 * @returns the partners in id order; each batch shares one `stems` map.
 * @throws whatever the driver throws.
 */
export async function loadIndexedPartners(db: Db, ids?: readonly number[]): Promise<IndexedPartner[]> {
  const only = ids?.map(Number).filter(Number.isInteger);
  if (only && only.length === 0) return [];
  const filter = only ? sql`AND p.id = ANY(${sql.raw(`ARRAY[${only.join(',')}]::int[]`)})` : sql``;
  const out: IndexedPartner[] = [];
  for (let after = 0; ;) {
    const rows = await queryRows<PartnerRow>(
      db,
      sql`SELECT p.id, p.user_id, p.username, p.company_name, p.logo, p.service_category AS category,
                 p.rank_vector::text AS rank,
                 strip(ts_filter(p.search_vector, '{c}'))::text AS description,
                 to_tsvector('simple', f_search_fold(coalesce(p.city, '')))::text AS city_vector,
                 concat_ws(' ', p.company_name, p.city, p.short_description, p.short_description_en, p.search_extra,
                   p.search_codes, p.description_text, p.description_en_text, p.country, p.target_markets,
                   p.search_markets) AS words,
                 p.city, p.markets, p.languages, p.company_size, p.review_count, p.rating_sum, p.capabilities,
                 p.verified_until::text AS verified_until, p.followers_count,
                 (extract(epoch FROM p.created_at) * 1000)::text AS created_ms,
                 ${responseMedian('p')} AS response_median,
                 (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.id), '[]'::json)
                    FROM partner_services ps JOIN services s ON s.id = ps.service_id
                   WHERE ps.partner_id = p.id) AS services
            FROM partners p
           WHERE p.is_active AND p.is_approved AND p.id > ${after} ${filter}
           ORDER BY p.id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    // Only the words' stems are needed from the texts (the query side stems a query word as written).
    const stems = await loadStems(
      db,
      rows.map((r) => r.words ?? ''),
    );
    for (const r of rows) {
      out.push({
        id: r.id,
        userId: r.user_id,
        username: r.username,
        companyName: r.company_name,
        logo: r.logo,
        category: r.category,
        vectors: { rank: r.rank, description: r.description, city: r.city_vector },
        stems,
        city: r.city,
        markets: r.markets ?? [],
        languages: r.languages,
        services:
          typeof r.services === 'string' ? (JSON.parse(r.services) as { id: number; name: string }[]) : r.services,
        companySize: r.company_size,
        reviewCount: Number(r.review_count),
        ratingSum: Number(r.rating_sum),
        capabilities: r.capabilities,
        verifiedUntil: r.verified_until,
        followersCount: Number(r.followers_count),
        createdAt: Number(r.created_ms),
        responseMedian: r.response_median === null ? null : Number(r.response_median),
      });
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  return out;
}

/**
 * The Turkish stems (`to_tsvector('turkish', word)`, accents kept) of every lower-case word of `texts`.
 * @returns word → stems; `[]` for a stop word.
 */
export async function loadStems(db: Db, texts: readonly string[]): Promise<Map<string, string[]>> {
  const words = new Set<string>();
  for (const t of texts) for (const w of splitWords(turkishLower(t))) words.add(w);
  const list = [...words];
  const out = new Map<string, string[]>();
  for (let i = 0; i < list.length; i += STEM_BATCH) {
    const rows = await queryRows<{ w: string; stems: string[] | string }>(
      db,
      sql`SELECT w, coalesce(tsvector_to_array(to_tsvector('turkish'::regconfig, w)), '{}'::text[]) AS stems
            FROM jsonb_array_elements_text(${JSON.stringify(list.slice(i, i + STEM_BATCH))}::jsonb) AS w`,
    );
    for (const r of rows) out.set(r.w, Array.isArray(r.stems) ? r.stems : parseTextArray(r.stems));
  }
  return out;
}

/** A `text[]` a driver returned as its literal (`{a,b}`); stems hold no quotes or commas. */
function parseTextArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((x) => x.replace(/^"|"$/g, ''));
}

/** The lexemes of a tsvector's text form, in its order. */
function lexemesOf(vector: string): string[] {
  const out: string[] = [];
  parseTsvector(vector, (lexeme) => out.push(lexeme));
  return out;
}

/**
 * What the index needs besides the partners: the categories' names with their lexemes
 * (`f_search_lexemes`, as the SQL's `named` reads them; and the plain folded ones the suggestions
 * match), their sort order and the stems of their words, and every service with its name (a chosen
 * service nobody offers still shows in the facets), folded name and lexemes (the suggestions,
 * search.service.ts `suggest`; issue 21).
 * @throws whatever the driver throws.
 */
export async function loadCatalogueReference(db: Db): Promise<{
  categories: IndexedCategory[];
  stems: Map<string, string[]>;
  serviceNames: Map<number, string>;
  services: IndexedService[];
  collation: string;
}> {
  const rows = await queryRows<
    Omit<IndexedCategory, 'lexemes' | 'nameLexemes'> & { lexemes: string; nameLexemes: string }
  >(
    db,
    sql`SELECT slug, name, name_en AS "nameEn", sort_order AS "sortOrder",
               f_search_lexemes(name || ' ' || name_en)::text AS lexemes,
               to_tsvector('simple', f_search_fold(name || ' ' || name_en))::text AS "nameLexemes"
          FROM categories ORDER BY id`,
  );
  const categories = rows.map((c) => ({
    ...c,
    sortOrder: Number(c.sortOrder),
    lexemes: lexemesOf(c.lexemes),
    nameLexemes: lexemesOf(c.nameLexemes),
  }));
  const serviceRows = await queryRows<{ id: number; name: string; folded: string; lexemes: string }>(
    db,
    sql`SELECT id, name, f_search_fold(name) AS folded,
               to_tsvector('simple', f_search_fold(name))::text AS lexemes
          FROM services ORDER BY id`,
  );
  const services = serviceRows.map((s) => ({ ...s, lexemes: lexemesOf(s.lexemes) }));
  return {
    categories,
    stems: await loadStems(
      db,
      categories.map((c) => `${c.name} ${c.nameEn}`),
    ),
    serviceNames: new Map(services.map((s) => [s.id, s.name])),
    services,
    collation: await loadCollationLocale(db),
  };
}

/**
 * A whole index of the listed partners, built from the database: the categories, the stems and the
 * service names of {@link loadCatalogueReference} and every partner of {@link loadIndexedPartners}.
 * @throws whatever the driver throws
 */
export async function buildCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const ref = await loadCatalogueReference(db);
  return CatalogueIndex.build(ref.categories, await loadIndexedPartners(db), {
    stems: ref.stems,
    services: ref.services,
    collation: ref.collation,
  });
}

/**
 * Strings whose order under `tr_icu` tells Turkish ICU (`ı` < `I` < `İ`, `ç` after `c`, `ş` after
 * `s`) from ICU's root collation (`I`, `i`, `İ` together, `ç` with `c`), cases and punctuation beside.
 */
const COLLATION_PROBE = [
  'ı',
  'I',
  'i',
  'İ',
  'ih',
  'Ih',
  'İh',
  'ıh',
  'iz',
  'c',
  'ç',
  'cz',
  'çb',
  's',
  'ş',
  'sz',
  'şb',
  'g',
  'ğ',
  'gz',
  'ğb',
  'o',
  'ö',
  'oz',
  'öb',
  'u',
  'ü',
  'uz',
  'üb',
  'ab',
  'Ab',
  'AB',
  'a b',
  'ab-c',
  'abc',
];

/**
 * The ICU locale the database's `tr_icu` collation sorts by, which the index's suggestions follow
 * (services and cities `ORDER BY … COLLATE tr_icu`; issue 21): `tr-TR` on PostgreSQL, `und` (the root
 * collation) on PGlite, whose ICU carries no Turkish data. Found by sorting {@link COLLATION_PROBE}
 * in the database and comparing with `Intl.Collator`; `tr-TR` when neither matches.
 * @throws whatever the driver throws
 */
export async function loadCollationLocale(db: Db): Promise<string> {
  const [row] = await queryRows<{ sorted: string }>(
    db,
    sql`SELECT json_agg(x ORDER BY x COLLATE tr_icu)::text AS sorted
          FROM jsonb_array_elements_text(${JSON.stringify(COLLATION_PROBE)}::jsonb) AS x`,
  );
  const sorted = JSON.stringify(JSON.parse(row!.sorted));
  for (const locale of ['tr-TR', 'und']) {
    if (JSON.stringify(COLLATION_PROBE.slice().sort(collationCompare(locale))) === sorted) return locale;
  }
  return 'tr-TR';
}
