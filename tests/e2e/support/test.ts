/**
 * The `test` every spec imports (instead of `@playwright/test`'s): the same API, plus a guard that
 * fails the test when any page it opened requested another host (issue 18 item 11: no page talks to a
 * third party; GrapesJS telemetry did). Allowed are the app's origin (the project's `baseURL`), the run's
 * local services (tests/e2e/support/services.ts: the SMTP sink's HTTP side, the OpenID Connect issuer)
 * and `data:`/`blob:`/`about:` URLs. A spec whose page legitimately loads from a host that system
 * settings configure (a map, say) adds that origin with `test.use({ allowedOrigins: ['https://…'] })`.
 *
 * Why patch `browser.newContext` (worker fixture) rather than watch the `context` fixture: several specs
 * open their own contexts (`browser.newContext()`, `browser.newPage()`) for a second person, and those
 * pages must be guarded too. Requests are only observed, not routed: routing every request through the
 * test process would slow the whole suite. tests/e2e/off-site-guard.spec.ts checks that the guard fails.
 */
import { test as base, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { MAIL_SINK_URL, OIDC_ISSUER } from './services';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';

/** The off-site requests seen by the worker's contexts since the current test started. */
const offSite: string[] = [];
/** Origins allowed for the current test (set by the `offSiteGuard` fixture before the test body). */
let allowed = new Set<string>();

/** Whether a request to `url` leaves the allowed origins (a URL that does not parse counts as leaving). */
export function isOffSite(url: string, allowedOrigins: ReadonlySet<string>): boolean {
  if (/^(data|blob|about|chrome-error):/.test(url)) return false;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return true;
  }
  return !allowedOrigins.has(origin);
}

/**
 * The URL a Content Security Policy refused, from Chromium's console message ("Refused to connect to
 * 'https://…' because it violates…"), or undefined for any other message.
 */
export function refusedUrl(message: string): string | undefined {
  return /^Refused to [^']*'([^']+)'/.exec(message)?.[1];
}

/** The requests of each page that have not finished or failed yet (see {@link waitForQuietNetwork}). */
const inFlight = new WeakMap<Page, { requests: Set<Request>; lastChange: number }>();

function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    // A service worker's request has no frame.
    return undefined;
  }
}

function track(request: Request, start: boolean): void {
  const page = pageOf(request);
  if (!page) return;
  let entry = inFlight.get(page);
  if (!entry) inFlight.set(page, (entry = { requests: new Set(), lastChange: 0 }));
  if (start) entry.requests.add(request);
  else entry.requests.delete(request);
  entry.lastChange = Date.now();
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (milliseconds): what Playwright's
 * `networkidle` waits for, with a shorter window than its fixed 500 ms. That window cost about 2.5 s a
 * scan on the loaded CI machine, where the accessibility walk settles some 200 pages (CI time,
 * docs/benchmarks.md). Pages of contexts this fixture does not see fall back to `networkidle`.
 * @throws when the network is still busy after `timeoutMs`
 */
export async function waitForQuietNetwork(page: Page, quietMs = 200, timeoutMs = 20_000): Promise<void> {
  if (!watched.has(page.context())) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = inFlight.get(page);
    const quietFor = entry ? Date.now() - entry.lastChange : Infinity;
    if (!entry?.requests.size && quietFor >= quietMs) return;
    if (Date.now() > deadline) {
      const pending = [...(entry?.requests ?? [])].map((r) => r.url()).join(', ');
      throw new Error(`the network of ${page.url()} did not go quiet in ${timeoutMs} ms: ${pending}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Contexts whose requests are tracked. */
const watched = new WeakSet<BrowserContext>();

function watch(context: BrowserContext): BrowserContext {
  // The reused context (playwright.config.ts `reuseContext`) comes back to the `context` fixture for
  // every test: its listeners are added once.
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('request', (request) => {
    track(request, true);
    const url = request.url();
    if (isOffSite(url, allowed)) offSite.push(url);
  });
  context.on('requestfinished', (request) => track(request, false));
  context.on('requestfailed', (request) => track(request, false));
  // The app's CSP (`connect-src 'self'`…) stops most such requests before they are sent, so no
  // 'request' event fires for them: GrapesJS's telemetry POST showed only as a CSP refusal. An attempt
  // is what the guard is about.
  context.on('console', (message) => {
    const url = message.type() === 'error' ? refusedUrl(message.text()) : undefined;
    if (url && isOffSite(url, allowed)) offSite.push(`${url} (refused by the CSP)`);
  });
  return context;
}

interface GuardOptions {
  /** Origins beyond the app and the local services that pages may request (see the file comment). */
  allowedOrigins: string[];
}

export const test = base.extend<GuardOptions & { offSiteGuard: void }, { guardedBrowser: void }>({
  allowedOrigins: [[], { option: true }],
  // Worker scope: every context this worker's browser opens (the default `context` fixture's too)
  // reports its requests.
  guardedBrowser: [
    async ({ browser }, use) => {
      const original = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => watch(await original(...args));
      // `browser.newPage()` calls `this.newContext()`, so its pages are covered too.
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // With `reuseContext` the test's context is not made by `browser.newContext` but reset and handed on
  // by Playwright from test to test: it is watched here.
  context: async ({ context }, use) => {
    // A request cut off by the reset between tests may never report its end.
    for (const page of context.pages()) inFlight.delete(page);
    await use(watch(context));
  },
  offSiteGuard: [
    async ({ allowedOrigins, baseURL }, use) => {
      allowed = new Set([
        ...(baseURL ? [new URL(baseURL).origin] : []),
        new URL(MAIL_SINK_URL).origin,
        new URL(OIDC_ISSUER).origin,
        ...allowedOrigins.map((origin) => new URL(origin).origin),
      ]);
      offSite.length = 0;
      await use();
      const seen = [...new Set(offSite)];
      offSite.length = 0;
      base.expect(seen, 'requests that left the site (issue 18: no page contacts another host)').toEqual([]);
    },
    { auto: true },
  ],
});
