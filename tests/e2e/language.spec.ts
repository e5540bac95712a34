/**
 * Language switch (spec §1, §2 header): TR/EN buttons, `<html lang>`, category names from the API's
 * `nameEn`, and the choice surviving a reload (on the home page: its `/en` URL; decision 030).
 */
import { expect, test } from './support/test';
import { apiCategories } from './support/helpers';

test('EN shows English category names and <html lang="en">, and survives a reload', async ({ page, request }) => {
  const categories = await apiCategories(request);
  const gumruk = categories.find((c) => c.slug === 'gumruk')!;
  expect(gumruk.nameEn).not.toBe(gumruk.name);

  await page.goto('/');
  const cards = page.getByTestId('category-card');
  await expect(cards.filter({ hasText: gumruk.name })).toHaveCount(1);

  const group = page.getByTestId('language-switch');
  await expect(group.getByRole('button', { name: 'TR' })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: 'EN' }).click();

  // On a public page the switch opens the English URL (decision 030).
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(group.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: gumruk.nameEn })).toHaveCount(1);
  // Each tile: the English name, then its count of partners (issue 21).
  await expect(cards).toHaveText(categories.map((c) => new RegExp(`^${escapeRegExp(c.nameEn)}(\\d.*)?$`)));

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('category-card').filter({ hasText: gumruk.nameEn })).toHaveCount(1);
  await expect(page.getByTestId('language-switch').getByRole('button', { name: 'EN' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // And back: Turkish again after switching, also across a reload.
  await page.getByTestId('language-switch').getByRole('button', { name: 'TR' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.getByTestId('category-card').filter({ hasText: gumruk.name })).toHaveCount(1);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
