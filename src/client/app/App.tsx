import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { i18n } from '@/lib/i18n';
import { AppRoutes } from './routes';

/** Providers shared by the app and the tests: query cache, i18n, the tooltip delays and the single toast slot. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider>{children}</TooltipProvider>
        {/* Spec §4/§9: one toast at a time, a new one replaces the old; 5 s by default. */}
        <Toaster
          visibleToasts={1}
          duration={5000}
          position="bottom-right"
          richColors
          closeButton
          // sonner dims the description (4.34:1 on the error toast's pink); the title's colour passes AA.
          // pre-line: an unexpected error's "Hata kodu: …" is its own line (lib/api.ts).
          toastOptions={{ classNames: { description: '!text-[inherit] !opacity-100 whitespace-pre-line' } }}
        />
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

export { AppRoutes };
