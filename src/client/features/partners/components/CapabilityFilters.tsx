import type { ComponentType } from 'react';
import { capabilityLabel } from '@shared/capability-values';
import type { PartnerFacets } from '@shared/contracts/partners';
import { fieldsOf, useCapabilityDefinitions } from '@/lib/capabilities';
import { useLanguage } from '@/lib/use-language';
import type { CatalogueFilters } from '../api/list-partners';

/** The panel's labelled select with counts (CatalogueFilterPanel's `FacetSelect`). */
export type FacetSelectComponent = ComponentType<{
  label: string;
  value: string;
  options: { value: string; label: string; count: number }[];
  allLabel: string;
  onChange: (value: string) => void;
  testId: string;
}>;

/**
 * One select per filterable capability field of the chosen category (issue 21, decision 027), with
 * each option's count from the facets (the others' filters applied, this field's own choice left
 * out). Shown only with a category; the choice is the URL's repeated `capability=<field>:<option>`.
 */
export function CapabilityFilters({
  filters,
  facets,
  onChange,
  allLabel,
  Select,
}: {
  filters: CatalogueFilters;
  facets: PartnerFacets | undefined;
  onChange: (next: CatalogueFilters) => void;
  allLabel: string;
  Select: FacetSelectComponent;
}) {
  const lang = useLanguage();
  const { data } = useCapabilityDefinitions(Boolean(filters.category));
  const fields = fieldsOf(data, filters.category).filter((f) => f.kind === 'options' && f.filterable);
  if (fields.length === 0) return null;
  const counts = new Map(
    (facets?.capability ?? []).map((f) => [f.field, new Map(f.options.map((o) => [o.value, o.count]))]),
  );

  const choose = (field: string, option: string) => {
    const next = { ...filters.capability };
    if (option) next[field] = [option];
    else delete next[field];
    onChange({ capability: Object.keys(next).length > 0 ? next : undefined });
  };

  return (
    <>
      {fields.map((field) => {
        const chosen = filters.capability?.[field.key]?.[0] ?? '';
        const fieldCounts = counts.get(field.key);
        return (
          <Select
            key={field.key}
            label={capabilityLabel(field, lang)}
            testId={`filter-capability-${field.key}`}
            value={chosen}
            allLabel={allLabel}
            options={field.options.map((o) => ({
              value: o.key,
              label: capabilityLabel(o, lang),
              count: fieldCounts?.get(o.key) ?? 0,
            }))}
            onChange={(v) => choose(field.key, v)}
          />
        );
      })}
    </>
  );
}
