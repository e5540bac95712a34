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
import type { CapabilityField } from '@shared/contracts/capabilities';
import type { PartnerFacets, PartnerFacetsQuery } from '@shared/contracts/partners';
import { capabilityDefinitions } from '../../db/capability-definitions';
import { type Db, queryRows } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { filterConditions, ratingAtLeast, searchConditions, searchTerm, verifiedNow } from './catalogue-filters';

interface FacetRow {
  facet:
    | 'total'
    | 'category'
    | 'city'
    | 'market'
    | 'language'
    | 'service'
    | 'size'
    | 'minRating'
    | 'capability'
    | 'verified';
  value: string | null;
  label: string | null;
  n: number;
}

/**
 * The facet counts of a catalogue query (shape and order: `partnerFacetsSchema`).
 * @param app the database, and the reference data holding the capability definitions
 * @param q the validated filters (`partnerFacetsQuerySchema`)
 */
export async function listPartnerFacets(
  app: Pick<ServiceContext, 'db' | 'referenceData'>,
  q: PartnerFacetsQuery,
): Promise<PartnerFacets> {
  const { db } = app;
  // The filterable capability fields of the chosen category (issue 21, decision 027), from memory.
  const capabilityFields = q.category
    ? (await capabilityDefinitions(app)).value[q.category].filter((f) => f.kind === 'options' && f.filterable)
    : [];
  // With a search, `fq` is the search term's one row (see searchTerm); without, a row that matches
  // everything, so every branch reads the same FROM.
  const withFq = q.search
    ? sql`WITH fq AS MATERIALIZED (${searchTerm(q.search)})`
    : sql`WITH fq AS MATERIALIZED (SELECT NULL::tsquery AS q, '{}'::text[] AS named)`;
  const where = (
    omit?: keyof PartnerFacetsQuery,
    f: PartnerFacetsQuery = omit ? { ...q, [omit]: undefined } : q,
  ): SQL => {
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
          FROM fq, partners p, unnest(p.markets) AS m(code)
         WHERE ${where('market')} GROUP BY m.code
        UNION ALL
        SELECT 'language', l.code, NULL, count(*)::int
          FROM fq, partners p, unnest(p.languages) AS l(code)
         WHERE ${where('language')} GROUP BY l.code
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
        ${sql.join(
          capabilityFields.map(
            (field) => sql`UNION ALL
        SELECT 'capability', ${field.key}, v.value, count(*)::int
          FROM fq, partners p,
               jsonb_array_elements_text(coalesce(p.capabilities -> ${field.key}, '[]'::jsonb)) AS v(value)
         WHERE ${where(undefined, withoutCapability(q, field.key))}
         GROUP BY v.value`,
          ),
          sql` `,
        )}
        UNION ALL
        SELECT 'verified', NULL, NULL, count(*)::int
          FROM fq, partners p WHERE ${where('verified')} AND ${verifiedNow('p')}`,
  );
  return toFacets(rows, q, await chosenServiceName(db, q, rows), capabilityFields);
}

/** `q` without its `capability` choice of `field` (that field's facet counts the others' alternatives). */
function withoutCapability(q: PartnerFacetsQuery, field: string): PartnerFacetsQuery {
  const rest = Object.fromEntries(Object.entries(q.capability ?? {}).filter(([k]) => k !== field));
  return { ...q, capability: Object.keys(rest).length > 0 ? rest : undefined };
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

function toFacets(
  rows: FacetRow[],
  q: PartnerFacetsQuery,
  chosenService: string | undefined,
  capabilityFields: readonly CapabilityField[],
): PartnerFacets {
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
  const language = of('language').map((r) => ({ value: r.value ?? '', count: Number(r.n) }));
  if (q.language && !language.some((l) => l.value === q.language)) language.push({ value: q.language, count: 0 });
  const service = of('service').map((r) => ({ value: Number(r.value), name: r.label ?? '', count: Number(r.n) }));
  if (q.service && chosenService !== undefined) service.push({ value: q.service, name: chosenService, count: 0 });

  return {
    total: Number(of('total')[0]?.n ?? 0),
    category: CATEGORY_SLUGS.map((value: CategorySlug) => ({ value, count: category.get(value) ?? 0 })),
    city: city.sort(byCountThenName((c) => c.value)),
    market: market.sort(byCountThenName((m) => m.value)),
    language: language.sort(byCountThenName((l) => l.value)),
    service: service.sort(byCountThenName((s) => s.name)),
    size: COMPANY_SIZES.map((value: CompanySize) => ({ value, count: size.get(value) ?? 0 })),
    minRating: CATALOGUE_MIN_RATINGS.map((value) => ({ value, count: rating.get(value) ?? 0 })),
    capability: capabilityFields.map((field) => {
      const counts = new Map(
        of('capability')
          .filter((r) => r.value === field.key)
          .map((r) => [r.label ?? '', Number(r.n)]),
      );
      return { field: field.key, options: field.options.map((o) => ({ value: o.key, count: counts.get(o.key) ?? 0 })) };
    }),
    verified: Number(of('verified')[0]?.n ?? 0),
  };
}
