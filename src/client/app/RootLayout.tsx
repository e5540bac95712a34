import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { ErrorBoundary } from './ErrorBoundary';

/** Scrolls to the top on a new page, but not when only the query or hash changes (filters, anchors). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/**
 * Placeholder while a page chunk downloads. It is a full viewport tall so that the footer stays
 * below the fold and nothing visible shifts when the page arrives.
 */
function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-start justify-center pt-24" aria-busy="true">
      <span className="sr-only" role="status">
        {t('actions.loading')}
      </span>
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        aria-hidden="true"
      />
    </div>
  );
}

/** Page frame: skip link, header, main landmark with the lazy page, footer. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
