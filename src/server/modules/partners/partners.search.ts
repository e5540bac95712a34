/**
 * Keeps the catalogue's search document current. `partners.search_vector` and `search_text` are
 * generated columns; what they cannot see by themselves (the category's names in both languages and
 * the partner's service names) is copied into `search_extra` here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recomputes `search_extra` for the given partners, or for all partners when `partnerIds` is omitted.
 * Call it after a partner's category or services change (one UPDATE, no N+1).
 */
export async function refreshPartnerSearch(db: Db, partnerIds?: readonly number[]): Promise<void> {
  const filter =
    partnerIds === undefined
      ? sql``
      : sql`AND p.id = ANY(${sql.raw(
          `ARRAY[${
            partnerIds
              .map((id) => Number(id))
              .filter(Number.isInteger)
              .join(',') || 'NULL'
          }]::int[]`,
        )})`;
  // A correlated subquery, not a LATERAL join: UPDATE … FROM cannot reference the target table there.
  await db.execute(sql`
    UPDATE partners p
       SET search_extra = concat_ws(' ', c.name, c.name_en,
             (SELECT string_agg(sv.name, ' ' ORDER BY sv.name)
                FROM partner_services ps JOIN services sv ON sv.id = ps.service_id
               WHERE ps.partner_id = p.id))
      FROM categories c
     WHERE c.slug = p.service_category ${filter}`);
}
