/**
 * System settings (issue 11): an admin changes the contact phone (the header's top bar shows it after
 * saving, without a reload), the SEO title and Open Graph title (the next HTML of / carries them; the
 * profile pages carry the keywords), a category's English name (the English catalogue shows it) and
 * adds a service to the pool. axe and screenshots at 1280 and 390 px. Everything changed is restored
 * at the end: other specs run against the same server.
 */
import { expect, type Page, test, type TestInfo } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, settle } from './support/helpers';

// The SEO card previews the og:image an admin configured: the seeded one is on the site's public host,
// an origin the system settings name (the one kind of off-site request the guard allows, issue 18).
test.use({ reducedMotion: 'reduce', allowedOrigins: ['https://ihracatpartner.example.org'] });

interface Config {
  seoSettings: Record<string, string>;
  site: Record<string, unknown>;
}
interface Category {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  icon: string | null;
}

const SHOTS = '/tmp/shots-settings';

/** Settles the page and runs axe on it. */
async function scan(page: Page, testInfo: TestInfo, label: string) {
  await settle(page);
  await expectNoSeriousA11yViolations(page, testInfo, label);
}

async function openSettings(page: Page, tab = 'site') {
  await page.goto(`/system-settings?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an admin edits site, SEO, a category and the services pool; the site shows the changes at once', async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, DEMO.admin);
  const original = (await (await page.request.get('/api/admin/system-config')).json()) as Config;
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const category = categories.find((c) => c.slug === 'fuar')!;
  const stamp = Date.now().toString(36);

  try {
    // Site: the phone in the header's top bar changes after saving, without a reload.
    await openSettings(page, 'site');
    const phone = '+90 232 444 55 66';
    await page.getByTestId('site-contactPhone').fill(phone);
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/site-1280.png`, fullPage: true });
    await scan(page, testInfo, 'settings-site-1280');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Site ayarları kaydedildi')).toBeVisible();
    await expect(page.getByRole('banner').getByText(phone)).toBeVisible();

    // A bad e-mail is refused under its field, nothing saved.
    await page.getByTestId('site-contactEmail').fill('not-an-email');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
    await page.getByRole('button', { name: 'Değişiklikleri geri al' }).click();

    // SEO: the next HTML of / carries the new title and Open Graph title.
    await page.getByTestId('settings-tab-seo').click();
    const metaTitle = `E2E Başlık ${stamp}`;
    const ogTitle = `E2E OG ${stamp}`;
    const keywords = `e2e-anahtar-${stamp}`;
    await page.getByTestId('seo-metaTitle').fill(metaTitle);
    await page.getByTestId('seo-ogTitle').fill(ogTitle);
    await page.getByTestId('seo-metaKeywords').fill(keywords);
    await expect(page.getByTestId('search-preview')).toContainText(metaTitle);
    await expect(page.getByTestId('social-preview')).toContainText(ogTitle);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/seo-1280.png`, fullPage: true });
    await scan(page, testInfo, 'settings-seo-1280');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('SEO ayarları kaydedildi')).toBeVisible();
    const home = await (await page.request.get('/', { headers: { cookie: 'lang=tr' } })).text();
    expect(home).toContain(`<title>${metaTitle}</title>`);
    expect(home).toContain(`<meta property="og:title" content="${ogTitle}" />`);
    const profile = await (await page.request.get('/partner/egelojistik')).text();
    expect(profile).toContain(`<meta name="keywords" content="${keywords}" />`);

    // Categories: a new English name shows in the English catalogue.
    await page.getByTestId('settings-tab-categories').click();
    const row = page.getByTestId(`category-${category.slug}`);
    const nameEn = `Trade Fairs ${stamp}`;
    await row.getByTestId('category-name-en').fill(nameEn);
    await row.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(`${category.name} kaydedildi`)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/categories-1280.png`, fullPage: true });
    await scan(page, testInfo, 'settings-categories-1280');

    // Services: add one; it appears in the pool.
    await page.getByTestId('settings-tab-services').click();
    const serviceName = `E2E Hizmeti ${stamp}`;
    await page.getByTestId('service-add').click();
    await page.getByTestId('service-name').fill(serviceName);
    await page.getByTestId('service-save').click();
    await expect(page.getByText(`${serviceName} eklendi`)).toBeVisible();
    await page.getByTestId('services-search').fill(stamp);
    await expect(page.getByTestId('services-table')).toContainText(serviceName);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/services-1280.png`, fullPage: true });
    await scan(page, testInfo, 'settings-services-1280');

    // Phone width: every tab passes axe; the pool is cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('services-cards')).toContainText(serviceName);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/services-390.png`, fullPage: true });
    await scan(page, testInfo, 'settings-services-390');
    for (const tab of ['site', 'seo', 'categories']) {
      await openSettings(page, tab);
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/${tab}-390.png`, fullPage: true });
      await scan(page, testInfo, `settings-${tab}-390`);
    }

    // Delete the service again, after the confirmation.
    await openSettings(page, 'services');
    await page.getByTestId('services-search').fill(stamp);
    await page.getByRole('button', { name: `${serviceName} sil` }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText(`${serviceName} silindi`)).toBeVisible();

    // The English catalogue shows the new category name.
    await page.goto('/');
    await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
    await expect(page.locator('#categories')).toContainText(nameEn);
    await page.getByTestId('language-switch').getByRole('button', { name: 'TR' }).click();
  } finally {
    await page.request.patch('/api/admin/system-config', {
      data: { seoSettings: original.seoSettings, site: original.site },
    });
    await page.request.patch(`/api/admin/categories/${category.id}`, { data: { nameEn: category.nameEn } });
  }
});

test('a user who is not an admin sees the access denied page', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/system-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
});
