/**
 * Account type switch (spec §2 'Hesap Türü Seçin', §4): the admin, who holds user, editor_admin and
 * master_admin, switches to 'Kullanıcı' and lands on /user-panel with the user menu. The active type
 * is stored on the account, so the spec switches back afterwards for the other specs.
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi, switchTypeViaApi, userMenuButton } from './support/auth-session';

test.use({ viewport: { width: 1280, height: 800 } });

test.afterEach(async ({ page }) => {
  await switchTypeViaApi(page.context().request, 'master_admin');
});

test("switching admin@ to 'Kullanıcı' lands on /user-panel", async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Hesap Türünü Değiştir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap Türü Seçin' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('account-type-master_admin')).toBeDisabled();
  await expect(dialog.getByTestId('account-type-master_admin')).toContainText('Mevcut');
  await expect(dialog.getByTestId('account-type-editor_admin')).toContainText('Editör');
  await expect(dialog.getByTestId('account-type-partner')).toHaveCount(0);

  await dialog.getByTestId('account-type-user').click();
  await expect(page).toHaveURL(/\/user-panel$/);
  await expect(page.getByText('Hesap türü değiştirildi')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kişisel Panel' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await userMenuButton(page).click();
  await expect(page.getByTestId('user-menu').getByRole('menuitem')).toHaveText([
    'Kişisel Panel',
    'Hizmet Taleplerim',
    'Projelerim',
    'Mesajlar',
    'Geri Bildirim',
    'Hesap Türünü Değiştir',
    'Çıkış Yap',
  ]);

  // As a user, the master admin pages are refused, with the way back offered.
  await page.keyboard.press('Escape');
  await page.goto('/system-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hesap Türünü Değiştir' })).toBeVisible();
});
