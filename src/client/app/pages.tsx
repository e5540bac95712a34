import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadNamespaces, type LazyNamespace } from '@/lib/i18n';

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

/**
 * Page chunk loaders. Each page is its own lazy chunk (ARCHITECTURE.md); the same functions are
 * used to start a chunk download early (see `preloadRoute`), which shares the module cache with
 * `React.lazy`. Account and signed-in pages also bring their locale namespaces.
 */
export const pageLoaders = {
  home: pageLoader(() => import('@/pages/HomePage')),
  partners: pageLoader(() => import('@/pages/PartnersPage')),
  partnerProfile: pageLoader(() => import('@/pages/PartnerProfilePage')),
  sysStatus: pageLoader(() => import('@/pages/SysStatusPage')),
  notFound: pageLoader(() => import('@/pages/NotFoundPage')),
  auth: pageLoader(withNamespaces(() => import('@/pages/AuthPage'), 'auth', 'messages')),
  passwordReset: pageLoader(withNamespaces(() => import('@/pages/PasswordResetPage'), 'auth', 'messages')),
  emailConfirmed: pageLoader(withNamespaces(() => import('@/pages/EmailConfirmedPage'), 'auth')),
  partnerDashboard: pageLoader(withNamespaces(() => import('@/pages/PartnerDashboardPage'), 'account')),
  adminDashboard: pageLoader(withNamespaces(() => import('@/pages/AdminDashboardPage'), 'account')),
  userPanel: pageLoader(withNamespaces(() => import('@/pages/UserPanelPage'), 'account')),
  serviceRequests: pageLoader(withNamespaces(() => import('@/pages/ServiceRequestsPage'), 'account')),
  messages: pageLoader(withNamespaces(() => import('@/pages/MessagesPage'), 'account')),
  userManagement: pageLoader(withNamespaces(() => import('@/pages/UserManagementPage'), 'account')),
  systemSettings: pageLoader(withNamespaces(() => import('@/pages/SystemSettingsPage'), 'account')),
  emailPreferences: pageLoader(withNamespaces(() => import('@/pages/EmailPreferencesPage'), 'account')),
  emailSubscribers: pageLoader(withNamespaces(() => import('@/pages/EmailSubscribersPage'), 'account')),
  partnerInspection: pageLoader(withNamespaces(() => import('@/pages/PartnerInspectionPage'), 'account')),
  quoteRequests: pageLoader(withNamespaces(() => import('@/pages/QuoteRequestsPage'), 'account')),
  notifications: pageLoader(withNamespaces(() => import('@/pages/NotificationsPage'), 'account')),
  partnerApplication: pageLoader(withNamespaces(() => import('@/pages/PartnerApplicationPage'), 'account')),
  statistics: pageLoader(withNamespaces(() => import('@/pages/StatisticsPage'), 'account')),
  systemStatus: pageLoader(withNamespaces(() => import('@/pages/SystemStatusPage'), 'account')),
  templateManagement: pageLoader(withNamespaces(() => import('@/pages/TemplateManagementPage'), 'account')),
  fileManagement: pageLoader(withNamespaces(() => import('@/pages/FileManagementPage'), 'account')),
  marketingList: pageLoader(withNamespaces(() => import('@/pages/MarketingListPage'), 'account')),
  emailBuilder: pageLoader(withNamespaces(() => import('@/pages/EmailBuilderPage'), 'account')),
  applicationStatus: pageLoader(withNamespaces(() => import('@/pages/ApplicationStatusPage'), 'account')),
} as const;
