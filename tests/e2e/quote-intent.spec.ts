/**
 * A visitor's intent survives the account (issue 18 item 13): "Teklif Al" on a profile, then sign-up
 * and the mailed verification link, or a sign-in, ends on that profile with the quote dialog open,
 * not on the home page; what was typed into the dialog is still there when it opens again.
 */
import { expect, test } from './support/test';
import { signInViaForm } from './support/auth-session';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress, waitForMailLink } from './support/mailbox';

test.use({ viewport: { width: 390, height: 844 } });

const PROFILE = '/partner/egelojistik';

test('Teklif Al → sign-up → the verification link opens the profile with the quote dialog', async ({ page }) => {
  const email = uniqueAddress('intent-signup');
  await page.goto(PROFILE);
  await page.getByRole('link', { name: 'Teklif Al', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\?/);

  await page.getByRole('tab', { name: 'Kayıt Ol' }).click();
  await page.getByLabel('Ad', { exact: true }).fill('Nehir');
  await page.getByLabel('Soyad').fill('Akın');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Son bir adım' })).toBeVisible();

  const link = await waitForMailLink(page.request, email, /\/api\/auth\/verify-email\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/partner\/ege-?lojistik/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ege Lojistik');
  await expect(page.getByTestId('confirmation-banner')).toContainText('Hesabınız doğrulandı!');
});

test('Teklif Al → sign-in returns to the profile with the dialog open, and what was typed is kept', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('intent-signin');
  await createVerifiedAccount(request, email, { firstName: 'Ece', lastName: 'Yurt' });
  await page.goto(PROFILE);
  await page.getByRole('link', { name: 'Teklif Al', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\?/);
  await signInViaForm(page, email, E2E_PASSWORD);

  await expect(page).toHaveURL(/\/partner\/ege-?lojistik/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const message = dialog.getByLabel(/^Mesajınız/);
  await message.fill('Hamburg için aylık iki parsiyel sevkiyat.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opened again (or after a reload), the dialog starts with the text already written.
  await page.reload();
  await page.getByRole('button', { name: 'Teklif Al', exact: true }).first().click();
  await expect(page.getByRole('dialog').getByLabel(/^Mesajınız/)).toHaveValue(
    'Hamburg için aylık iki parsiyel sevkiyat.',
  );
});
