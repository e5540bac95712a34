/**
 * The pre-rendered home page (scripts/prerender.ts, src/server/plugins/client.ts, main.tsx): the
 * HTML already holds the page in the visitor's language, and the application takes over those very
 * nodes (hydration) without errors and without moving anything.
 */
import { expect, test, type Page } from './support/test';
import { expectCardCount, PAGE_SIZE } from './support/helpers';

test('the HTML of / holds the hero in Turkish, of /en in English (decision 030)', async ({ request }) => {
  // The URL decides the language: a visitor who chose English still gets Turkish at `/`.
  const tr = await (await request.get('/', { headers: { cookie: 'lang=en' } })).text();
  expect(tr).toContain('<html lang="tr">');
  expect(tr).toContain('data-prerendered="tr"');
  expect(tr).toMatch(/<h1 id="hero-title"[^>]*>İhracat yolculuğunuz için güvenilir iş ortakları<\/h1>/);
  expect(tr).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en" \/>/);

  const en = await (await request.get('/en')).text();
  expect(en).toContain('<html lang="en">');
  expect(en).toContain('data-prerendered="en"');
  expect(en).toMatch(/<link rel="canonical" href="[^"]+\/en" \/>/);
  expect(en).toMatch(/<h1 id="hero-title"[^>]*>Trusted partners for your export journey<\/h1>/);
  expect(en).toContain('<title>İhracat Partner | Digital Export Partner Platform</title>');
});

test('the application hydrates the pre-rendered page: same nodes, no error, no layout shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A visitor's session check answers 401 by design (GET /api/user); anything else is a fault,
    // hydration mismatches included (React reports them with console.error).
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { heroAtParse?: Element | null; layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The hero node as parsed from the HTML, before any application script has run.
    document.addEventListener('DOMContentLoaded', () => (w.heroAtParse = document.getElementById('hero-title')));
  });

  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE); // data loaded and rendered by the application
  const { sameNode, layoutShift } = await page.evaluate(() => {
    const w = window as unknown as { heroAtParse?: Element | null; layoutShift: number };
    return {
      sameNode: Boolean(w.heroAtParse) && w.heroAtParse === document.getElementById('hero-title'),
      layoutShift: w.layoutShift,
    };
  });
  expect(sameNode).toBe(true);
  // Google's "good" threshold for cumulative layout shift.
  expect(layoutShift).toBeLessThan(0.1);
  expect(errors).toEqual([]);

  // And it is the live application: a category tile filters the catalogue without a page load.
  await page.getByTestId('category-card').first().click();
  await expect(page).toHaveURL(/[?&]category=/);
});

test('the English home page at /en hydrates too: same hero node, no error, links stay English', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { heroAtParse?: Element | null };
    document.addEventListener('DOMContentLoaded', () => (w.heroAtParse = document.getElementById('hero-title')));
  });
  await page.goto('/en');
  await expectCardCount(page, PAGE_SIZE);
  const sameNode = await page.evaluate(() => {
    const w = window as unknown as { heroAtParse?: Element | null };
    return Boolean(w.heroAtParse) && w.heroAtParse === document.getElementById('hero-title');
  });
  expect(sameNode).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Partners', exact: true })).toHaveAttribute(
    'href',
    '/en/partners',
  );
  expect(errors).toEqual([]);
});

/**
 * Holds the application's chunk (`main-*.js`, imported after the first paint) back until `release()`,
 * so a tap made before it surely lands on the bare pre-rendered HTML. Released by the test after its
 * tap, not after a fixed delay: on the loaded CI machine a tap took longer than 1.5 s to land.
 */
async function holdApplication(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test('a button tapped before the application has loaded still works once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const main = await holdApplication(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  main.release();
  // The mobile menu opens when the application takes over, without a second tap.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer’s feedback button tapped before the application has loaded opens the form once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const main = await holdApplication(page);
  await page.goto('/');
  await page.getByTestId('footer-feedback').click();
  main.release();
  await expect(page.getByTestId('feedback-dialog').getByRole('heading', { name: 'Geri Bildirim' })).toBeVisible();
});
