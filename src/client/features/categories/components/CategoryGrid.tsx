import { ChevronRightIcon } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COUNT_FALLBACK, type CategorySlug } from '@shared/constants';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryLabel } from '@/lib/category';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './CategoryIcon';

interface CategoryGridProps {
  /** The category the catalogue is filtered by, shown as selected. */
  selected?: CategorySlug | undefined;
  onSelect: (slug: CategorySlug) => void;
  /**
   * Partners per category with the catalogue's other filters (issue 21, GET /api/partners/facets);
   * shown on each card when given.
   */
  counts?: ReadonlyMap<CategorySlug, number> | undefined;
}

/**
 * The 16 category cards of the home page (spec §2 "Category grid"): lucide icon and the name in
 * the current language. Choosing one filters the catalogue (the page decides how).
 */
export function CategoryGrid({ selected, onSelect, counts }: CategoryGridProps) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const { data: loaded, isError, error, refetch, isRefetching } = useCategories();
  // Rendered at low priority and in slices when the data arrives (see Catalogue), skeletons until then.
  const data = useDeferredValue(loaded);

  if (isError) {
    return (
      <ErrorState
        title={t('categories.error')}
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-busy={!data}>
      {!data
        ? Array.from({ length: CATEGORY_COUNT_FALLBACK }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-[4.5rem] rounded-lg" />
            </li>
          ))
        : data.map((category) => {
            const name = categoryLabel(category, lang);
            const active = category.slug === selected;
            const count = counts?.get(category.slug);
            return (
              <li key={category.id}>
                <button
                  type="button"
                  data-testid="category-card"
                  data-slug={category.slug}
                  aria-pressed={active}
                  onClick={() => onSelect(category.slug)}
                  className={cn(
                    'group flex h-full min-h-[4.5rem] w-full items-center gap-3 rounded-lg border bg-card p-3 text-left shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary hover:shadow-md sm:p-4',
                    active && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground',
                      active && 'bg-primary text-primary-foreground',
                    )}
                  >
                    <CategoryIcon name={category.icon} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1 text-sm font-semibold leading-snug text-foreground">
                    {name}
                    {count !== undefined ? (
                      <span
                        className="mt-0.5 block text-xs font-normal text-muted-foreground"
                        data-testid="category-count"
                      >
                        {t('categories.partnerCount', { count })}
                      </span>
                    ) : null}
                  </span>
                  <ChevronRightIcon
                    className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block"
                    aria-hidden="true"
                  />
                </button>
              </li>
            );
          })}
    </ul>
  );
}
