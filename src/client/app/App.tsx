import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { i18n } from '@/lib/i18n';
import { lazyPage, pageLoaders } from './pages';
import { RootLayout } from './RootLayout';

const HomePage = lazyPage(pageLoaders.home);
const PartnersPage = lazyPage(pageLoaders.partners);
const PartnerProfilePage = lazyPage(pageLoaders.partnerProfile);
const SysStatusPage = lazyPage(pageLoaders.sysStatus);
const NotFoundPage = lazyPage(pageLoaders.notFound);
const AuthPage = lazyPage(pageLoaders.auth);
const PasswordResetPage = lazyPage(pageLoaders.passwordReset);
const EmailConfirmedPage = lazyPage(pageLoaders.emailConfirmed);
const PartnerDashboardPage = lazyPage(pageLoaders.partnerDashboard);
const AdminDashboardPage = lazyPage(pageLoaders.adminDashboard);
const UserPanelPage = lazyPage(pageLoaders.userPanel);
const ServiceRequestsPage = lazyPage(pageLoaders.serviceRequests);
const MessagesPage = lazyPage(pageLoaders.messages);
const UserManagementPage = lazyPage(pageLoaders.userManagement);
const SystemSettingsPage = lazyPage(pageLoaders.systemSettings);
const EmailPreferencesPage = lazyPage(pageLoaders.emailPreferences);
const EmailSubscribersPage = lazyPage(pageLoaders.emailSubscribers);
const PartnerInspectionPage = lazyPage(pageLoaders.partnerInspection);
const QuoteRequestsPage = lazyPage(pageLoaders.quoteRequests);
const NotificationsPage = lazyPage(pageLoaders.notifications);
const PartnerApplicationPage = lazyPage(pageLoaders.partnerApplication);
const StatisticsPage = lazyPage(pageLoaders.statistics);
const SystemStatusPage = lazyPage(pageLoaders.systemStatus);
const TemplateManagementPage = lazyPage(pageLoaders.templateManagement);
const FileManagementPage = lazyPage(pageLoaders.fileManagement);
const MarketingListPage = lazyPage(pageLoaders.marketingList);
const EmailBuilderPage = lazyPage(pageLoaders.emailBuilder);
const ApplicationStatusPage = lazyPage(pageLoaders.applicationStatus);

/**
 * Route table (spec §2): public pages, signed-in pages, master_admin pages and admin pages; the
 * guard sends visitors to /auth?redirect=… and shows 'Erişim Reddedildi' to users without the
 * permission. Anything else is the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="partner/:idOrUsername" element={<PartnerProfilePage />} />
        <Route path="sys-status" element={<SysStatusPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="password-reset" element={<PasswordResetPage />} />
        <Route path="email-confirmed" element={<EmailConfirmedPage />} />
        <Route path="email-builder" element={<EmailBuilderPage />} />
        <Route path="application-status/:id" element={<ApplicationStatusPage />} />

        <Route element={<RequireAuth />}>
          <Route path="partner-dashboard" element={<PartnerDashboardPage />} />
          <Route path="admin-dashboard" element={<AdminDashboardPage />} />
          <Route path="user-panel" element={<UserPanelPage />} />
          <Route path="service-requests" element={<ServiceRequestsPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="chat" element={<MessagesPage />} />
          <Route path="user-management" element={<UserManagementPage />} />
          <Route path="system-settings" element={<SystemSettingsPage />} />
          <Route path="email-preferences" element={<EmailPreferencesPage />} />
          <Route path="email-subscribers" element={<EmailSubscribersPage />} />
          <Route path="admin/partner-inspection/:partnerId" element={<PartnerInspectionPage />} />
          <Route path="admin/quote-requests" element={<QuoteRequestsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="partner-application" element={<PartnerApplicationPage />} />
        </Route>

        <Route element={<RequireAuth requirement="master_admin" />}>
          <Route path="statistics" element={<StatisticsPage />} />
          <Route path="system-status" element={<SystemStatusPage />} />
        </Route>

        <Route element={<RequireAuth requirement="admin" />}>
          <Route path="template-management" element={<TemplateManagementPage />} />
          <Route path="file-management" element={<FileManagementPage />} />
          <Route path="admin/file-management" element={<FileManagementPage />} />
          <Route path="marketing-list" element={<MarketingListPage />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Providers shared by the app and the tests: query cache, i18n and the single toast slot. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        {/* Spec §4/§9: one toast at a time, a new one replaces the old; 5 s by default. */}
        <Toaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** The whole client application. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
