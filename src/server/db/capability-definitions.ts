/**
 * The capability field definitions (issue 21; docs/decisions/027-capability-fields.md) as reference
 * data in memory: every catalogue request reads them (the filter, the facets), so they are kept in the
 * app's reference data (lib/reference-data.ts, set `capabilities`), dropped in every process when the
 * table changes (migration 0024's trigger). In the data layer because the catalogue
 * (modules/partners) and the editor (modules/capabilities) both read it and a module may not reach
 * into another's files.
 */
import { sql } from 'drizzle-orm';
import { CATEGORY_SLUGS } from '@shared/constants';
import { type CapabilityDefinitions, capabilityFieldSchema } from '@shared/contracts/capabilities';
import type { ReferenceData, ReferenceEntry } from '../lib/reference-data';
import { type Db, queryRows } from './client';

/**
 * Reads every category's definitions from the database (no cache): all 16 categories, `[]` for one
 * without a row. Use it inside a write's transaction; readers use {@link capabilityDefinitions}.
 * @throws ZodError when a stored row breaks the contract (the writers check it, so it cannot happen).
 */
export async function readCapabilityDefinitions(db: Db): Promise<CapabilityDefinitions> {
  const rows = await queryRows<{ category_slug: string; fields: unknown }>(
    db,
    sql`SELECT category_slug, fields FROM capability_definitions`,
  );
  const stored = new Map(rows.map((r) => [r.category_slug, r.fields]));
  return Object.fromEntries(
    CATEGORY_SLUGS.map((slug) => [slug, capabilityFieldSchema.array().parse(stored.get(slug) ?? [])]),
  ) as CapabilityDefinitions;
}

/**
 * The definitions from memory (loaded once per change; concurrent callers share the load), with the
 * JSON and ETag GET /api/capabilities sends.
 * @param app the database and this process's reference data
 */
export function capabilityDefinitions(app: {
  db: Db;
  referenceData: ReferenceData;
}): Promise<ReferenceEntry<CapabilityDefinitions>> {
  return app.referenceData.get('capabilities', '', () => readCapabilityDefinitions(app.db));
}

/**
 * The searchable text of a partner's capability values, as a SQL expression over the partners row
 * `p` (for `search_extra`, weight B with the services; migration 0018's document): the Turkish and
 * English labels of the chosen options and the free-text tags, in the definitions' order. Values the
 * definitions no longer hold contribute nothing.
 */
export const capabilitySearchText = sql`(
  SELECT string_agg(t.text, ' ' ORDER BY f.fo, t.oo)
    FROM capability_definitions d
    CROSS JOIN LATERAL jsonb_array_elements(d.fields) WITH ORDINALITY AS f(field, fo)
    CROSS JOIN LATERAL (
      SELECT concat_ws(' ', o.option ->> 'label', o.option ->> 'labelEn') AS text, o.oo
        FROM jsonb_array_elements(f.field -> 'options') WITH ORDINALITY AS o(option, oo)
       WHERE f.field ->> 'kind' = 'options'
         AND coalesce(p.capabilities -> (f.field ->> 'key'), '[]'::jsonb) ? (o.option ->> 'key')
      UNION ALL
      SELECT tag.value, tag.ord
        FROM jsonb_array_elements_text(
               CASE WHEN f.field ->> 'kind' = 'tags' THEN coalesce(p.capabilities -> (f.field ->> 'key'), '[]'::jsonb)
                    ELSE '[]'::jsonb END) WITH ORDINALITY AS tag(value, ord)
    ) AS t
   WHERE d.category_slug = p.service_category)`;
