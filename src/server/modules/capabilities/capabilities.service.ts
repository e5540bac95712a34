/**
 * Category capability fields (issue 21; docs/decisions/027-capability-fields.md;
 * src/shared/contracts/capabilities.ts): admins define each category's fields in system settings,
 * partners fill them, the catalogue searches and filters them. Definitions are reference data served
 * from memory (db/capability-definitions.ts); a partner's values are `partners.capabilities`, part of
 * its search document, so every write goes through `writePartners`.
 */
import { eq, sql } from 'drizzle-orm';
import type { CategorySlug } from '@shared/constants';
import {
  type AdminCapabilities,
  CAPABILITY_TAGS_MAX,
  type CapabilityDefinitions,
  type CapabilityField,
  type CapabilityUsage,
  type CapabilityValues,
  type UpdateCapabilityFields,
} from '@shared/contracts/capabilities';
import { capabilityDefinitions, readCapabilityDefinitions } from '../../db/capability-definitions';
import { type Db, queryRows } from '../../db/client';
import { capabilityDefinitions as definitionsTable, categories, partners } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import type { ReferenceEntry } from '../../lib/reference-data';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import type { Viewer } from '../../lib/viewer';
import { type PartnerWriteContext, requireEditablePartner, writePartners } from '../partners/partners.service';

/**
 * GET /api/capabilities: every category's fields from memory, with the JSON and ETag the route sends
 * (304 to a matching If-None-Match).
 */
export function getCapabilityDefinitions(
  app: Pick<ServiceContext, 'db' | 'referenceData'>,
): Promise<ReferenceEntry<CapabilityDefinitions>> {
  return capabilityDefinitions(app);
}

/**
 * GET /api/admin/capabilities: the stored definitions (read fresh, not from memory: the editor must
 * see its own save) and how many partners filled each field and chose each option.
 */
export async function listAdminCapabilities(db: Db): Promise<AdminCapabilities> {
  const [definitions, usage] = await Promise.all([readCapabilityDefinitions(db), capabilityUsage(db)]);
  return { definitions, usage };
}

/** Per category, field and option: the partners whose values name them (one grouped statement). */
async function capabilityUsage(db: Db): Promise<CapabilityUsage> {
  const rows = await queryRows<{ category: string; field: string; option: string | null; n: number }>(
    db,
    sql`SELECT p.service_category AS category, f.key AS field, NULL AS option, count(DISTINCT p.id)::int AS n
          FROM partners p, jsonb_each(p.capabilities) AS f(key, vals)
         WHERE jsonb_typeof(f.vals) = 'array' AND jsonb_array_length(f.vals) > 0
         GROUP BY 1, 2
        UNION ALL
        SELECT p.service_category, f.key, v.value, count(*)::int
          FROM partners p, jsonb_each(p.capabilities) AS f(key, vals),
               jsonb_array_elements_text(CASE WHEN jsonb_typeof(f.vals) = 'array' THEN f.vals ELSE '[]' END) AS v(value)
         GROUP BY 1, 2, 3`,
  );
  const usage: CapabilityUsage = {};
  for (const r of rows) {
    const field = ((usage[r.category] ??= {})[r.field] ??= { partners: 0, options: {} });
    if (r.option === null) field.partners = Number(r.n);
    else field.options[r.option] = Number(r.n);
  }
  return usage;
}

