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
 * submit, the footer's feedback) before the application has attached their handlers. A tap on one of
 * them in that moment is held (and its default action, e.g. a native form submission, prevented), then
 * replayed once the application is ready. Hydration normally keeps the nodes, so the same element gets
 * the tap; where React rendered a part afresh instead (a boundary that did not match), the tap goes to
 * the element now in the same place ({@link buttonPath}) when it is a button with the same text.
 * Links need nothing: they work as plain links.
 */
let heldButton: { element: HTMLElement; path: number[]; text: string } | undefined;

/** The child indices from `<body>` down to `element`. */
function buttonPath(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

/** The held button, or the button that replaced it in the same place with the same text. */
function heldTarget(held: NonNullable<typeof heldButton>): HTMLElement | undefined {
  if (held.element.isConnected) return held.element;
  let node: Element | undefined = document.body;
  for (const index of held.path) node = node?.children[index];
  return node instanceof HTMLButtonElement && node.textContent === held.text ? node : undefined;
}

function holdEarlyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldButton = { element: button, path: buttonPath(button), text: button.textContent ?? '' };
}
document.addEventListener('click', holdEarlyClick, true);
document.addEventListener(
  APP_READY_EVENT,
  () => {
    document.removeEventListener('click', holdEarlyClick, true);
    if (heldButton) heldTarget(heldButton)?.click();
    heldButton = undefined;
  },
  { once: true },
);

void afterFirstPaint().then(() => {
  // Most visits land on the home page: fetch its chunk in parallel with the application's instead
  // of after it (main.tsx awaits it before rendering).
  if (window.location.pathname === '/') void import('./pages/HomePage');
  return import('./main');
});
