/**
 * Accessibility (ARCHITECTURE.md: axe finds no serious or critical violation on any page) and the
 * screenshots CI keeps (390×844 phone, 1280×800 desktop) of home, a profile and /sys-status.
 */
import { expect, test, type Page } from './support/test';
import {
  apiPartners,
  expectCardCount,
  expectNoSeriousA11yViolations,
  PAGE_SIZE,
  saveScreenshot,
  settle,
} from './support/helpers';

/** The pages under test and what shows that each has finished loading. */
const PAGES: { name: string; path: (profile: string) => string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: () => '/', ready: (page) => expectCardCount(page, PAGE_SIZE) },
  {
    name: 'profile',
    path: (profile) => `/partner/${encodeURIComponent(profile)}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'sys-status',
    path: () => '/sys-status',
    ready: (page) => expect(page.getByText('Sistem Normal Çalışıyor').first()).toBeVisible(),
  },
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

// Animations off: axe's contrast check and the screenshots must see the final colours.
test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

let profile = '';
test.beforeAll(async ({ request }) => {
  const { items } = await apiPartners(request, '?limit=1');
  profile = items[0]!.username;
});

for (const p of PAGES) {
  test(`axe: no serious or critical WCAG 2 A/AA violation on ${p.name}`, async ({ page }, testInfo) => {
    await page.goto(p.path(profile));
    await p.ready(page);
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, p.name);
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`screenshots ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(p.name, async ({ page }, testInfo) => {
        await page.goto(p.path(profile));
        await p.ready(page);
        await settle(page);
        await saveScreenshot(page, testInfo, `${p.name}-${viewport.width}x${viewport.height}`);
      });
    }
  });
}
