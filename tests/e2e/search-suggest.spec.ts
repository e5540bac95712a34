/**
 * Issue 21: suggestions while typing in the hero and catalogue searches (an ARIA combobox), and a real
 * 404 for a path that is no page.
 */
import { expect, test } from './support/test';
import { expectCardCount, PAGE_SIZE } from './support/helpers';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the hero suggests categories, cities and partners at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectCardCount(page, PAGE_SIZE); // hydrated: the field follows what is typed
    const hero = page.getByRole('search', { name: 'İş ortağı ara' }).getByRole('combobox');
    await hero.pressSequentially('ist');
    const list = page.getByRole('listbox', { name: 'Arama önerileri' }).first();
    await expect(list.getByRole('option', { name: /İstanbul/ }).first()).toBeVisible();
    await expect(hero).toHaveAttribute('aria-expanded', 'true');
    // The list fits the screen.
    const box = (await page.getByTestId('search-suggestions').first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`suggest-${viewport.width}.png`) });

    // A city picked with the keyboard becomes the search.
    const city = list.getByRole('option', { name: /İstanbul/ }).first();
    const options = list.getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.startsWith('İstanbul'));
    for (let i = 0; i <= index; i++) await hero.press('ArrowDown');
    await expect(hero).toHaveAttribute('aria-activedescendant', (await city.getAttribute('id'))!);
    await hero.press('Enter');
    await expect(page).toHaveURL(/search=%C4%B0stanbul|search=İstanbul/);
    await expect(page.getByTestId('catalogue-search')).toHaveValue('İstanbul');
  });
}

test('a partner picked in the catalogue search opens its profile', async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  await page.getByTestId('catalogue-search').pressSequentially('ege loj');
  await page.getByRole('option', { name: /Ege Lojistik/ }).click();
  await expect(page).toHaveURL(/\/partner\/egelojistik$/);
});

test('a path that is no page answers the not-found page with status 404', async ({ page, request }) => {
  expect((await request.get('/this-does-not-exist')).status()).toBe(404);
  expect((await request.get('/')).status()).toBe(200);
  const res = await page.goto('/this-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
