/**
 * Issue 9's quote journey, in Turkish, with one pass in English: a fresh user asks two logistics
 * partners at once from a profile's quote dialog; both answer (one revises its quote in the partner
 * dashboard, the other answers through the API); the user compares the two side by side, downloads a
 * PDF and accepts one; the other partner sees its answer declined; the accepted partner marks the work
 * completed; the user reviews the partner and the rating appears on its catalogue card; an admin's quote
 * desk counters have moved. axe checks the new dialogs and pages. Every pass uses a fresh requester, so
 * its rows are told apart from other runs by the requester's unique name and company.
 */
import { type Browser, expect, type Page, test } from './support/test';
import en from '../../src/client/locales/en/quotes.json' with { type: 'json' };
import tr from '../../src/client/locales/tr/quotes.json' with { type: 'json' };
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, partnerCards, saveScreenshot } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const PARTNER2 = 'partner2@demo.example.com';
const EGE = 'Ege Lojistik';
const IPEKYOLU = 'İpekyolu Uluslararası Taşımacılık A.Ş.';

/** A stamp of letters only (names refuse digits), different on every run. */
function letterStamp(): string {
  return Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An action's accessible name: the visible label, then the partner's name in screen-reader text. */
const forPartner = (label: string, company: string) => new RegExp(`^${escape(label)}\\s*:\\s*${escape(company)}$`);

async function inLanguage(page: Page, lang: 'tr' | 'en') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
}

async function newSignedInPage(browser: Browser, email: string, password: string, lang: 'tr' | 'en') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await inLanguage(page, lang);
  await signInViaApi(page, email, password);
  return page;
}

interface PartnerRow {
  id: number;
  fullName: string;
  companyName: string;
  status: string;
  response: { id: number; status: string } | null;
}

/** The signed-in partner's request from this run's requester (GET /api/quote-requests). */
async function ownRequest(page: Page, companyName: string): Promise<PartnerRow> {
  const res = await page.request.get('/api/quote-requests?limit=100');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { quoteRequests: PartnerRow[] };
  const row = body.quoteRequests.find((r) => r.companyName === companyName);
  expect(row, `a request from ${companyName}`).toBeDefined();
  return row!;
}

/** Answers the request through the API as the signed-in partner (one line, 20 % VAT, TRY). */
async function answerViaApi(page: Page, quoteRequestId: number, unitPrice: number) {
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.post('/api/quote-responses', {
    data: {
      quoteRequestId,
      title: 'Gaziantep – Hamburg komple tır',
      items: [{ description: 'Komple tır taşıma', quantity: 1, unitPrice }],
      vatRate: 20,
      currency: 'TRY',
      validUntil,
      deliveryTime: '7 iş günü',
      terms: 'Ödeme yükleme öncesi',
    },
  });
  expect(res.status(), 'POST /api/quote-responses').toBe(201);
  return (await res.json()) as { id: number; totalAmount: number };
}

async function adminCounts(page: Page): Promise<Record<string, number>> {
  const res = await page.request.get('/api/admin/quote-requests');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { counts: Record<string, number> }).counts;
}

