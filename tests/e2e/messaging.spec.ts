/**
 * Issue 10's live journey with two browser contexts: a fresh user writes to a partner from the
 * messages page; the partner's header badge rises without a reload, the partner opens the
 * conversation and answers; the user's check mark turns to "read" and the answer appears live; an
 * image attachment goes across and opens in the preview dialog; the user's bell rises live when the
 * partner answers a quote. A second test drives the floating widget at 390 px. axe checks the screens.
 */
import { type Browser, expect, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce' });

const EGE = 'Ege Lojistik';
/** A 2×2 PNG (red), small enough to write inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width, height },
  });
  const page = await context.newPage();
  await context.addCookies([{ name: 'lang', value: 'tr', url: test.info().project.use.baseURL! }]);
  return page;
}

async function unreadCount(page: Page, path: string): Promise<number> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** The header's messages link or bell button; its name carries the unread count. */
const messagesIndicator = (page: Page, n: number) =>
  page.getByRole('link', { name: n > 0 ? `Mesajlar, ${n} okunmamış` : 'Mesajlar', exact: true });
const bell = (page: Page, n: number) =>
  page.getByRole('button', { name: n > 0 ? `Bildirimler, ${n} okunmamış` : 'Bildirimler', exact: true });

test('a user and a partner chat live, with read receipts, an attachment and a live bell', async ({
  browser,
}, testInfo) => {
  const user = await newPage(browser, 1280, 900);
  const email = uniqueAddress('chat');
  await createVerifiedAccount(user.context().request, email, { firstName: 'Selin', lastName: 'Kaya' });
  await signInViaApi(user, email, E2E_PASSWORD);

  const partner = await newPage(browser, 1280, 900);
  await signInViaApi(partner, DEMO.partner, DEMO_PASSWORD);
  const ege = (await (await partner.request.get('/api/partners/egelojistik')).json()) as { id: number };

  // The partner waits on the home page; its badge must rise without a reload.
  const partnerUnread = await unreadCount(partner, '/api/messages/unread-count');
  await partner.goto('/');
  await expect(messagesIndicator(partner, partnerUnread)).toBeVisible();

  // The user starts the conversation from the profile's message link (/messages?partner={id}).
  await user.goto(`/messages?partner=${ege.id}`);
  const userThread = user.getByRole('list', { name: `${EGE} ile mesajlar` });
  const userBox = user.getByRole('textbox', { name: 'Mesajınız' });
  await userBox.fill('Merhaba, İzmir çıkışlı 40 ayak konteyner için fiyat alabilir miyim?');
  await userBox.press('Shift+Enter');
  await userBox.pressSequentially('Yükleme haftaya.');
  await userBox.press('Enter');
  const first = userThread.getByRole('listitem').filter({ hasText: 'Yükleme haftaya.' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: 'Gönderildi' })).toBeVisible();
  await expect(userBox).toHaveValue('');

  await expect(messagesIndicator(partner, partnerUnread + 1)).toBeVisible();

  // The partner opens the conversation: the user's single check becomes "read", live.
  await messagesIndicator(partner, partnerUnread + 1).click();
  await partner.getByRole('list', { name: 'Konuşmalar' }).getByText('Selin Kaya').first().click();
  const partnerThread = partner.getByRole('list', { name: /Selin Kaya ile mesajlar/ });
  await expect(partnerThread.getByText('Yükleme haftaya.')).toBeVisible();
  await expect(first.getByRole('img', { name: 'Okundu' })).toBeVisible();
  await expectNoSeriousA11yViolations(partner, testInfo, 'messages-partner');

  // The partner answers; the user sees it without reloading.
  const partnerBox = partner.getByRole('textbox', { name: 'Mesajınız' });
  await partnerBox.fill('Tabii, konteyner ağırlığını paylaşır mısınız?');
  await partnerBox.press('Enter');
  await expect(userThread.getByText('Tabii, konteyner ağırlığını paylaşır mısınız?')).toBeVisible();

  // An image attachment round trip with preview.
  await user.locator('input[type="file"]').setInputFiles({ name: 'konteyner.png', mimeType: 'image/png', buffer: PNG });
  await expect(user.getByText('Gönderilmeye hazır')).toBeVisible();
  await user.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(partnerThread.getByRole('button', { name: 'konteyner.png önizle' }).first()).toBeVisible();
  await partnerThread.getByRole('button', { name: 'konteyner.png önizle' }).first().click();
  const preview = partner.getByRole('dialog');
  await expect(preview.getByRole('img')).toBeVisible();
  await user.screenshot({ path: testInfo.outputPath('messages-user.png') });
  await partner.screenshot({ path: testInfo.outputPath('messages-partner-preview.png') });
  await partner.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The bell rises live when the partner answers the user's quote request.
  await user.goto('/');
  const quote = await user.request.post('/api/quote-requests', {
    data: {
      partnerId: ege.id,
      fullName: 'Selin Kaya',
      email,
      phone: '5321234567',
      companyName: 'Kaya Tekstil',
      budget: '5k-15k',
      serviceNeeded: 'İzmir – Hamburg konteyner taşıma',
      message: 'Haftaya yükleme.',
      kvkkConsent: true,
    },
  });
  expect(quote.status(), 'POST /api/quote-requests').toBe(201);
  const quoteId = ((await quote.json()) as { id: number }).id;
  const userUnread = await unreadCount(user, '/api/notifications/unread-count');
  await expect(bell(user, userUnread)).toBeVisible();
  const answer = await partner.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: quoteId,
      title: 'İzmir – Hamburg 40 ayak konteyner',
      items: [{ description: 'Deniz yolu navlun', quantity: 1, unitPrice: 250_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      deliveryTime: '12 gün',
      terms: 'Yükleme öncesi ödeme',
    },
  });
  expect(answer.status(), 'POST /api/quote-responses').toBe(201);
  await expect(bell(user, userUnread + 1)).toBeVisible();
  await bell(user, userUnread + 1).click();
  await expect(
    user
      .getByRole('menu')
      .getByText(/teklif/i)
      .first(),
  ).toBeVisible();
  await user.screenshot({ path: testInfo.outputPath('bell-live.png') });

  await user.context().close();
  await partner.context().close();
});

test('the chat widget at 390 px: open, start a conversation with a partner, send', async ({ browser }, testInfo) => {
  const page = await newPage(browser, 390, 844);
  const email = uniqueAddress('widget');
  await createVerifiedAccount(page.context().request, email, { firstName: 'Deniz', lastName: 'Arslan' });
  await signInViaApi(page, email, E2E_PASSWORD);
  await page.goto('/');

  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-widget');
  await expect(panel.getByText('Henüz mesajınız yok')).toBeVisible();
  await panel.getByRole('button', { name: 'Yeni konuşma' }).first().click();
  await panel.getByRole('searchbox').fill('Ege');
  await panel
    .getByRole('list', { name: 'İş ortakları' })
    .getByRole('button', { name: new RegExp(EGE) })
    .first()
    .click();

  const box = panel.getByRole('textbox', { name: 'Mesajınız' });
  await box.fill('Merhaba, gümrüklü depo hizmetiniz var mı?');
  await box.press('Enter');
  await expect(panel.getByText('Merhaba, gümrüklü depo hizmetiniz var mı?')).toBeVisible();
  const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, testInfo, 'chat-widget-390');
  await page.screenshot({ path: testInfo.outputPath('chat-widget-390.png') });

  await panel.getByRole('button', { name: 'Sohbeti küçült' }).click();
  await expect(panel.getByRole('textbox', { name: 'Mesajınız' })).toBeHidden();
  await page.context().close();
});
