import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { i18n } from '@/lib/i18n';
import { pageLoaders } from './pages';
import { RootLayout } from './RootLayout';

const HomePage = lazy(pageLoaders.home);
const PartnersPage = lazy(pageLoaders.partners);
const PartnerProfilePage = lazy(pageLoaders.partnerProfile);
const SysStatusPage = lazy(pageLoaders.sysStatus);
const NotFoundPage = lazy(pageLoaders.notFound);

/** Route table (spec §2). Routes built later (/auth, dashboards…) fall to the not-found page for now. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="partner/:idOrUsername" element={<PartnerProfilePage />} />
        <Route path="sys-status" element={<SysStatusPage />} />
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
