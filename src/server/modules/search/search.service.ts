/**
 * Suggestions while typing (issue 21): categories, services, cities and partners whose names have a
 * word starting with each word typed, Turkish-folded by the same SQL function as the catalogue search
 * (`f_search_fold`, migration 0000; docs/decisions/001). The route answers from the in-process index
 * (`CatalogueSearch.suggest`, docs/decisions/032); this statement is its fallback while the index is
 * not current and the oracle catalogue-index.test.ts compares it with.
 */
import { sql } from 'drizzle-orm';
import { type Language, SEARCH_MAX_WORDS, SUGGEST_GROUP_LIMIT } from '@shared/constants';
import type { Suggestions } from '@shared/contracts/search';
import { type Db, queryRows } from '../../db/client';
import { verifiedNow } from '../partners/partners.service';

const EMPTY: Suggestions = { categories: [], services: [], cities: [], partners: [] };

/**
 * The suggestions for a text, at most {@link SUGGEST_GROUP_LIMIT} per group, in one statement:
 * - categories whose Turkish or English name matches, named in `lang`, in display order;
 * - services of the pool that at least one listed partner offers, one per name (a name may be in
 *   several pools), names starting with the first word first;
 * - cities of listed partners with their number (spellings that fold alike count as one city, shown
 *   as the most common spelling), most partners first;
 * - listed (active, approved: the catalogue's rule) partners whose company name matches, most
 *   followed first.
 *
 * A word matches when it is the start of a folded word of the name (`ist` → 'İstanbul', `gum` →
 * 'Gümrük', `eur` → 'EUR.1'); every word typed must match (first {@link SEARCH_MAX_WORDS} words).
 * The partners' match reads the company-name part (weight A) of the catalogue's GIN-indexed
 * `search_vector`; the other groups scan small tables (16 categories, the services pool, the listed
 * partners' cities grouped before any folding).
 *
 * @param text a normalised text (suggestQuerySchema); empty → four empty lists, no query.
 */
export async function suggest(db: Db, lang: Language, text: string): Promise<Suggestions> {
  if (!text) return EMPTY;
  const [row] = await queryRows<{ result: Suggestions | null }>(db, suggestQuery(lang, text));
  return row?.result ?? EMPTY;
}

/**
 * The statement of {@link suggest}. `t.q` matches any folded word the text's words start (`ist:*`),
 * `t.qa` the same within weight A of a search vector (the company name), `t.first` is the first folded
 * word. Words are runs of `[:alnum:]` after folding, as `f_search_query` splits them, so the tsquery
 * text is always valid.
 */
function suggestQuery(lang: Language, text: string) {
  const categoryName = lang === 'en' ? sql`c.name_en` : sql`c.name`;
  const limit = SUGGEST_GROUP_LIMIT;
  return sql`
    WITH words AS (
      SELECT w, n FROM regexp_split_to_table(f_search_fold(${text}), '[^[:alnum:]]+') WITH ORDINALITY AS s(w, n)
       WHERE w <> '' ORDER BY n LIMIT ${SEARCH_MAX_WORDS}
    ), t AS MATERIALIZED (
      SELECT to_tsquery('simple', string_agg(w || ':*', ' & ' ORDER BY n)) AS q,
             to_tsquery('simple', string_agg(w || ':*A', ' & ' ORDER BY n)) AS qa,
             (array_agg(w ORDER BY n))[1] AS first
        FROM words HAVING count(*) > 0
    ), listed AS MATERIALIZED (
      SELECT city, count(*)::int AS n FROM partners
       WHERE is_active AND is_approved AND city IS NOT NULL AND city <> ''
       GROUP BY city
    )
    SELECT json_build_object(
      'categories', coalesce((
        SELECT json_agg(json_build_object('slug', x.slug, 'name', x.name) ORDER BY x.sort_order, x.id)
          FROM (SELECT c.slug, ${categoryName} AS name, c.sort_order, c.id FROM categories c, t
                 WHERE to_tsvector('simple', f_search_fold(c.name || ' ' || c.name_en)) @@ t.q
                 ORDER BY c.sort_order, c.id LIMIT ${limit}) x), '[]'::json),
      'services', coalesce((
        SELECT json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.starts DESC, x.name COLLATE tr_icu)
          FROM (SELECT * FROM (SELECT DISTINCT ON (s.name) s.id, s.name,
                                      f_search_fold(s.name) LIKE t.first || '%' AS starts
                                 FROM services s, t
                                WHERE to_tsvector('simple', f_search_fold(s.name)) @@ t.q
                                  AND EXISTS (SELECT 1 FROM partner_services ps JOIN partners p ON p.id = ps.partner_id
                                               WHERE ps.service_id = s.id AND p.is_active AND p.is_approved)
                                ORDER BY s.name, s.id) d
                 ORDER BY d.starts DESC, d.name COLLATE tr_icu LIMIT ${limit}) x), '[]'::json),
      'cities', coalesce((
        SELECT json_agg(json_build_object('name', x.name, 'count', x.n) ORDER BY x.n DESC, x.name COLLATE tr_icu)
          FROM (SELECT * FROM (SELECT (array_agg(l.city ORDER BY l.n DESC, l.city))[1] AS name, sum(l.n)::int AS n
                                 FROM listed l, t
                                WHERE to_tsvector('simple', f_search_fold(l.city)) @@ t.q
                                GROUP BY f_search_fold(l.city)) g
                 ORDER BY g.n DESC, g.name COLLATE tr_icu LIMIT ${limit}) x), '[]'::json),
      'partners', coalesce((
        SELECT json_agg(json_build_object('id', x.id, 'username', x.username, 'companyName', x.company_name,
                                          'city', x.city, 'logoUrl', x.logo, 'verified', x.verified)
                          ORDER BY x.followers_count DESC, x.id)
          FROM (SELECT p.id, p.username, p.company_name, p.city, p.logo, p.followers_count,
                       ${verifiedNow('p')} AS verified FROM partners p, t
                 WHERE p.is_active AND p.is_approved AND p.search_vector @@ t.qa
                 ORDER BY p.followers_count DESC, p.id LIMIT ${limit}) x), '[]'::json)
    ) AS result
    FROM t`;
}
