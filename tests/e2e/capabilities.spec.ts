/**
 * Issue 21, capability fields (decision 027): an admin adds an option to a logistics field in system
 * settings, the demo partner (Ege Lojistik) ticks it in its profile editor, and a visitor finds the firm
 * by filtering the catalogue on it (the count beside the option, the choice kept in the URL), and
 * sees it on the card and the profile. The category's fields are restored at the end, which drops the
 * partner's value again (nothing dangles). At 1280 px, with axe on the settings tab and the catalogue.
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectCardCount, expectNoSeriousA11yViolations, partnerCards, saveScreenshot } from './support/helpers';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

interface Field {
  key: string;
  options: { key: string; label: string; labelEn: string }[];
}

test('admin adds an option, the partner selects it, a visitor filters by it (tr, 1280 px)', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-4);
  const label = `Boru hattı ${stamp}`;
  const key = `boru-hatti-${stamp}`;

  // The admin: /system-settings?tab=capabilities, International Logistics, "Taşıma türleri".
  await signInViaApi(page, DEMO.admin);
  const before = (await (await page.request.get('/api/admin/capabilities')).json()) as {
    definitions: { lojistik: Field[] };
  };
  await page.goto('/system-settings?tab=capabilities');
  await page.getByTestId('capabilities-category').selectOption('lojistik');
  const field = page.getByTestId('capability-field-transport-modes');
  await expect(field.getByText(/partner doldurdu/)).toBeVisible();
  await field.getByRole('button', { name: 'Seçenek ekle' }).click();
  await field.getByLabel('Seçenek (Türkçe)').last().fill(label);
  await field.getByLabel('Seçenek (İngilizce)').last().fill(`Pipeline ${stamp}`);
  // The key is made from the Turkish label when it is left empty.
  await field.getByLabel('Anahtar').last().click();
  await expect(field.getByLabel('Anahtar').last()).toHaveValue(key);
  await expectNoSeriousA11yViolations(page, testInfo, 'capabilities-settings-1280');
  await page.getByTestId('save-capabilities').click();
  await expect(page.getByText('Yetkinlik alanları kaydedildi')).toBeVisible();

  try {
    // The partner ticks it in the profile editor.
    const partnerContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'tr-TR',
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
    });
    const partner = await partnerContext.newPage();
    await signInViaApi(partner, DEMO.partner);
    await partner.goto('/partner/egelojistik');
    await partner.getByTestId('edit-profile').click();
    const modes = partner.getByRole('group', { name: 'Taşıma türleri' });
    await modes.getByRole('checkbox', { name: label }).check();
    await partner.getByTestId('save-profile').click();
    await expect(partner.getByText('Profil kaydedildi.')).toBeVisible();
    const section = partner.getByRole('region', { name: 'Yetkinlikler' });
    await expect(section.getByText(label)).toBeVisible();
    await partnerContext.close();

    // A visitor filters the logistics catalogue by it.
    const visitorContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'tr-TR',
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 900 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/partners?category=lojistik');
    const panel = visitor.getByRole('complementary', { name: 'Filtreler' });
    const select = panel.getByLabel('Taşıma türleri');
    await expect(select.locator('option', { hasText: `${label} (1)` })).toHaveCount(1);
    await select.selectOption(key);
    await expect(visitor).toHaveURL(new RegExp(`[?&]capability=transport-modes%3A${key}`));
    await expectCardCount(visitor, 1);
    const card = partnerCards(visitor).first();
    await expect(card).toContainText('Ege');
    await expect(card.getByTestId('card-capabilities')).toContainText('Taşıma türleri');
    await expectNoSeriousA11yViolations(visitor, testInfo, 'capabilities-catalogue-1280');
    await saveScreenshot(visitor, testInfo, 'capabilities-catalogue-1280');

    // The shared link restores the filter; a search by the option's label finds the firm too.
    await visitor.reload();
    await expect(panel.getByLabel('Taşıma türleri')).toHaveValue(key);
    await expectCardCount(visitor, 1);
    const found = await visitor.request.get(`/api/partners?search=${encodeURIComponent(`Pipeline ${stamp}`)}`);
    expect(((await found.json()) as { username: string }[]).map((p) => p.username)).toEqual(['egelojistik']);
    await visitorContext.close();
  } finally {
    // Back to the seeded fields: the partner's choice of the removed option is dropped with it.
    const restored = await page.request.put('/api/admin/capabilities/lojistik', {
      data: { fields: before.definitions.lojistik },
    });
    expect(restored.status()).toBe(200);
  }
  const ege = (await (await page.request.get('/api/partners/egelojistik')).json()) as {
    capabilities: Record<string, string[]>;
  };
  expect(ege.capabilities['transport-modes']).not.toContain(key);
});
