/**
 * Keeps the catalogue's search document current (docs/decisions/001, 024). `partners.search_vector` and
 * `rank_vector` are generated columns; what they cannot see by themselves is copied in here:
 * `search_extra`, the category's names in both languages, the partner's service names and the labels
 * (tr, en) and tags of its capability values (issue 21, docs/decisions/027), and
 * `search_codes`, the canonical trade-code tokens of all those texts (`EUR.1` → `eur1`; computed by the
 * same normaliser as the query side, src/shared/trade-codes.ts, which SQL cannot run). It lives in the
 * data layer because seeds need it as much as the partner services do, and the data layer never
 * imports a module; services reach it through `writePartners` (modules/partners/partners.service.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { tradeCodeTokens } from '@shared/trade-codes';
import { capabilitySearchText } from './capability-definitions';
import { type Db, queryRows } from './client';

/** Partners read and written per round trip: bounds the texts held in memory on a full refresh. */
const BATCH = 500;

/**
 * Recomputes `search_extra` and `search_codes` for the given partners, or for all partners when
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
 * Fills the search document of partners whose `search_codes` was never computed (NULL: rows older than
 * migration 0018, which SQL alone cannot fill). Cheap when there are none; run at start-up (`runSeeds`).
 * @throws whatever the driver throws.
 */
export async function refreshMissingSearchCodes(db: Db): Promise<void> {
  await refreshWhere(db, sql`p.search_codes IS NULL`);
}

async function refreshWhere(db: Db, filter: SQL): Promise<void> {
  for (let after = 0; ;) {
    const rows = await queryRows<{ id: number; extra: string; texts: string }>(
      db,
      sql`SELECT p.id,
                 concat_ws(' ', c.name, c.name_en,
                   (SELECT string_agg(sv.name, ' ' ORDER BY sv.name)
                      FROM partner_services ps JOIN services sv ON sv.id = ps.service_id
                     WHERE ps.partner_id = p.id),
                   ${capabilitySearchText}) AS extra,
                 concat_ws(' ', p.company_name, p.short_description, p.description_text, p.target_markets) AS texts
            FROM partners p JOIN categories c ON c.slug = p.service_category
           WHERE ${filter} AND p.id > ${after}
           ORDER BY p.id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return;
    const values = rows.map((r) => ({
      id: r.id,
      extra: r.extra,
      codes: tradeCodeTokens(`${r.texts} ${r.extra}`).join(' '),
    }));
    // JSON rather than array parameters: PGlite and node-postgres read it alike.
    await db.execute(sql`
      UPDATE partners p SET search_extra = v.extra, search_codes = v.codes
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, extra text, codes text)
       WHERE p.id = v.id
         AND (p.search_extra, p.search_codes) IS DISTINCT FROM (v.extra, v.codes)`);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
