/**
 * Issue 8, profile: the demo partner edits its description with the TipTap editor and sees it after a
 * reload; the demo user follows the partner (the count rises) and unfollows (it drops); axe finds no
 * serious or critical violation on the profile in view and edit mode at 390 and 1280 px.
 */
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, saveScreenshot, settle } from './support/helpers';

test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

const PROFILE = '/partner/egelojistik';

async function followerCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('followers-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('the partner edits the description with the rich text editor and sees it after reload', async ({ page }) => {
  await signInViaApi(page, DEMO.partner);
  await page.goto(PROFILE);
  await page.getByTestId('edit-profile').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profili Düzenle' })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Şirket tanıtımı' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Ege kıyısından dünyaya ');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('soğuk zincir');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type(' lojistiği.');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profil kaydedildi.')).toBeVisible();

  await page.reload();
  const about = page.getByRole('tabpanel', { name: 'Hakkında' });
  await expect(about.getByText('Ege kıyısından dünyaya', { exact: false })).toBeVisible();
  await expect(about.locator('strong', { hasText: 'soğuk zincir' })).toBeVisible();
  // The owner has no follow or message button on their own profile.
  await expect(page.getByTestId('follow-button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);
});

test('the partner crops and uploads a new logo, saves, and the profile shows it', async ({ page }) => {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1d6b3a' } })
    .png()
    .toBuffer();
  await signInViaApi(page, DEMO.partner);
  await page.goto(PROFILE);
  await page.getByTestId('edit-profile').click();
  const preview = page.getByRole('img', { name: 'Logo önizlemesi' });
  // The editor loads lazily; this company has a logo already (a /public-objects/ file too), so wait for
  // its preview, then for the new one to replace it.
  await expect(preview).toHaveAttribute('src', /^\/public-objects\//);
  const seeded = await preview.getAttribute('src');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'yeni-logo.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Resmi kırp' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Kırp ve kullan' }).click();
  await expect(preview).toHaveAttribute('src', /^\/public-objects\//);
  await expect(preview).not.toHaveAttribute('src', seeded!);
  const src = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profil kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.locator(`img[src="${src}"]`).first()).toBeVisible();
});

test('a user follows the partner and the count rises, unfollows and it drops', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto(PROFILE);
  const button = page.getByTestId('follow-button');
  await expect(button).toBeEnabled();
  // The demo seed has this user following the partner already: start from not following.
  if ((await button.getAttribute('aria-pressed')) === 'true') {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
  const before = await followerCount(page);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('Takip Ediliyor');
  await expect.poll(() => followerCount(page)).toBe(before + 1);
  await page.reload();
  await expect.poll(() => followerCount(page)).toBe(before + 1);

  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => followerCount(page)).toBe(before);
});

test('a visitor’s follow button leads to sign-in and back', async ({ page }) => {
  await page.goto(PROFILE);
  const follow = page.getByRole('link', { name: 'Takip Et' });
  await expect(follow).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent(PROFILE)}`);
});

for (const width of [390, 1280] as const) {
  test(`the profile has no serious accessibility violation in view and edit mode at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, DEMO.partner);
    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, `profile-view-${width}`);
    await saveScreenshot(page, testInfo, `partner-profile-view-${width}`);

    await page.getByRole('tab', { name: /Hizmetler/ }).click();
    await expect(page.getByRole('tabpanel', { name: /Hizmetler/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, `profile-services-${width}`);

    await page.getByTestId('edit-profile').click();
    await expect(page.getByRole('textbox', { name: 'Şirket tanıtımı' })).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, `profile-edit-${width}`);
    await saveScreenshot(page, testInfo, `partner-profile-edit-${width}`);
  });

  test(`a visitor's view of the profile at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, `profile-visitor-${width}`);
    await saveScreenshot(page, testInfo, `partner-profile-visitor-${width}`);
  });
}

test('a crawler without JavaScript gets the company in the head and the body; the sitemap lists it', async ({
  request,
}) => {
  const res = await request.get(PROFILE);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>Ege Lojistik \| [^<]+<\/title>/);
  expect(html).toContain('<meta property="og:title" content="Ege Lojistik" />');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/partner\/egelojistik" \/>/);
  expect(html).toContain('<meta name="twitter:card"');
  expect(html).toMatch(/<h1[^>]*>Ege Lojistik<\/h1>/);

  const missing = await request.get('/partner/boyle-bir-partner-yok');
  expect(missing.status()).toBe(404);

  // The sitemap index names the per-language sitemaps (decision 030); the Turkish one lists the profile.
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toMatch(/<loc>[^<]+\/sitemap-tr\.xml<\/loc>/);
  const sitemap = await (await request.get('/sitemap-tr.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/partner\/egelojistik<\/loc><xhtml:link rel="alternate" hreflang="tr"/);
});
