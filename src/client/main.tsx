/**
 * The application, started by boot.ts once the HTML has been painted.
 *
 * On a pre-rendered page (scripts/prerender.ts marks `#root` with `data-prerendered="<lang>"`) React
 * hydrates the markup: it attaches to the nodes already on screen instead of replacing them, so
 * nothing is painted twice, nothing moves, and the largest element stays the one painted first.
 * Anywhere else it renders from scratch over the static header shell.
 */
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLikelyNext, preloadRoute } from './app/preload';
import { createQueryClient } from './app/query-client';
import { APP_READY_EVENT } from './lib/app-ready';
import { currentLanguage, detectInitialLanguage, initI18n, rememberLanguage } from './lib/i18n';
import { localisedPageLanguage, localisePath, pageUrl } from '@shared/pages';

/** Tells boot.ts that the first render is committed (its effect runs after the commit). */
function ReadySignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return children;
}

// A localised public page is in its URL's language (`/en/…` English, unprefixed Turkish; decision
// 030), which then becomes the visitor's language; every other page starts in the remembered one.
const urlLanguage = localisedPageLanguage(window.location.pathname);
initI18n(urlLanguage ?? detectInitialLanguage());
if (urlLanguage) rememberLanguage(urlLanguage);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Hydration must start from exactly the state the page was rendered in: same language, same URL
// (the server sends the pre-render for `/` and `/en` without a query string only), and no data yet —
// the page rendered its loading state, so its queries start when it mounts, not before.
const hydrate =
  container.dataset.prerendered === currentLanguage() &&
  window.location.pathname === localisePath(pageUrl('home'), currentLanguage()) &&
  window.location.search === '';

// The landing page's chunk is prefetched, so this is short. With it in memory the first render shows
// the page itself rather than the loading fallback (see lazyPage), as the pre-render does.
await preloadRoute(window.location, queryClient, { data: !hydrate });

const app = (
  <StrictMode>
    <ReadySignal>
      <App queryClient={queryClient} />
    </ReadySignal>
  </StrictMode>
);
// A transition makes the first render interruptible: React works in short slices and lets the
// browser handle input between them, instead of blocking the main thread for the whole tree.
startTransition(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

if (document.readyState === 'complete') prefetchLikelyNext();
else window.addEventListener('load', prefetchLikelyNext, { once: true });
