import type { QueryClient } from '@tanstack/react-query';
import { partnerListQueryOptions } from '@/features/partners/api/list-partners';
import { parseCatalogueFilters } from '@/features/partners/hooks/use-catalogue-filters';
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
  if (data) {
    void queryClient.prefetchQuery(initQueryOptions());
    // The header and the route guards need to know who is signed in on every page.
    void queryClient.prefetchQuery(sessionQueryOptions());
    if (pathname === PAGES.home.path || pathname === PAGES.partners.path) {
      void queryClient.prefetchQuery(categoriesQueryOptions());
      const filters = parseCatalogueFilters(new URLSearchParams(location.search));
      void queryClient.prefetchInfiniteQuery(partnerListQueryOptions(filters));
    }
  }
  // The route table knows every route's page chunk (with its locale namespaces); a guarded page's
  // chunk is fetched too, since most who open one are signed in.
  const page: Promise<unknown> = pageLoaders[routeFor(pathname).page]();
  return page.then(
    () => undefined,
    () => undefined,
  );
}

/** After the first page is idle, fetch the chunk a catalogue visitor most likely opens next. */
export function prefetchLikelyNext(): void {
  const load = () => void pageLoaders.partnerProfile();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 2000);
}
