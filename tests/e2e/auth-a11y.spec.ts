/**
 * Accessibility of the account screens (ARCHITECTURE.md: axe finds no serious or critical WCAG 2 A/AA
 * violation): /auth with both tabs and a notice, the one-last-step screen, the user menu and the
 * account type dialog, a guarded page shell and 'Erişim Reddedildi'.
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi, switchTypeViaApi, userMenuButton } from './support/auth-session';
import { expectNoSeriousA11yViolations, settle } from './support/helpers';

test.use({ colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

test('axe: /auth sign-in and sign-up tabs', async ({ page }, testInfo) => {
  await page.goto('/auth?from=quote&expired=true');
  await expect(page.getByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByText('E-posta gerekli')).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'auth-sign-in');

  await page.getByRole('tab', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/tab=register/);
  await settle(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'auth-register');
});

test('axe: the user menu, the account type dialog and the access denied page', async ({ page }, testInfo) => {
  await signInViaApi(page, DEMO.admin);
  try {
    await switchTypeViaApi(page.context().request, 'user');
    await page.goto('/template-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'access-denied');

    await userMenuButton(page).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'user-menu');

    await page.getByRole('menuitem', { name: 'Hesap Türünü Değiştir' }).click();
    await expect(page.getByRole('dialog', { name: 'Hesap Türü Seçin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'account-type-dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(userMenuButton(page)).toBeFocused();
  } finally {
    await switchTypeViaApi(page.context().request, 'master_admin');
  }
  await page.goto('/template-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Şablon Yönetimi' })).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'page-shell');
});