/** Whether two value sets are equal (jsonb keeps object keys in its own order, so not by JSON text). */
function sameValues(a: CapabilityValues, b: CapabilityValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** A field's options keyed by option key. */
const optionKeys = (field: CapabilityField) => new Set(field.options.map((o) => o.key));

/**
 * `values` kept to what `fields` define: fields that are gone, and options of an `options` field that
 * are gone, are dropped; a field left without a value is removed.
 */
export function pruneCapabilityValues(values: CapabilityValues, fields: readonly CapabilityField[]): CapabilityValues {
  const out: CapabilityValues = {};
  for (const field of fields) {
    const given = values[field.key];
    if (!Array.isArray(given)) continue;
    const keep = field.kind === 'options' ? given.filter((v) => optionKeys(field).has(v)) : given;
    if (keep.length > 0) out[field.key] = keep;
  }
  return out;
}

/**
 * PUT /api/admin/capabilities/{category}: replaces the category's fields (order as given). In one
 * transaction: the row is locked and rewritten; partners' values of removed fields and options are
 * dropped (never left dangling: decision 027); every partner of the category that has values gets its
 * search document recomputed when labels or values changed (a renamed option is found under its new
 * name at once); the change is audited (`capabilities.updated`, target the category, field keys before
 * and after and the fields that changed). The catalogue cache is cleared after the commit; the
 * definitions in memory are dropped in every process by the table's trigger (lib/reference-data.ts).
 * @param actorId the admin (the route allows admins only, like every system setting)
 * @returns the definitions and usage after the change
 * @throws AppError 404 CATEGORY_NOT_FOUND when the category row is missing (not seeded)
 */
export async function updateCategoryCapabilities(
  ctx: PartnerWriteContext,
  actorId: number,
  category: CategorySlug,
  input: UpdateCapabilityFields,
): Promise<AdminCapabilities> {
  await writePartners(ctx, async (tx, changed) => {
    const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, category));
    if (!cat) throw new AppError('CATEGORY_NOT_FOUND');
    const [row] = await tx
      .select({ fields: definitionsTable.fields })
      .from(definitionsTable)
      .where(eq(definitionsTable.categorySlug, category))
      .for('update');
    const before = (await readCapabilityDefinitions(tx))[category];
    const after: CapabilityField[] = input.fields;
    if (row && JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .insert(definitionsTable)
      .values({ categorySlug: category, fields: after })
      .onConflictDoUpdate({
        target: definitionsTable.categorySlug,
        set: { fields: after, updatedAt: sql`now()` },
      });

    const members = await tx
      .select({ id: partners.id, values: partners.capabilities })
      .from(partners)
      .where(sql`${partners.serviceCategory} = ${category} AND ${partners.capabilities} <> '{}'::jsonb`);
    const pruned = members
      .map((m) => ({ id: m.id, values: pruneCapabilityValues(m.values, after) }))
      .filter((m, i) => !sameValues(m.values, members[i]!.values));
    if (pruned.length > 0) {
      await tx.execute(sql`
          UPDATE partners p SET capabilities = v.values
            FROM jsonb_to_recordset(${JSON.stringify(pruned)}::jsonb) AS v(id int, values jsonb)
           WHERE p.id = v.id`);
    }
    // Labels are in the search documents: every partner with values may read differently now.
    changed(members.map((m) => m.id));

    const beforeByKey = new Map(before.map((f) => [f.key, JSON.stringify(f)]));
    await recordAudit(tx, {
      actorId,
      action: 'capabilities.updated',
      targetType: 'category',
      targetId: cat.id,
      details: {
        category,
        before: before.map((f) => f.key),
        after: after.map((f) => f.key),
        changed: after.filter((f) => beforeByKey.get(f.key) !== JSON.stringify(f)).map((f) => f.key),
        partnersPruned: pruned.length,
      },
    });
  });
  return listAdminCapabilities(ctx.db);
}

/** A 400 naming the field of the partner's values that is wrong, in the caller's language. */
function invalid(field: string, message: MessageKey): AppError {
  return new AppError('VALIDATION_ERROR', { message, fieldErrors: { [`values.${field}`]: [message] } });
}

/**
 * PUT /api/partners/{id}/capabilities: the partner's values for its category's fields, whole (fields
 * left out are cleared), checked against the definitions read in the same transaction: an unknown
 * field (`capabilities.unknownField`) or option (`capabilities.unknownOption`), or more than
 * {@link CAPABILITY_TAGS_MAX} tags, is a 400 and changes nothing. Options are stored in the
 * definition's order. The partner's search document is recomputed with the write.
 * @returns the values as stored
 * @throws AppError 404 PARTNER_NOT_FOUND unless the viewer owns the partner or is an admin
 * @throws AppError 400 VALIDATION_ERROR as above
 */
export async function updatePartnerCapabilities(
  ctx: PartnerWriteContext,
  viewer: Viewer,
  partnerId: number,
  values: CapabilityValues,
): Promise<{ values: CapabilityValues }> {
  return writePartners(ctx, async (tx, changed) => {
    await requireEditablePartner(tx, partnerId, viewer);
    const [partner] = await tx
      .select({ category: partners.serviceCategory })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const fields = (await readCapabilityDefinitions(tx))[partner!.category];
    const byKey = new Map(fields.map((f) => [f.key, f]));
    const stored: CapabilityValues = {};
    for (const [key, list] of Object.entries(values)) {
      const field = byKey.get(key);
      if (!field) throw invalid(key, 'capabilities.unknownField');
      if (list.length === 0) continue;
      if (field.kind === 'options') {
        const known = optionKeys(field);
        if (list.some((v) => !known.has(v))) throw invalid(key, 'capabilities.unknownOption');
        stored[key] = field.options.map((o) => o.key).filter((k) => list.includes(k));
      } else {
        if (list.length > CAPABILITY_TAGS_MAX) throw invalid(key, 'capabilities.tooManyTags');
        stored[key] = list;
      }
    }
    // Kept in the definition's field order, so equal values are equal JSON.
    const ordered = pruneCapabilityValues(stored, fields);
    await tx
      .update(partners)
      .set({ capabilities: ordered, updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
    changed([partnerId]);
    return { values: ordered };
  });
}
