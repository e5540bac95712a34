import { useLayoutEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { inAdminConsole, ROUTES, type PageKey, type RouteEntry } from '@/lib/route-table';
import { formatDocumentTitle } from '@/lib/use-document-title';
import { localisePath } from '@shared/pages';
import { lazyPage, pageLoaders } from './pages';
import { RootLayout } from './RootLayout';

const pages = Object.fromEntries(
  (Object.keys(pageLoaders) as PageKey[]).map((page) => [page, lazyPage(pageLoaders[page])]),
) as Record<PageKey, () => ReactElement>;

/**
 * The tab title of a route (`formatDocumentTitle`'s rule, from the route table's title key). It is
 * rendered after the page inside the same Suspense boundary, so it is committed only once the page
 * has loaded; a layout effect, so a page that knows a better title (a partner's name) sets it in its
 * own passive effect afterwards and wins.
 */
export function documentTitleFor(route: Pick<RouteEntry, 'title'>, t: Parameters<typeof formatDocumentTitle>[0]) {
  return route.title === 'titles.home' ? formatDocumentTitle(t) : formatDocumentTitle(t, t(route.title));
}

function DocumentTitle({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('common');
  const title = documentTitleFor(route, t);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function RoutePage({ route }: { route: RouteEntry }) {
  const Page = pages[route.page];
  return (
    <RequireAuth access={route.access} adminConsole={inAdminConsole(route)}>
      <Page />
      <DocumentTitle route={route} />
    </RequireAuth>
  );
}

/**
 * The router, built from the route table (lib/route-table.ts, spec §2): each route's page chunk,
 * its guard (the shared access rule: visitors go to /auth?redirect=…, users without the permission
 * see 'Erişim Reddedildi') and its tab title. A localised public page (home, catalogue, profile) has
 * a second route under `/en` (decision 030; `localisePath` of the one page list); `/en/…` is nothing
 * else. The last entry, `*`, is the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.flatMap((route: RouteEntry) => {
          const english = localisePath(route.path, 'en');
          return [
            route.path === '/' ? (
              <Route key={route.path} index element={<RoutePage route={route} />} />
            ) : (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ),
            ...(english !== route.path
              ? [<Route key={english} path={english} element={<RoutePage route={route} />} />]
              : []),
          ];
        })}
      </Route>
    </Routes>
  );
}
