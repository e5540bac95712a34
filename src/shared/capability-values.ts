/**
 * How a partner's capability values read (issue 21, docs/decisions/027-capability-fields.md): as the
 * catalogue's `capability` query values and as labels in the reader's language.
 *
 * Kept apart from the contract (contracts/capabilities.ts, which re-exports them) because the home
 * page needs these two helpers at first load and none of the contract's zod schemas: a module is
 * bundled whole, so living beside the schemas put zod on the home page's first load (issue 21,
 * "First-load JS ≤ 180 kB").
 */

/** A catalogue capability filter: field key → option keys (the output of `capabilityFilterSchema`). */
export type CapabilityFilter = Record<string, string[]>;

/** The `capability` query values of a filter (the client's URL state), in a stable order. */
export function capabilityParams(filter: CapabilityFilter | undefined): string[] {
  if (!filter) return [];
  return Object.entries(filter)
    .flatMap(([field, options]) => options.map((o) => `${field}:${o}`))
    .sort();
}

/**
 * A label in the reader's language: the English one on the English site when given, else the Turkish.
 * @param language 'tr' or 'en' (anything else reads as Turkish)
 */
export function capabilityLabel(item: { label: string; labelEn: string }, language: string): string {
  return (language === 'en' && item.labelEn) || item.label;
}
