/**
 * The HTML entry (index.html). It imports the styles, which Vite turns into the render-blocking
 * `<link rel="stylesheet">` of the page, and loads the application (main.tsx) once the browser has
 * painted the HTML.
 *
 * Why after a paint: the HTML already shows the page (the pre-rendered home page of
 * scripts/prerender.ts, or the static header shell of index.html), so the first paint should need
 * nothing but the HTML, the styles and the fonts. Scripts fetched or compiled before it compete with
 * them for the network and the main thread and push the page's first (and largest) paint back; on a
 * slow phone the first paint comes a second or more earlier this way. The application then arrives
 * in one round trip: Vite preloads all of main.tsx's chunks together, and the landing page's chunk is
 * requested alongside.
 */
import './styles.css';
import { APP_READY_EVENT } from './lib/app-ready';

/** Longest wait for the first paint (a page that never paints content, a browser without paint timing). */
const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * Resolves once the browser reports the first contentful paint (Paint Timing API), at once in a hidden
 * tab (which does not paint), and after {@link PAINT_WAIT_LIMIT_MS} at the latest. Where paint timing
 * is missing, two animation frames stand in for it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') {
      resolve();
      return;
    }
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      // `buffered`: the paint may already have happened while this script was loading.
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }
  });
}

/**
 * The pre-rendered page shows real buttons (menu, language switch, category tiles, the newsletter's
 * submit) before the application has attached their handlers. A tap on one of them in that moment is
 * held (and its default action, e.g. a native form submission, prevented), then replayed on the same
 * element once the application is ready: hydration keeps the nodes, so the tap does what it says.
 * Links need nothing: they work as plain links.
 */
let heldButton: HTMLElement | undefined;
function holdEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldButton = button;
}
document.addEventListener('click', holdEarlyClick, true);
document.addEventListener(
  APP_READY_EVENT,
  () => {
    document.removeEventListener('click', holdEarlyClick, true);
    // Gone when the application rendered from scratch instead of hydrating.
    if (heldButton?.isConnected) heldButton.click();
    heldButton = undefined;
  },
  { once: true },
);

void afterFirstPaint().then(() => {
  // Most visits land on the home page: fetch its chunk in parallel with the application's instead
  // of after it (main.tsx awaits it before rendering). The pre-rendered pages, marked on #root, are
  // the home page in each language (`/`, `/en`; decision 030).
  if (document.getElementById('root')?.dataset.prerendered) void import('./pages/HomePage');
  return import('./main');
});
