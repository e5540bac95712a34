/**
 * The capability field definitions (issue 21; docs/decisions/027-capability-fields.md) as reference
 * data in memory. Every catalogue request reads them (the filter, the facets), so each process keeps
 * the parsed definitions and their ETag per database handle: a save through this process drops them at
 * once ({@link invalidateCapabilityDefinitions}, after the commit); other processes reload within
 * {@link CAPABILITY_DEFINITIONS_TTL_MS}, the same bound as the catalogue page cache (there is no
 * cross-process notification in the app). Concurrent misses share one query. In the data layer
 * because the catalogue (modules/partners) and the editor (modules/capabilities) both read it and a
 * module may not reach into another's files.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATEGORY_SLUGS } from '@shared/constants';
import { type CapabilityDefinitions, capabilityFieldSchema } from '@shared/contracts/capabilities';
import { type Db, queryRows } from './client';

/** How long another process may serve definitions older than a save, in milliseconds. */
export const CAPABILITY_DEFINITIONS_TTL_MS = 5_000;

/** The definitions of every category and their ETag (a strong validator of the JSON). */
export interface LoadedDefinitions {
  definitions: CapabilityDefinitions;
  /** The JSON body GET /api/capabilities sends. */
  json: string;
  etag: string;
}

interface Entry {
  loaded: Promise<LoadedDefinitions>;
  at: number;
}

const cache = new WeakMap<object, Entry>();

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
 * The definitions from memory, loaded at most once per {@link CAPABILITY_DEFINITIONS_TTL_MS} per
 * database (concurrent callers share the load). A failed load is not kept.
 * @param now the clock, for tests
 */
export function capabilityDefinitions(db: Db, now = Date.now()): Promise<LoadedDefinitions> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CAPABILITY_DEFINITIONS_TTL_MS) return hit.loaded;
  const loaded = readCapabilityDefinitions(db).then((definitions) => {
    const json = JSON.stringify(definitions);
    return { definitions, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  });
  const entry = { loaded, at: now };
  cache.set(db, entry);
  loaded.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return loaded;
}

/** Drops this process's copy for `db`: call after a committed change of the definitions. */
export function invalidateCapabilityDefinitions(db: Db): void {
  cache.delete(db);
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
