/**
 * Issue 7 on /auth and the banners (spec §2 "/auth", "Banners"; §8 sign-in): keyboard sign-in in the
 * natural order, failures written above the form, consent links on sign-up, and banners that come one
 * at a time under the header (never over it), speak Turkish, and invite only plain users to
 * become partners. The demo accounts are days old, so a password sign-in gets the new_user welcome.
 */
import { expect, test, type Page } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Opens /auth and signs in with the keyboard only, as a person would: the e-mail field has the focus,
 * type the address, Tab, type the password, Enter.
 */
async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByLabel('E-posta')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Şifre', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

test('keyboard sign-in: e-mail (focused), Tab, password, Enter signs in', async ({ page }) => {
  await signInByKeyboard(page, DEMO.partner, DEMO_PASSWORD);
  // Nothing asked for: a partner lands on the partner dashboard (issue 18 item 13).
  await expect(page).toHaveURL(/\/partner-dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // A partner is welcomed without being invited to become one.
  const welcome = page.getByTestId('welcome-banner');
  await expect(welcome).toHaveAttribute('data-kind', 'new_user');
  await expect(welcome.getByRole('link', { name: 'Partnerleri Keşfet' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Partner Başvurusu' })).toHaveCount(0);
});

test("'Şifremi unuttum' comes after the password field in the Tab order", async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('E-posta')).toBeFocused();
  const order: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return el.getAttribute('autocomplete') === 'current-password' ? 'password' : (el.textContent ?? '').trim();
      }),
    );
  }
  expect(order).toEqual(['password', 'Şifreyi göster', 'Şifremi unuttum', 'Giriş Yap']);
});

test('a wrong password is written above the form as an alert that takes the focus', async ({ page }) => {
  await signInByKeyboard(page, 'kimse-yok@demo.example.com', 'yanlis-sifre-123');
  const alert = page.getByRole('alert').filter({ hasText: 'E-posta veya şifre hatalı' });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText('Giriş başarısız');
  // Above the form's fields.
  const alertBox = (await alert.boundingBox())!;
  const emailBox = (await page.getByLabel('E-posta').boundingBox())!;
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(emailBox.y);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabınıza giriş yapın' })).toBeVisible();
});

test('a rate limit is written above the form as an alert', async ({ page }) => {
  // The real limit (10 attempts per address in 15 minutes) would lock the address for the rest of the
  // run; the server's answer is reproduced instead.
  const message = 'Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin.';
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message, code: 'RATE_LIMITED' }),
    }),
  );
  await signInByKeyboard(page, DEMO.user, DEMO_PASSWORD);
  const alert = page.getByTestId('sign-in-error');
  await expect(alert).toBeFocused();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Çok fazla deneme');
  await expect(alert).toContainText(message);
});

test('the sign-up form links the terms of use and the KVKK notice in a new tab', async ({ page }) => {
  await page.goto('/auth?tab=register');
  const consent = page.getByTestId('sign-up-consent');
  for (const [name, path] of [
    [/Kullanım Koşulları/, '/kullanim-kosullari'],
    [/KVKK Aydınlatma Metni/, '/gizlilik-politikasi'],
  ] as const) {
    const link = consent.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('banners come one at a time, under the header, never covering it', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/?confirmed=true');
  const banner = page.getByTestId('confirmation-banner');
  await expect(banner).toContainText('Hesabınız doğrulandı! Aramıza hoş geldiniz!');
  await expect(page.getByTestId('welcome-banner')).toHaveCount(0);
  // In the page's flow below the header (issue 18 item 13: a fixed banner covered the header).
  await expect(page.getByTestId('banner-slot')).toHaveCSS('position', 'static');
  const headerBottom = async () => (await page.locator('header').first().boundingBox())!;
  const below = async (locator: typeof banner) => {
    const header = await headerBottom();
    const box = (await locator.boundingBox())!;
    return box.y >= header.y + header.height - 1;
  };
  expect(await below(banner)).toBe(true);

  await banner.getByRole('button', { name: 'Bildirimi kapat' }).click();
  const welcome = page.getByTestId('welcome-banner');
  await expect(welcome).toHaveAttribute('data-kind', 'email_confirmed');
  await expect(banner).toHaveCount(0);
  expect(await below(welcome)).toBe(true);
  await welcome.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(welcome).toHaveCount(0);
});

test("the magic-link welcome says 'Panele Git'; an admin is not invited to become a partner", async ({
  page,
  browser,
}) => {
  await signInViaApi(page, DEMO.editor);
  await page.goto('/?magic=true');
  const banner = page.getByTestId('confirmation-banner');
  await expect(banner).toContainText('Sihirli bağlantıyla giriş başarılı! Hoş geldiniz!');
  await banner.getByRole('button', { name: 'Bildirimi kapat' }).click();
  const welcome = page.getByTestId('welcome-banner');
  await expect(welcome).toHaveAttribute('data-kind', 'magic_link');
  await expect(welcome.getByRole('link', { name: 'Panele Git' })).toBeVisible();
  await expect(welcome).not.toContainText('Dashboard');
  await welcome.getByRole('button', { name: 'Bildirimi kapat' }).click();

  // Welcomed once per browser: signing in again here greets no more.
  await page.context().clearCookies();
  await signInByKeyboard(page, DEMO.editor, DEMO_PASSWORD);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page.getByTestId('welcome-banner')).toHaveCount(0);

  // The new_user welcome after a password sign-in, for the same admin in another browser.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const fresh = await context.newPage();
  await signInByKeyboard(fresh, DEMO.editor, DEMO_PASSWORD);
  const newUser = fresh.getByTestId('welcome-banner');
  await expect(newUser).toHaveAttribute('data-kind', 'new_user');
  await expect(newUser.getByRole('link', { name: 'Partner Başvurusu' })).toHaveCount(0);
  await expect(newUser).not.toContainText('partner olun');
  await context.close();
});
