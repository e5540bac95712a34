/**
 * Issue 8's whole partner lifecycle in one journey, once in Turkish and once in English: a verified user
 * opens the application dialog from the home page and applies with a cropped logo; an admin approves
 * it; the user switches to the partner type, sees the dashboard, edits the description; the partner is
 * in the catalogue and found by search; another user follows it and the count rises. Each pass uses a
 * fresh account and company, so the demo data the other specs read stays as it is. The texts checked
 * are each language's own (locale files), the rest is found by role, name attribute or test id.
 */
import { type Browser, expect, type Page, test } from './support/test';
import sharp from 'sharp';
import en from '../../src/client/locales/en/partnerApplications.json' with { type: 'json' };
import tr from '../../src/client/locales/tr/partnerApplications.json' with { type: 'json' };
import { DEMO, DEMO_PASSWORD, signInViaApi, userMenuButton } from './support/auth-session';
import { partnerCards } from './support/helpers';
import { localisePath } from '../../src/shared/pages';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const TEXTS = {
  tr: {
    becomePartner: 'Partner Ol',
    crop: 'Kırp ve kullan',
    submitted: tr.toast.successText,
    switchType: 'Hesap Türünü Değiştir',
    saved: 'Profil kaydedildi.',
    follow: 'Takip Et',
    following: 'Takip Ediliyor',
  },
  en: {
    becomePartner: 'Become a Partner',
    crop: 'Crop and use',
    submitted: en.toast.successText,
    switchType: 'Switch Account Type',
    saved: 'Profile saved.',
    follow: 'Follow',
    following: 'Following',
  },
} as const;

/** Chooses the interface language the way the language switch does (the `lang` cookie). */
async function inLanguage(page: Page, lang: 'tr' | 'en') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
}

async function newSignedInPage(browser: Browser, email: string, password: string, lang: 'tr' | 'en') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
  });
  const page = await context.newPage();
  await inLanguage(page, lang);
  await signInViaApi(page, email, password);
  return page;
}

const logo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

for (const lang of ['tr', 'en'] as const) {
  test(`the partner lifecycle, from application to a followed catalogue partner (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    const t = TEXTS[lang];
    const stamp = Date.now().toString(36).slice(-5);
    const company = `Yaşam Döngüsü ${lang.toUpperCase()} ${stamp}`;
    const username = `dongu-${lang}-${stamp}`;
    const email = uniqueAddress(`lifecycle-${lang}`);
    await createVerifiedAccount(request, email, { firstName: 'Selin', lastName: 'Aydın' });
    await inLanguage(page, lang);
    await signInViaApi(page, email, E2E_PASSWORD);

    // 1. The home page's become-partner button opens the application dialog (spec §2).
    // A public page is in its URL's language (decision 030).
    await page.goto(localisePath('/', lang));
    await page.getByRole('button', { name: t.becomePartner }).first().click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('partner-application-form');
    await expect(form).toBeVisible();
    await expect(form.locator('input[name="email"]')).toHaveValue(email);
    await form.locator('input[name="phone"]').fill('5321234567');
    await form.locator('input[name="company"]').fill(company);
    await form.locator('input[name="contactPerson"]').fill('Selin Aydın');
    // The city is required (issue 18 item 17).
    await form.locator('input[name="city"]').fill('İstanbul');
    await form.locator('input[name="username"]').fill(username);
    await expect(form.getByTestId('username-available')).toBeVisible();
    await form.getByTestId('category-select').click();
    await page.getByRole('option').first().click();
    await form.getByTestId('company-size-select').click();
    await page.getByRole('option').nth(1).click();
    await form.locator('input[name="foundingYear"]').fill('2015');
    await form
      .locator('textarea[name="businessDescription"]')
      .fill('Yaşam döngüsü testleri için ihracat danışmanlığı.');
    await form.locator('textarea[name="dipAdvantages"]').fill('DİP üyelerine ilk görüşme ücretsizdir.');
    await form.locator('textarea[name="whyPartner"]').fill('Daha fazla ihracatçıya ulaşmak istiyoruz.');
    const services = form.getByTestId('service-input');
    await services.fill('Döngü danışmanlığı');
    await services.press('Enter');
    await form
      .getByTestId('logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    await page.getByRole('button', { name: t.crop }).click();
    await expect(form.getByTestId('logo-preview')).toBeVisible();
    await form.getByTestId('kvkk-checkbox').click();
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(t.submitted)).toBeVisible({ timeout: 20_000 });
    // The dialog closed; the applicant is on the status page of the new application.
    await expect(page).toHaveURL(/\/application-status\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('application-status-badge')).toBeVisible();

    // 2. An admin approves it.
    const adminPage = await newSignedInPage(browser, DEMO.admin, DEMO_PASSWORD, lang);
    await adminPage.goto('/admin-dashboard?tab=applications');
    const row = adminPage.locator(`[data-testid="application-row"][data-username="${username}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button').first().click();
    await adminPage
      .getByTestId('application-detail')
      .locator('button')
      .filter({ hasText: /Onayla|Approve/ })
      .click();
    await adminPage.getByTestId('review-confirm').click();
    await expect(row).toHaveCount(0);
    await adminPage.context().close();

    // 3. The applicant switches to the partner type and lands on the dashboard.
    await page.goto(localisePath('/', lang));
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: t.switchType }).click();
    await page.getByTestId('account-type-partner').click();
    await expect(page).toHaveURL(/\/partner-dashboard$/);
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    await expect(page.getByTestId('profile-link')).toContainText(`/partner/${username}`);

    // 4. The partner edits the description on its profile page.
    await page.goto(localisePath(`/partner/${username}`, lang));
    await page.getByTestId('edit-profile').click();
    const editor = page.locator('[contenteditable="true"]').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(`Konteyner takibinde uzman ekip ${stamp}.`);
    await page.getByRole('button', { name: lang === 'tr' ? 'Kaydet' : 'Save', exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Konteyner takibinde uzman ekip ${stamp}.`)).toBeVisible();

    // 5. The partner is in the catalogue and found by its search, by a word of the new description too.
    await page.goto(localisePath(`/?search=${encodeURIComponent(company)}`, lang));
    await expect(partnerCards(page).filter({ hasText: company })).toHaveCount(1);
    await page.goto(localisePath(`/?search=${encodeURIComponent(`konteyner ${stamp}`)}`, lang));
    await expect(partnerCards(page).filter({ hasText: company })).toHaveCount(1);

    // 6. Another user follows it and the count rises.
    const follower = await newSignedInPage(browser, DEMO.user, DEMO_PASSWORD, lang);
    await follower.goto(localisePath(`/partner/${username}`, lang));
    const count = follower.getByTestId('followers-count');
    await expect(count).toContainText('0');
    await follower.getByTestId('follow-button').click();
    await expect(follower.getByTestId('follow-button')).toHaveText(t.following);
    await expect(count).toContainText('1');
    await follower.reload();
    await expect(follower.getByTestId('followers-count')).toContainText('1');
    await follower.context().close();

    // The partner sees the follower (the demo user, Ayşe) on the dashboard.
    await page.goto('/partner-dashboard');
    await expect(page.getByTestId('followers-slot').getByText('Ayşe', { exact: false })).toBeVisible();
  });
}
