/**
 * Accounts and access, end to end against the real server and the demo seed (spec §2 "/auth",
 * "Header", route table; §4 "Sign-out"; §8 sign-in toasts).
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi, signInViaForm, userMenuButton } from './support/auth-session';

test.use({ viewport: { width: 1280, height: 800 } });

test('password sign-in, the user menu, and sign-out', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('visitor-links').getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabınıza giriş yapın' })).toBeVisible();

  await signInViaForm(page, DEMO.user);
  await expect(page.getByText('Başarıyla giriş yapıldı')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page)).toContainText('Ayşe');

  await userMenuButton(page).click();
  const menu = page.getByTestId('user-menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Kişisel Panel',
    'Hizmet Taleplerim',
    'Projelerim',
    'Mesajlar',
    'Geri Bildirim',
    'Çıkış Yap',
  ]);
  await menu.getByRole('menuitem', { name: 'Çıkış Yap' }).click();

  await expect(page.getByText('Çıkış yapıldı')).toBeVisible();
  await expect(page.getByTestId('visitor-links')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test("a wrong password says 'Giriş başarısız' once, above the form, and stays on /auth", async ({ page }) => {
  await page.goto('/auth');
  await signInViaForm(page, DEMO.user, 'yanlis-sifre-123');
  const alert = page.getByTestId('sign-in-error');
  await expect(alert).toContainText('Giriş başarısız');
  await expect(alert).toContainText('E-posta veya şifre hatalı');
  // Once (issue 18 item 18: the same toast repeated the alert).
  await expect(page.getByText('Giriş başarısız')).toHaveCount(1);
  await expect(page).toHaveURL(/\/auth$/);
});

test('a guarded page sends a visitor to /auth?redirect= and back there after sign-in', async ({ page }) => {
  await page.goto('/service-requests?tab=open');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fservice-requests%3Ftab%3Dopen$/);
  await signInViaForm(page, DEMO.partner);
  await expect(page).toHaveURL(/\/service-requests\?tab=open$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Taleplerim' })).toBeVisible();
});

test('an off-site redirect parameter is ignored', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/auth?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("a user sees 'Erişim Reddedildi' on /statistics; the admin sees the page", async ({ page, browser }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
  await expect(page.getByText('Bu sayfaya erişim yetkiniz bulunmamaktadır.')).toBeVisible();
  await expect(
    page.getByText('Bu sayfayı yalnızca ana yönetici (master admin) kullanıcılar görüntüleyebilir.'),
  ).toBeVisible();

  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  await admin.goto('/statistics');
  await expect(admin.getByRole('heading', { level: 1, name: 'İstatistikler' })).toBeVisible();
  await admin.close();
});

test('the mobile menu shows the same account entries', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.editor);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const account = page.getByTestId('mobile-account');
  await expect(account.getByRole('link')).toHaveText([
    'Yönetim Paneli',
    'Teklif Talepleri',
    'Projeler',
    'Şablon Yönetimi',
    'E-posta Tasarımcısı',
    'Dosya Yönetimi',
    'E-posta Aboneleri',
    'Pazarlama ve CRM',
    'Sistem Ayarları',
  ]);
  await expect(account.getByRole('button', { name: 'Hesap Türünü Değiştir' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
});
