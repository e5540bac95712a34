/**
 * Issue 21: the catalogue's filters with counts, sort, 'Daha Fazla Göster' and the URL that keeps all
 * of it (Back from a profile restores it), at 1280 px (sidebar) and 390 px (sheet). Expected values
 * come from the API over the demo seed.
 */
import { expect, test } from './support/test';
import {
  apiPartners,
  expectCardCount,
  expectNoSeriousA11yViolations,
  PAGE_SIZE,
  partnerCards,
} from './support/helpers';

interface Facets {
  total: number;
  city: { value: string; count: number }[];
}

test('filter by city, sort, load more, and Back restores it all (1280 px)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const facets = (await (await request.get('/api/partners/facets')).json()) as Facets;
  const city = facets.city[0]!;
  const all = await apiPartners(request);
  expect(all.total).toBeGreaterThan(PAGE_SIZE);

  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  await expect(page.getByTestId('catalogue-count')).toHaveText(`${PAGE_SIZE} / ${all.total} iş ortağı gösteriliyor`);

  // Load more: the next 20 (or the rest).
  await page.getByTestId('catalogue-more').click();
  await expectCardCount(page, Math.min(all.total, 2 * PAGE_SIZE));

  // City from the sidebar, with its count in the option.
  const panel = page.getByRole('complementary', { name: 'Filtreler' });
  const select = panel.getByLabel('Şehir');
  await expect(select.locator('option', { hasText: `${city.value} (${city.count})` })).toHaveCount(1);
  await select.selectOption(city.value);
  await expect(page).toHaveURL(/[?&]city=/);
  const filtered = await apiPartners(request, `?city=${encodeURIComponent(city.value)}&sort=rating`);
  await page.getByTestId('catalogue-sort').selectOption('rating');
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await expectCardCount(page, Math.min(filtered.total, PAGE_SIZE));
  await expect(partnerCards(page).first()).toContainText(filtered.items[0]!.companyName);
  await expectNoSeriousA11yViolations(page, testInfo, 'catalogue-filters-1280');

  // To a profile and Back: the same filters, sort and cards.
  const url = page.url();
  await partnerCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/partner\//);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('catalogue-sort')).toHaveValue('rating');
  await expect(panel.getByLabel('Şehir')).toHaveValue(city.value);
  await expect(partnerCards(page).first()).toContainText(filtered.items[0]!.companyName);

  // A shared link restores the same list.
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  await expect(partnerCards(fresh).first()).toContainText(filtered.items[0]!.companyName);
  await fresh.close();
});

test('at 390 px the filters open in a sheet with a count badge and apply', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const facets = (await (await request.get('/api/partners/facets')).json()) as Facets;
  const city = facets.city[0]!;
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  await page.getByTestId('catalogue-filters-open').click();
  const sheet = page.getByRole('dialog', { name: 'Filtreler' });
  await sheet.getByLabel('Şehir').selectOption(city.value);
  await expect(sheet.getByTestId('catalogue-filters-apply')).toHaveText(`${city.count} sonucu göster`);
  await expectNoSeriousA11yViolations(page, testInfo, 'catalogue-sheet-390');
  // The open sheet locks scrolling, so a viewport capture (saveScreenshot scrolls the whole page).
  await testInfo.attach('catalogue-sheet-390.png', {
    body: await page.screenshot({ path: 'test-results/screenshots/catalogue-sheet-390.png', animations: 'disabled' }),
    contentType: 'image/png',
  });
  await sheet.getByTestId('catalogue-filters-apply').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('catalogue-filters-open')).toContainText('1');
  await expectCardCount(page, Math.min(city.count, PAGE_SIZE));
  await page.screenshot({ path: 'test-results/screenshots/catalogue-filters-390.png', animations: 'disabled' });
});
