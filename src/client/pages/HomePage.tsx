import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CATEGORY_COUNT_FALLBACK } from '@shared/constants';
import { Catalogue } from '@/features/partners/components/Catalogue';
import { usePartnerFacets } from '@/features/partners/api/partner-facets';
import { useCatalogueFilters } from '@/features/partners/hooks/use-catalogue-filters';
import { CATALOGUE_SECTION_ID as CATALOGUE_ID } from '@/features/partners/lib/section';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid } from '@/features/categories/components/CategoryGrid';
import { NewsletterBlock } from '@/features/newsletter/components/NewsletterBlock';
import { useInit } from '@/lib/init';
import { scrollToSection } from '@/lib/scroll';
import { Hero } from './home/Hero';
import { PartnerCta } from './home/PartnerCta';
import { useQuoteDialog } from './home/use-quote-dialog';

/**
 * Home (spec §2): hero, category grid, catalogue, partnership call to action, newsletter.
 * `?category=<slug>` preselects the category and scrolls to the catalogue, and so does a shared
 * `?search=<term>` (issue 7: the link opens at its results); `#categories` (header link) and
 * `#partnerships` (the hero's get-service link) scroll to their sections.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: init } = useInit();
  const categories = useCategories();
  const quote = useQuoteDialog();
  const { filters, setFilters } = useCatalogueFilters();
  // The same query as the catalogue's filter panel (one request): each tile's count given the other filters.
  const categoryCounts = usePartnerFacets(filters).data?.category;
  const { hash, key } = useLocation();

  // Where to scroll once the sections above the target have their final height (categories
  // loaded), so the target does not move after the scroll.
  const pendingScroll = useRef<string | null>((filters.category || filters.search) && !hash ? CATALOGUE_ID : null);
  useEffect(() => {
    if (hash) pendingScroll.current = decodeURIComponent(hash.slice(1));
  }, [hash, key]);
  useEffect(() => {
    if (categories.isPending || !pendingScroll.current) return;
    const id = pendingScroll.current;
    pendingScroll.current = null;
    requestAnimationFrame(() => scrollToSection(id, { focus: id === CATALOGUE_ID }));
  }, [categories.isPending, hash, key]);

  return (
    <>
      <Hero
        categoryCount={init?.categoryCount || CATEGORY_COUNT_FALLBACK}
        onSearch={(term) => {
          // An empty search only takes the visitor to the catalogue; it does not drop a filter.
          if (term) setFilters({ search: term });
          scrollToSection(CATALOGUE_ID);
        }}
        onCategory={(slug) => {
          setFilters({ category: slug, search: undefined });
          scrollToSection(CATALOGUE_ID);
        }}
      />

      <section id="categories" aria-labelledby="categories-title" className="container-page py-16 lg:py-20">
        <div className="mb-8">
          <h2 id="categories-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {t('categories.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('categories.subtitle')}</p>
        </div>
        <CategoryGrid
          selected={filters.category}
          counts={categoryCounts && new Map(categoryCounts.map((c) => [c.value, c.count]))}
          onSelect={(slug) => {
            setFilters({ category: slug });
            scrollToSection(CATALOGUE_ID);
          }}
        />
      </section>

      <div className="border-y bg-surface">
        <Catalogue categories={categories.data} className="container-page py-16 lg:py-20" onQuote={quote.open} />
      </div>

      <PartnerCta />
      <NewsletterBlock />
      {quote.dialog}
    </>
  );
}
