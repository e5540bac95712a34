/**
 * The catalogue's filters and orders beyond category and search (issue 21; the query rules are in
 * shared/contracts/partners.ts, `catalogueFiltersSchema`). SQL fragments over a named partners row
 * (`partners` in the plain listing, `p` in the search statement), so both listings and the facets
 * AND exactly the same conditions with their own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueSort } from '@shared/constants';
import type { PartnerFacetsQuery, PartnersQuery } from '@shared/contracts/partners';
import { RESPONSE_FIGURES_MIN_AGE_HOURS, RESPONSE_FIGURES_MIN_REQUESTS } from '@shared/contracts/partner-stats';
import { RESPONSE_TIME_WINDOW_DAYS } from '../partner-stats/partner-stats.service';

/** `table.column` for the row the caller names. */
function col(table: string, column: string): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(column)}`;
}

/**
 * The conditions of the issue-21 filters present in `q`, over `table` (the facets leave one out by
 * passing a query without it). Empty when none is set.
 */
export function filterConditions(q: PartnerFacetsQuery, table: string): SQL[] {
  const out: SQL[] = [];
  if (q.city) {
    out.push(sql`f_search_fold(btrim(${col(table, 'city')})) = f_search_fold(${q.city})`);
  }
  // Array containment, so the GIN indexes of migration 0019 serve both (docs/decisions/026).
  if (q.market) out.push(sql`${col(table, 'markets')} @> ARRAY[${q.market}]::text[]`);
  if (q.language) out.push(sql`${col(table, 'languages')} @> ARRAY[${q.language}]::text[]`);
  if (q.service) {
    out.push(
      sql`EXISTS (SELECT 1 FROM partner_services ps WHERE ps.partner_id = ${col(table, 'id')} AND ps.service_id = ${q.service})`,
    );
  }
  if (q.size) out.push(sql`${col(table, 'company_size')} = ${q.size}`);
  if (q.minRating !== undefined) out.push(ratingAtLeast(table, sql`${q.minRating}`));
  for (const [field, options] of Object.entries(q.capability ?? {})) {
    out.push(capabilityMatches(table, field, options));
  }
  if (q.verified) out.push(verifiedNow(table));
  return out;
}

/**
 * Partners whose capability values (issue 21, decision 027) have any of `options` in `field`: one
 * containment test per option (`capabilities @> '{"field":["option"]}'`), which the GIN index
 * `partners_capabilities_idx` serves.
 */
export function capabilityMatches(table: string, field: string, options: readonly string[]): SQL {
  const tests = options.map((o) => sql`${col(table, 'capabilities')} @> ${JSON.stringify({ [field]: [o] })}::jsonb`);
  return sql`(${sql.join(tests, sql` OR `)})`;
}

/** Today's date in Europe/Istanbul, the platform's calendar (the day a registry document's validity is counted in). */
export const ISTANBUL_TODAY = sql`(now() AT TIME ZONE 'Europe/Istanbul')::date`;

/**
 * Whether the partner row `table` is verified now (issue 21, docs/decisions/028): its required registry
 * documents are valid through today. Compared when read, so an expiry needs no job.
 */
export function verifiedNow(table: string): SQL {
  return sql`coalesce(${col(table, 'verified_until')} >= ${ISTANBUL_TODAY}, false)`;
}

/** `verified_until` as the card shows it (`YYYY-MM-DD`) while the partner is verified, else NULL. */
export function verifiedUntilColumn(table: string): SQL<string | null> {
  return sql<string | null>`CASE WHEN ${verifiedNow(table)} THEN ${col(table, 'verified_until')}::text END`;
}

/** Partners with reviews whose average (rating_sum / review_count) is at least `min`, in exact arithmetic. */
export function ratingAtLeast(table: string, min: SQL): SQL {
  return sql`(${col(table, 'review_count')} > 0 AND ${col(table, 'rating_sum')} >= ${min}::numeric * ${col(table, 'review_count')})`;
}

/**
 * The ORDER BY of a sort other than `relevance` (which each listing keeps as it was), over `table`,
 * always ending with the id so pages never overlap. `response` orders by the same median as the
 * cards' response time (getResponseFigures: first answers to requests of the last 90 days), and puts
 * partners without a shown figure (below 5 requests older than 48 hours) last.
 * @returns undefined for `relevance` (or no sort).
 */
export function sortOrder(sort: CatalogueSort | undefined, table: string): SQL | undefined {
  const id = col(table, 'id');
  switch (sort) {
    case 'rating':
      return sql`CASE WHEN ${col(table, 'review_count')} > 0 THEN ${col(table, 'rating_sum')}::numeric / ${col(table, 'review_count')} END DESC NULLS LAST, ${col(table, 'review_count')} DESC, ${id} DESC`;
    case 'response':
      // "No figure" (fewer than 5 requests older than 48 hours, issue 21) sorts last, as no data does.
      return sql`${responseMedian(table)} ASC NULLS LAST, ${id} DESC`;
    case 'followers':
      return sql`${col(table, 'followers_count')} DESC, ${id} DESC`;
    case 'newest':
      return sql`${col(table, 'created_at')} DESC, ${id} DESC`;
    default:
      return undefined;
  }
}

/**
 * The median seconds to a first answer that the `response` sort orders by, for the partners row
 * `table` (getResponseFigures: first answers to requests of the last 90 days); NULL when the card
 * shows no figure (fewer than 5 requests older than 48 hours). Also read by the search index's loader
 * (modules/search/catalogue-index-load.ts), so both orders use one definition.
 */
export function responseMedian(table: string): SQL<number | null> {
  return sql<number | null>`(SELECT CASE WHEN count(*) FILTER (WHERE qr.status <> 'cancelled'
                                   AND qr.created_at <= now() - make_interval(hours => ${RESPONSE_FIGURES_MIN_AGE_HOURS}))
                                   >= ${RESPONSE_FIGURES_MIN_REQUESTS}
                        THEN percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (qr.responded_at - qr.created_at)))
                               FILTER (WHERE qr.responded_at IS NOT NULL
                                         AND qr.created_at >= now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})) END
                    FROM quote_requests qr
                   WHERE qr.partner_id = ${col(table, 'id')})`;
}

/**
 * The WHERE of a search: listed partners whose document matches `fq.q`, within the query's filters.
 * Shared by the listing (partners.service.ts) and the facets (catalogue-facets.ts), which count over
 * the same matches.
 */
export function searchConditions(q: PartnerFacetsQuery & Pick<PartnersQuery, 'userId'>): SQL {
  const conditions = [sql`p.is_active`, sql`p.is_approved`, sql`p.search_vector @@ fq.q`];
  if (q.category) conditions.push(sql`p.service_category = ${q.category}`);
  if (q.userId) conditions.push(sql`p.user_id = ${q.userId}`);
  conditions.push(...filterConditions(q, 'p'));
  return sql.join(conditions, sql` AND `);
}

/**
 * The one-row FROM item of a search: `q`, the term's tsquery (f_search_query, migration 0004), and
 * `named`, the slugs of the categories whose Turkish or English name the whole term matches under the
 * same rules as a partner's document ('pazaryeri', 'Marketplaces', 'lojstik'). A term that names a
 * category is most likely a request for that category's partners, so they rank first; the others that
 * merely mention the word follow (issue 7). `OFFSET 0` keeps the planner from pulling the subquery up
 * into the join, so both are computed once per request, however many partners match.
 */
export function searchTerm(term: string): SQL {
  return sql`SELECT s.q, ARRAY(SELECT c.slug FROM categories c
                                 WHERE f_search_lexemes(c.name || ' ' || c.name_en) @@ s.q) AS named
               FROM f_search_query(${term}) AS s(q) OFFSET 0`;
}
