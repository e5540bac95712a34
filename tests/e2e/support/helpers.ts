/**
 * Shared helpers of the e2e specs: API look-ups (so tests read the seeded data instead of hard-coding
 * it), waiting for the catalogue, axe checks and screenshots kept as CI artifacts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForQuietNetwork } from './test';

/** A category as GET /api/categories returns it. */
export interface ApiCategory {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
}

/** The fields of a catalogue card the tests use. */
export interface ApiPartner {
  id: number;
  username: string;
  companyName: string;
  serviceCategory: string;
}

/** Catalogue page size (spec §9): what one request and 'Daha Fazla Göster' add. */
export const PAGE_SIZE = 20;

/** GET /api/categories. */
export async function apiCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const res = await request.get('/api/categories');
  expect(res.ok(), `GET /api/categories → ${res.status()}`).toBe(true);
  return (await res.json()) as ApiCategory[];
}

/**
 * GET /api/partners with a query string.
 * @returns the page and the X-Total-Count header.
 */
export async function apiPartners(
  request: APIRequestContext,
  query = '',
): Promise<{ items: ApiPartner[]; total: number }> {
  const res = await request.get(`/api/partners${query}`);
  expect(res.ok(), `GET /api/partners${query} → ${res.status()}`).toBe(true);
  return { items: (await res.json()) as ApiPartner[], total: Number(res.headers()['x-total-count']) };
}

/** The catalogue cards of the page. */
export function partnerCards(page: Page): Locator {
  return page.getByTestId('partner-card');
}

/** Waits until the catalogue shows exactly `count` cards (skeletons gone). */
export async function expectCardCount(page: Page, count: number): Promise<void> {
  await expect(partnerCards(page)).toHaveCount(count);
}

/** The category badge of a card. */
export function cardBadge(card: Locator): Locator {
  return card.locator('[data-slot="badge"]');
}

/**
 * Waits until the page is settled for a screenshot or an axe scan: no request in flight for a moment
 * ({@link waitForQuietNetwork}), web fonts loaded. Animations are turned off by the caller with
 * `reducedMotion: 'reduce'`.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForQuietNetwork(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: React has committed what the last responses rendered.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Rules run beyond the WCAG 2.0 A/AA tags. `label-content-name-mismatch` (WCAG 2.1, 2.5.3 "Label in
 * Name": a control's accessible name contains its visible text) is tagged `wcag21a` only (and was
 * 'experimental' before axe-core 4.14), so the tags alone would not run it (issue 18 item 10).
 */
export const EXTRA_AXE_RULES = ['label-content-name-mismatch'] as const;

/**
 * Waits until no region of the page is loading (`aria-busy="true"`), then runs axe with the WCAG 2 A and
 * AA rules plus {@link EXTRA_AXE_RULES} and fails on any serious or critical violation, listing each one (rule, impact, help, the first few offending nodes) in the
 * failure message.
 *
 * Why legacy mode and violations only: the default mode runs `axe.runPartial` in every frame and then
 * opens a new page to `finishRun`, and axe collects every node of every passing rule; on /partners that
 * took 7.4 s a scan against 2.2 s for one `axe.run` in the page reporting violations only, with the
 * same violations (CI time, docs/benchmarks.md; the suites scan about 270 pages). Frames are not
 * entered: every frame of the app is a preview of mail HTML or the e-mail builder's canvas (the
 * builder's own editing surface), none is a page of the app.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // A settled page: a list the app dims while its next query loads (`aria-busy`, e.g. opacity-60 on
  // placeholder data) has faded text, which axe measured as a contrast failure on /admin/projects in a
  // CI run (ci2 of 2026-11-28, passed on retry).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Sandboxed previews (`<iframe sandbox srcdoc>` of an admin's e-mail HTML) run no script, so axe
  // could not enter them and would wait for an answer forever; their content is mail, not the app.
  // `options` first: it replaces the builder's options, `withTags` then adds `runOnly`; a rule enabled
  // in `rules` runs whatever the tags (axe's ruleShouldRun).
  const results = await new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      iframes: false,
      rules: Object.fromEntries(EXTRA_AXE_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('iframe[sandbox]')
    .setLegacyMode()
    .analyze();
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(serious, `axe found serious/critical violations on ${label}:\n${report}`).toEqual([]);
}

/**
 * Takes a full-page screenshot, attaches it to the report and also writes it to
 * `test-results/screenshots/<name>.png`, which CI keeps as an artifact.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Logos are `loading="lazy"`: a full-page capture would show empty boxes below the fold unless
  // the page has been scrolled through once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${name}.png`, { body, contentType: 'image/png' });
  const dir = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), body);
}
