/**
 * Issue 20's tasks, updates and documents in the project room, as buyer and partner in two browsers.
 * The project is set up through the API (the handshake has its own specs); then in the browser the
 * buyer gives the partner a task, the partner ticks it off from the keyboard and the buyer's open room
 * shows it done without a reload; the partner posts an update with an invoice, which the buyer sees
 * live and may download, while a stranger gets 404 for the file. axe checks the room; screenshots at
 * 1280 and 390 px.
 */
import { type Browser, expect, type Page, test } from './support/test';
import tr from '../../src/client/locales/tr/projects.json' with { type: 'json' };
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

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

/** A fresh exporter's request to egelojistik, answered and accepted through the API: the project's room path. */
async function projectThroughApi(buyer: Page, partner: Page, email: string, title: string): Promise<string> {
  const partnerInfo = await buyer.request.get('/api/partners/egelojistik');
  expect(partnerInfo.status()).toBe(200);
  const created = await buyer.request.post('/api/quote-requests', {
    data: {
      partnerId: ((await partnerInfo.json()) as { id: number }).id,
      fullName: 'Selin Kaya',
      email,
      phone: '5321110003',
      companyName: `Kaya Tekstil ${title.slice(-6)}`,
      serviceNeeded: 'Parsiyel taşımacılık',
      kvkkConsent: true,
    },
  });
  expect(created.status()).toBe(201);
  const answered = await partner.request.post('/api/quote-responses', {
    data: {
      quoteRequestId: ((await created.json()) as { id: number }).id,
      title,
      items: [{ description: 'Parsiyel navlun', quantity: 1, unitPrice: 1_800_000 }],
      vatRate: 20,
      currency: 'TRY',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      deliveryTime: '10 gün',
    },
  });
  expect(answered.status()).toBe(201);
  const accepted = await buyer.request.put(
    `/api/quote-responses/${((await answered.json()) as { id: number }).id}/status`,
    {
      data: { status: 'accepted' },
    },
  );
  expect(accepted.status()).toBe(200);
  const list = (await (await buyer.request.get('/api/projects')).json()) as {
    projects: { id: string; title: string }[];
  };
  const project = list.projects.find((p) => p.title === title);
  expect(project).toBeDefined();
  return `/projects/${project!.id}`;
}

test('tasks, an update with a file and documents, live between buyer and partner', async ({ browser }, testInfo) => {
  const email = uniqueAddress('project-work');
  const stamp = Date.now().toString(36);
  const title = `Bursa – Lyon tekstil ${stamp}`;
  const buyer = await signedInPage(browser, DEMO.user);
  await createVerifiedAccount(buyer.request, email, { firstName: 'Selin', lastName: 'Kaya' });
  await buyer.context().clearCookies();
  await buyer.context().addCookies([{ name: 'lang', value: 'tr', url: testInfo.project.use.baseURL! }]);
  await signInViaApi(buyer, email, E2E_PASSWORD);
  const partner = await signedInPage(browser, DEMO.partner);
  const room = await projectThroughApi(buyer, partner, email, title);

  // The buyer gives the partner a task with a due date.
  await buyer.goto(room);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByRole('heading', { name: tr.tasks.empty })).toBeVisible();
  await buyer.getByRole('button', { name: tr.tasks.add }).click();
  const dialog = buyer.getByRole('dialog', { name: tr.tasks.addTitle });
  await dialog.getByLabel(tr.tasks.name, { exact: true }).fill('Çeki listesini paylaş');
  await dialog.getByRole('combobox', { name: tr.tasks.assignee }).click();
  await buyer.getByRole('option', { name: /^İş ortağı · / }).click();
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel(new RegExp(`^${tr.tasks.dueDate}`)).fill(due);
  await dialog.getByRole('button', { name: tr.tasks.save }).click();
  await expect(buyer.getByText(tr.tasks.added)).toBeVisible();
  const buyerTask = buyer.getByRole('checkbox', { name: 'Çeki listesini paylaş' });
  await expect(buyerTask).not.toBeChecked();

  // The partner sees it as its own and ticks it off from the keyboard; the buyer's room follows.
  await partner.goto(room);
  const partnerTask = partner.getByRole('checkbox', { name: 'Çeki listesini paylaş' });
  await expect(partner.getByTestId('project-task')).toContainText('Atanan: İş ortağı (siz)');
  await partnerTask.focus();
  await partner.keyboard.press('Space');
  await expect(partnerTask).toBeChecked();
  await expect(buyerTask).toBeChecked();
  await expect(buyer.getByTestId('project-task')).toContainText('İş ortağı tamamladı');

  // The partner posts an update with an invoice; the buyer sees it live and may download it.
  await partner.getByLabel(tr.updates.body, { exact: true }).fill('Mallar depoya ulaştı, fatura ektedir.');
  await partner
    .getByLabel(tr.updates.files)
    .setInputFiles({ name: 'fatura-2026-118.pdf', mimeType: 'application/pdf', buffer: PDF });
  await partner.getByRole('combobox', { name: 'fatura-2026-118.pdf için belge türü' }).click();
  await partner.getByRole('option', { name: tr.documents.kinds.invoice }).click();
  await partner.getByRole('button', { name: tr.updates.post }).click();
  await expect(partner.getByText(tr.updates.posted)).toBeVisible();

  const update = buyer.getByTestId('project-update').filter({ hasText: 'Mallar depoya ulaştı' });
  await expect(update).toBeVisible();
  const link = update.getByRole('link', { name: /fatura-2026-118\.pdf/ });
  await expect(link).toContainText(tr.documents.kinds.invoice);
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/objects\//);
  expect((await buyer.request.get(href)).status()).toBe(200);
  const stranger = await signedInPage(browser, 'partner2@demo.example.com');
  expect((await stranger.request.get(href)).status()).toBe(404);
  expect((await stranger.request.get(`/api${room}`)).status()).toBe(404);
  // The invoice is among the documents too, with who added it.
  await expect(buyer.getByRole('link', { name: /fatura-2026-118\.pdf.*İş ortağı ekledi/ })).toBeVisible();

  await expectNoSeriousA11yViolations(buyer, testInfo, 'project room with tasks, updates and documents');
  await saveScreenshot(buyer, testInfo, 'project-work-buyer-1280-tr');
  await saveScreenshot(partner, testInfo, 'project-work-partner-1280-tr');
  await buyer.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(buyer, testInfo, 'project-work-buyer-390-tr');
  const wide = await buyer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, 'the room scrolls sideways at 390 px').toBe(false);

  await buyer.context().close();
  await partner.context().close();
  await stranger.context().close();
});
