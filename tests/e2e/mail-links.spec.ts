/**
 * Issue 3, the flows that go through the mailbox, with real mail: the app's outbox worker delivers to
 * the run's SMTP sink (support/smtp-sink.ts, SMTP_URL in playwright.config.ts) and the tests click
 * the links as a person would (spec §2 "/auth", "Banners", "Password reset page"; PRODUCT-DECISIONS
 * 3–5; docs/decisions/003-identity.md "Links and landings").
 *
 * Each test uses fresh addresses. Accounts a test only needs as a starting point are made on the
 * `request` fixture (its own cookie jar), so the page starts signed out.
 */
import { expect, test } from './support/test';
import { createVerifiedAccount, E2E_PASSWORD, mailsTo, uniqueAddress, waitForMailLink } from './support/mailbox';

// A Turkish browser, so accounts made on the bare `request` fixture get Turkish mails too.
test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('sign-up, then the verification mail confirms the address and signs in', async ({ page }) => {
  const email = uniqueAddress('kayit');
  await page.goto('/auth?tab=register');
  await page.getByLabel('Ad', { exact: true }).fill('Derya');
  await page.getByLabel('Soyad').fill('Aksoy');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Son bir adım' })).toBeVisible();
  expect((await page.request.get('/api/user')).status(), 'no session before the address is confirmed').toBe(401);

  const link = await waitForMailLink(page.request, email, /\/api\/auth\/verify-email\?token=/);
  const [mail] = await mailsTo(page.request, email);
  expect(mail).toMatchObject({ subject: 'E-posta adresinizi doğrulayın', to: [email] });
  expect(mail!.body).toContain('Derya');
  expect(new URL(link).origin, 'links use PUBLIC_URL, the origin the browser is on').toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Hesabınız doğrulandı! Aramıza hoş geldiniz!' }),
  ).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, firstName: 'Derya', emailVerified: true, provider: 'email' });
});

test('magic link: requested on /auth, the mailed link signs in', async ({ page, request }) => {
  const email = uniqueAddress('sihirli');
  await createVerifiedAccount(request, email, { firstName: 'Kerem', lastName: 'Tunç' });
  const before = (await mailsTo(request, email)).length;

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sihirli bağlantı ile giriş yap' }).click();
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sihirli bağlantı gönderildi' })).toBeVisible();

  const link = await waitForMailLink(request, email, /\/api\/auth\/magic-link\/verify\?token=/, { skip: before });
  // The mail that carries the link, not "the latest": sign-ins from new browsers mail security alerts.
  expect((await mailsTo(request, email)).find((m) => m.links.includes(link))?.subject).toBe('Giriş bağlantınız');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!' }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email, firstName: 'Kerem' });
});

test('forgot password: the mailed link sets a new password, which then signs in', async ({ page, request }) => {
  const email = uniqueAddress('sifre');
  const newPassword = 'Yeni-Liman-Rotasi-2027';
  await createVerifiedAccount(request, email, { firstName: 'Nazlı', lastName: 'Er' });
  const before = (await mailsTo(request, email)).length;

  await page.goto('/auth');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
  await expect(page.getByLabel('E-posta')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Şifre sıfırlama bağlantısı gönderildi' })).toBeVisible();

  const link = await waitForMailLink(request, email, /\/api\/auth\/reset-password\//, { skip: before });
  expect((await mailsTo(request, email)).find((m) => m.links.includes(link))?.subject).toBe(
    'Şifre sıfırlama talebiniz',
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/password-reset\?token=[^&]+$/);
  await page.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
  await page.getByLabel('Yeni şifre (tekrar)').fill(newPassword);
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page.getByRole('heading', { name: 'Şifreniz başarıyla güncellendi' })).toBeVisible();

  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByText('Başarıyla giriş yapıldı')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email, emailVerified: true });

  const old = await request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  expect(old.status(), 'the old password no longer works').toBe(401);
});
