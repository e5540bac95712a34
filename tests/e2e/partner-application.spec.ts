/**
 * The partner lifecycle through a real browser (spec §2 "Become-partner", "Application status", admin
 * dashboard; §5; PRODUCT-DECISIONS 10–12): a verified user applies with a cropped logo, a cover and a
 * document; an admin approves in /admin-dashboard; the status page shows the approval; the new partner
 * is found by the catalogue search. axe finds no serious or critical violation on the form, the status
 * page and the admin dashboard at 390 and 1280 px.
 */
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, partnerCards, saveScreenshot, settle } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ locale: 'tr-TR', reducedMotion: 'reduce' });

const COMPANY = 'Kuzey Rüzgarı Danışmanlık';
const USERNAME = 'kuzey-ruzgari';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const image = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function axeAtBothWidths(page: Page, label: string) {
  // The toasts are the app's shared sonner slot (their red description on pink is 4.34:1, reported
  // separately); the scan is about this page's own content, so it waits until they have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    await settle(page);
    await expectNoSeriousA11yViolations(page, test.info(), `${label}-${size.width}`);
    await saveScreenshot(page, test.info(), `${label}-${size.width}`);
  }
}

let applicationId = '';
// The applicant's address: the later tests look them up and sign in as them.
const applicantEmail = uniqueAddress('applicant');

test.describe.configure({ mode: 'serial' });

