import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS, type CatalogueSort } from '@shared/constants';
import { countryName } from '@shared/countries';
import type { PartnerFacets } from '@shared/contracts/partners';
import { languageName } from '@shared/languages';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';
import type { CatalogueFilters } from '../api/list-partners';
import { CapabilityFilters } from './CapabilityFilters';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

interface Option {
  value: string;
  label: string;
  count: number;
}

/** One labelled native select with counts; zero-count values stay visible but disabled (unless chosen). */
function FacetSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: Option[];
  allLabel: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.count === 0 && o.value !== value}>
            {`${o.label} (${o.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PanelProps {
  filters: CatalogueFilters;
  facets: PartnerFacets | undefined;
  onChange: (next: CatalogueFilters) => void;
  className?: string;
}

/**
 * The catalogue's filters beside category and search (issue 21): city, market, language spoken,
 * service, the chosen category's capability fields (decision 027), company size and minimum rating, each value with how many partners it would give with the other filters
 * (GET /api/partners/facets). Changes apply at once (the URL holds them).
 */
export function CatalogueFilterPanel({ filters, facets, onChange, className }: PanelProps) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
  const any = t('facets.any');
  return (
    <div className={cn('flex flex-col gap-5', className)} data-testid="catalogue-filter-panel">
      <FacetSelect
        label={t('facets.city')}
        testId="filter-city"
        value={filters.city ?? ''}
        allLabel={any}
        options={(facets?.city ?? []).map((c) => ({ value: c.value, label: c.value, count: c.count }))}
        onChange={(v) => onChange({ city: v || undefined })}
      />
      <FacetSelect
        label={t('facets.market')}
        testId="filter-market"
        value={filters.market ?? ''}
        allLabel={any}
        options={(facets?.market ?? [])
          .map((m) => ({ value: m.value, label: countryName(m.value, lang), count: m.count }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale))}
        onChange={(v) => onChange({ market: v || undefined })}
      />
      <FacetSelect
        label={t('facets.language')}
        testId="filter-language"
        value={filters.language ?? ''}
        allLabel={any}
        options={(facets?.language ?? [])
          .map((l) => ({ value: l.value, label: languageName(l.value, lang), count: l.count }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale))}
        onChange={(v) => onChange({ language: (v || undefined) as CatalogueFilters['language'] })}
      />
      <FacetSelect
        label={t('facets.service')}
        testId="filter-service"
        value={filters.service ? String(filters.service) : ''}
        allLabel={any}
        options={(facets?.service ?? []).map((s) => ({ value: String(s.value), label: s.name, count: s.count }))}
        onChange={(v) => onChange({ service: v ? Number(v) : undefined })}
      />
      <CapabilityFilters filters={filters} facets={facets} onChange={onChange} allLabel={any} Select={FacetSelect} />
      <FacetSelect
        label={t('facets.size')}
        testId="filter-size"
        value={filters.size ?? ''}
        allLabel={any}
        options={(facets?.size ?? []).map((s) => ({
          value: s.value,
          label: t('facets.employees', { size: s.value }),
          count: s.count,
        }))}
        onChange={(v) => onChange({ size: (v || undefined) as CatalogueFilters['size'] })}
      />
      <FacetSelect
        label={t('facets.minRating')}
        testId="filter-rating"
        value={filters.minRating ? String(filters.minRating) : ''}
        allLabel={any}
        options={(facets?.minRating ?? []).map((r) => ({
          value: String(r.value),
          label: t('facets.ratingAtLeast', { rating: r.value.toLocaleString(locale) }),
          count: r.count,
        }))}
        onChange={(v) => onChange({ minRating: v ? Number(v) : undefined })}
      />
      <VerifiedFilter
        checked={filters.verified === true}
        count={facets?.verified}
        onChange={(verified) => onChange({ verified: verified || undefined })}
      />
    </div>
  );
}

/**
 * 'Yalnızca doğrulanmış (n)' (issue 21, docs/decisions/028): only partners whose registry documents
 * an admin verified and which are still valid; `n` is how many the other filters leave. Disabled at 0
 * unless already checked (as a facet value with no partner).
 */
function VerifiedFilter({
  checked,
  count,
  onChange,
}: {
  checked: boolean;
  count: number | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('partners');
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={count === 0 && !checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={hintId}
        className="mt-0.5"
        data-testid="filter-verified"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="font-normal">
          {count === undefined ? t('facets.verifiedOnly') : t('facets.verifiedOnlyCount', { count })}
        </Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('facets.verifiedHint')}
        </p>
      </div>
    </div>
  );
}

/** The catalogue's order (issue 21): relevance (default), rating, response time, followers, newest. */
export function CatalogueSortSelect({
  value,
  onChange,
}: {
  value: CatalogueSort;
  onChange: (v: CatalogueSort) => void;
}) {
  const { t } = useTranslation('partners');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {/* At 390 px the word would push the select past the page's padding; the select still has its name. */}
      <Label htmlFor={id} className="sr-only shrink-0 text-sm text-muted-foreground sm:not-sr-only">
        {t('sort.label')}
      </Label>
      <select
        id={id}
        className={cn(selectClass, 'w-auto')}
        value={value}
        onChange={(e) => onChange(e.target.value as CatalogueSort)}
        data-testid="catalogue-sort"
      >
        {CATALOGUE_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
