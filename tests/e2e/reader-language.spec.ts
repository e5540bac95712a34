/**
 * The reader's language (issue 22; docs/decisions/038): a signed-in buyer whose account is Turkish
 * sends a quote request (its summary composed in Turkish, with project dates), switches the header's
 * TR/EN switch to English — which saves English to the account — and then a partner answers. The
 * notification in the bell and the mail both arrive in English, the request's summary written for the
 * English reader (`Work type: Project-based (start 15 December 2030, …)`), not as it was sent.
 */
import { expect, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { createVerifiedAccount, E2E_PASSWORD, mailsTo, uniqueAddress } from './support/mailbox';
import en from '../../src/client/locales/en/quotes.json' with { type: 'json' };
import tr from '../../src/client/locales/tr/quotes.json' with { type: 'json' };

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const EN_SUMMARY = 'Parsiyel Taşımacılık — Work type: Project-based (start 15 December 2030, end 31 January 2031)';

test('a buyer switched to English reads the answer’s notification and mail in English', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const company = `Dil Tekstil ${stamp}`;
  const email = uniqueAddress('reader-language');
  await createVerifiedAccount(request, email, { firstName: 'Selin', lastName: 'Aydın' });
  await signInViaApi(page, email, E2E_PASSWORD);

  // The request, sent while the account is Turkish: its summary composed in Turkish with ISO days.
  const partner = (await (await page.request.get('/api/partners/egelojistik')).json()) as { id: number };
  const sent = await page.request.post('/api/quote-requests', {
    data: {
      partnerId: partner.id,
      fullName: 'Selin Aydın',
      email,
      phone: '5321234567',
      companyName: company,
      budget: '15k-50k',
      serviceNeeded: 'Parsiyel Taşımacılık — Çalışma şekli: Proje bazlı (başlangıç 2030-12-15, bitiş 2031-01-31)',
      message: 'Hamburg teslim.',
      kvkkConsent: true,
      workType: 'project',
      projectStartDate: '2030-12-15',
      projectEndDate: '2031-01-31',
    },
  });
  expect(sent.status(), 'POST /api/quote-requests').toBe(201);
  const requestId = ((await sent.json()) as { id: number }).id;

  await page.goto('/service-requests');
  await expect(page.getByRole('heading', { name: tr.requestsTitle })).toBeVisible();

  // The header's switch: the UI turns English and the account's language is saved.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/language') && r.request().method() === 'PUT');
  await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: en.requestsTitle })).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { language: string };
  expect(me.language).toBe('en');

  // The event: the partner answers (as the partner, in its own session).
  const ege = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const egePage = await ege.newPage();
  await signInViaApi(egePage, DEMO.partner);
  const answered = await egePage.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: requestId,
      title: 'İzmir – Hamburg parsiyel',
      items: [{ description: 'Navlun', quantity: 1, unitPrice: 1_250_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: '2030-11-30',
    },
  });
  expect(answered.status(), 'POST /api/quote-responses').toBe(201);
  await ege.close();

  // The bell: pushed over the socket, written in English for this reader.
  await page.getByTestId('notification-bell').filter({ visible: true }).click();
  const item = page.getByTestId('notification-item').filter({ hasText: 'Your Request Was Answered' });
  await expect(item).toContainText(`Ege Lojistik sent a quote for your request: ${EN_SUMMARY}`);
  await expect(page.getByTestId('notification-menu')).not.toContainText('Çalışma şekli');
  await page.screenshot({ path: test.info().outputPath('reader-language-bell-1280-en.png') });

  // The request's own card follows the switch too: its parts written in the UI's language.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article').getByText(EN_SUMMARY)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reader-language-requests-390-en.png'), fullPage: true });

  // The mail: queued in the receiver's language at the time of sending.
  let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(request, email)).find((m) => /answered your quote request/.test(m.subject));
        return mail?.subject;
      },
      { message: 'the English quote_response_received mail', timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe('Ege Lojistik answered your quote request');
  expect(mail!.body).toContain(EN_SUMMARY);
  expect(mail!.body).toContain('30 November 2030');
  expect(mail!.body).toContain('15,000.00');
  expect(mail!.body).not.toContain('Çalışma şekli');
});
