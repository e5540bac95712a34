/**
 * Issue 7, the visitor's first steps on the home page (spec §2 "Home and catalogue"): the hero leads to
 * the catalogue and searches it, a shared `/?search=` link opens at its results, filtering does not
 * fill the history, the cards link their name and logo to the profile with sentence-case buttons,
 * 'DİP' is explained, and the newsletter links the parent organisation's terms and KVKK notice.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { apiCategories, apiPartners, expectCardCount, PAGE_SIZE, partnerCards } from './support/helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** The catalogue section has been scrolled to the top part of the viewport. */
async function expectAtCatalogue(page: Page) {
  await expect(page.locator('#partnerships')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

/** A link that opens the parent organisation's page in a new tab without handing it this page. */
async function expectParentLink(link: Locator, path: string) {
  await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test("'Hizmet Al' takes a visitor to the catalogue, not to the sign-in wall", async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  await page.getByTestId('hero-get-service').click();
  await expect(page).toHaveURL(/\/#partnerships$/);
  await expectAtCatalogue(page);
  await expect(page.getByTestId('visitor-links')).toBeVisible(); // still a visitor, still browsing
});

test('the hero search filters the catalogue and scrolls to the results', async ({ page, request }) => {
  const { items } = await apiPartners(request, '?search=lojistik');
  expect(items.length).toBeGreaterThan(0);
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const search = page.getByRole('search', { name: 'İş ortağı ara' }).getByRole('combobox');
  await search.fill('  lojistik ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?search=lojistik$/);
  await expectCardCount(page, Math.min(items.length, PAGE_SIZE));
  await expect(page.getByTestId('catalogue-search')).toHaveValue('lojistik');
  await expectAtCatalogue(page);
});

test('a shared /?search= link opens at the results', async ({ page, request }) => {
  const { items } = await apiPartners(request, '?search=gumruk');
  await page.goto('/?search=gumruk');
  await expectCardCount(page, Math.min(items.length, PAGE_SIZE));
  await expect(page.getByTestId('catalogue-search')).toHaveValue('gumruk');
  await expectAtCatalogue(page);
});

test('searches and filters replace the history entry: Back leaves the catalogue in one step', async ({
  page,
  request,
}) => {
  const category = (await apiCategories(request))[1]!;
  await page.goto('/sys-status');
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const hero = page.getByRole('search', { name: 'İş ortağı ara' }).getByRole('combobox');
  await hero.fill('gumruk');
  await hero.press('Enter');
  await expect(page).toHaveURL(/search=gumruk/);
  // The catalogue's field takes the hero's words from the address; typing before it has would be
  // overwritten by them (a CI run under load filled 'lojistik' and then saw 'gumruk' back).
  await expect(page.getByTestId('catalogue-search')).toHaveValue('gumruk');
  await page.getByTestId('catalogue-search').fill('lojistik');
  await page.getByTestId('catalogue-search').press('Enter');
  await expect(page).toHaveURL(/search=lojistik/);
  await page.getByTestId('catalogue-category').click();
  await page.getByRole('option', { name: categoryOption(category.name) }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  await page.getByTestId('catalogue-clear').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/sys-status$/);
});

test('a card links its name and logo to the profile; its buttons are in sentence case', async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const card = partnerCards(page).first();
  const name = card.getByTestId('partner-card-name');
  const href = await name.getAttribute('href');
  expect(href).toMatch(/^\/partner\/[^/?#]+$/);
  // The logo's link goes to the same place and is not a second tab stop.
  const logoLink = card.locator('a[aria-hidden="true"]');
  await expect(logoLink).toHaveAttribute('href', href!);
  await expect(logoLink).toHaveAttribute('tabindex', '-1');

  for (const label of ['Teklif Al', 'Profil']) {
    const button = card.getByRole('link', { name: label, exact: true });
    await expect(button).toHaveText(label);
    await expect(button).toHaveCSS('text-transform', 'none');
  }

  const companyName = (await name.textContent())?.trim() ?? '';
  await name.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
});

test("'DİP nedir?' explains the advantage on a card and on the profile, with the keyboard", async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const card = partnerCards(page).filter({ hasText: 'DİP Avantajı' }).first();
  const button = card.getByRole('button', { name: 'DİP nedir?' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const note = card.getByTestId('dip-info');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Dijital İhracat Platformu (DİP) üyelerine özel avantaj');
  await page.keyboard.press('Tab');
  const learnMore = note.getByRole('link', { name: /DİP üyeliği hakkında bilgi alın/ });
  await expect(learnMore).toBeFocused();
  await expectParentLink(learnMore, '/hakkimizda');
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(button).toBeFocused();

  await card.getByTestId('partner-card-name').click();
  const section = page.getByRole('region', { name: 'DİP Üyelerine Özel Avantajlar' });
  await section.getByRole('button', { name: 'DİP nedir?' }).click();
  await expect(section.getByTestId('dip-info')).toContainText('Dijital İhracat Platformu');
});

test('the newsletter links the terms of use and the KVKK notice in a new tab', async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const consent = page.getByTestId('newsletter-consent');
  await expectParentLink(consent.getByRole('link', { name: /Kullanım Koşulları/ }), '/kullanim-kosullari');
  await expectParentLink(consent.getByRole('link', { name: /KVKK Aydınlatma Metni/ }), '/gizlilik-politikasi');
});

/** The category select's option: the name, then the count of partners with the other filters (issue 21). */
function categoryOption(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);
}
