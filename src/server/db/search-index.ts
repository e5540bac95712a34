/**
 * Keeps the catalogue's search document current (docs/decisions/001). `partners.search_vector` and
 * `rank_vector` are generated columns; what they cannot see by themselves (the category's names in both
 * languages and the partner's service names) is copied into `search_extra` here. It lives in the data
 * layer because seeds need it as much as the partner services do, and the data layer never imports a
 * module; services reach it through `writePartners` (modules/partners/partners.service.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes `search_extra` for the given partners, or for all partners when `partnerIds` is omitted
 * (one UPDATE, no N+1). Run it in the transaction of the write that changed a partner's category or
 * services, so the document commits with the change.
 *
 * @param db the database or the open transaction of the write.
 * @param partnerIds partner ids (non-integers are ignored); `[]` updates nothing.
 * @throws whatever the driver throws.
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
