/**
 * The capability field definitions of every category (issue 21; docs/decisions/027): GET
 * /api/capabilities, which several features read — the catalogue's filters and cards and the profile
 * (features/partners), the settings screen that edits them (features/system-config) — so it lives
 * here with the helpers that turn a partner's values into labels.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { capabilityLabel } from '@shared/capability-values';
import {
  type CapabilityDefinitions,
  capabilityDefinitionsSchema,
  type CapabilityField,
  type CapabilityValues,
} from '@shared/contracts/capabilities';
import type { CategorySlug } from '@shared/constants';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/capabilities: every category's fields, in order. */
export function fetchCapabilityDefinitions(signal?: AbortSignal): Promise<CapabilityDefinitions> {
  return apiGet('/api/capabilities', import.meta.env.DEV && capabilityDefinitionsSchema, signal);
}

/** Query options of {@link fetchCapabilityDefinitions}: reference data, fresh for ten minutes on an open page. */
export const capabilityDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.capabilities,
    queryFn: ({ signal }) => fetchCapabilityDefinitions(signal),
    staleTime: 10 * 60_000,
  });

/** Every category's capability fields; `enabled` false skips the call. */
export function useCapabilityDefinitions(enabled = true) {
  return useQuery({ ...capabilityDefinitionsQueryOptions(), enabled });
}

/** One filled field of a partner as a reader sees it: the field's label and the values' labels. */
export interface CapabilityEntry {
  key: string;
  label: string;
  values: string[];
}

/**
 * A partner's values as labelled entries in the field order of its category, in `language`: option
 * keys become their labels, tags stay as typed; values the definitions no longer hold are left out.
 * @param onlyCard keep only the fields shown on the catalogue card
 */
export function capabilityEntries(
  fields: readonly CapabilityField[],
  values: CapabilityValues | undefined,
  language: string,
  onlyCard = false,
): CapabilityEntry[] {
  if (!values) return [];
  return fields
    .filter((f) => !onlyCard || f.showOnCard)
    .map((field) => {
      const given = values[field.key] ?? [];
      const labels =
        field.kind === 'options'
          ? field.options.filter((o) => given.includes(o.key)).map((o) => capabilityLabel(o, language))
          : given;
      return { key: field.key, label: capabilityLabel(field, language), values: labels };
    })
    .filter((e) => e.values.length > 0);
}

/** The fields of `category` (none while the definitions load or for no category). */
export function fieldsOf(definitions: CapabilityDefinitions | undefined, category: CategorySlug | undefined) {
  return (category && definitions?.[category]) || [];
}
