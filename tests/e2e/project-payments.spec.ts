/**
 * Issue 20's payments by invoice and bank transfer, end to end as partner and buyer in two browsers.
 * The project is set up through the API (the handshake and the signatures have their own spec), and
 * the partner's IBAN through its profile route. Then, in the browsers: the partner requests the
 * milestone's payment with an invoice; the buyer sees it live, copies nothing but checks the IBAN, and
 * marks it paid with the bank receipt; the partner confirms it; the list shows paid / total. The
 * receipt is readable by the partner and no one outside the project. axe checks the room; the
 * payments card is captured at 1280 and 390 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test, type TestInfo } from './support/test';
import tr from '../../src/client/locales/tr/projects.json' with { type: 'json' };
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: test.info().project.use.baseURL! }]);
  await signInViaApi(page, email);
  return page;
}

/** Captures one element (the payments card) into the report and `screenshots/<name>.png`. */
async function shoot(card: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const body = await card.screenshot({ animations: 'disabled' });
  await testInfo.attach(`${name}.png`, { body, contentType: 'image/png' });
  const dir = join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), body);
}

test('a milestone paid by invoice and bank transfer: request, mark paid with receipt, confirm', async ({
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const title = `İstanbul – Hamburg gümrük ${stamp}`;
  const buyer = await signedInPage(browser, DEMO.user);
  const partner = await signedInPage(browser, DEMO.partner);

  // The partner's IBAN on its profile; the handshake and both signatures through the API.
  const profile = await partner.request.get('/api/partners/egelojistik');
  const partnerId = ((await profile.json()) as { id: number }).id;
  const saved = await partner.request.patch(`/api/partners/${partnerId}`, {
    data: { iban: 'TR33 0006 1005 1978 6457 8413 26' },
  });
  expect(saved.status()).toBe(200);
  const created = await buyer.request.post('/api/quote-requests', {
    data: {
      partnerId,
      fullName: 'Ayşe Yılmaz',
      email: DEMO.user,
      phone: '5321110003',
      companyName: `Yılmaz Dış Ticaret ${stamp}`,
      serviceNeeded: 'Gümrük müşavirliği',
      kvkkConsent: true,
    },
  });
  expect(created.status()).toBe(201);
  const answered = await partner.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: ((await created.json()) as { id: number }).id,
      title,
      items: [{ description: 'Gümrük beyannamesi', quantity: 1, unitPrice: 2_500_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      deliveryTime: '5 gün',
      terms: 'Fatura ile havale',
    },
  });
  expect(answered.status()).toBe(201);
  const responseId = ((await answered.json()) as { id: number }).id;
  expect(
    (await buyer.request.put(`/api/quote-responses/${responseId}/status`, { data: { status: 'accepted' } })).status(),
  ).toBe(200);
  const list = (await (await buyer.request.get('/api/projects')).json()) as {
    projects: { id: string; title: string }[];
  };
  const projectId = list.projects.find((p) => p.title === title)!.id;
  expect((await partner.request.post(`/api/projects/${projectId}/contract/sign`)).status()).toBe(200);
  expect((await buyer.request.post(`/api/projects/${projectId}/contract/sign`)).status()).toBe(200);

  // Both open the room; the card waits for a request.
  await buyer.goto(`/projects/${projectId}`);
  await partner.goto(`/projects/${projectId}`);
  const partnerCard = partner.getByTestId('payments-card');
  const buyerCard = buyer.getByTestId('payments-card');
  await expect(partnerCard.getByText(tr.payments.emptyTitle)).toBeVisible();
  await expect(buyerCard.getByText(tr.payments.emptyBuyer)).toBeVisible();

  // The partner requests the milestone's payment with its invoice.
  await partnerCard.getByRole('button', { name: tr.payments.request }).click();
  const ask = partner.getByRole('dialog', { name: tr.payments.requestTitle });
  await expect(ask.getByLabel('Tutar (TRY)')).toHaveValue('30000,00');
  await ask.getByLabel(tr.payments.invoiceNumber).fill(`GMR2026${stamp}`);
  await ask
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(ask.getByText('Yüklendi')).toBeVisible();
  await ask.getByRole('button', { name: tr.payments.requestSubmit }).click();
  await expect(ask).toBeHidden();
  await expect(partnerCard.getByTestId('payment-row')).toContainText(tr.payments.status.pending);

  // The buyer's open room shows it without a reload, with the IBAN to pay to.
  const buyerRow = buyerCard.getByTestId('payment-row');
  await expect(buyerRow).toContainText(`GMR2026${stamp}`);
  await expect(buyerRow).toContainText('TR33 0006 1005 1978 6457 8413 26');
  await expect(buyerRow.getByRole('link', { name: /Faturayı indir/ })).toBeVisible();
  await expectNoSeriousA11yViolations(buyer, testInfo, 'project room payments (buyer)');
  await shoot(buyerCard, testInfo, 'payments-card-pending-1280-tr');

  // The buyer marks it paid with the bank receipt (required).
  await buyerRow.getByRole('button', { name: tr.payments.markPaid }).click();
  const pay = buyer.getByRole('dialog', { name: tr.payments.markPaidTitle });
  await pay.getByRole('button', { name: tr.payments.markPaid }).click();
  await expect(pay.getByText('Dekont dosyası gerekli')).toBeVisible();
  await pay
    .locator('input[type="file"]')
    .setInputFiles({ name: 'dekont.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(pay.getByText('Yüklendi')).toBeVisible();
  await pay.getByRole('button', { name: tr.payments.markPaid }).click();
  await expect(pay).toBeHidden();
  await expect(buyerRow).toContainText(tr.payments.status.paid);

  // The partner sees the receipt live and confirms the money arrived.
  const partnerRow = partnerCard.getByTestId('payment-row');
  const receiptLink = partnerRow.getByRole('link', { name: /Dekontu indir/ });
  await expect(receiptLink).toBeVisible();
  const receiptUrl = (await receiptLink.getAttribute('href'))!;
  expect((await partner.request.get(receiptUrl)).status()).toBe(200);
  await partnerRow.getByRole('button', { name: tr.payments.confirm }).click();
  await partner.getByRole('alertdialog').getByRole('button', { name: tr.payments.confirm }).click();
  await expect(partnerRow).toContainText(tr.payments.status.confirmed);
  await expect(buyerRow).toContainText(tr.payments.status.confirmed);
  await expect(buyerCard).toContainText('Ödenen: ₺30.000,00 / ₺30.000,00');
  await expectNoSeriousA11yViolations(partner, testInfo, 'project room payments (partner)');
  await shoot(buyerCard, testInfo, 'payments-card-confirmed-1280-tr');

  // Nobody outside the project reads the receipt.
  const stranger = await signedInPage(browser, 'partner2@demo.example.com');
  expect((await stranger.request.get(receiptUrl)).status()).toBe(404);

  // The list shows paid / total; the card fits a phone.
  await buyer.goto('/projects');
  const card = buyer.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByTestId('project-paid')).toHaveText('Ödenen: ₺30.000,00 / ₺30.000,00');
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto(`/projects/${projectId}`);
  await expect(buyerCard.getByTestId('payment-row')).toBeVisible();
  await shoot(buyerCard, testInfo, 'payments-card-confirmed-390-tr');
  const wide = await buyer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, 'the room scrolls sideways at 390 px').toBe(false);
  await partner.setViewportSize({ width: 390, height: 844 });
  await partnerCard.getByTestId('payment-row').scrollIntoViewIfNeeded();
  await shoot(partnerCard, testInfo, 'payments-card-partner-390-tr');

  await buyer.context().close();
  await partner.context().close();
  await stranger.context().close();
});
