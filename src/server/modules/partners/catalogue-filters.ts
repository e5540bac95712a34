/**
 * The catalogue's filters and orders beyond category and search (issue 21; the query rules are in
 * shared/contracts/partners.ts, `catalogueFiltersSchema`). SQL fragments over a named partners row
 * (`partners` in the plain listing, `p` in the search statement), so both listings and the facets
 * AND exactly the same conditions with their own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueSort } from '@shared/constants';
import type { PartnerFacetsQuery } from '@shared/contracts/partners';
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

/** Partners with reviews whose average (rating_sum / review_count) is at least `min`, in exact arithmetic. */
export function ratingAtLeast(table: string, min: SQL): SQL {
  return sql`(${col(table, 'review_count')} > 0 AND ${col(table, 'rating_sum')} >= ${min}::numeric * ${col(table, 'review_count')})`;
}

/**
 * The ORDER BY of a sort other than `relevance` (which each listing keeps as it was), over `table`,
 * always ending with the id so pages never overlap. `response` orders by the same median as the
 * cards' response time (getResponseFigures: first answers to requests of the last 90 days).
 * @returns undefined for `relevance` (or no sort).
 */
export function sortOrder(sort: CatalogueSort | undefined, table: string): SQL | undefined {
  const id = col(table, 'id');
  switch (sort) {
    case 'rating':
      return sql`CASE WHEN ${col(table, 'review_count')} > 0 THEN ${col(table, 'rating_sum')}::numeric / ${col(table, 'review_count')} END DESC NULLS LAST, ${col(table, 'review_count')} DESC, ${id} DESC`;
    case 'response':
      return sql`(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (qr.responded_at - qr.created_at)))
                    FROM quote_requests qr
                   WHERE qr.partner_id = ${id} AND qr.responded_at IS NOT NULL
                     AND qr.created_at >= now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})) ASC NULLS LAST, ${id} DESC`;
    case 'followers':
      return sql`${col(table, 'followers_count')} DESC, ${id} DESC`;
    case 'newest':
      return sql`${col(table, 'created_at')} DESC, ${id} DESC`;
    default:
      return undefined;
  }
}
