/**
 * GET /api/partners/facets (issue 21): how many listed partners each value of each catalogue filter
 * would give with the query's other filters ("disjunctive" facets, as Algolia and Typesense count
 * them). One statement: each facet is one grouped branch of a UNION ALL over the same matches as
 * the listing (`searchConditions`), with its own filter left out; the search term is computed once
 * (a materialized CTE), not once per branch.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_MIN_RATINGS,
  CATEGORY_SLUGS,
  type CategorySlug,
  COMPANY_SIZES,
  type CompanySize,
} from '@shared/constants';
import { COUNTRY_CODES } from '@shared/countries';
import type { PartnerFacets, PartnerFacetsQuery } from '@shared/contracts/partners';
import { type Db, queryRows } from '../../db/client';
import { filterConditions, marketMatches, marketPattern, ratingAtLeast, verifiedNow } from './catalogue-filters';
import { searchConditions, searchTerm } from './partners.service';

/** Every country's name alternation, as one JSON parameter ({@link marketPattern}); built once. */
let marketPatternsJson: string | undefined;
function allMarketPatterns(): string {
  marketPatternsJson ??= JSON.stringify(Object.fromEntries(COUNTRY_CODES.map((c) => [c, marketPattern(c)])));
  return marketPatternsJson;
}

interface FacetRow {
  facet: 'total' | 'category' | 'city' | 'market' | 'service' | 'size' | 'minRating' | 'verified';
  value: string | null;
  label: string | null;
  n: number;
}

/**
 * The facet counts of a catalogue query (shape and order: `partnerFacetsSchema`).
 * @param db the database
 * @param q the validated filters (`partnerFacetsQuerySchema`)
 */
export async function listPartnerFacets(db: Db, q: PartnerFacetsQuery): Promise<PartnerFacets> {
  // With a search, `fq` is the search term's one row (see searchTerm); without, a row that matches
  // everything, so every branch reads the same FROM.
  const withFq = q.search
    ? sql`WITH fq AS MATERIALIZED (${searchTerm(q.search)})`
    : sql`WITH fq AS MATERIALIZED (SELECT NULL::tsquery AS q, '{}'::text[] AS named)`;
  const where = (omit?: keyof PartnerFacetsQuery): SQL => {
    const f = omit ? { ...q, [omit]: undefined } : q;
    if (q.search) return searchConditions(f);
    // The listing without a search: listed partners, the category, the issue-21 filters.
    const conditions = [sql`p.is_active`, sql`p.is_approved`, ...filterConditions(f, 'p')];
    if (f.category) conditions.push(sql`p.service_category = ${f.category}`);
    return sql.join(conditions, sql` AND `);
  };
  const rows = await queryRows<FacetRow>(
    db,
    sql`${withFq}
        SELECT 'total' AS facet, NULL AS value, NULL AS label, count(*)::int AS n
          FROM fq, partners p WHERE ${where()}
        UNION ALL
        SELECT 'category', p.service_category, NULL, count(*)::int
          FROM fq, partners p WHERE ${where('category')} GROUP BY p.service_category
        UNION ALL
        SELECT 'city', f_search_fold(btrim(p.city)), mode() WITHIN GROUP (ORDER BY btrim(p.city)), count(*)::int
          FROM fq, partners p WHERE ${where('city')} AND btrim(p.city) <> '' GROUP BY 2
        UNION ALL
        SELECT 'market', m.code, NULL, count(*)::int
          FROM fq, partners p, jsonb_each_text(${allMarketPatterns()}::jsonb) AS m(code, names)
         WHERE ${where('market')} AND p.target_markets IS NOT NULL AND ${marketMatches('p', sql`m.names`)}
         GROUP BY m.code
        UNION ALL
        SELECT 'service', s.id::text, min(s.name), count(*)::int
          FROM fq, partners p JOIN partner_services ps ON ps.partner_id = p.id JOIN services s ON s.id = ps.service_id
         WHERE ${where('service')} GROUP BY s.id
        UNION ALL
        SELECT 'size', p.company_size, NULL, count(*)::int
          FROM fq, partners p WHERE ${where('size')} AND p.company_size IS NOT NULL GROUP BY p.company_size
        UNION ALL
        SELECT 'minRating', r.t::text, NULL, count(*)::int
          FROM fq, partners p, unnest(${`{${CATALOGUE_MIN_RATINGS.join(',')}}`}::numeric[]) AS r(t)
         WHERE ${where('minRating')} AND ${ratingAtLeast('p', sql`r.t`)}
         GROUP BY r.t
        UNION ALL
        SELECT 'verified', NULL, NULL, count(*)::int
          FROM fq, partners p WHERE ${where('verified')} AND ${verifiedNow('p')}`,
  );
  return toFacets(rows, q, await chosenServiceName(db, q, rows));
}

/** The name of a chosen service no partner offers under the other filters (it still shows, with 0). */
async function chosenServiceName(db: Db, q: PartnerFacetsQuery, rows: FacetRow[]): Promise<string | undefined> {
  if (!q.service || rows.some((r) => r.facet === 'service' && Number(r.value) === q.service)) return undefined;
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM services WHERE id = ${q.service}`);
  return row?.name;
}

const byCountThenName =
  <T extends { count: number }>(key: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b), 'tr');

function toFacets(rows: FacetRow[], q: PartnerFacetsQuery, chosenService: string | undefined): PartnerFacets {
  const of = (facet: FacetRow['facet']) => rows.filter((r) => r.facet === facet);
  const counts = (facet: FacetRow['facet']) => new Map(of(facet).map((r) => [r.value ?? '', Number(r.n)]));
  const category = counts('category');
  const size = counts('size');
  const rating = new Map(of('minRating').map((r) => [Number(r.value), Number(r.n)]));

  const city = of('city').map((r) => ({ value: r.label ?? '', count: Number(r.n) }));
  if (q.city && !city.some((c) => c.value.toLocaleLowerCase('tr-TR') === q.city!.toLocaleLowerCase('tr-TR'))) {
    // Folded equality is the server's; a chosen city that is absent here has no partner left.
    city.push({ value: q.city, count: 0 });
  }
  const market = of('market').map((r) => ({ value: r.value ?? '', count: Number(r.n) }));
  if (q.market && !market.some((m) => m.value === q.market)) market.push({ value: q.market, count: 0 });
  const service = of('service').map((r) => ({ value: Number(r.value), name: r.label ?? '', count: Number(r.n) }));
  if (q.service && chosenService !== undefined) service.push({ value: q.service, name: chosenService, count: 0 });

  return {
    total: Number(of('total')[0]?.n ?? 0),
    category: CATEGORY_SLUGS.map((value: CategorySlug) => ({ value, count: category.get(value) ?? 0 })),
    city: city.sort(byCountThenName((c) => c.value)),
    market: market.sort(byCountThenName((m) => m.value)),
    service: service.sort(byCountThenName((s) => s.name)),
    size: COMPANY_SIZES.map((value: CompanySize) => ({ value, count: size.get(value) ?? 0 })),
    minRating: CATALOGUE_MIN_RATINGS.map((value) => ({ value, count: rating.get(value) ?? 0 })),
    verified: Number(of('verified')[0]?.n ?? 0),
  };
}
