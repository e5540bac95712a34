/**
 * Issue 20, comparison in one currency: a fresh user asks three partners at once; they answer in TRY,
 * USD and EUR. Without rates (the daily job has not run on the e2e database) the comparison says so
 * and compares only the offers in one currency; once an admin turns on the override in system
 * settings, the offers are compared as lira totals with the rate shown, the cheapest and the fastest
 * marked. At 1280 and 390 px, with axe. The override is switched off again at the end.
 */
import { type Browser, expect, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInViaApi(page, email, password);
  return page;
}

async function partnerId(page: Page, username: string): Promise<number> {
  const res = await page.request.get(`/api/partners/${username}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** The partner's request from this run's company (GET /api/quote-requests), answered through the API. */
async function answer(
  page: Page,
  company: string,
  offer: { currency: string; unitPrice: number; deliveryTime: string },
) {
  const list = await page.request.get('/api/quote-requests?limit=100');
  expect(list.status()).toBe(200);
  const row = ((await list.json()) as { quoteRequests: { id: number; companyName: string }[] }).quoteRequests.find(
    (r) => r.companyName === company,
  );
  expect(row, `a request from ${company}`).toBeDefined();
  const res = await page.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: row!.id,
      title: 'İstanbul – Frankfurt hava kargo',
      items: [{ description: 'Hava kargo (kg)', quantity: 1, unitPrice: offer.unitPrice }],
      vatRate: 0,
      currency: offer.currency,
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      deliveryTime: offer.deliveryTime,
    },
  });
  expect(res.status(), 'POST /api/quote-responses').toBe(201);
}

test('offers in TRY, USD and EUR compared in lira at the admin rate; rates missing before (tr, 1280 and 390 px)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const company = `Kur Tekstil ${stamp}`;
  const email = uniqueAddress('rates');
  await createVerifiedAccount(request, email, { firstName: 'Derya', lastName: 'Kurcu' });
  await signInViaApi(page, email, E2E_PASSWORD);

  const [ege, ipek, marti] = [
    await partnerId(page, 'egelojistik'),
    await partnerId(page, 'ipekyolu'),
    await partnerId(page, 'martikargo'),
  ];
  const created = await page.request.post('/api/quote-requests', {
    data: {
      partnerId: ege,
      additionalPartnerIds: [ipek, marti],
      fullName: 'Derya Kurcu',
      email,
      phone: '5321234567',
      companyName: company,
      serviceNeeded: 'Hava kargo — Çalışma şekli: Proje bazlı',
      message: 'Aylık 2 ton, Frankfurt.',
      kvkkConsent: true,
    },
  });
  expect(created.status(), 'POST /api/quote-requests').toBe(201);

  // ₺50.000 in 7 days; $1.100 in 10 business days; €1.000 in 3 weeks.
  await answer(await signedInPage(browser, DEMO.partner), company, {
    currency: 'TRY',
    unitPrice: 5_000_000,
    deliveryTime: '7 gün',
  });
  await answer(await signedInPage(browser, 'partner2@demo.example.com'), company, {
    currency: 'USD',
    unitPrice: 110_000,
    deliveryTime: '10 iş günü',
  });
  await answer(await signedInPage(browser, 'partner3@demo.example.com'), company, {
    currency: 'EUR',
    unitPrice: 100_000,
    deliveryTime: '3 hafta',
  });

  const admin = await signedInPage(browser, DEMO.admin);
  const override = (exchangeRates: object) =>
    admin.request.patch('/api/admin/system-config', { data: { exchangeRates } });
  const off = { enabled: false, rates: { USD: null, EUR: null }, rateDate: null };
  expect((await override(off)).status()).toBe(200);

  try {
    // 1. No rates: said so, nothing compared across currencies, the fastest still marked.
    await page.goto('/service-requests');
    const group = page.getByTestId('request-group').filter({ hasText: 'Hava kargo' }).first();
    await expect(group.getByTestId('rates-missing')).toBeVisible();
    await expect(group.getByTestId('cheapest-badge')).toHaveCount(0);
    await expect(group.getByTestId('fastest-badge')).toBeVisible();
    await saveScreenshot(page, test.info(), 'rates-missing-1280-tr');

    // 2. The admin's override in system settings.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    await admin.goto('/system-settings?tab=rates');
    await expect(admin.getByText('Henüz TCMB kuru alınmadı')).toBeVisible();
    await admin.getByRole('switch', { name: 'Yönetici kurunu kullan' }).click();
    await admin.getByLabel('1 USD (TL)', { exact: true }).fill('42,1234');
    await admin.getByLabel('1 EUR (TL)', { exact: true }).fill('49,0705');
    await admin.getByLabel('Kur tarihi').fill(today);
    await expectNoSeriousA11yViolations(admin, test.info(), 'system-settings-rates');
    await admin.getByTestId('settings-save').click();
    await expect(admin.getByText('Yönetici kuru kaydedildi; karşılaştırmalar artık bu kuru kullanıyor')).toBeVisible();
    await expect(admin.getByTestId('override-active')).toBeVisible();
    await saveScreenshot(admin, test.info(), 'system-settings-rates-1280-tr');
    await admin.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(admin, test.info(), 'system-settings-rates-390-tr');

    // 3. The comparison in lira: $1.100 × 42,1234 = ₺46.335,74 is the cheapest; 7 days the fastest.
    await page.reload();
    const lira = group.getByRole('row', { name: /TL karşılığı/ });
    await expect(lira).toContainText('₺46.335,74');
    await expect(lira).toContainText('₺49.070,50');
    await expect(lira).toContainText('1 USD = 42,1234 TL · Yönetici kuru');
    await expect(group.getByRole('row', { name: /KDV dahil toplam/ }).getByTestId('cheapest-badge')).toBeVisible();
    await group.getByRole('button', { name: 'Fiyat' }).click();
    await expect(group.getByRole('columnheader').nth(1)).toContainText('İpekyolu');
    await expectNoSeriousA11yViolations(page, test.info(), 'service-requests-rates');
    await saveScreenshot(page, test.info(), 'rates-comparison-1280-tr');
    await page.setViewportSize({ width: 390, height: 844 });
    await group.scrollIntoViewIfNeeded();
    await saveScreenshot(page, test.info(), 'rates-comparison-390-tr');
  } finally {
    expect((await override(off)).status()).toBe(200);
  }
});
