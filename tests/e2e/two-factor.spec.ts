/**
 * Two-factor sign-in as a person uses it (issue 22; docs/decisions/044): in the user panel they turn
 * it on — password, the QR code and its key, the app's code — and get their backup codes; signing in
 * again then asks for the app's code after the password, and a backup code works in its place.
 */
import { totpCode } from '../../src/server/test/totp';
import { expect, test } from './support/test';
import { signInViaApi, signInViaForm } from './support/auth-session';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

test('turning two-factor sign-in on, then signing in with the app code and with a backup code', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('two-factor');
  await createVerifiedAccount(request, email, { firstName: 'Kerem', lastName: 'Aksoy' });
  await signInViaApi(page, email, E2E_PASSWORD);

  await page.goto('/user-panel?tab=settings');
  const card = page.getByTestId('two-factor');
  await expect(card).toContainText('Kapalı');
  await card.getByRole('button', { name: 'Aç', exact: true }).click();
  const dialog = page.getByTestId('two-factor-dialog');
  await dialog.getByLabel('Şifreniz').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  const key = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
  await dialog.getByLabel('Uygulamadaki kod').fill(totpCode(key));
  await dialog.getByRole('button', { name: 'Doğrula ve aç' }).click();
  const codes = dialog.getByTestId('backup-codes');
  await expect(codes).toBeVisible();
  const backup = (await codes.innerText()).match(/[A-Za-z0-9]{5}-[A-Za-z0-9]{5}/g) ?? [];
  expect(backup).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(card.getByTestId('two-factor-status')).toContainText('Açık');

  // Signed out, the password alone no longer signs in: the code step follows.
  await page.context().request.post('/api/logout');
  await page.goto('/auth');
  await signInViaForm(page, email, E2E_PASSWORD);
  const step = page.getByTestId('two-factor-step');
  await expect(step.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible();
  await step.getByTestId('two-factor-code').fill(totpCode(key));
  await step.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(((await (await page.request.get('/api/user')).json()) as { email: string }).email).toBe(email);

  // Once more, with a backup code instead of the app.
  await page.context().request.post('/api/logout');
  await page.goto('/auth');
  await signInViaForm(page, email, E2E_PASSWORD);
  await step.getByRole('button', { name: 'Yedek kod kullan' }).click();
  await step.getByLabel('Yedek kod').fill(backup[0]!);
  await step.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
