/**
 * Sign-up (spec §2 "/auth": 'one last step'; PRODUCT-DECISIONS 3–4): the form's rules, the 'Son bir
 * adım' screen with the address, and the notice for an unverified address on sign-in.
 */
import { expect, test } from './support/test';
import { signInViaForm } from './support/auth-session';
import { uniqueAddress } from './support/mailbox';

test('the sign-up form checks its fields, then shows the one-last-step screen', async ({ page }) => {
  const email = uniqueAddress('kayit-form');
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Kayıt Ol' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(page.getByText('Ad zorunludur', { exact: true })).toBeVisible();
  await expect(page.getByText('E-posta gerekli')).toBeVisible();
  await expect(page.getByLabel('Ad', { exact: true })).toBeFocused();

  await page.getByLabel('Ad', { exact: true }).fill('Deniz');
  await page.getByLabel('Soyad').fill('Kaya');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('kisa');
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(page.getByText('Şifreniz en az 8 karakter olmalıdır.')).toBeVisible();

  await page.getByLabel('Şifre', { exact: true }).fill('Ihracat-Yolu-2026');
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Son bir adım' })).toBeVisible();
  await expect(page.getByTestId('registered-email')).toHaveText(email);
  await expect(page.getByText('Kayıt başarılı')).toBeVisible();

  // The account cannot sign in before the address is confirmed; a new link goes out.
  await page.getByRole('button', { name: 'Giriş ekranına dön' }).click();
  await signInViaForm(page, email, 'Ihracat-Yolu-2026');
  await expect(page.getByTestId('email-not-verified')).toContainText('E-posta adresinizi doğrulayın');
  await expect(page).toHaveURL(/\/auth$/);
});
