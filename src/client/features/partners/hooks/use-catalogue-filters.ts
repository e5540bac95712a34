import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_SLUGS, type CategorySlug } from '@shared/constants';
import type { CatalogueFilters } from '../api/list-partners';

function parseCategory(value: string | null): CategorySlug | undefined {
  return (CATEGORY_SLUGS as readonly string[]).includes(value ?? '') ? (value as CategorySlug) : undefined;
}

/** Catalogue filters of a query string: a known category slug and a trimmed, non-empty term. */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return {
    category: parseCategory(params.get('category')),
    search: params.get('search')?.trim() || undefined,
  };
}

/**
 * Catalogue filters kept in the URL (`?category=<slug>&search=<term>`), so a filtered list can be
 * shared and survives a reload. Unknown slugs are ignored; the search term is trimmed.
 *
 * Decision (issue 7): EVERY change — a search, a category from the select or the grid, the hero's
 * search, 'Filtreleri Temizle' — REPLACES the current history entry instead of pushing one. Filtering
 * refines the page the reader is on; it is not navigation. So Back leaves the catalogue for the page
 * before it in one step instead of walking back through each term and category tried, and the
 * address bar always holds the current, shareable filter. (Going back to an earlier filter is done
 * with the filters themselves.)
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const { category, search } = parseCatalogueFilters(params);

  const filters = useMemo<CatalogueFilters>(() => ({ category, search }), [category, search]);

  const update = useCallback(
    (next: CatalogueFilters) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if ('category' in next) {
            if (next.category) out.set('category', next.category);
            else out.delete('category');
          }
          if ('search' in next) {
            const term = next.search?.trim();
            if (term) out.set('search', term);
            else out.delete('search');
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => update({ category: undefined, search: undefined }), [update]);

  return { filters, setFilters: update, clearFilters: clear };
}
