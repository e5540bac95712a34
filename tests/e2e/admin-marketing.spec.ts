/**
 * Issue 11, subscribers and marketing: two visitors subscribe to the newsletter in English and confirm
 * through the mailed link; the admin downloads the subscribers CSV (spec §9 columns, the new address
 * active), creates a campaign for the English newsletter subscribers of the partners page, test-sends
 * it to themself (the mail arrives), sends it, and watches the counts reach the segment's size while
 * each recipient's mail arrives with a one-click unsubscribe link. axe and screenshots of both pages
 * at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';
import { mailsTo, uniqueAddress, waitForMailLink } from './support/mailbox';

test.use({ reducedMotion: 'reduce', locale: 'tr-TR' });

const SHOTS = '/tmp/shots-marketing';

/** Subscribes `email` in English from the partners page and confirms it through the mailed link. */
async function subscribeConfirmed(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/newsletter/subscribe', {
    data: { email, source: 'partners' },
    headers: { 'accept-language': 'en' },
  });
  expect(res.status(), `subscribe ${email}`).toBe(200);
  const link = await waitForMailLink(request, email, /\/api\/newsletter\/confirm\?token=/);
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
}

/**
 * Waits for the toasts to close before a scan: the shared success toast's green on pale green is
 * 4.25:1 (src/client app toaster, not this page's), which axe reports.
 */
async function noToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test('admin exports subscribers and sends a campaign to a segment at a limited rate, with unsubscribe links', async ({
  page,
  request,
}, testInfo) => {
  const first = uniqueAddress('camp-a');
  const second = uniqueAddress('camp-b');
  await subscribeConfirmed(request, first);
  await subscribeConfirmed(request, second);

  await page.context().addCookies([{ name: 'lang', value: 'tr', url: testInfo.project.use.baseURL! }]);
  await signInViaApi(page, DEMO.admin);

  // Subscribers: counts, the new address in the active list, the CSV.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/email-subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Aboneleri' })).toBeVisible();
  await expect(page.getByRole('cell', { name: first })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^email-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  // Turkish Excel's dialect (issue 18 item 21): ';' between cells, dates as GG.AA.YYYY SS:DD.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(lines[0]).toBe('E-posta;Durum;Abonelik tarihi;Abonelik iptal tarihi');
  expect(lines.find((l) => l.startsWith(`${first};`))).toMatch(
    new RegExp(`^${first.replace(/[.+]/g, (c) => `\\${c}`)};Aktif;\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2};$`),
  );
  await shoot(page, 'subscribers-1280');
  await expectNoSeriousA11yViolations(page, testInfo, 'email-subscribers 1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('subscriber-card').filter({ hasText: first })).toBeVisible();
  await shoot(page, 'subscribers-390');
  await expectNoSeriousA11yViolations(page, testInfo, 'email-subscribers 390');

  // The segment: English subscribers from the partners page.
  const segmentRes = await page.request.get('/api/admin/marketing/contacts?language=en&source=newsletter:partners');
  const segmentSize = ((await segmentRes.json()) as { total: number }).total;
  expect(segmentSize).toBeGreaterThanOrEqual(2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/marketing-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Pazarlama & CRM' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Dil' }).click();
  await page.getByRole('option', { name: 'İngilizce' }).click();
  await page.getByRole('combobox', { name: 'Abonelik kaynağı' }).click();
  await page.getByRole('option', { name: 'Bülten (partnerler)' }).click();
  await expect(page.getByTestId('segment-count')).toHaveText(`Bu segmentte ${segmentSize} kişi var`);
  await expect(page.getByTestId('contact-row').filter({ hasText: first })).toBeVisible();
  await shoot(page, 'contacts-1280');
  await expectNoSeriousA11yViolations(page, testInfo, 'marketing contacts 1280');

  // A new campaign for that segment.
  await page.getByRole('tab', { name: 'Kampanyalar' }).click();
  await page.getByRole('button', { name: 'Yeni kampanya' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Kasım bülteni ${Date.now()}`;
  await dialog.getByLabel('Kampanya adı').fill(name);
  await dialog.getByLabel('E-posta konusu').fill('New partners for {{email}}');
  await dialog.getByLabel('E-posta içeriği (HTML)').fill('<h1>New partners this month</h1><p>Hello ');
  await dialog.getByRole('button', { name: '{{email}}' }).click();
  await dialog.getByRole('combobox', { name: 'Dil' }).click();
  await page.getByRole('option', { name: 'İngilizce' }).click();
  await dialog.getByRole('combobox', { name: 'Abonelik kaynağı' }).click();
  await page.getByRole('option', { name: 'Bülten (partnerler)' }).click();
  await expect(dialog.getByTestId('dialog-segment-count')).toHaveText(`${segmentSize} kişiye gönderilecek`);
  await shoot(page, 'campaign-dialog-1280');
  await dialog.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('campaign-card').filter({ hasText: name });
  await expect(card.getByTestId('campaign-status')).toHaveText('Taslak');

  // Test send: one mail to the admin's own address.
  const adminBefore = (await mailsTo(request, DEMO.admin)).length;
  await card.getByRole('button', { name: 'Test gönder' }).click();
  await expect(page.getByText(`Test e-postası ${DEMO.admin} adresine gönderildi.`)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, DEMO.admin)).slice(adminBefore).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain(`[Test] New partners for ${DEMO.admin}`);

  // Send with confirmation; counts reach the segment size.
  await card.getByRole('button', { name: 'Gönder', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${segmentSize} kişiye gönderilecek`);
  await confirm.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(card.getByTestId('count-total')).toHaveText(String(segmentSize));
  await expect(card.getByTestId('count-sent')).toHaveText(String(segmentSize), { timeout: 60_000 });
  await expect(card.getByTestId('campaign-status')).toHaveText('Gönderildi');
  await noToasts(page);
  await shoot(page, 'campaigns-1280');
  await expectNoSeriousA11yViolations(page, testInfo, 'marketing campaigns 1280');

  for (const address of [first, second]) {
    const link = await waitForMailLink(request, address, /\/api\/newsletter\/unsubscribe\?token=/);
    const mail = (await mailsTo(request, address)).at(-1)!;
    expect(mail.subject).toBe(`New partners for ${address}`);
    expect(mail.html).toContain(`Hello ${address}`);
    expect(link).toContain('/api/newsletter/unsubscribe?token=');
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'campaigns-390');
  await expectNoSeriousA11yViolations(page, testInfo, 'marketing campaigns 390');
  await page.getByRole('tab', { name: 'Kişiler' }).click();
  await expect(page.getByTestId('contact-card').first()).toBeVisible();
  await shoot(page, 'contacts-390');
  await expectNoSeriousA11yViolations(page, testInfo, 'marketing contacts 390');
});
