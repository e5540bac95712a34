import type { QueryClient } from '@tanstack/react-query';
import { partnerListQueryOptions } from '@/features/partners/api/list-partners';
import {
  hasCatalogueParams,
  loadCatalogueQuerySchema,
  parseCatalogueFilters,
} from '@/features/partners/hooks/use-catalogue-filters';
import { categoriesQueryOptions } from '@/features/categories/api/get-categories';
import { initQueryOptions } from '@/lib/init';
import { routeFor } from '@/lib/route-table';
import { sessionQueryOptions } from '@/lib/session';
import { pageLoaders } from './pages';
import { localisedPageLanguage, PAGES, splitLocalisedPath } from '@shared/pages';

/**
 * Starts what the landing route needs: its page chunk and its first API calls. Without this the
 * page's requests would wait for the page chunk to arrive.
 * @param options.data false to leave the API calls to the page (a pre-rendered page is hydrated in
 *   its loading state, so no query may have data before it mounts). Default true.
 * @returns the landing page's chunk download (never rejects; a failed download is retried by the
 *   page's lazy loader and shown by the error boundary), so main.tsx can render the page directly.
 */
export function preloadRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
  { data = true }: { data?: boolean } = {},
): Promise<void> {
  // `/en/partners` loads what `/partners` does (decision 030).
  const pathname = localisedPageLanguage(location.pathname)
    ? splitLocalisedPath(location.pathname).path
    : location.pathname;
  const catalogue = pathname === PAGES.home.path || pathname === PAGES.partners.path;
  const search = new URLSearchParams(location.search);
  // Catalogue filters in the URL are read with the API's contract, a chunk of its own: loaded with the
  // page, so the first render has it (use-catalogue-filters.ts); `/` itself needs none.
  const filterContract: Promise<unknown> =
    catalogue && hasCatalogueParams(search) ? loadCatalogueQuerySchema() : Promise.resolve();
  if (data) {
    void queryClient.prefetchQuery(initQueryOptions());
    // The header and the route guards need to know who is signed in on every page.
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (catalogue) {
      void queryClient.prefetchQuery(categoriesQueryOptions());
      void filterContract.then(
        () => queryClient.prefetchInfiniteQuery(partnerListQueryOptions(parseCatalogueFilters(search))),
        () => undefined,
      );
    }
  }
  // The route table knows every route's page chunk (with its locale namespaces); a guarded page's
  // chunk is fetched too, since most who open one are signed in.
  const page: Promise<unknown> = pageLoaders[routeFor(pathname).page]();
  return Promise.all([page, filterContract]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * After the first page is idle, fetch the chunk a catalogue visitor most likely opens next, and the
 * contract the catalogue's filters are read with (so the first filter chosen does not wait for it).
 */
export function prefetchLikelyNext(): void {
  const load = () => {
    void pageLoaders.partnerProfile();
    loadCatalogueQuerySchema().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 2000);
}
