import { Loader2Icon, SearchIcon, SearchXIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CategorySlug } from '@shared/constants';
import type { Category } from '@shared/contracts/categories';
import type { PartnerSummary } from '@shared/contracts/partners';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Listbox, type ListboxOption } from '@/components/ui/listbox';
import { categoryLabel } from '@/lib/category';
import { partnerPath } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { usePartnerList } from '../api/list-partners';
import { usePartnerFacets } from '../api/partner-facets';
import { countActiveFilters, useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { CATALOGUE_SECTION_ID } from '../lib/section';
import { shouldShowMore } from '../lib/show-more';
import { CatalogueFilterPanel, CatalogueSortSelect } from './CatalogueFilterPanel';
import { PartnerCard, PartnerCardSkeleton } from './PartnerCard';
import { type PickedSuggestion, SearchSuggest } from './SearchSuggest';

const ALL = 'all';

const loadFilterSheet = () => import('./CatalogueFilterSheet');
const CatalogueFilterSheet = lazy(loadFilterSheet);
const SKELETON_COUNT = 6;

interface CatalogueProps {
  /** Categories for the select and the card badges; the select waits for them. */
  categories: Category[] | undefined;
  /** Visible section heading; `false` keeps it for screen readers only (the page has its own). */
  showHeading?: boolean;
  className?: string;
  /** Opens the quote dialog for a card's partner (the page composes it); passed to every card. */
  onQuote?: ((partner: PartnerSummary) => void) | undefined;
}

/**
 * The partner catalogue (spec §2 "Catalogue"): category select, search, clear, result count,
 * cards, skeletons, empty and error states and 'Daha Fazla Göster'. Filters live in the URL.
 * Rendered with `id="partnerships"` (CATALOGUE_SECTION_ID) so `?category=` and `?search=` links, the
 * category grid and the hero can scroll to it.
 */
export function Catalogue({ categories, showHeading = true, className, onQuote }: CatalogueProps) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const ids = { heading: useId(), category: useId(), categoryLabel: useId(), search: useId(), sheet: useId() };
  const { filters, setFilters, clearFilters } = useCatalogueFilters();
  const navigate = useNavigate();
  const [term, setTerm] = useState(filters.search ?? '');
  const [urlSearch, setUrlSearch] = useState(filters.search);

  // The URL is the source of truth: follow it when it changes elsewhere (clear, back button).
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setTerm(filters.search ?? '');
  }

  const query = usePartnerList(filters);
  const facets = usePartnerFacets(filters).data;
  const [sheetOpen, setSheetOpen] = useState(false);
  // The narrow screens' filter panel is mounted from its first opening on (its chunk loads then).
  const [sheetMounted, setSheetMounted] = useState(false);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const activeFilters = countActiveFilters(filters);
  // Twenty cards are the page's heaviest render. Deferred, React renders them at low priority and in
  // short slices, so their arrival never blocks the main thread (input stays responsive); until then
  // the skeletons stay.
  const data = useDeferredValue(query.data);
  const loading = query.isPending || (query.isSuccess && data === undefined);
  const pages = data?.pages ?? [];
  const partners = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? partners.length;
  const lastPageSize = pages.at(-1)?.items.length ?? 0;
  const categoryBySlug = new Map(categories?.map((c) => [c.slug, c]));
  const hasFilters = activeFilters > 0 || Boolean(filters.search);
  const categoryCount = new Map(facets?.category.map((c) => [c.value, c.count]));
  const categoryOptions: ListboxOption[] = [
    { value: ALL, label: t('filters.allCategories') },
    ...(categories?.map((c) => ({
      value: c.slug,
      // Issue 21: how many partners the category would give with the other filters.
      label: categoryCount.has(c.slug)
        ? `${categoryLabel(c, lang)} (${categoryCount.get(c.slug)})`
        : categoryLabel(c, lang),
    })) ??
      // Until categories load, a category chosen in the URL still shows in the trigger.
      (filters.category ? [{ value: filters.category, label: filters.category }] : [])),
  ];

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    setTerm(trimmed);
    setFilters({ search: trimmed || undefined });
  }

  /**
   * A suggestion picked in the search box (issue 21): a category filters by it (the typed text is
   * dropped: it was only the way to the category), a service or city becomes the search, a partner
   * opens its profile.
   */
  function pickSuggestion(suggestion: PickedSuggestion) {
    if (suggestion.kind === 'partner') {
      void navigate(partnerPath({ id: 0, username: suggestion.username }));
    } else if (suggestion.kind === 'category') {
      setTerm('');
      setFilters({ category: suggestion.slug, search: undefined });
    } else {
      setTerm(suggestion.name);
      setFilters({ search: suggestion.name });
    }
  }

  function clear() {
    setTerm('');
    clearFilters();
  }

  return (
    <section id={CATALOGUE_SECTION_ID} aria-labelledby={ids.heading} className={className}>
      <div className={showHeading ? 'mb-8' : 'sr-only'}>
        <h2 id={ids.heading} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {t('title')}
        </h2>
        {showHeading ? <p className="mt-2 max-w-2xl text-muted-foreground">{t('subtitle')}</p> : null}
      </div>

      <form
        role="search"
        aria-label={t('filters.label')}
        onSubmit={submitSearch}
        className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs sm:p-5 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_auto] md:items-end"
      >
        <div className="flex flex-col gap-2">
          <Label id={ids.categoryLabel} htmlFor={ids.category}>
            {t('filters.category')}
          </Label>
          <Listbox
            id={ids.category}
            labelId={ids.categoryLabel}
            data-testid="catalogue-category"
            value={filters.category ?? ALL}
            onValueChange={(value) => setFilters({ category: value === ALL ? undefined : (value as CategorySlug) })}
            options={categoryOptions}
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.search}>{t('filters.search')}</Label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <SearchIcon
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <SearchSuggest
                id={ids.search}
                enterKeyHint="search"
                maxLength={200}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                onPick={pickSuggestion}
                placeholder={t('filters.searchPlaceholder')}
                data-testid="catalogue-search"
                className="pl-9"
              />
            </div>
            <Button type="submit" data-testid="catalogue-search-button">
              <SearchIcon aria-hidden="true" className="sm:hidden" />
              <span className="sr-only sm:not-sr-only">{t('filters.searchButton')}</span>
            </Button>
          </div>
        </div>

        <Button
          type="button"
          variant="ghost"
          onClick={clear}
          data-testid="catalogue-clear"
          className="justify-self-start md:justify-self-auto"
        >
          <XIcon aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p
          aria-live="polite"
          className="min-h-6 text-sm font-medium text-muted-foreground"
          data-testid="catalogue-count"
        >
          {loading ? <span className="sr-only">{t('catalogueLoading')}</span> : null}
          {!loading && query.isSuccess && partners.length > 0
            ? t('shownOfTotal', { shown: partners.length, total })
            : null}
        </p>
        <div className="flex items-center gap-2">
          <Button
            ref={sheetButton}
            variant="outline"
            className="lg:hidden"
            data-testid="catalogue-filters-open"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            aria-controls={sheetOpen ? ids.sheet : undefined}
            data-state={sheetOpen ? 'open' : 'closed'}
            // Fetched as the pointer or focus reaches the button, so the tap seldom waits for it.
            onPointerEnter={() => void loadFilterSheet()}
            onFocus={() => void loadFilterSheet()}
            onClick={() => {
              setSheetMounted(true);
              setSheetOpen(true);
            }}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            {t('facets.open')}
            {activeFilters > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
                >
                  {activeFilters}
                </span>
                <span className="sr-only">{t('facets.activeCount', { count: activeFilters })}</span>
              </>
            ) : null}
          </Button>
          {sheetMounted ? (
            <Suspense fallback={null}>
              <CatalogueFilterSheet
                open={sheetOpen}
                onOpenChange={setSheetOpen}
                trigger={sheetButton}
                contentId={ids.sheet}
              >
                <CatalogueFilterPanel
                  filters={filters}
                  facets={facets}
                  onChange={setFilters}
                  className="flex-1 overflow-y-auto px-4"
                />
                <div className="flex gap-2 border-t p-4">
                  <Button variant="ghost" className="flex-1" onClick={clear}>
                    {t('facets.clear')}
                  </Button>
                  <Button className="flex-1" onClick={() => setSheetOpen(false)} data-testid="catalogue-filters-apply">
                    {t('facets.apply', { count: facets?.total ?? total })}
                  </Button>
                </div>
              </CatalogueFilterSheet>
            </Suspense>
          ) : null}
          <CatalogueSortSelect value={filters.sort ?? 'relevance'} onChange={(sort) => setFilters({ sort })} />
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t('facets.title')} className="hidden lg:block">
          <CatalogueFilterPanel filters={filters} facets={facets} onChange={setFilters} className="mt-4" />
        </aside>
        <div>
          {loading ? (
            <ul aria-hidden="true" className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i}>
                  <PartnerCardSkeleton />
                </li>
              ))}
            </ul>
          ) : query.isError && partners.length === 0 ? (
            <ErrorState
              className="mt-4"
              title={t('catalogueError.title')}
              message={query.error.message}
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
            />
          ) : partners.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed bg-surface px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                <SearchXIcon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{t('empty.title')}</h3>
              <p className="mt-2 max-w-md text-sm text-muted-foreground">{t('empty.hint')}</p>
              {hasFilters ? (
                <Button variant="outline" className="mt-6" onClick={clear}>
                  {t('empty.action')}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {partners.map((partner) => {
                  const category = categoryBySlug.get(partner.serviceCategory);
                  return (
                    <li key={partner.id}>
                      <PartnerCard
                        partner={partner}
                        categoryName={category ? categoryLabel(category, lang) : undefined}
                        onQuote={onQuote}
                      />
                    </li>
                  );
                })}
              </ul>
              {query.isFetchNextPageError ? (
                <ErrorState
                  className="mt-6"
                  title={t('catalogueError.more')}
                  message={query.error?.message}
                  onRetry={() => void query.fetchNextPage()}
                  retrying={query.isFetchingNextPage}
                />
              ) : shouldShowMore(partners.length, lastPageSize) ? (
                <div className="mt-10 flex justify-center">
                  <Button
                    variant="outline"
                    size="lg"
                    data-testid="catalogue-more"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                    aria-busy={query.isFetchingNextPage}
                    className="min-w-56"
                  >
                    {query.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                    {t('more')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
