import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadNamespaces, type LazyNamespace } from '@/lib/i18n';
import { ROUTES, type PageKey } from '@/lib/route-table';

/** What a page chunk exports: the page as its default export. */
export interface PageModule {
  default: ComponentType;
}

/**
 * Loads a page chunk. `loaded()` returns the page once a call has finished, so a page whose chunk is
 * already in memory can be rendered without suspending (see {@link lazyPage}).
 */
export interface PageLoader {
  (): Promise<PageModule>;
  loaded(): ComponentType | undefined;
}

function pageLoader(load: () => Promise<PageModule>): PageLoader {
  let page: ComponentType | undefined;
  return Object.assign(
    () =>
      load().then((module) => {
        page = module.default;
        return module;
      }),
    { loaded: () => page },
  );
}

/** A page module that also waits for the lazy locale namespaces it uses (lib/i18n.ts). */
function withNamespaces(load: () => Promise<PageModule>, ...ns: LazyNamespace[]): () => Promise<PageModule> {
  if (ns.length === 0) return load;
  return () => Promise.all([load(), loadNamespaces(...ns)]).then(([module]) => module);
}

/**
 * A route element for a page chunk. Like `React.lazy`, except that a page whose chunk has already
 * loaded renders in the same pass instead of suspending first: the landing page (awaited in
 * main.tsx before the first render) is rendered, or hydrated over the pre-rendered HTML, directly,
 * without a frame of the loading fallback in between (no flash, no layout shift). Which of the two
 * a mounted page uses is fixed at mount, so a re-render never remounts it.
 */
export function lazyPage(loader: PageLoader): () => ReactElement {
  const Lazy = lazy(loader);
  return function Page() {
    const [Loaded] = useState(() => loader.loaded());
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** The page modules; a `Record` over the route table's page keys, so a missing page fails typecheck. */
const pageImports: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('@/pages/HomePage'),
  partners: () => import('@/pages/PartnersPage'),
  partnerProfile: () => import('@/pages/PartnerProfilePage'),
  sysStatus: () => import('@/pages/SysStatusPage'),
  notFound: () => import('@/pages/NotFoundPage'),
  auth: () => import('@/pages/AuthPage'),
  passwordReset: () => import('@/pages/PasswordResetPage'),
  emailConfirmed: () => import('@/pages/EmailConfirmedPage'),
  partnerDashboard: () => import('@/pages/PartnerDashboardPage'),
  adminDashboard: () => import('@/pages/AdminDashboardPage'),
  userPanel: () => import('@/pages/UserPanelPage'),
  serviceRequests: () => import('@/pages/ServiceRequestsPage'),
  projects: () => import('@/pages/ProjectsPage'),
  projectRoom: () => import('@/pages/ProjectRoomPage'),
  adminProjects: () => import('@/pages/AdminProjectsPage'),
  messages: () => import('@/pages/MessagesPage'),
  userManagement: () => import('@/pages/UserManagementPage'),
  systemSettings: () => import('@/pages/SystemSettingsPage'),
  emailPreferences: () => import('@/pages/EmailPreferencesPage'),
  emailSubscribers: () => import('@/pages/EmailSubscribersPage'),
  partnerInspection: () => import('@/pages/PartnerInspectionPage'),
  quoteRequests: () => import('@/pages/QuoteRequestsPage'),
  notifications: () => import('@/pages/NotificationsPage'),
  partnerApplication: () => import('@/pages/PartnerApplicationPage'),
  statistics: () => import('@/pages/StatisticsPage'),
  systemStatus: () => import('@/pages/SystemStatusPage'),
  templateManagement: () => import('@/pages/TemplateManagementPage'),
  fileManagement: () => import('@/pages/FileManagementPage'),
  marketingList: () => import('@/pages/MarketingListPage'),
  emailBuilder: () => import('@/pages/EmailBuilderPage'),
  applicationStatus: () => import('@/pages/ApplicationStatusPage'),
  claim: () => import('@/pages/ClaimPage'),
  inquiryConfirm: () => import('@/pages/InquiryConfirmPage'),
};

/** The lazy namespaces a page needs: those of its route(s) in the route table. */
function namespacesOf(page: PageKey): LazyNamespace[] {
  return [...new Set(ROUTES.filter((route) => route.page === page).flatMap((route) => route.namespaces))];
}

/**
 * Page chunk loaders, one per page of the route table. Each page is its own lazy chunk
 * (ARCHITECTURE.md); the same functions start a chunk download early (see `preloadRoute`), which
 * shares the module cache with `React.lazy`. A loader also brings the page's locale namespaces.
 */
export const pageLoaders = Object.fromEntries(
  (Object.keys(pageImports) as PageKey[]).map((page) => [
    page,
    pageLoader(withNamespaces(pageImports[page], ...namespacesOf(page))),
  ]),
) as Record<PageKey, PageLoader>;
