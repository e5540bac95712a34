/**
 * Public pages in both languages (issue 21 "Found by search engines, in both languages"; decision
 * 030): English under `/en`, Turkish unprefixed; links keep the language, the TR/EN switch opens the
 * same page in the other language's URL, Back returns; and a crawler without JavaScript reads the
 * profile and category pages from the server's HTML.
 */
import { expect, test } from './support/test';
import { apiCategories, expectCardCount, PAGE_SIZE, partnerCards } from './support/helpers';

test('the English catalogue stays English through a profile; TR opens the Turkish URL; Back returns', async ({
  page,
}) => {
  await page.goto('/en/partners');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const group = page.getByTestId('language-switch');
  await expect(group.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Catalogue' })).toBeVisible();
  await expectCardCount(page, PAGE_SIZE);

  const name = page.getByTestId('partner-card-name').first();
  const company = (await name.innerText()).trim();
  await name.click();
  await expect(page).toHaveURL(/\/en\/partner\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = new URL(page.url()).pathname;
  const turkish = english.replace(/^\/en\//, '/');
  // The head follows the page: its canonical link and alternates.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${english}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', new RegExp(`${turkish}$`));

  await group.getByRole('button', { name: 'TR' }).click();
  await expect(page).toHaveURL(new RegExp(`${turkish}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(group.getByRole('button', { name: 'TR' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'İş Ortakları', exact: true }).first()).toHaveAttribute(
    'href',
    '/partners',
  );

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${english}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/partners$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(partnerCards(page).first()).toBeVisible();
});

test('a Turkish URL is Turkish for a visitor who chose English (no redirect)', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/partners');
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('language-switch').getByRole('button', { name: 'TR' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('without JavaScript (a crawler)', () => {
  test.use({ javaScriptEnabled: false });

  test('reads an English category page and follows it to a profile', async ({ page, request }) => {
    const customs = (await apiCategories(request)).find((c) => c.slug === 'gumruk')!;
    await page.goto(`/en/partners?category=${customs.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: `Export partners for ${customs.nameEn}` })).toBeVisible();
    const first = page.locator('[data-seo-catalogue] li a').first();
    const company = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/en\/partner\/[^/?#]+$/);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole('link', { name: customs.nameEn })).toHaveAttribute(
      'href',
      `/en/partners?category=${customs.slug}`,
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      name?: string;
    };
    expect(ld.name).toBe(company);
  });

  test('an unknown path under /en answers 404', async ({ request }) => {
    expect((await request.get('/en/no-such-page')).status()).toBe(404);
    expect((await request.get('/en/user-panel')).status()).toBe(404);
  });
});
