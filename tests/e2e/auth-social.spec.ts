/**
 * Issue 3, "Google" sign-in end to end: the app's 'google' provider is a local OpenID Connect issuer
 * (support/oidc-mock.ts, OIDC_* in playwright.config.ts; docs/decisions/004-oidc-provider.md), so the
 * browser really goes /auth → issuer → /api/auth/callback/google → the landing page (spec §2 "/auth",
 * §4 "First-time social login").
 */
import { expect, test, type Page } from './support/test';
import { mailsTo, uniqueAddress, waitForMailLink } from './support/mailbox';
import { signInNextAtIssuer } from './support/oidc-identity';
import { OIDC_ISSUER } from './support/services';

// A Turkish browser: the account's language (and so its mails) comes from the callback request's
// Accept-Language, as no `lang` cookie is set before a visitor switches language.
test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

const googleButton = (page: Page) => page.getByRole('button', { name: 'Google ile devam et' });

/** Waits for the browser to pass through the issuer (proves the button went there, not to Google). */
function issuerVisit(page: Page) {
  return page.waitForRequest((req) => req.url().startsWith(`${OIDC_ISSUER}/authorize?`) && req.isNavigationRequest());
}

test('first Google sign-in creates the account and welcomes it', async ({ page }) => {
  const email = uniqueAddress('google');
  await signInNextAtIssuer(page.request, {
    sub: `e2e-sub-${Date.now()}`,
    email,
    given_name: 'Zeynep',
    family_name: 'Yıldız',
    name: 'Zeynep Yıldız',
  });
  await page.goto('/auth');
  const visited = issuerVisit(page);
  await googleButton(page).click();
  const authorize = new URL((await visited).url());
  expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/api/auth/callback/google', page.url()).href);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hoş Geldiniz!', { exact: true })).toBeVisible();
  await expect(page.getByText('Google ile başarıyla giriş yaptınız.')).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email,
    firstName: 'Zeynep',
    lastName: 'Yıldız',
    emailVerified: true,
    provider: 'google',
    userType: 'user',
  });
});

test('Google sign-in from a guarded page returns there', async ({ page }) => {
  const email = uniqueAddress('google-hedef');
  await page.goto('/service-requests');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fservice-requests$/);
  await signInNextAtIssuer(page.request, { sub: `e2e-sub-hedef-${Date.now()}`, email, given_name: 'Mert' });
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/service-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hizmet Taleplerim' })).toBeVisible();
});

test('cancelling at the issuer comes back to /auth with the failure notice, signed out', async ({ page }) => {
  await page.goto('/auth');
  // No identity queued: the issuer answers access_denied, like a person pressing "Cancel".
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/auth\?error=access_denied/);
  await expect(page.getByText('Sosyal medya girişi başarısız')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('an address the issuer has not verified gets no session until our mailed link confirms it', async ({ page }) => {
  const email = uniqueAddress('google-dogrulanmamis');
  await signInNextAtIssuer(page.request, {
    sub: `e2e-sub-unverified-${Date.now()}`,
    email,
    email_verified: false,
    given_name: 'Arda',
  });
  await page.goto('/auth');
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/auth\?error=email_not_verified/);
  await expect(page.getByText('Sosyal medya girişi başarısız')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  const link = await waitForMailLink(page.request, email, /\/api\/auth\/verify-email\?token=/);
  expect((await mailsTo(page.request, email))[0]?.subject).toBe('E-posta adresinizi doğrulayın');
  await page.goto(link);
  await expect(
    page.getByRole('status').filter({ hasText: 'Hesabınız doğrulandı! Aramıza hoş geldiniz!' }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email, emailVerified: true });
});
