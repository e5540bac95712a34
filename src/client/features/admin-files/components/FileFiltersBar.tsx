import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_SOURCES } from '@shared/constants';
import { ADMIN_FILE_CATEGORIES } from '@shared/contracts/admin-files';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type FileFilters, hasFilters, NO_FILTERS } from '../lib/query';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** How long the search waits after the last key press (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Category, source, access and a name search (spec §2 File management "filters"). Selects apply at
 * once; the search after typing pauses ({@link SEARCH_DEBOUNCE_MS}).
 */
export function FileFiltersBar({ value, onChange }: { value: FileFilters; onChange: (next: FileFilters) => void }) {
  const { t } = useTranslation('adminFiles');
  const id = useId();
  const [search, setSearch] = useState(value.search);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== value.search) onChange({ ...value, search: debounced });
    // Only a settled search changes the filters; the other values are read fresh each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const clear = () => {
    setSearch('');
    onChange(NO_FILTERS);
  };

  return (
    <section
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>{t('filters.search')}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="pl-9"
            maxLength={200}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-category`}>{t('filters.category')}</Label>
        <Select
          value={value.category}
          onValueChange={(v) => onChange({ ...value, category: v as FileFilters['category'] })}
        >
          <SelectTrigger aria-labelledby={`${id}-category`} data-testid="filter-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('filters.all')}</SelectItem>
            {ADMIN_FILE_CATEGORIES.map((c) => (
              <SelectItem key={c} value={c}>
                {t(`categories.${c}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-source`}>{t('filters.source')}</Label>
        <Select value={value.source} onValueChange={(v) => onChange({ ...value, source: v as FileFilters['source'] })}>
          <SelectTrigger aria-labelledby={`${id}-source`} data-testid="filter-source">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('filters.all')}</SelectItem>
            {FILE_SOURCES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`sources.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-visibility`}>{t('filters.visibility')}</Label>
        <Select
          value={value.visibility}
          onValueChange={(v) => onChange({ ...value, visibility: v as FileFilters['visibility'] })}
        >
          <SelectTrigger aria-labelledby={`${id}-visibility`} data-testid="filter-visibility">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('filters.all')}</SelectItem>
            <SelectItem value="public">{t('visibility.public')}</SelectItem>
            <SelectItem value="private">{t('visibility.private')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="ghost"
        onClick={clear}
        disabled={!hasFilters(value) && search === ''}
        className="sm:col-span-2 lg:col-span-1"
      >
        <XIcon aria-hidden="true" />
        {t('filters.clear')}
      </Button>
    </section>
  );
}