/** Opens a profile's quote dialog, fills it, asks one more partner, and sends it to both. */
async function requestTwoQuotes(page: Page, opts: { company: string; lang: 'tr' | 'en'; extra: string }) {
  const L =
    opts.lang === 'tr'
      ? {
          quote: 'Teklif Al',
          phone: 'Telefon',
          company: 'Şirket',
          monthly: 'Aylık',
          message: 'Mesajınız',
          send: '2 İş Ortağına Gönder',
          sent: 'Talebiniz 2 iş ortağına iletildi.',
        }
      : {
          quote: 'Get a Quote',
          phone: 'Phone',
          company: 'Company',
          monthly: 'Monthly',
          message: 'Your message',
          send: 'Send to 2 Partners',
          sent: 'Your request was sent to 2 partners.',
        };
  await page.goto('/partner/egelojistik');
  await page.getByRole('button', { name: L.quote, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(L.phone, { exact: true }).fill('5321234567');
  await dialog.getByLabel(L.company, { exact: true }).fill(opts.company);
  await dialog.getByRole('radio', { name: new RegExp(`^${L.monthly}`) }).check();
  await dialog.getByRole('checkbox').first().check(); // the partner's first listed service
  await dialog.getByLabel(new RegExp(`^${L.message}`)).fill('Ayda iki parsiyel sevkiyat, Hamburg ve Rotterdam.');
  await dialog.getByRole('checkbox', { name: new RegExp(opts.extra.slice(0, 12)) }).check();
  await dialog.getByRole('checkbox', { name: /KVKK/ }).check();
  await expectNoSeriousA11yViolations(page, test.info(), `quote-dialog-${opts.lang}`);
  await dialog.getByRole('button', { name: L.send }).click();
  await expect(page.getByText(L.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('quotes from two partners: answer, revise, compare, PDF, accept, complete, review, admin counters (tr)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = letterStamp();
  const lastName = `Teklifçi${stamp}`;
  const fullName = `Deniz ${lastName}`;
  const company = `Karşılaştırma Tekstil ${stamp}`;
  const email = uniqueAddress('quotes-tr');
  await createVerifiedAccount(request, email, { firstName: 'Deniz', lastName });

  const admin = await newSignedInPage(browser, DEMO.admin, DEMO_PASSWORD, 'tr');
  const before = await adminCounts(admin);

  // 1. A grouped request from the profile's quote dialog (spec §5; issue 9 "Requesting").
  await inLanguage(page, 'tr');
  await signInViaApi(page, email, E2E_PASSWORD);
  await requestTwoQuotes(page, { company, lang: 'tr', extra: IPEKYOLU });

  // 2. Ege Lojistik answers in its dashboard, then revises the price.
  const ege = await newSignedInPage(browser, DEMO.partner, DEMO_PASSWORD, 'tr');
  await ege.goto('/partner-dashboard?tab=quotes');
  await ege.getByRole('button', { name: `Teklif Ver: ${fullName} talebi` }).click();
  const answer = ege.getByRole('dialog');
  await answer.getByLabel('Teklif başlığı').fill('İzmir – Hamburg parsiyel taşıma');
  await answer.getByLabel('1. kalem açıklaması').fill('Parsiyel taşıma (palet)');
  await answer.getByLabel('1. kalem miktarı').fill('4');
  await answer.getByLabel(/^1\. kalem birim fiyatı/).fill('1.250,50');
  // 4 × 1.250,50 = 5.002,00; KDV %20 = 1.000,40; toplam 6.002,40
  await expect(answer.getByText('₺6.002,40')).toBeVisible();
  await expectNoSeriousA11yViolations(ege, test.info(), 'quote-answer-dialog-tr');
  await answer.getByRole('button', { name: 'Teklifi Gönder' }).click();
  await expect(ege.getByText('Teklifiniz gönderildi')).toBeVisible();
  await ege.getByRole('button', { name: `Güncelle: ${fullName} için gönderilen teklif` }).click();
  const revise = ege.getByRole('dialog');
  await revise.getByLabel(/^1\. kalem birim fiyatı/).fill('1.100');
  // 4 × 1.100,00 = 4.400,00; KDV 880,00; toplam 5.280,00
  await expect(revise.getByText('₺5.280,00')).toBeVisible();
  await revise.getByRole('button', { name: 'Güncellemeyi Gönder' }).click();
  await expect(ege.getByText('Teklifiniz güncellendi')).toBeVisible();

  // 3. İpekyolu answers through the API (its request only: it cannot see Ege's).
  const ipek = await newSignedInPage(browser, PARTNER2, DEMO_PASSWORD, 'tr');
  const ipekRow = await ownRequest(ipek, company);
  await answerViaApi(ipek, ipekRow.id, 600_000); // 6.000,00 + KDV = 7.200,00

  // 4. The requester compares the two side by side, downloads a PDF and accepts Ege's quote.
  await page.goto('/service-requests');
  const group = page.getByTestId('request-group');
  await expect(group).toBeVisible();
  const table = group.getByTestId('comparison-table');
  await expect(table.getByRole('row', { name: /KDV dahil toplam/ })).toContainText('₺5.280,00');
  await expect(table.getByRole('row', { name: /KDV dahil toplam/ })).toContainText('₺7.200,00');
  await expect(table.getByRole('row', { name: /Sürüm/ })).toContainText('Güncellendi (v2)');
  await expect(group.getByTestId('cheapest-badge')).toBeVisible();
  await expectNoSeriousA11yViolations(page, test.info(), 'service-requests-tr');
  await saveScreenshot(page, test.info(), 'quotes-comparison-1280-tr');

  const pdfHref = await group.getByRole('link', { name: forPartner('PDF indir', EGE) }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await group.getByRole('button', { name: forPartner(tr.accept, EGE) }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText(tr.acceptOthers_one);
  await confirm.getByRole('button', { name: tr.accept }).click();
  await expect(page.getByText(tr.accepted)).toBeVisible();

  // 5. İpekyolu's answer was declined with the group; its table says so.
  await ipek.goto('/partner-dashboard?tab=quotes');
  const ipekRowUi = ipek.getByRole('row', { name: new RegExp(fullName) });
  await expect(ipekRowUi).toContainText('Reddedildi');

  // 6. Ege marks the accepted work completed.
  await ege.reload();
  await ege.getByRole('button', { name: `Tamamlandı İşaretle: ${fullName} talebi` }).click();
  await ege
    .getByRole('alertdialog')
    .or(ege.getByRole('dialog'))
    .getByRole('button', { name: 'Tamamlandı İşaretle' })
    .click();
  await expect(ege.getByText('İş tamamlandı olarak işaretlendi')).toBeVisible();

  // 7. The requester reviews Ege; the rating shows on its catalogue card.
  await page.reload();
  await page.getByRole('button', { name: forPartner(tr.review, EGE) }).click();
  const review = page.getByRole('dialog');
  // The stars are a native radio group: chosen with the keyboard, as a keyboard user would.
  const five = review.getByRole('radio', { name: tr.reviewDialog.ratingNames['5'] });
  await five.focus();
  await page.keyboard.press('Space');
  await expect(five).toBeChecked();
  await review.getByLabel(new RegExp(`^${tr.reviewDialog.comment}`)).fill('Zamanında teslim, şeffaf fiyat.');
  await expectNoSeriousA11yViolations(page, test.info(), 'review-dialog-tr');
  await review.getByRole('button', { name: tr.reviewDialog.submit }).click();
  await expect(page.getByText(tr.reviewDialog.sent)).toBeVisible();

  const reviews = (await (await page.request.get('/api/partners/egelojistik/reviews')).json()) as {
    ratingAverage: number;
    reviewCount: number;
  };
  expect(reviews.reviewCount).toBeGreaterThan(0);
  await page.goto('/partners?search=Ege%20Lojistik');
  const card = partnerCards(page).filter({ hasText: EGE }).first();
  const rating = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    reviews.ratingAverage,
  );
  await expect(card.getByTestId('rating-summary')).toContainText(`${rating} (${reviews.reviewCount})`);

  // 8. The admin desk's counters moved: two requests more, one completed, one rejected.
  const after = await adminCounts(admin);
  expect(after.total).toBe(before.total! + 2);
  expect(after.completed).toBe(before.completed! + 1);
  expect(after.rejected).toBe(before.rejected! + 1);
  await admin.goto('/admin/quote-requests');
  await expect(admin.getByRole('row', { name: new RegExp(fullName) }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin, test.info(), 'admin-quote-desk-tr');
  await admin.screenshot({ path: test.info().outputPath('quotes-admin-desk-1280-tr.png') });

  for (const p of [admin, ege, ipek]) await p.context().close();
});

test('a grouped request compared and declined in English, at 390 px', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const stamp = letterStamp();
  const lastName = `Buyer${stamp}`;
  const company = `Comparison Foods ${stamp}`;
  const email = uniqueAddress('quotes-en');
  await createVerifiedAccount(request, email, { firstName: 'Alex', lastName });

  await inLanguage(page, 'en');
  await signInViaApi(page, email, E2E_PASSWORD);
  await requestTwoQuotes(page, { company, lang: 'en', extra: IPEKYOLU });

  const ege = await newSignedInPage(browser, DEMO.partner, DEMO_PASSWORD, 'en');
  await answerViaApi(ege, (await ownRequest(ege, company)).id, 450_000); // 4,500.00 + VAT = 5,400.00
  const ipek = await newSignedInPage(browser, PARTNER2, DEMO_PASSWORD, 'en');
  await answerViaApi(ipek, (await ownRequest(ipek, company)).id, 500_000); // 6,000.00 with VAT

  // The partner's quote requests tab at 390 px: the table becomes cards; axe finds nothing serious.
  await ipek.setViewportSize({ width: 390, height: 844 });
  await ipek.goto('/partner-dashboard?tab=quotes');
  await expect(ipek.getByRole('button', { name: `Revise: the quote sent to Alex ${lastName}` })).toBeVisible();
  await expectNoSeriousA11yViolations(ipek, test.info(), 'partner-quote-desk-390-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/service-requests');
  await expect(page.getByRole('heading', { name: en.requestsTitle })).toBeVisible();
  const group = page.getByTestId('request-group');
  const total = group.getByTestId('comparison-table').getByRole('row', { name: /Total incl\. VAT/ });
  await expect(total).toContainText('5,400.00');
  await expect(total).toContainText('6,000.00');
  await expectNoSeriousA11yViolations(page, test.info(), 'service-requests-390-en');
  await saveScreenshot(page, test.info(), 'quotes-comparison-390-en');

  await group.getByRole('button', { name: forPartner(en.decline, IPEKYOLU) }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: en.decline }).click();
  await expect(page.getByText(en.declined)).toBeVisible();

  const ipekRow = await ownRequest(ipek, company);
  expect(ipekRow.status).toBe('rejected');
  // Ege's answer stays open: declining one answer decides nothing for the others.
  expect((await ownRequest(ege, company)).status).toBe('responded');
  for (const p of [ege, ipek]) await p.context().close();
});
