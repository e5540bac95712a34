/**
 * Issue 20's project room, end to end as buyer and partner in two browsers: a fresh exporter's request
 * is answered and accepted (through the API: the quote journey has its own spec), which starts a
 * project; the buyer finds it under "Projelerim", signs; the partner signs and the buyer's open room
 * turns "Devam ediyor" without a reload (socket `project:changed`); the partner delivers the milestone,
 * the buyer approves it and the project is completed, with the review one click away. axe checks the
 * list and the room; screenshots at 1280 and 390 px.
 */
import { type Browser, expect, type Page, test } from './support/test';
import tr from '../../src/client/locales/tr/projects.json' with { type: 'json' };
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

async function signedInPage(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: test.info().project.use.baseURL! }]);
  await signInViaApi(page, email, password);
  return page;
}

test('a project from accepted offer to approved delivery, as buyer and partner', async ({ browser }, testInfo) => {
  const email = uniqueAddress('project');
  const stamp = Date.now().toString(36);
  const title = `Mersin – Rotterdam konteyner ${stamp}`;
  const buyer = await signedInPage(browser, DEMO.user);
  await createVerifiedAccount(buyer.request, email, { firstName: 'Deniz', lastName: 'Aksoy' });
  await buyer.context().clearCookies();
  await buyer.context().addCookies([{ name: 'lang', value: 'tr', url: testInfo.project.use.baseURL! }]);
  await signInViaApi(buyer, email, E2E_PASSWORD);

  // The handshake, through the API: request → answer → accept.
  const partnerList = await buyer.request.get('/api/partners/egelojistik');
  expect(partnerList.status()).toBe(200);
  const partnerId = ((await partnerList.json()) as { id: number }).id;
  const created = await buyer.request.post('/api/quote-requests', {
    data: {
      partnerId,
      fullName: 'Deniz Aksoy',
      email,
      phone: '5321110002',
      companyName: `Aksoy Dış Ticaret ${stamp}`,
      serviceNeeded: 'Konteyner taşımacılığı',
      kvkkConsent: true,
    },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: number }).id;
  const partner = await signedInPage(browser, DEMO.partner);
  const answered = await partner.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: requestId,
      title,
      items: [{ description: 'Konteyner navlunu', quantity: 1, unitPrice: 2_500_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      deliveryTime: '21 gün',
      terms: 'Fatura ile havale, 30 gün vade',
    },
  });
  expect(answered.status()).toBe(201);
  const responseId = ((await answered.json()) as { id: number }).id;
  const accepted = await buyer.request.put(`/api/quote-responses/${responseId}/status`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);

  // The buyer finds the project in the list and opens its room.
  await buyer.goto('/projects');
  await expect(buyer.getByRole('heading', { level: 1, name: tr.list.title })).toBeVisible();
  const card = buyer.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(tr.status.contract_pending);
  await expectNoSeriousA11yViolations(buyer, testInfo, 'projects list');
  await saveScreenshot(buyer, testInfo, 'projects-list-1280-tr');
  await card.getByRole('link', { name: `Projeyi aç: ${title}` }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByText(tr.room.steps.signBuyer)).toBeVisible();

  // The buyer signs; the room says it waits for the partner.
  await buyer.getByRole('button', { name: tr.room.sign }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: tr.room.sign }).click();
  await expect(buyer.getByText(tr.room.steps.waitOther)).toBeVisible();

  // The partner signs in its own browser; the buyer's open room turns active without a reload.
  const projectUrl = new URL(buyer.url()).pathname;
  await partner.goto(projectUrl);
  await expect(partner.getByText(tr.room.steps.signPartner)).toBeVisible();
  await partner.getByRole('button', { name: tr.room.sign }).click();
  await partner.getByRole('alertdialog').getByRole('button', { name: tr.room.sign }).click();
  await expect(partner.getByText(tr.room.steps.deliver)).toBeVisible();
  await expect(buyer.getByText(tr.room.steps.waitDelivery)).toBeVisible();

  // The partner delivers the milestone with a note.
  await partner.getByRole('button', { name: tr.room.submit }).click();
  const deliver = partner.getByRole('dialog', { name: tr.room.submitTitle });
  await deliver.getByLabel(tr.room.message).fill('Konteyner yüklendi, konşimento ektedir: MSCU1234567');
  await deliver.getByRole('button', { name: tr.room.submit }).click();
  await expect(partner.getByText(tr.room.steps.waitReview)).toBeVisible();
  await expectNoSeriousA11yViolations(partner, testInfo, 'project room (partner)');

  // The buyer sees the delivery live, approves it: the project is completed, the review one click away.
  await expect(buyer.getByText('MSCU1234567')).toBeVisible();
  await saveScreenshot(buyer, testInfo, 'project-room-review-1280-tr');
  await buyer.getByRole('button', { name: tr.room.approve }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: tr.room.approve }).click();
  await expect(buyer.getByText(tr.room.steps.completedBuyer)).toBeVisible();
  await expect(buyer.getByRole('link', { name: tr.room.review })).toHaveAttribute('href', '/service-requests');
  await expectNoSeriousA11yViolations(buyer, testInfo, 'project room (buyer, completed)');

  await buyer.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(buyer, testInfo, 'project-room-completed-390-tr');
  const wide = await buyer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, 'the room scrolls sideways at 390 px').toBe(false);

  // An admin finds it among every project, completed, by a search over its title.
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/admin/projects');
  await expect(admin.getByRole('heading', { level: 1, name: tr.admin.title })).toBeVisible();
  await admin.getByRole('searchbox', { name: tr.admin.search }).fill(stamp);
  await admin.getByRole('button', { name: tr.admin.searchButton }).click();
  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(tr.status.completed);
  await expect(row.getByRole('button', { name: new RegExp(`^${tr.admin.complete}`) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin, testInfo, 'admin projects');
  await saveScreenshot(admin, testInfo, 'admin-projects-1280-tr');

  await buyer.context().close();
  await partner.context().close();
  await admin.context().close();
});
