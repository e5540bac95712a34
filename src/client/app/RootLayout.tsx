import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { AccountTypeDialogHost } from '@/features/auth/components/AccountTypeDialogHost';
import { BannerSlot, SessionNotices } from '@/features/auth/components/SessionNotices';
import { MaintenanceBanner } from '@/features/maintenance/components/MaintenanceBanner';
import { RealtimeConnection } from '@/lib/realtime-bridge';
import { useSession } from '@/lib/session';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ErrorBoundary } from './ErrorBoundary';
import { AccountLanguage, PageHeadLinks, UrlLanguage } from './page-language';
import { splitLocalisedPath } from '@shared/pages';

/** The page a path shows, whatever its language (`/en/partners` and `/partners` are one page). */
const usePagePath = () => splitLocalisedPath(useLocation().pathname).path;

/**
 * Scrolls to the top on a new page, but not when only the query or hash changes (filters, anchors),
 * and not when the application starts: a visitor who scrolled the pre-rendered page while the
 * application loaded stays where they are (the browser restores a reload's position itself).
 */
function ScrollToTop() {
  // A language switch stays on the same page: no scroll.
  const pathname = usePagePath();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/**
 * After a move to another page (not on the first load, not when only the query or hash changes),
 * focus goes to the new page's main heading (issue 18 item 16): it stayed on <body>, so keyboard and
 * screen reader users started again from the top of the document. A page that loads lazily gets its
 * heading a moment later, so the heading is waited for while the page is still being shown.
 */
function FocusPageHeading() {
  // A language switch stays on the same page: focus stays on the switch.
  const pathname = usePagePath();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // Something on the new page already took the focus on purpose (a form's first field, a composer).
      if (document.activeElement && document.activeElement !== document.body && main.contains(document.activeElement)) {
        return true;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}

// The chat launcher and everything it reads (unread count, socket state) are a chunk of their own,
// fetched only once a user is signed in: visitors, the home page's first load, never pay for them.
const ChatLauncher = lazy(() =>
  import('@/features/messages/components/ChatLauncher').then((m) => ({ default: m.ChatLauncher })),
);

function SignedInChatLauncher() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}

/**
 * Page frame: skip link, header, the banner slot, main landmark with the session notices and the
 * lazy page, footer, and the account type dialog.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const pathname = usePagePath();
  return (
    <div className="flex min-h-dvh flex-col">
      <UrlLanguage />
      <AccountLanguage />
      <PageHeadLinks />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <FocusPageHeading />
      <Header />
      {/* In the flow under the header: a banner never covers it (issue 18 item 13). */}
      <BannerSlot />
      {/* The maintenance notice and its 503 toasts (issue 22; docs/decisions/040), on every page. */}
      <MaintenanceBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <SessionNotices />
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <AccountTypeDialogHost />
      <RealtimeConnection />
      <SignedInChatLauncher />
    </div>
  );
}
