/**
 * Issue 9's quote journey, in Turkish, with one pass in English: a fresh user asks two logistics
 * partners at once from a profile's quote dialog; both answer (one revises its quote in the partner
 * dashboard, the other answers through the API); the user compares the two side by side, downloads a
 * PDF and accepts one; the other partner sees its answer declined; the project the acceptance started is
 * signed and completed (issue 20: the partner's own "mark completed" is gone); the user reviews the
 * partner and the rating appears on its catalogue card; an admin's quote desk counters have moved. Before
 * acceptance (issue 20): the buyer reads the whole request, asks for a revised quote and cancels an
 * unanswered request; the partner sees the revision request as a banner and revises. axe checks the new dialogs and pages. Every pass uses a fresh requester, so
 * its rows are told apart from other runs by the requester's unique name and company.
 */
import { type Browser, expect, type Page, test } from './support/test';
import en from '../../src/client/locales/en/quotes.json' with { type: 'json' };
import tr from '../../src/client/locales/tr/quotes.json' with { type: 'json' };
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, partnerCards, saveScreenshot } from './support/helpers';
import { localisePath } from '../../src/shared/pages';
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
  // A public page is in its URL's language (decision 030).
  await page.goto(localisePath('/partner/egelojistik', opts.lang));
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

test('quotes from two partners: answer, revise, compare, PDF, accept, project completed, review, admin counters (tr)', async ({
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

  // 6. The work is done in the project the acceptance started (issue 20): the desk has no "mark
  //    completed" any more but leads there; both sign and the buyer completes it (through the API:
  //    projects.spec drives the room), which completes the request and unlocks the review.
  const mine = (await (await page.request.get('/api/user/quote-requests')).json()) as {
    quoteRequests: {
      companyName: string;
      status: string;
      projectId: string | null;
      partner: { companyName: string };
    }[];
  };
  const acceptedRow = mine.quoteRequests.find((r) => r.companyName === company && r.partner.companyName === EGE)!;
  expect(acceptedRow.status).toBe('accepted');
  const projectId = acceptedRow.projectId!;
  await ege.reload();
  await expect(ege.getByRole('link', { name: `Projeye Git: ${fullName} talebi` })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expect(ege.getByRole('button', { name: /Tamamlandı İşaretle/ })).toHaveCount(0);
  expect((await ege.request.patch(`/api/quote-requests/${(await ownRequest(ege, company)).id}`)).status()).toBe(404);
  expect((await ege.request.post(`/api/projects/${projectId}/contract/sign`)).status()).toBe(200);
  const signed = await page.request.post(`/api/projects/${projectId}/contract/sign`);
  expect(((await signed.json()) as { status: string }).status).toBe('active');
  expect((await page.request.post(`/api/projects/${projectId}/complete`)).status()).toBe(200);

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

test('before acceptance: the whole request, a revision asked and answered, an unanswered request cancelled (tr, 1280 and 390 px)', async ({
  page,
  request,
  browser,
}) => {
  const stamp = letterStamp();
  const lastName = `Revizyon${stamp}`;
  const fullName = `Deniz ${lastName}`;
  const company = `Revizyon Tekstil ${stamp}`;
  const email = uniqueAddress('quotes-revision');
  await createVerifiedAccount(request, email, { firstName: 'Deniz', lastName });
  await inLanguage(page, 'tr');
  await signInViaApi(page, email, E2E_PASSWORD);

  // Two separate requests (through the API: the quote dialog has its own test above), with a budget,
  // a message and project dates folded into the service text as the dialog does.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const ids: Record<string, number> = {};
  for (const username of ['egelojistik', 'ipekyolu']) {
    const partner = (await (await page.request.get(`/api/partners/${username}`)).json()) as { id: number };
    const res = await page.request.post('/api/quote-requests', {
      data: {
        partnerId: partner.id,
        fullName,
        email,
        phone: '5321234567',
        companyName: company,
        budget: '15k-50k',
        serviceNeeded: `Komple Taşımacılık — Çalışma şekli: Proje bazlı (başlangıç ${day(10)}, bitiş ${day(40)})`,
        message: 'Mersin çıkışlı iki komple tır, Münih teslim.',
        kvkkConsent: true,
        workType: 'project',
        projectStartDate: day(10),
        projectEndDate: day(40),
      },
    });
    expect(res.status()).toBe(201);
    ids[username] = ((await res.json()) as { id: number }).id;
  }
  const ege = await newSignedInPage(browser, DEMO.partner, DEMO_PASSWORD, 'tr');
  await answerViaApi(ege, ids.egelojistik!, 800_000); // 8.000,00 + KDV = 9.600,00

  // The buyer reads the whole request.
  await page.goto('/service-requests');
  const egeCard = page.getByRole('article', { name: EGE });
  await egeCard.getByText('Talebinizin ayrıntıları').click();
  const details = egeCard.getByTestId('request-details');
  await expect(details).toContainText('15.000 – 50.000 TL');
  await expect(details).toContainText('Mersin çıkışlı iki komple tır, Münih teslim.');
  await expect(details).toContainText('Proje bazlı');
  await expect(details).toContainText(company);
  await expect(egeCard.getByRole('button', { name: forPartner('Talebi iptal et', EGE) })).toHaveCount(0);

  // It asks Ege for a revised quote.
  const wish = `Navlunu 7.500 TL’ye indirebilir misiniz? ${stamp}`;
  await egeCard.getByRole('button', { name: forPartner('Revize teklif iste', EGE) }).click();
  const revision = page.getByRole('dialog', { name: 'Revize teklif isteyin' });
  await revision.getByLabel('İstediğiniz değişiklik').fill(wish);
  await expectNoSeriousA11yViolations(page, test.info(), 'revision-request-dialog-tr');
  await revision.getByRole('button', { name: 'Revize İste' }).click();
  await expect(page.getByText('Revize isteğiniz iş ortağına iletildi.')).toBeVisible();
  await expect(egeCard.getByTestId('revision-requested')).toContainText('Revizyon istendi — ');

  // It cancels the request İpekyolu has not answered.
  const ipekCard = page.getByRole('article', { name: IPEKYOLU });
  await ipekCard.getByRole('button', { name: forPartner('Talebi iptal et', IPEKYOLU) }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Talep iptal edilsin mi?' });
  await confirm.getByRole('button', { name: 'Talebi İptal Et' }).click();
  await expect(page.getByText('Talebiniz iptal edildi.')).toBeVisible();
  await expect(ipekCard.getByText('Bu talebi iptal ettiniz')).toBeVisible();
  await expectNoSeriousA11yViolations(page, test.info(), 'service-requests-before-acceptance-tr');
  await saveScreenshot(page, test.info(), 'request-detail-1280-tr');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(details).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, test.info(), 'request-detail-390-tr');

  // İpekyolu can no longer answer it.
  const ipek = await newSignedInPage(browser, PARTNER2, DEMO_PASSWORD, 'tr');
  const cancelledRow = await ownRequest(ipek, company);
  expect(cancelledRow.status).toBe('cancelled');
  const refused = await ipek.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: cancelledRow.id,
      title: 'Geç teklif',
      items: [{ description: 'Taşıma', quantity: 1, unitPrice: 100_000 }],
      validUntil: day(20),
    },
  });
  expect(refused.status()).toBe(409);

  // Ege sees the wish as a banner, at 390 and 1280 px, and revises from it.
  await ege.setViewportSize({ width: 390, height: 844 });
  await ege.goto('/partner-dashboard?tab=quotes');
  const cardBanner = ege.getByTestId('partner-quotes-cards').getByTestId('revision-banner').filter({ hasText: wish });
  await expect(cardBanner).toContainText('Alıcı revize teklif istedi:');
  await cardBanner.scrollIntoViewIfNeeded();
  await ege.screenshot({ path: test.info().outputPath('partner-revision-banner-390-tr.png') });
  await ege.setViewportSize({ width: 1280, height: 900 });
  const banner = ege.getByTestId('partner-quotes-table').getByTestId('revision-banner').filter({ hasText: wish });
  await expect(banner).toBeVisible();
  await banner.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(ege, test.info(), 'partner-desk-revision-banner-tr');
  await ege.screenshot({ path: test.info().outputPath('partner-revision-banner-1280-tr.png') });
  await banner.getByRole('button', { name: `Teklifi Güncelle: ${fullName} için revize isteği` }).click();
  const revise = ege.getByRole('dialog');
  await expect(revise.getByTestId('revision-banner')).toContainText(wish);
  await revise.getByLabel(/^1\. kalem birim fiyatı/).fill('7.500');
  await revise.getByRole('button', { name: 'Güncellemeyi Gönder' }).click();
  await expect(ege.getByText('Teklifiniz güncellendi')).toBeVisible();
  await expect(ege.getByTestId('revision-banner').filter({ hasText: wish })).toHaveCount(0);

  // The buyer's card shows the revised quote and no pending revision request.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(egeCard.getByText('Güncellendi (v2)')).toBeVisible();
  await expect(egeCard.getByTestId('revision-requested')).toHaveCount(0);
  for (const p of [ege, ipek]) await p.context().close();
});
