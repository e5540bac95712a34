/**
 * Banners and notices of the mailed links (spec §2 "Banners", "/auth"; PRODUCT-DECISIONS 3), beside
 * the happy paths in mail-links.spec.ts: the confirmation and welcome banners and their close button,
 * a verification link used twice, the magic-link 'Panele Git' of a partner, and a spent magic link.
 * Mails are read from the run's SMTP sink (support/mailbox.ts).
 */
import { expect, test } from './support/test';
import { E2E_PASSWORD, mailsTo, uniqueAddress, waitForMailLink } from './support/mailbox';
import { DEMO } from './support/auth-session';

test.use({ viewport: { width: 1280, height: 800 } });

test('the verification link shows both banners; used again it says the address is verified', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress('banner');
  const res = await page.request.post('/api/register', {
    data: { email, password: E2E_PASSWORD, firstName: 'Selin', lastName: 'Ak' },
  });
  expect(res.status()).toBe(201);
  const link = await waitForMailLink(page.request, email, /\/api\/auth\/verify-email\?token=/);

  await page.goto(link);
  const banner = page.getByTestId('confirmation-banner');
  await expect(banner).toContainText('Hesabınız doğrulandı! Aramıza hoş geldiniz!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-button')).toContainText('Selin');
  // One banner at a time: the welcome follows the confirmation.
  const welcome = page.getByTestId('welcome-banner');
  await expect(welcome).toHaveCount(0);
  await banner.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(banner).toHaveCount(0);
  await expect(welcome).toHaveAttribute('data-kind', 'email_confirmed');
  await expect(welcome.getByRole('link', { name: 'Profili Görüntüle' })).toHaveAttribute('href', '/user-panel');
  await expect(welcome.getByRole('link', { name: 'Partner Kataloğu' })).toHaveAttribute('href', '/partners');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/auth\?error=ALREADY_VERIFIED$/);
  await expect(other.getByText('E-posta adresiniz zaten doğrulanmış')).toBeVisible();
  await context.close();
});

test("a partner's magic link offers the partner dashboard; a spent link shows the expired notice", async ({
  page,
  browser,
}) => {
  const before = (await mailsTo(page.request, DEMO.partner)).length;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sihirli bağlantı ile giriş yap' }).click();
  await page.getByLabel('E-posta').fill(DEMO.partner);
  await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
  await expect(page.getByTestId('magic-sent')).toBeVisible();

  const link = await waitForMailLink(page.request, DEMO.partner, /\/api\/auth\/magic-link\/verify\?token=/, {
    skip: before,
  });
  await page.goto(link);
  const banner = page.getByTestId('confirmation-banner');
  await expect(banner).toContainText('Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!');
  await banner.getByRole('button', { name: 'Bildirimi kapat' }).click();
  const welcome = page.getByTestId('welcome-banner');
  await expect(welcome).toHaveAttribute('data-kind', 'magic_link');
  await expect(welcome.getByRole('link', { name: 'Panele Git' })).toHaveAttribute('href', '/partner-dashboard');

  // Signed out, the same link no longer works: /auth explains why.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/auth\?expired=true/);
  await expect(other.getByTestId('link-expired')).toContainText('Bağlantının süresi doldu');
  await context.close();
});
