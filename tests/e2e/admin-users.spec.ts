/**
 * Issue 11, user management and feedback: a master admin grants Editör to a fresh user, who switches
 * to it and sees the admin menu (templates, files) but not user management; revoking it ends the
 * user's session. Deactivation blocks sign-in, reactivation lifts it. A visitor sends feedback from
 * the footer; the admin resolves and deletes it in the dashboard's feedback tab. axe at 390 and
 * 1280 px, and one pass of the user-management page in English.
 */
import { type Browser, expect, type Locator, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi, switchTypeViaApi, userMenuButton } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce' });

const SHOTS = '/tmp/shots-users';

async function newPage(browser: Browser, width: number, height: number, lang = 'tr'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
    reducedMotion: 'reduce',
    viewport: { width, height },
  });
  await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** The visible row (table row or phone card) of `email` in the user list. */
const rowOf = (page: Page, email: string): Locator =>
  page.locator(`[data-testid="user-row"][data-email="${email}"]`).locator('visible=true');

async function rowAction(page: Page, email: string, item: string) {
  const row = rowOf(page, email);
  await row.getByTestId('user-actions').click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(dialog).toBeHidden();
}

test('a master admin grants and revokes Editör, deactivates and reactivates a user', async ({ browser }, testInfo) => {
  const email = uniqueAddress('editor');
  const user = await newPage(browser, 1280, 900);
  await createVerifiedAccount(user.context().request, email, { firstName: 'Deniz', lastName: 'Aday' });
  await signInViaApi(user, email, E2E_PASSWORD);

  const admin = await newPage(browser, 1280, 900);
  await signInViaApi(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto('/user-management');
  await expect(admin.getByRole('heading', { level: 1, name: 'Kullanıcı Yönetimi' })).toBeVisible();
  await admin.getByTestId('user-search').fill('deniz aday');
  await expect(rowOf(admin, email)).toBeVisible();
  await expect(rowOf(admin, email)).toContainText('Kullanıcı');
  await expectNoSeriousA11yViolations(admin, testInfo, 'user-management-1280');
  await admin.screenshot({ path: `${SHOTS}/user-management-1280.png`, fullPage: true });

  // Grant Editör (after confirming); the row shows the badge.
  await rowAction(admin, email, 'Editör yetkisi ver');
  await expect(rowOf(admin, email)).toContainText('Editör');

  // The user switches to Editör and sees the admin entries, but not user management.
  await switchTypeViaApi(user.context().request, 'editor_admin');
  await user.goto('/');
  await userMenuButton(user).click();
  const menu = user.getByTestId('user-menu');
  await expect(menu.getByRole('menuitem', { name: 'Şablon Yönetimi' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dosya Yönetimi' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Kullanıcı Yönetimi' })).toHaveCount(0);
  await user.keyboard.press('Escape');

  // Revoking ends the user's session.
  await rowAction(admin, email, 'Editör yetkisini kaldır');
  await expect(rowOf(admin, email)).not.toContainText('Editör');
  expect((await user.context().request.get('/api/email-preferences')).status()).toBe(401);

  // The change history lists both changes.
  await admin.getByTestId('tab-audit').click();
  await expect(admin.getByTestId('audit-row').first()).toContainText('Yetki kaldırıldı');
  await admin.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });
  await admin.getByTestId('tab-users').click();

  // Deactivated: sign-in refused. Reactivated: sign-in works.
  await admin.getByTestId('user-search').fill(email);
  await rowAction(admin, email, 'Pasif yap');
  await expect(rowOf(admin, email)).toContainText('Pasif');
  const refused = await user.context().request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  expect(refused.status()).toBe(403);
  await rowAction(admin, email, 'Aktif yap');
  await expect(rowOf(admin, email)).toContainText('Aktif');
  const allowed = await user.context().request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  expect(allowed.status()).toBe(200);
});

test('a visitor sends feedback from the footer; the admin resolves and deletes it', async ({ browser }, testInfo) => {
  const visitor = await newPage(browser, 390, 844);
  const name = `Ziyaretçi ${Date.now()}`;
  await visitor.goto('/');
  await visitor.getByTestId('footer-feedback').click();
  const dialog = visitor.getByTestId('feedback-dialog');
  await expect(dialog.getByRole('heading', { name: 'Geri Bildirim' })).toBeVisible();
  // Validation first: nothing filled.
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByTestId('field-error').first()).toBeVisible();
  await dialog.getByLabel('Ad Soyad').fill(name);
  await dialog.getByLabel('E-posta').fill(uniqueAddress('feedback'));
  await dialog.getByLabel('Kategori').selectOption({ label: 'Öneri/Özellik' });
  await dialog.getByLabel('Mesajınız').fill('Partner listesinde şehir filtresi olsa çok iyi olur.');
  await expectNoSeriousA11yViolations(visitor, testInfo, 'feedback-modal-390');
  await visitor.screenshot({ path: `${SHOTS}/feedback-modal-390.png` });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByTestId('feedback-success')).toContainText('Geri bildiriminiz için teşekkürler!');

  const admin = await newPage(browser, 1280, 900);
  await signInViaApi(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto('/admin-dashboard');
  await expect(admin.getByTestId('admin-quick-links').getByRole('link', { name: 'Kullanıcı Yönetimi' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });
  await admin.goto('/admin-dashboard?tab=feedback');
  const row = admin.getByTestId('feedback-row').filter({ hasText: name });
  await expect(row).toContainText('Öneri/Özellik');
  await expect(row.getByTestId('feedback-status')).toHaveText('Yeni');
  await expectNoSeriousA11yViolations(admin, testInfo, 'feedback-tab-1280');
  await admin.screenshot({ path: `${SHOTS}/feedback-tab-1280.png`, fullPage: true });
  await row.getByTestId('feedback-status-select').selectOption('resolved');
  await expect(row.getByTestId('feedback-status')).toHaveText('Çözüldü');
  await row.getByTestId('feedback-delete').click();
  const confirm = admin.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(admin.getByTestId('feedback-row').filter({ hasText: name })).toHaveCount(0);

  // The dashboard at 390 px.
  const phone = await newPage(browser, 390, 844);
  await signInViaApi(phone, DEMO.admin, DEMO_PASSWORD);
  await phone.goto('/admin-dashboard');
  await expect(phone.getByTestId('admin-quick-links')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, testInfo, 'admin-dashboard-390');
  await phone.screenshot({ path: `${SHOTS}/admin-dashboard-390.png`, fullPage: true });
  await phone.goto('/admin-dashboard?tab=feedback');
  await expect(phone.getByRole('tab', { name: 'Geri Bildirimler' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/feedback-tab-390.png`, fullPage: true });
});

test('user management in English at 390 px', async ({ browser }, testInfo) => {
  const admin = await newPage(browser, 390, 844, 'en');
  await signInViaApi(admin, DEMO.admin, DEMO_PASSWORD);
  await admin.goto('/user-management');
  await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(rowOf(admin, DEMO.admin)).toBeVisible();
  await expectNoSeriousA11yViolations(admin, testInfo, 'user-management-390-en');
  await admin.screenshot({ path: `${SHOTS}/user-management-390-en.png`, fullPage: true });
  await rowOf(admin, DEMO.admin).getByTestId('user-actions').click();
  await expect(admin.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible();
  await admin.keyboard.press('Escape');
  await admin.getByTestId('new-user').click();
  await expect(admin.getByTestId('create-user-dialog').getByRole('heading', { name: 'New user' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, testInfo, 'create-user-390-en');
  await admin.screenshot({ path: `${SHOTS}/create-user-390-en.png` });
});
