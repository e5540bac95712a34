/**
 * Issue 11, templates and the e-mail builder, in Turkish: an admin changes the Turkish subject of the
 * `quote_received` mail and the partner's next quote request mail carries it (PRODUCT-DECISIONS 19:
 * "edits take effect on the next send"); a visitor builds an e-mail and downloads it with the
 * unsubscribe footer, without any request to another host (PRODUCT-DECISIONS 22); an admin saves one
 * to the campaign template library. axe checks both pages at 390 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, settle } from './support/helpers';
import { mailsTo } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });

const SHOTS = '/tmp/shots-templates';

/** Every request the page makes that leaves its own origin (data: and blob: URLs are local). */
function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

async function openBuilder(page: Page) {
  await page.goto('/email-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Tasarımcısı' })).toBeVisible();
  await expect(page.locator('.gjs-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('builder-loading')).toHaveCount(0);
}

test('an admin edits the Turkish quote_received subject and the partner’s next mail carries it', async ({
  page,
  browser,
}, testInfo) => {
  const marker = `TPL-${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  await page.goto('/template-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Şablon Yönetimi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-postalar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Kampanya şablonları pazarlama listesi sayfasından yönetilir.')).toBeVisible();

  await page.getByLabel('Şablon türü').selectOption({ label: 'Yeni Teklif Talebi' });
  const subject = page.getByLabel('Konu', { exact: true });
  await expect(subject).not.toHaveValue('');

  // An unknown placeholder is flagged while typing.
  await subject.fill(`${marker} {{bilinmeyen}}`);
  await expect(page.getByText('Bu şablon türünde tanımlı olmayan yer tutucular: {{bilinmeyen}}')).toBeVisible();
  // A chip inserts an allowed one at the caret.
  await subject.fill(`${marker} `);
  await subject.press('End');
  await page.getByRole('button', { name: '{{customerName}}' }).click();
  await expect(subject).toHaveValue(`${marker} {{customerName}}`);
  await expect(page.getByTestId('preview-subject')).toHaveText(`${marker} Ayşe Yılmaz`);
  await page.screenshot({ path: `${SHOTS}/template-management-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Şablon kaydedildi.')).toBeVisible();

  // SMS tab: the counter turns red past 160.
  await page.getByRole('tab', { name: 'SMS' }).click();
  const content = page.getByLabel('SMS içeriği');
  await content.fill('x'.repeat(161));
  await expect(page.getByTestId('sms-counter')).toHaveText('161/160');
  await expect(page.getByTestId('sms-counter')).toHaveAttribute('data-over', 'true');

  // A user sends Ege Lojistik a quote request; its owner's mail has the new subject.
  const user = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await signInViaApi(user, DEMO.user);
  const ege = (await (await user.request.get('/api/partners/egelojistik')).json()) as { id: number };
  const res = await user.request.post('/api/quote-requests', {
    data: {
      partnerId: ege.id,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse.tpl@example.com',
      phone: '5321110001',
      companyName: `Şablon Deneme ${marker}`,
      budget: '15k-50k',
      serviceNeeded: 'Parsiyel Taşımacılık',
      message: 'Aylık iki sevkiyat.',
      kvkkConsent: true,
    },
  });
  expect(res.status()).toBe(201);
  await expect
    .poll(async () => (await mailsTo(page.request, DEMO.partner)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`${marker} Ayşe Yılmaz`);
  await user.close();
});

test('a visitor builds an e-mail and downloads it with the unsubscribe footer, all from this origin', async ({
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const foreign = recordForeignRequests(page, origin);
  await openBuilder(page);

  // The spec's texts for missing fields.
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Lütfen şablon adı girin').first()).toBeVisible();
  await page.getByLabel('Şablon adı').fill('Kasım Bülteni');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Lütfen e-posta konusu girin').first()).toBeVisible();
  await page.getByLabel('E-posta konusu').fill('Kasım ayı haberleri');

  // Edit the text in the canvas.
  const canvas = page.frameLocator('.gjs-frame');
  const paragraph = canvas.getByText('Metninizi buraya yazın.');
  await paragraph.dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Yeni gümrük rehberimiz yayında.');
  await canvas.locator('h1').click();
  await page.screenshot({ path: `${SHOTS}/email-builder-1280.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Kasım-Bülteni.html');
  const html = await readFile((await file.path())!, 'utf8');
  expect(html).toContain('Yeni gümrük rehberimiz yayında.');
  expect(html).toContain('<title>Kasım ayı haberleri</title>');
  expect(html).toContain('href="{{unsubscribeUrl}}"');
  expect(html).toContain('Bu e-posta İhracat Partner Platformu tarafından gönderilmiştir.');
  // Visitors get no library button.
  await expect(page.getByRole('button', { name: 'Kütüphaneye kaydet' })).toHaveCount(0);
  expect(foreign, 'requests to other hosts').toEqual([]);
});

test('an admin saves a built e-mail to the campaign template library', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await openBuilder(page);
  const name = `Kütüphane ${Date.now().toString(36)}`;
  await page.getByLabel('Şablon adı').fill(name);
  await page.getByLabel('E-posta konusu').fill('Kampanya konusu');
  await page.getByRole('button', { name: 'Kütüphaneye kaydet' }).click();
  await expect(page.getByText('Şablon kütüphaneye kaydedildi; kampanyalarda kullanılabilir.')).toBeVisible();
  const res = await page.request.get('/api/admin/campaign-templates');
  expect(res.status()).toBe(200);
  const { templates } = (await res.json()) as { templates: { name: string; htmlContent: string }[] };
  const saved = templates.find((t) => t.name === name);
  expect(saved?.htmlContent).toContain('{{unsubscribeUrl}}');
});

for (const width of [390, 1280]) {
  test(`axe: template management and the e-mail builder at ${width} px`, async ({ page }, testInfo) => {
    // Three pages, one of them the editor: axe on a loaded 2-core machine needs more than the default minute.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, DEMO.admin);
    await page.goto('/template-management');
    await expect(page.getByLabel('Konu', { exact: true })).not.toHaveValue('');
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, `template-management-${width}`);
    await page.screenshot({ path: `${SHOTS}/template-management-axe-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(page.getByLabel('SMS içeriği')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page, testInfo, `template-management-sms-${width}`);
    await page.screenshot({ path: `${SHOTS}/template-management-sms-${width}.png`, fullPage: true });

    await openBuilder(page);
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, `email-builder-${width}`);
    await page.screenshot({ path: `${SHOTS}/email-builder-${width}.png`, fullPage: true });
  });
}
