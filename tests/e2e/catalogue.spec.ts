/**
 * Home page and catalogue (spec §2 "Home", "Category grid", "Catalogue"), against the demo seed.
 * Expected values come from the API, so the tests follow the seed instead of repeating it.
 */
import { expect, test } from './support/test';
import { apiCategories, apiPartners, cardBadge, expectCardCount, PAGE_SIZE, partnerCards } from './support/helpers';

test.describe('home and catalogue', () => {
  test('the home page shows the 16 categories with their Turkish names', async ({ page, request }) => {
    const categories = await apiCategories(request);
    expect(categories).toHaveLength(16);
    await page.goto('/');
    const cards = page.getByTestId('category-card');
    await expect(cards).toHaveCount(16);
    await expect(cards).toHaveText(categories.map((c) => new RegExp(escapeRegExp(c.name))));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('a category filter narrows the cards to that category', async ({ page, request }) => {
    const all = await apiPartners(request);
    expect(all.total, 'the demo seed has more than one page of partners').toBeGreaterThan(PAGE_SIZE);
    const categories = await apiCategories(request);
    // The category with the most partners that still has fewer than all of them.
    const counted = await Promise.all(
      categories.map(async (c) => ({ c, total: (await apiPartners(request, `?category=${c.slug}`)).total })),
    );
    const { c: category, total } = counted
      .filter((x) => x.total > 0 && x.total < all.total)
      .sort((a, b) => b.total - a.total)[0]!;

    await page.goto('/');
    await expectCardCount(page, PAGE_SIZE);
    await page.getByTestId('catalogue-category').click();
    await page.getByRole('option', { name: categoryOption(category.name) }).click();

    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}(&|$)`));
    const expected = Math.min(total, PAGE_SIZE);
    await expectCardCount(page, expected);
    expect(expected).toBeLessThanOrEqual(PAGE_SIZE);
    expect(total).toBeLessThan(all.total);
    for (const card of await partnerCards(page).all()) await expect(cardBadge(card)).toHaveText(category.name);
    await expect(page.getByTestId('catalogue-category')).toHaveText(categoryOption(category.name));
  });

  test('searching "gumruk" finds a customs partner (Turkish folding)', async ({ page }) => {
    await page.goto('/');
    await expectCardCount(page, PAGE_SIZE);
    await page.getByTestId('catalogue-search').fill('gumruk');
    await page.getByTestId('catalogue-search-button').click();
    await expect(page).toHaveURL(/[?&]search=gumruk(&|$)/);
    await expect(partnerCards(page).filter({ hasText: 'Gümrük' }).first()).toBeVisible();
  });

  test('"Filtreleri Temizle" resets category and search', async ({ page }) => {
    await page.goto('/?category=gumruk&search=gumruk');
    await expect(partnerCards(page).first()).toBeVisible();
    await page.getByTestId('catalogue-clear').click();
    await expect(page).not.toHaveURL(/[?&](category|search)=/);
    await expectCardCount(page, PAGE_SIZE);
    await expect(page.getByTestId('catalogue-search')).toHaveValue('');
  });

  test('"Daha Fazla Göster" adds the next page of cards', async ({ page, request }) => {
    const { total } = await apiPartners(request);
    await page.goto('/');
    await expectCardCount(page, PAGE_SIZE);
    const more = page.getByTestId('catalogue-more');
    await expect(more).toHaveText('Daha Fazla Göster');
    await more.click();
    await expectCardCount(page, Math.min(total, 2 * PAGE_SIZE));
  });

  test('?category=lojistik preselects the category and scrolls to the catalogue', async ({ page, request }) => {
    const lojistik = (await apiCategories(request)).find((c) => c.slug === 'lojistik')!;
    await page.goto('/?category=lojistik');
    await expect(page.getByTestId('catalogue-category')).toHaveText(categoryOption(lojistik.name));
    await expect(partnerCards(page).first()).toBeVisible();
    for (const card of await partnerCards(page).all()) await expect(cardBadge(card)).toHaveText(lojistik.name);
    // Smooth scrolling takes a moment; the catalogue section ends up at the top of the viewport.
    await expect(page.locator('#partnerships')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The category select's option: the name, then the count of partners with the other filters (issue 21). */
function categoryOption(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);
}
