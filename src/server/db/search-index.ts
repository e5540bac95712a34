/**
 * Keeps the catalogue's search document current (docs/decisions/001, 024). `partners.search_vector` and
 * `rank_vector` are generated columns; what they cannot see by themselves is copied in here:
 * `search_extra`, the category's names in both languages, the partner's service names and the labels
 * (tr, en) and tags of its capability values (issue 21, docs/decisions/027), and
 * `search_codes`, the canonical trade-code tokens of all those texts (`EUR.1` → `eur1`; computed by the
 * same normaliser as the query side, src/shared/trade-codes.ts, which SQL cannot run), and
 * `search_markets`, the names of the countries served in both languages (issue 21; docs/decisions/026),
 * after `markets` is parsed from the free text `target_markets` where it is still NULL. It lives in the
 * data layer because seeds need it as much as the partner services do, and the data layer never
 * imports a module; services reach it through `writePartners` (modules/partners/partners.service.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { countryName, normaliseMarkets, parseMarkets } from '@shared/countries';
import { tradeCodeTokens } from '@shared/trade-codes';
import { capabilitySearchText } from './capability-definitions';
import { type Db, queryRows } from './client';

/** Partners read and written per round trip: bounds the texts held in memory on a full refresh. */
const BATCH = 500;

/**
 * Recomputes `search_extra`, `search_codes` and `search_markets` (and fills a NULL `markets` from
 * `target_markets`) for the given partners, or for all partners when
 * `partnerIds` is omitted: one SELECT and one UPDATE per {@link BATCH} partners (no N+1); rows whose
 * document did not change are not rewritten. Run it in the transaction of the write that changed a
 * partner's texts, category or services, so the document commits with the change.
 *
 * @param db the database or the open transaction of the write.
 * @param partnerIds partner ids (non-integers are ignored); `[]` updates nothing.
 * @throws whatever the driver throws.
 */
export async function refreshPartnerSearch(db: Db, partnerIds?: readonly number[]): Promise<void> {
  if (partnerIds === undefined) return refreshWhere(db, sql`TRUE`);
  const ids = partnerIds.map((id) => Number(id)).filter(Number.isInteger);
  if (ids.length === 0) return;
  return refreshWhere(db, sql`p.id = ANY(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)})`);
}

/**
 * Fills the search document of partners whose `search_codes` or `markets` was never computed (NULL:
 * rows older than migrations 0018 and 0019, which SQL alone cannot fill). Cheap when there are none;
 * run at start-up (`runSeeds`).
 * @throws whatever the driver throws.
 */
export async function refreshMissingSearchCodes(db: Db): Promise<void> {
  await refreshWhere(db, sql`(p.search_codes IS NULL OR p.markets IS NULL)`);
}

/** The names of `markets` in Turkish and English, as the search document holds them ('Almanya Germany'). */
function marketNames(markets: readonly string[]): string {
  return markets.map((code) => `${countryName(code, 'tr')} ${countryName(code, 'en')}`).join(' ');
}

async function refreshWhere(db: Db, filter: SQL): Promise<void> {
  for (let after = 0; ;) {
    const rows = await queryRows<{
      id: number;
      extra: string;
      texts: string;
      target: string | null;
      markets: string[] | null;
    }>(
      db,
      sql`SELECT p.id,
                 concat_ws(' ', c.name, c.name_en,
                   (SELECT string_agg(sv.name, ' ' ORDER BY sv.name)
                      FROM partner_services ps JOIN services sv ON sv.id = ps.service_id
                     WHERE ps.partner_id = p.id),
                   ${capabilitySearchText}) AS extra,
                 concat_ws(' ', p.company_name, p.short_description, p.short_description_en, p.description_text,
                           p.description_en_text, p.target_markets) AS texts,
                 p.target_markets AS target, p.markets
            FROM partners p JOIN categories c ON c.slug = p.service_category
           WHERE ${filter} AND p.id > ${after}
           ORDER BY p.id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return;
    const values = rows.map((r) => {
      // NULL: never parsed (a row older than 0019, or written with free text only); [] is "none chosen".
      const markets = r.markets ? normaliseMarkets(r.markets) : parseMarkets(r.target);
      return {
        id: r.id,
        extra: r.extra,
        codes: tradeCodeTokens(`${r.texts} ${r.extra}`).join(' '),
        markets,
        names: marketNames(markets),
      };
    });
    // JSON rather than array parameters: PGlite and node-postgres read it alike.
    await db.execute(sql`
      UPDATE partners p
         SET search_extra = v.extra, search_codes = v.codes, search_markets = v.names,
             markets = ARRAY(SELECT jsonb_array_elements_text(v.markets))
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, extra text, codes text, markets jsonb, names text)
       WHERE p.id = v.id
         AND (p.search_extra, p.search_codes, p.search_markets, p.markets)
             IS DISTINCT FROM (v.extra, v.codes, v.names, ARRAY(SELECT jsonb_array_elements_text(v.markets)))`);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
