/**
 * Category-specific capability fields (issue 21, "Profiles that answer what an exporter asks";
 * docs/decisions/027-capability-fields.md). Domain `capabilities`: server module
 * `modules/capabilities`, client feature `features/capabilities`, locale namespace `capabilities`.
 *
 * Admins define, per category, the fields a partner of that category fills (customs: offices served,
 * authorisations; logistics: transport modes, ports, certificates …). A field is either a multi-choice
 * from options with Turkish and English labels (`options`) or a list of free-text tags (`tags`). A
 * partner's values are `{ [fieldKey]: string[] }`: option keys for `options`, the texts for `tags`.
 *
 * - GET /api/capabilities: every category's definitions (public reference data, ETag).
 * - GET /api/admin/capabilities: the same plus how many partners filled each field and option.
 * - PUT /api/admin/capabilities/{category}: replaces one category's fields (admins).
 * - PUT /api/partners/{id}/capabilities: the partner's values (owner or admin).
 * - GET /api/partners and /api/partners/facets: `capability=<fieldKey>:<optionKey>`, repeatable.
 */
import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug, DB_INT_MAX } from '../constants';
import type { MessageKey } from '../messages';

// The two helpers the home page needs live without zod (see capability-values.ts); servers and
// screens that import them from here get the same functions.
export { type CapabilityFilter, capabilityLabel, capabilityParams } from '../capability-values';

/** A message key of the `capabilities` domain. */
type CapabilityMessage = Extract<MessageKey, `capabilities.${string}`>;

/** The kinds of field: a multi-choice from the admin's options, or free-text tags the partner types. */
export const CAPABILITY_KINDS = ['options', 'tags'] as const;
export type CapabilityKind = (typeof CAPABILITY_KINDS)[number];

/** A field or option key: lower-case ASCII letters, digits and hyphens, starting with a letter (stable, in URLs). */
export const CAPABILITY_KEY = /^[a-z][a-z0-9-]{0,39}$/;
/** Most fields one category has. */
export const CAPABILITY_FIELDS_MAX = 12;
/** Most options one field has (the customs directorates are about 70). */
export const CAPABILITY_OPTIONS_MAX = 150;
/** Most fields of one category shown on the catalogue card. */
export const CAPABILITY_CARD_FIELDS_MAX = 2;
/** Longest label, in characters. */
export const CAPABILITY_LABEL_MAX = 80;
/** Longest help text, in characters. */
export const CAPABILITY_HELP_MAX = 200;
/** Most tags a partner enters in one `tags` field. */
export const CAPABILITY_TAGS_MAX = 20;
/** Longest tag, in characters. */
export const CAPABILITY_TAG_MAX = 60;

/** An option of an `options` field: a stable key and its label in both languages. */
export const capabilityOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  labelEn: z.string(),
});
export type CapabilityOption = z.infer<typeof capabilityOptionSchema>;

/**
 * A field as stored and served. `filterable`: offered as a catalogue filter with counts (options
 * fields only); `showOnCard`: its values appear on the catalogue card (at most two per category).
 * `options` is empty for a `tags` field.
 */
export const capabilityFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  labelEn: z.string(),
  help: z.string().default(''),
  helpEn: z.string().default(''),
  kind: z.enum(CAPABILITY_KINDS),
  filterable: z.boolean().default(false),
  showOnCard: z.boolean().default(false),
  options: z.array(capabilityOptionSchema).default([]),
});
export type CapabilityField = z.infer<typeof capabilityFieldSchema>;

/** 200 answer of GET /api/capabilities: every category's fields (in their order), all 16 categories present. */
export const capabilityDefinitionsSchema = z.record(z.enum(CATEGORY_SLUGS), z.array(capabilityFieldSchema));
export type CapabilityDefinitions = Record<CategorySlug, CapabilityField[]>;

/** A partner's values: field key → option keys (options) or texts (tags). Fields without a value are absent. */
export const capabilityValuesSchema = z.record(z.string(), z.array(z.string()));
export type CapabilityValues = z.infer<typeof capabilityValuesSchema>;

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

