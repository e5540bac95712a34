/**
 * axe on every page (ARCHITECTURE.md "Accessibility": no serious or critical violation on any page):
 * walks the client's route table (src/client/lib/route-table.ts, plain data) as a visitor and as each
 * demo account, at 390 px (phone) and 1280 px (desktop). One browser context per persona, signed in
 * once. A visitor scans the public pages; a signed-in persona scans the pages its active type may
 * open beyond those, the home page (its header carries the user menu) and one 'Erişim Reddedildi'
 * page. Parameterised routes use a real demo partner. No page may scroll sideways.
 *
 * The walk also keeps the screenshots CI archives for people to look at ({@link CAPTURED}, in
 * `test-results/<lane>/screenshots`), since it has each page loaded at both widths anyway: one pass
 * instead of a second navigation, settle and scan per page in other specs.
 */
import { expect, test, type Page } from './support/test';
import { decide, type AccessSubject } from '../../src/shared/access';
import type { UserType } from '../../src/shared/constants';
import { ROUTES, type RouteEntry } from '../../src/client/lib/route-table';
import { DEMO, signInViaApi, switchTypeViaApi } from './support/auth-session';
import { apiPartners, expectNoSeriousA11yViolations, saveScreenshot, settle } from './support/helpers';

test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

const WIDTHS = [390, 1280] as const;

interface Persona {
  name: string;
  email?: string;
  /** The active type the persona uses (switched to after signing in: other specs switch types). */
  type?: UserType;
}

const PERSONAS: Persona[] = [
  { name: 'visitor' },
  { name: 'user', email: DEMO.user, type: 'user' },
  { name: 'partner', email: DEMO.partner, type: 'partner' },
  { name: 'editor', email: DEMO.editor, type: 'editor_admin' },
  { name: 'admin', email: DEMO.admin, type: 'master_admin' },
];

/** The pages (route-table `page` names) each persona captures after scanning them. */
const CAPTURED: Readonly<Record<string, readonly string[]>> = {
  visitor: ['home', 'partners', 'partnerProfile', 'sysStatus'],
  user: ['userPanel'],
  partner: ['partnerDashboard'],
  admin: ['partnerInspection'],
};

/** States the route table has no route of their own for, scanned and captured after the persona's routes. */
const EXTRA_STATES: Readonly<Record<string, readonly { name: string; url: string }[]>> = {
  user: [{ name: 'userPanelSettings', url: '/user-panel?tab=settings' }],
};

/** A concrete URL of a route pattern, with a real demo partner for the partner routes. */
function urlOf(route: RouteEntry, partner: { id: number; username: string | null }): string {
  if (route.path === '*') return '/bu-sayfa-yok';
  return route.path
    .replace(':idOrUsername', encodeURIComponent(partner.username || String(partner.id)))
    .replace(':partnerId', String(partner.id))
    .replace(':id', '1');
}

/** The routes a persona scans (see the file comment). */
function routesFor(persona: Persona): RouteEntry[] {
  const viewer: AccessSubject | null = persona.type
    ? { userType: persona.type, availableUserTypes: [persona.type] }
    : null;
  const routes = ROUTES as readonly RouteEntry[];
  if (!viewer) return routes.filter((route) => route.access === 'public');
  const home = routes.filter((route) => route.path === '/');
  const own = routes.filter((route) => route.access !== 'public' && decide(route.access, viewer) === 'allowed');
  const denied = routes.find((route) => decide(route.access, viewer) === 'forbidden');
  return [...home, ...own, ...(denied ? [denied] : [])];
}

async function scan(page: Page, url: string, label: string) {
  await page.goto(url);
  // Every page, the not-found and access-denied pages included, has one h1 once it has loaded.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await settle(page);
  await expectNoSeriousA11yViolations(page, test.info(), label);
  // No page scrolls sideways (WCAG 1.4.10 reflow; issue 18 item 15: /service-requests was 555 px wide
  // at 390): wide content scrolls inside its own region.
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${url} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

for (const persona of PERSONAS) {
  test(`axe: every page of the route table as ${persona.name}, 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    const { items } = await apiPartners(page.context().request);
    const partner = items[0];
    expect(partner, 'a demo partner').toBeTruthy();
    if (persona.email) {
      await signInViaApi(page, persona.email);
      await switchTypeViaApi(page.context().request, persona.type!);
    }
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      const pages = [
        ...routesFor(persona).map((route) => ({ name: route.page, url: urlOf(route, partner!) })),
        ...(EXTRA_STATES[persona.name] ?? []),
      ];
      for (const { name, url } of pages) {
        // Collect every page's result, so one run lists all violations.
        await test.step(`${width}px ${url}`, async () => {
          try {
            await scan(page, url, `${persona.name}-${width}-${name}`);
            if (CAPTURED[persona.name]?.includes(name) || EXTRA_STATES[persona.name]?.some((s) => s.name === name)) {
              await saveScreenshot(page, test.info(), `${persona.name}-${name}-${width}`);
            }
          } catch (error) {
            failures.push(`${width}px ${url}: ${error instanceof Error ? error.message : String(error)}`);
          }
        });
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
}
