/**
 * Issue 11, admin file management (spec §2 File management, §5, §8 Files, §9 copied URLs): an admin
 * uploads a PNG as private, sees it listed, previews it, makes it public; the copied URL serves it to
 * a visitor; deleting it asks first, and the URL then answers 404. axe and screenshots at 1280 and
 * 390 px.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Page, request as playwrightRequest, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, settle } from './support/helpers';

test.use({ reducedMotion: 'reduce' });

/** A 2×2 PNG (red). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = '/tmp/shots-files';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** GET as a visitor (no cookies). */
async function visitorGet(baseURL: string, path: string) {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const res = await visitor.get(path);
  const out = { status: res.status(), type: res.headers()['content-type'] ?? '' };
  await visitor.dispose();
  return out;
}

test('an admin uploads, previews, publishes, copies and deletes a file', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.addCookies([{ name: 'lang', value: 'tr', url: baseURL }]);
  const page = await context.newPage();
  await signInViaApi(page, DEMO.admin);

  await page.goto('/admin/file-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Dosya Yönetimi' })).toBeVisible();
  await expect(page.getByTestId('file-row').first()).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'file-management-1280');
  await shot(page, 'list-1280');

  // Upload a private PNG: without a file the dialog asks for one first.
  const name = `e2e-urun-${Date.now()}.png`;
  await page.getByTestId('open-upload').click();
  const dialog = page.getByTestId('upload-dialog');
  await dialog.getByRole('button', { name: 'Yükle', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen bir dosya seçin.');
  await dialog.getByTestId('upload-input').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('upload-selected')).toContainText(name);
  await expect(dialog.getByRole('switch', { name: 'Herkese açık' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, testInfo, 'upload-dialog-1280');
  await shot(page, 'upload-1280');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/files/upload'));
  await dialog.getByRole('button', { name: 'Yükle', exact: true }).click();
  const created = (await (await uploaded).json()) as { id: string; fileName: string; fileUrl: string };
  expect(created.fileUrl).toBe(`/objects/${created.id}`);
  await expect(page.getByText('Dosya yüklendi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Dosya ara').fill(name);
  const row = page.getByTestId('file-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('file-row')).toHaveCount(1);
  await expect(row.getByText('Özel')).toBeVisible();
  await expect(row.getByText('Resim')).toBeVisible();
  // Private: a visitor gets 404 at both addresses.
  expect((await visitorGet(baseURL, created.fileUrl)).status).toBe(404);
  expect((await visitorGet(baseURL, `/public-objects/${created.fileName}`)).status).toBe(404);

  // Preview shows the image.
  await row.getByRole('button', { name: `Önizle: ${name}` }).click();
  const preview = page.getByTestId('file-preview');
  const image = preview.getByTestId('file-preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'preview-1280');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Make it public; copy its URL; a visitor reads it there.
  await row.getByRole('button', { name: `Herkese açık yap: ${name}` }).click();
  await expect(page.getByText('Dosya herkese açık yapıldı.')).toBeVisible();
  await expect(row.getByText('Herkese açık')).toBeVisible();
  await row.getByRole('button', { name: `URL'yi kopyala: ${name}` }).click();
  await expect(page.getByText("Dosya URL'si kopyalandı.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/public-objects/${created.fileName}`, baseURL).href);
  const served = await visitorGet(baseURL, new URL(copied).pathname);
  expect(served).toEqual({ status: 200, type: 'image/png' });

  // Delete asks first; cancelling keeps it; confirming removes it and the URL answers 404.
  await row.getByRole('button', { name: `Sil: ${name}` }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Sil: ${name}` }).click();
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
  await expect(page.getByText('Dosya silindi.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Filtrelere uygun dosya bulunamadı')).toBeVisible();
  expect((await visitorGet(baseURL, new URL(copied).pathname)).status).toBe(404);
  expect((await page.request.get(`/objects/${created.id}`)).status()).toBe(404);
  await context.close();
});

test('the file management reads well on a phone (390 px) and at /file-management', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'lang', value: 'tr', url: baseURL }]);
  const page = await context.newPage();
  await signInViaApi(page, DEMO.editor);
  await page.goto('/file-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Dosya Yönetimi' })).toBeVisible();
  await expect(page.getByTestId('file-card').first()).toBeVisible();
  await expect(page.getByTestId('file-row').first()).toBeHidden();
  await settle(page);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, testInfo, 'file-management-390');
  await shot(page, 'list-390');
  await page.getByTestId('open-upload').click();
  await expect(page.getByTestId('upload-dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'upload-dialog-390');
  await shot(page, 'upload-390');
  await context.close();
});
