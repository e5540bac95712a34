import { loadNamespaces, type LazyNamespace } from '@/lib/i18n';

/** A page module that also waits for the lazy locale namespaces it uses (lib/i18n.ts). */
function withNamespaces<T>(load: () => Promise<T>, ...ns: LazyNamespace[]): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(...ns)]).then(([module]) => module);
}

/**
 * Page chunk loaders. Each page is its own lazy chunk (ARCHITECTURE.md); the same functions are
 * used to start a chunk download early (see `preloadRoute`), which shares the module cache with
 * `React.lazy`. Account and signed-in pages also bring their locale namespaces.
 */
export const pageLoaders = {
  home: () => import('@/pages/HomePage'),
  partners: () => import('@/pages/PartnersPage'),
  partnerProfile: () => import('@/pages/PartnerProfilePage'),
  sysStatus: () => import('@/pages/SysStatusPage'),
  notFound: () => import('@/pages/NotFoundPage'),
  auth: withNamespaces(() => import('@/pages/AuthPage'), 'auth', 'messages'),
  passwordReset: withNamespaces(() => import('@/pages/PasswordResetPage'), 'auth', 'messages'),
  emailConfirmed: withNamespaces(() => import('@/pages/EmailConfirmedPage'), 'auth'),
  partnerDashboard: withNamespaces(() => import('@/pages/PartnerDashboardPage'), 'account'),
  adminDashboard: withNamespaces(() => import('@/pages/AdminDashboardPage'), 'account'),
  userPanel: withNamespaces(() => import('@/pages/UserPanelPage'), 'account'),
  serviceRequests: withNamespaces(() => import('@/pages/ServiceRequestsPage'), 'account'),
  messages: withNamespaces(() => import('@/pages/MessagesPage'), 'account'),
  userManagement: withNamespaces(() => import('@/pages/UserManagementPage'), 'account'),
  systemSettings: withNamespaces(() => import('@/pages/SystemSettingsPage'), 'account'),
  emailPreferences: withNamespaces(() => import('@/pages/EmailPreferencesPage'), 'account'),
  emailSubscribers: withNamespaces(() => import('@/pages/EmailSubscribersPage'), 'account'),
  partnerInspection: withNamespaces(() => import('@/pages/PartnerInspectionPage'), 'account'),
  quoteRequests: withNamespaces(() => import('@/pages/QuoteRequestsPage'), 'account'),
  notifications: withNamespaces(() => import('@/pages/NotificationsPage'), 'account'),
  partnerApplication: withNamespaces(() => import('@/pages/PartnerApplicationPage'), 'account'),
  statistics: withNamespaces(() => import('@/pages/StatisticsPage'), 'account'),
  systemStatus: withNamespaces(() => import('@/pages/SystemStatusPage'), 'account'),
  templateManagement: withNamespaces(() => import('@/pages/TemplateManagementPage'), 'account'),
  fileManagement: withNamespaces(() => import('@/pages/FileManagementPage'), 'account'),
  marketingList: withNamespaces(() => import('@/pages/MarketingListPage'), 'account'),
  emailBuilder: withNamespaces(() => import('@/pages/EmailBuilderPage'), 'account'),
  applicationStatus: withNamespaces(() => import('@/pages/ApplicationStatusPage'), 'account'),
} as const;
