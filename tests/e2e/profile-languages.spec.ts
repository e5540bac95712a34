/**
 * Issue 21, "Profiles that answer what an exporter asks": the demo partner ticks a language, picks a
 * country from the searchable list with the keyboard and writes its English texts; a visitor on the
 * English site filters the catalogue by that language, sees the English card text and the languages,
 * and on the profile the countries by their English names and the English description. A partner
 * without English texts shows its Turkish one marked "In Turkish". axe finds no serious or critical
 * violation in the editor and on the filtered English catalogue (1280 px) nor on the profile (390 px).
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, partnerCards, saveScreenshot } from './support/helpers';

test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

/** Korean: no demo partner speaks it, so the filter narrows the catalogue to the edited partner. */
const LANGUAGE = { code: 'ko', tr: 'Korece', en: 'Korean' };

test('a partner sets languages, countries and English texts; an English visitor filters and reads them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, DEMO.partner);
  await page.goto('/partner/egelojistik');
  await page.getByTestId('edit-profile').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profili Düzenle' })).toBeVisible();

  // Languages: a checkbox per language, named in Turkish.
  const languages = page.getByRole('group', { name: 'Konuşulan diller' });
  await languages.getByRole('checkbox', { name: LANGUAGE.tr }).check();

  // Countries: typed in either language, chosen with the arrow keys and Enter.
  const countries = page.getByRole('combobox', { name: 'Hizmet verilen ülkeler' });
  await countries.fill('south kor');
  await expect(page.getByRole('option', { name: /Güney Kore/ })).toHaveAttribute('aria-selected', 'true');
  await countries.press('Enter');
  await countries.fill('japon');
  await countries.press('ArrowDown');
  await countries.press('ArrowUp');
  await countries.press('Enter');
  const chips = page.getByRole('list', { name: 'Seçili ülkeler' });
  await expect(chips.getByText('Güney Kore', { exact: true })).toBeVisible();
  await expect(chips.getByText('Japonya', { exact: true })).toBeVisible();
  await countries.fill('');
  await countries.press('Escape');
  await expect(countries).toHaveAttribute('aria-expanded', 'false');
  await saveScreenshot(page, testInfo, 'profile-editor-countries-1280');

  // English texts on their own tab.
  await page.getByRole('tab', { name: 'English' }).click();
  const shortEn = page.getByLabel('Kısa açıklama (İngilizce)');
  await shortEn.fill('Reefer freight from Izmir to Seoul and Tokyo.');
  const descriptionEn = page.getByRole('textbox', { name: 'Şirket tanıtımı (İngilizce)' });
  await descriptionEn.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('We ship temperature-controlled cargo to East Asia every week.');
  await expectNoSeriousA11yViolations(page, testInfo, 'profile-editor-english-1280');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profil kaydedildi.')).toBeVisible();

  // The API answers what was saved: codes, sorted, and the free text made of their Turkish names.
  const saved = (await (await page.context().request.get('/api/partners/egelojistik')).json()) as {
    languages: string[];
    markets: string[];
    targetMarkets: string;
  };
  expect(saved.languages).toContain(LANGUAGE.code);
  expect(saved.markets).toEqual(expect.arrayContaining(['JP', 'KR']));
  expect(saved.targetMarkets).toContain('Güney Kore');

  // A visitor on the English site.
  const visitor = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
  const tab = await visitor.newPage();
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto('/partners');
  await tab.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  const panel = tab.getByRole('complementary', { name: 'Filters' });
  const select = panel.getByLabel('Language spoken');
  await expect(select.locator('option', { hasText: `${LANGUAGE.en} (1)` })).toHaveCount(1);
  await select.selectOption(LANGUAGE.code);
  await expect(tab).toHaveURL(new RegExp(`[?&]language=${LANGUAGE.code}`));
  await expect(partnerCards(tab)).toHaveCount(1);
  const card = partnerCards(tab).first();
  await expect(card).toContainText('Ege');
  await expect(card.getByText('Reefer freight from Izmir to Seoul and Tokyo.')).toBeVisible();
  await expect(card.getByTestId('partner-card-languages')).toContainText(LANGUAGE.en);
  await expect(card.getByTestId('text-language-tag')).toHaveCount(0);
  await expectNoSeriousA11yViolations(tab, testInfo, 'catalogue-language-en-1280');
  await saveScreenshot(tab, testInfo, 'catalogue-language-en-1280');

  // The filter also combines with the market and the search, as the API says.
  const combined = await request.get(`/api/partners?language=${LANGUAGE.code}&market=KR&search=reefer`);
  expect(((await combined.json()) as unknown[]).length).toBe(1);

  // The profile: countries by their English names, the English description, languages.
  await card.getByRole('link', { name: 'Profile' }).click();
  await expect(tab).toHaveURL(/\/partner\/egelojistik/);
  await tab.setViewportSize({ width: 390, height: 844 });
  const facts = tab.getByRole('complementary', { name: 'Company Facts' });
  await expect(facts).toContainText('South Korea');
  await expect(facts).toContainText('Japan');
  await expect(facts).toContainText(LANGUAGE.en);
  await expect(tab.getByTestId('partner-description')).toContainText('temperature-controlled cargo');
  await expect(tab.getByTestId('partner-description')).not.toHaveAttribute('lang');
  await expectNoSeriousA11yViolations(tab, testInfo, 'profile-english-390');
  await saveScreenshot(tab, testInfo, 'profile-english-390');

  // A partner without English texts: its Turkish card text, marked as Turkish (the first page's cards).
  const firstPage = (await (await request.get('/api/partners')).json()) as {
    shortDescription: string | null;
    shortDescriptionEn: string | null;
  }[];
  const plain = firstPage.find((p) => p.shortDescription && !p.shortDescriptionEn)!;
  await tab.goto('/en/partners');
  const plainCard = partnerCards(tab).filter({ hasText: plain.shortDescription! }).first();
  await expect(plainCard.getByText(plain.shortDescription!)).toHaveAttribute('lang', 'tr');
  await expect(plainCard.getByTestId('text-language-tag')).toHaveText('In Turkish');
  await visitor.close();
});