test('a verified user applies with a cropped logo, a cover and a document', async ({ page, request }) => {
  // A fresh account: the approval makes it a partner, which the demo user must not become for the other specs.
  const email = applicantEmail;
  await createVerifiedAccount(request, email, { firstName: 'Deniz', lastName: 'Kuzey' });
  await signInViaApi(page, email, E2E_PASSWORD);
  await page.goto('/partner-application');
  const form = page.getByTestId('partner-application-form');
  await expect(form).toBeVisible();
  // Prefilled from the session user.
  await expect(page.getByLabel('E-posta')).toHaveValue(email);
  await expect(page.getByLabel('Ad', { exact: true })).not.toHaveValue('');

  // Submitting empty shows the spec's messages and the services toast.
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByText('KVKK onayı zorunludur')).toBeVisible();
  await expect(page.getByText('Hizmet Seçimi Gerekli')).toBeVisible();

  await axeAtBothWidths(page, 'application-form');
  await page.setViewportSize(VIEWPORTS[1]);

  // The phone is normalised as typed: digits only, a first digit other than 5 becomes 5.
  const phone = page.getByLabel('Telefon');
  await phone.fill('0 (532) 111-22-33');
  await expect(phone).toHaveValue('5532111223');
  await phone.fill('5321112233');

  await page.getByLabel('Şirket Adı').fill(COMPANY);
  // The city is asked (issue 18), and a website needs no https:// (stored with it).
  await page.getByLabel('Şehir').fill('İzmir');
  await page.getByLabel(/^Web Sitesi/).fill('kuzeyruzgari.example.com');
  await page.getByLabel('Kullanıcı Adı').fill(USERNAME);
  await expect(page.getByTestId('username-available')).toBeVisible();

  await page.getByTestId('category-select').click();
  await page.getByRole('option', { name: 'Danışmanlık', exact: false }).first().click();
  await page.getByTestId('company-size-select').click();
  await page.getByRole('option', { name: '11-30 çalışan' }).click();
  await page.getByLabel('Kuruluş Yılı').fill('2012');
  await page.getByLabel('İş Tanımı').fill('İhracatçılara rüzgar enerjisi ekipmanlarında pazar danışmanlığı veriyoruz.');

  const services = page.getByTestId('service-input');
  await services.fill('Rüzgar türbini ihracat danışmanlığı');
  await services.press('Enter');
  await services.fill('RÜZGAR TÜRBİNİ İHRACAT DANIŞMANLIĞI');
  await services.press('Enter');
  await expect(page.getByTestId('service-chips').getByRole('listitem')).toHaveCount(1);

  await page
    .getByLabel('DİP Üyelerine Sunulan Avantajlar')
    .fill('DİP üyelerine ilk danışmanlık görüşmesi ücretsizdir.');
  await page
    .getByLabel('Neden İş Ortağımız Olmak İstiyorsunuz?')
    .fill('Rüzgar enerjisi ihracatçılarına daha geniş ölçekte ulaşmak istiyoruz.');

  // Logo: cropped square in the shared crop dialog.
  await page.getByTestId('logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await image(240, 180, '#1d4ed8'),
  });
  await page.getByRole('button', { name: 'Kırp ve kullan' }).click();
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await page.getByTestId('cover-input').setInputFiles({
    name: 'kapak.png',
    mimeType: 'image/png',
    buffer: await image(900, 300, '#f59e0b'),
  });
  await page.getByRole('button', { name: 'Kırp ve kullan' }).click();
  await expect(page.getByTestId('cover-preview')).toBeVisible();

  // A wrong document type is dropped with 'Dosya Hatası'; the PDF stays.
  await page.getByTestId('documents-input').setInputFiles([
    { name: 'vergi-levhasi.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('metin') },
  ]);
  await expect(page.getByText('Dosya Hatası')).toBeVisible();
  await expect(page.getByTestId('documents-list').getByRole('listitem')).toHaveCount(1);

  await page.getByTestId('kvkk-checkbox').click();
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

  await expect(page.getByText('İş ortağı başvurunuz başarıyla gönderildi', { exact: false })).toBeVisible();
  // The confirmation replaces the long form: it is scrolled into view and holds the focus (issue 18).
  await expect(page.getByTestId('application-submitted')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeFocused();
  const link = page.getByRole('link', { name: 'Başvuru durumunu görüntüle' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/application-status\/[0-9a-f-]{36}$/);
  applicationId = page.url().split('/').pop()!;
  await expect(page.getByTestId('application-status-badge')).toHaveText('İnceleniyor');
  await expect(page.getByText(COMPANY).first()).toBeVisible();

  await axeAtBothWidths(page, 'application-status');
});

test('an admin approves it in the admin dashboard', async ({ page }) => {
  expect(applicationId).not.toBe('');
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard?tab=applications');
  const row = page.locator(`[data-testid="application-row"][data-username="${USERNAME}"]`);
  await expect(row).toBeVisible();

  await axeAtBothWidths(page, 'admin-dashboard-applications');
  await page.setViewportSize(VIEWPORTS[1]);

  // The details show the document with a download link.
  await row.getByRole('button', { name: /Detaylar/ }).click();
  const detail = page.getByTestId('application-detail');
  await expect(detail.getByRole('link', { name: 'vergi-levhasi.pdf indir' })).toBeVisible();
  await expect(detail.getByText('Rüzgar türbini ihracat danışmanlığı')).toBeVisible();
  await detail.getByRole('button', { name: 'Onayla' }).click();

  const dialog = page.getByTestId('review-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Not').fill('Aramıza hoş geldiniz.');
  await dialog.getByTestId('review-confirm').click();
  await expect(page.getByText('Başvuru onaylandı')).toBeVisible();
  await expect(row).toHaveCount(0); // the pending filter no longer lists it

  await page.goto('/admin-dashboard?tab=overview');
  await expect(page.getByTestId('stat-value').first()).toBeVisible();
  await axeAtBothWidths(page, 'admin-dashboard-overview');
  await page.goto('/admin-dashboard?tab=partners');
  await expect(page.getByTestId('admin-partner-row').first()).toBeVisible();
  await axeAtBothWidths(page, 'admin-dashboard-partners');

  // User management shows the phone the applicant gave (it showed "—": issue 18).
  await page.goto('/user-management');
  await page.getByTestId('user-search').fill(applicantEmail);
  const userRow = page.locator(`[data-testid="user-row"][data-email="${applicantEmail}"]`).locator('visible=true');
  await expect(userRow).toContainText(/532\D?111\D?22\D?33/);
});

test('the new partner opening /partner-application sees their partner status, not a form', async ({ page }) => {
  await signInViaApi(page, applicantEmail, E2E_PASSWORD);
  await page.goto('/partner-application');
  await expect(page.getByText('Zaten iş ortağımızsınız')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partner Paneline Git' })).toBeVisible();
  await expect(page.getByTestId('partner-application-form')).toHaveCount(0);
});

test('the status page shows the approval and the catalogue search finds the partner', async ({ page }) => {
  await page.goto(`/application-status/${applicationId}`);
  await expect(page.getByTestId('application-status-badge')).toHaveText('Onaylandı');
  await expect(page.getByTestId('review-notes')).toHaveText('Aramıza hoş geldiniz.');

  await page.goto(`/?search=${encodeURIComponent('Kuzey Rüzgarı')}`);
  await expect(partnerCards(page).filter({ hasText: COMPANY })).toHaveCount(1);

  await page.goto('/application-status/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Başvuru Bulunamadı' })).toBeVisible();
});