const key = () =>
  z
    .string()
    .trim()
    .regex(CAPABILITY_KEY, { message: 'capabilities.invalidKey' satisfies CapabilityMessage });
const label = () =>
  z
    .string()
    .trim()
    .min(1, { message: 'capabilities.labelRequired' satisfies CapabilityMessage })
    .max(CAPABILITY_LABEL_MAX)
    .transform((v) => v.replace(/\s+/g, ' '));
const help = () => z.string().trim().max(CAPABILITY_HELP_MAX).default('');

/** An option as an admin saves it: key and both labels required. */
export const capabilityOptionInputSchema = z.object({ key: key(), label: label(), labelEn: label() });

/** A field as an admin saves it. */
export const capabilityFieldInputSchema = z.object({
  key: key(),
  label: label(),
  labelEn: label(),
  help: help(),
  helpEn: help(),
  kind: z.enum(CAPABILITY_KINDS, { message: 'capabilities.invalidKind' satisfies CapabilityMessage }),
  filterable: z.boolean().default(false),
  showOnCard: z.boolean().default(false),
  options: z
    .array(capabilityOptionInputSchema)
    .max(CAPABILITY_OPTIONS_MAX, { message: 'capabilities.tooManyOptions' satisfies CapabilityMessage })
    .default([]),
});

/**
 * Body of PUT /api/admin/capabilities/{category}: the category's whole field list, in display order.
 * Rules (field errors name the place, e.g. `fields.1.options.3.key`): field keys unique in the
 * category, option keys unique in their field; an `options` field has at least one option, a `tags`
 * field none and is never filterable; at most {@link CAPABILITY_FIELDS_MAX} fields and
 * {@link CAPABILITY_CARD_FIELDS_MAX} shown on the card. Partners' values of removed fields and options
 * are dropped when it is saved.
 */
export const updateCapabilityFieldsSchema = z
  .object({
    fields: z
      .array(capabilityFieldInputSchema)
      .max(CAPABILITY_FIELDS_MAX, { message: 'capabilities.tooManyFields' satisfies CapabilityMessage }),
  })
  .superRefine(({ fields }, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, i) => {
      if (seen.has(field.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'key'],
          message: 'capabilities.duplicateKey' satisfies CapabilityMessage,
        });
      }
      seen.add(field.key);
      if (field.kind === 'options' && field.options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options'],
          message: 'capabilities.optionsRequired' satisfies CapabilityMessage,
        });
      }
      if (field.kind === 'tags' && (field.options.length > 0 || field.filterable)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'kind'],
          message: 'capabilities.tagsNoOptions' satisfies CapabilityMessage,
        });
      }
      const optionKeys = new Set<string>();
      field.options.forEach((option, j) => {
        if (optionKeys.has(option.key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'options', j, 'key'],
            message: 'capabilities.duplicateKey' satisfies CapabilityMessage,
          });
        }
        optionKeys.add(option.key);
      });
    });
    if (fields.filter((f) => f.showOnCard).length > CAPABILITY_CARD_FIELDS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'capabilities.tooManyOnCard' satisfies CapabilityMessage,
      });
    }
  });
export type UpdateCapabilityFieldsInput = z.input<typeof updateCapabilityFieldsSchema>;
export type UpdateCapabilityFields = z.output<typeof updateCapabilityFieldsSchema>;

/** Path parameter of PUT /api/admin/capabilities/{category}. */
export const capabilityCategoryParamsSchema = z.object({
  category: z.enum(CATEGORY_SLUGS, { message: 'capabilities.unknownCategory' satisfies CapabilityMessage }),
});

/**
 * How many listed or unlisted partners filled each field and chose each option, per category
 * (`usage[category][fieldKey] = { partners, options: { optionKey: n } }`): the admin editor asks for
 * confirmation before removing something partners filled.
 */
export const capabilityUsageSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ partners: z.number().int(), options: z.record(z.string(), z.number().int()) })),
);
export type CapabilityUsage = z.infer<typeof capabilityUsageSchema>;

