import type { QueryClient } from '@tanstack/react-query';
import { partnerListQueryOptions } from '@/features/catalogue/api/list-partners';
import { parseCatalogueFilters } from '@/features/catalogue/hooks/use-catalogue-filters';
import { sessionQueryOptions } from '@/features/auth/api/session';
import { categoriesQueryOptions } from '@/features/categories/api/get-categories';
import { initQueryOptions } from '@/features/init/api/get-init';
import { pageLoaders } from './pages';

/**
 * Starts, in parallel with the first render, what the landing route needs: its page chunk and its
 * first API calls. Without this the page's requests would wait for the page chunk to arrive.
 */
export function preloadRoute(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient): void {
  void queryClient.prefetchQuery(initQueryOptions());
  // The header and the route guards need to know who is signed in on every page.
  void queryClient.prefetchQuery(sessionQueryOptions());
  const { pathname } = location;
  if (pathname === '/' || pathname === '/partners') {
    void (pathname === '/' ? pageLoaders.home() : pageLoaders.partners());
    void queryClient.prefetchQuery(categoriesQueryOptions());
    const filters = parseCatalogueFilters(new URLSearchParams(location.search));
    void queryClient.prefetchInfiniteQuery(partnerListQueryOptions(filters));
  } else if (pathname.startsWith('/partner/')) {
    void pageLoaders.partnerProfile();
  } else if (pathname === '/sys-status') {
    void pageLoaders.sysStatus();
  } else if (pathname === '/auth') {
    void pageLoaders.auth();
  } else if (pathname === '/password-reset') {
    void pageLoaders.passwordReset();
  }
}

/** After the first page is idle, fetch the chunk a catalogue visitor most likely opens next. */
export function prefetchLikelyNext(): void {
  const load = () => void pageLoaders.partnerProfile();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 2000);
}
