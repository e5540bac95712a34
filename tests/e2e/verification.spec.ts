/**
 * Issue 21 "Verified" (docs/decisions/028): the partner of İpekyolu (partner2@, no documents in the
 * demo seed) uploads its tax certificate and trade registry gazette from its dashboard; an admin opens
 * each from the partner inspection and verifies it with its last valid day; a visitor then finds the
 * partner with "Yalnızca doğrulanmış" in the catalogue and sees the badge, with what was checked and
 * until when, on the card and the profile. A stranger gets 404 for the document's file. axe checks
 * the dashboard card and the admin panel.
 */
import { type Browser, expect, type Page, test } from './support/test';
import trVerification from '../../src/client/locales/tr/partnerVerification.json' with { type: 'json' };
import trPartners from '../../src/client/locales/tr/partners.json' with { type: 'json' };
import { DEMO, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const COMPANY = 'İpekyolu Uluslararası Taşımacılık A.Ş.';

async function newPage(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: test.info().project.use.baseURL! }]);
  if (email) await signInViaApi(page, email);
  return page;
}

/** Uploads a document of `kind` (the option's Turkish name) through the dashboard's card. */
async function uploadDocument(page: Page, kind: string, fileName: string) {
  const card = page.getByTestId('verification-card');
  await card.getByLabel(trVerification.card.kind).selectOption({ label: kind });
  await card
    .getByLabel(trVerification.card.file)
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  const submit = card.getByRole('button', { name: trVerification.card.submit });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(trVerification.card.added).first()).toBeVisible();
  await expect(card.getByTestId('own-document').filter({ hasText: kind })).toContainText(trVerification.status.pending);
}

test('a partner uploads, an admin verifies with expiry, a visitor sees the badge and filters by it', async ({
  browser,
}, testInfo) => {
  // The partner uploads its two required documents.
  const partner = await newPage(browser, 'partner2@demo.example.com');
  await partner.goto('/partner-dashboard');
  const card = partner.getByTestId('verification-card');
  await expect(card.getByText(trVerification.card.notVerified)).toBeVisible();
  await uploadDocument(partner, 'Vergi levhası', 'vergi-levhasi.pdf');
  await uploadDocument(partner, 'Ticaret sicil gazetesi', 'sicil-gazetesi.pdf');
  await expectNoSeriousA11yViolations(partner, testInfo, 'partner dashboard verification card');
  await card.screenshot({ path: testInfo.outputPath('screenshots', 'verification-card-1280.png') });
  // On a phone the card fits the screen: nothing scrolls sideways.
  await partner.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  expect(await partner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.screenshot({ path: testInfo.outputPath('screenshots', 'verification-card-390.png') });
  const fileUrl = await card.getByRole('link', { name: /vergi-levhasi\.pdf/ }).getAttribute('href');
  expect(fileUrl).toMatch(/^\/objects\//);

  // Nobody else reads the file.
  const stranger = await newPage(browser, 'partner3@demo.example.com');
  expect((await stranger.request.get(fileUrl!)).status()).toBe(404);

  // The admin verifies both with their last valid days, from the partner inspection.
  const admin = await newPage(browser, DEMO.admin);
  const info = (await (await admin.request.get('/api/partners/ipekyolu')).json()) as { id: number };
  await admin.goto(`/admin/partner-inspection/${info.id}`);
  const panel = admin.getByTestId('verification-panel');
  await expect(panel.getByTestId('verification-state')).toHaveText(trVerification.panel.notVerified);
  const lastDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  for (const [kind, days] of [
    ['Vergi levhası', 300],
    ['Ticaret sicil gazetesi', 200],
  ] as const) {
    const row = panel.getByTestId('review-document').filter({ hasText: kind });
    await row.getByRole('button', { name: `${trVerification.panel.verify}: ${kind}` }).click();
    await row.getByLabel(trVerification.panel.expiresOn).fill(lastDay(days));
    await row.getByTestId('decision-submit').click();
    await expect(admin.getByText(trVerification.panel.verified).first()).toBeVisible();
    await expect(row.getByTestId('document-status')).toContainText('Doğrulandı');
  }
  await expect(panel.getByTestId('verification-state')).toContainText('Doğrulanmış ·');
  await expectNoSeriousA11yViolations(admin, testInfo, 'admin verification panel');
  await panel.screenshot({ path: testInfo.outputPath('screenshots', 'verification-panel-1280.png') });

  // A visitor filters the catalogue to verified partners and finds İpekyolu with the badge.
  const visitor = await newPage(browser);
  await visitor.goto('/partners');
  // With its count, once the facets have loaded: the three verified partners of the demo and İpekyolu.
  const filter = visitor.getByRole('checkbox', { name: /^Yalnızca doğrulanmış \(\d+\)$/ }).first();
  await expect(filter).toBeEnabled();
  // The URL changes in a transition, so the state is checked after it rather than by check().
  await filter.click();
  await expect(visitor).toHaveURL(/verified=true/);
  await expect(filter).toBeChecked();
  const cardOf = visitor.getByTestId('partner-card').filter({ hasText: COMPANY });
  await expect(cardOf).toBeVisible();
  for (const name of await visitor.getByTestId('partner-card-name').allTextContents()) {
    expect(
      ['İpekyolu', 'Ege', 'Anadolu', 'Marmara'].some((w) => name.includes(w)),
      name,
    ).toBe(true);
  }
  const badge = cardOf.getByRole('button', { name: trPartners.verified.badge });
  await expect(badge).toHaveAccessibleDescription(/Vergi levhası ve ticaret sicil gazetesi/);
  await badge.focus();
  await expect(visitor.getByRole('tooltip')).toContainText('tarihine kadar geçerli');
  await visitor.screenshot({ path: testInfo.outputPath('screenshots', 'verified-catalogue.png') });

  await visitor.goto('/partner/ipekyolu');
  await expect(visitor.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expect(visitor.getByRole('button', { name: trPartners.verified.badge })).toBeVisible();
});