/** 200 answer of GET /api/admin/capabilities and PUT /api/admin/capabilities/{category}. */
export const adminCapabilitiesSchema = z.object({
  definitions: capabilityDefinitionsSchema,
  usage: capabilityUsageSchema,
});
export type AdminCapabilities = z.infer<typeof adminCapabilitiesSchema>;

// ---------------------------------------------------------------------------------------------
// Partner values
// ---------------------------------------------------------------------------------------------

/**
 * Body of PUT /api/partners/{id}/capabilities: the partner's values for its category's fields, whole
 * (fields left out are cleared). The shape is checked here (tags trimmed, blank and duplicate ones
 * dropped, each ≤ {@link CAPABILITY_TAG_MAX}, ≤ {@link CAPABILITY_TAGS_MAX} per field); the server
 * checks keys and options against the category's definition (`capabilities.unknownField`,
 * `capabilities.unknownOption`, 400).
 */
export const updatePartnerCapabilitiesSchema = z.object({
  values: z.record(
    z.string().max(40),
    z
      .array(
        z
          .string()
          .trim()
          .max(CAPABILITY_TAG_MAX, { message: 'capabilities.tagTooLong' satisfies CapabilityMessage })
          .transform((v) => v.replace(/\s+/g, ' ')),
      )
      .max(CAPABILITY_OPTIONS_MAX)
      .transform((list) => [...new Set(list.filter((v) => v !== ''))]),
  ),
});
export type UpdatePartnerCapabilitiesInput = z.input<typeof updatePartnerCapabilitiesSchema>;

/** 200 answer of PUT /api/partners/{id}/capabilities: the values as stored. */
export const partnerCapabilitiesSchema = z.object({ values: capabilityValuesSchema });

/** Path parameter of PUT /api/partners/{id}/capabilities. */
export const partnerCapabilitiesParamsSchema = z.object({
  id: z.coerce.number<number | string>().int().positive().max(DB_INT_MAX),
});

// ---------------------------------------------------------------------------------------------
// Catalogue filter
// ---------------------------------------------------------------------------------------------

/** One `capability` query value: `<fieldKey>:<optionKey>`. */
export const CAPABILITY_FILTER = /^([a-z][a-z0-9-]{0,39}):([a-z][a-z0-9-]{0,39})$/;
/** Most `capability` values one catalogue query takes. */
export const CAPABILITY_FILTERS_MAX = 10;

/**
 * The `capability` query parameter of GET /api/partners and /api/partners/facets: `<fieldKey>:<optionKey>`,
 * repeatable (`?capability=customs-offices:mersin&capability=authorisations:aeo`), at most
 * {@link CAPABILITY_FILTERS_MAX}. Values of one field are alternatives (OR: Mersin or Ambarlı); different
 * fields must all hold (AND), as must the other filters. A key the definitions do not know matches no
 * partner. Output: field key → option keys, sorted, duplicates dropped ('' and absent: no filter).
 */
export const capabilityFilterSchema = z
  .union([z.string(), z.array(z.string())], { error: 'capabilities.invalidFilter' satisfies CapabilityMessage })
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => x !== ''))
  .refine((list) => list.length <= CAPABILITY_FILTERS_MAX && list.every((x) => CAPABILITY_FILTER.test(x)), {
    error: 'capabilities.invalidFilter' satisfies CapabilityMessage,
  })
  .transform((list) => {
    if (list.length === 0) return undefined;
    const out: Record<string, string[]> = {};
    for (const item of [...new Set(list)].sort()) {
      const [, field, option] = CAPABILITY_FILTER.exec(item)!;
      (out[field!] ??= []).push(option!);
    }
    return out;
  });

/**
 * The facet of one filterable field (GET /api/partners/facets `capability`): for each option, how
 * many partners the query would give with every other filter, this field's own choice left out.
 * Options are in their defined order, zero counts included.
 */
export const capabilityFacetSchema = z.object({
  field: z.string(),
  options: z.array(z.object({ value: z.string(), count: z.number().int().min(0) })),
});
export type CapabilityFacet = z.infer<typeof capabilityFacetSchema>;
