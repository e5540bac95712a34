/**
 * Claimable listings (issue 21; docs/decisions/029-claimable-listings.md), the whole way: a signed-in
 * exporter opens a demo firm that has no account, sees why "Mesaj Gönder" is not there, and sends a
 * quote request from the notice instead; the firm's address receives the request with a claim link
 * (read from the SMTP sink); the firm opens it, creates an account (the verification link returns to
 * the claim page), claims the listing and lands on the request, the answer dialog open. The used link
 * then explains itself, and the profile no longer says the firm is not on the platform.
 */
import { expect, test } from './support/test';
import { signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations } from './support/helpers';
import { createVerifiedAccount, E2E_PASSWORD, mailsTo, uniqueAddress, waitForMailLink } from './support/mailbox';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/** A demo firm without an account that no other spec touches. */
const PROFILE = '/partner/kuzeyyildizi';
const FIRM = 'Kuzey Yıldızı İhracat Araştırmaları Ltd. Şti.';
const FIRM_MAIL = 'info@kuzeyyildizi.example.com';
const CLAIM_LINK = /\/claim\/[A-Za-z0-9_-]{43}$/;

test('a quote request to an unclaimed firm mails a claim link; the firm registers, claims and answers', async ({
  page,
  request,
  browser,
}) => {
  const requester = uniqueAddress('claim-requester');
  const company = `Claim Tekstil ${Date.now().toString(36)}`;
  await createVerifiedAccount(request, requester, { firstName: 'Selin', lastName: 'Aydın' });
  await signInViaApi(page, requester, E2E_PASSWORD);
  const mailsBefore = (await mailsTo(request, FIRM_MAIL)).length;

  // The profile: no dead-end message button, a notice that offers the quote request instead.
  await page.goto(PROFILE);
  const notice = page.getByTestId('unclaimed-notice');
  await expect(notice).toContainText('Bu firma henüz platformda değil');
  await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, test.info(), 'unclaimed-profile');
  await notice.getByRole('button', { name: 'Teklif Talebi Gönder' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(FIRM);
  await dialog.getByLabel('Telefon', { exact: true }).fill('5321234567');
  await dialog.getByLabel('Şirket', { exact: true }).fill(company);
  await dialog.getByRole('checkbox', { name: 'Alıcı ve Distribütör Bulma' }).check();
  await dialog.getByRole('checkbox', { name: /KVKK/ }).check();
  await dialog.getByRole('button', { name: 'Teklif Talebini Gönder' }).click();
  await expect(dialog).toBeHidden();

  // The firm's mailbox: the request with the claim link, and no dashboard link it could not open.
  const link = await waitForMailLink(request, FIRM_MAIL, CLAIM_LINK, { skip: mailsBefore });
  const mail = (await mailsTo(request, FIRM_MAIL)).slice(mailsBefore).find((m) => m.links.includes(link))!;
  expect(mail.subject).toContain(company);
  expect(mail.links.some((l) => l.includes('/partner-dashboard'))).toBe(false);

  // The firm, in its own browser: the claim page, then a new account that comes back to it.
  const firmContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  const firm = await firmContext.newPage();
  const claimPath = new URL(link).pathname;
  await firm.goto(claimPath);
  await expect(firm.getByTestId('claim-company')).toHaveText(FIRM);
  await expect(firm.getByTestId('claim-request')).toContainText(company);
  await expectNoSeriousA11yViolations(firm, test.info(), 'claim-page-signed-out');
  await firm.getByTestId('claim-register').click();
  await expect(firm).toHaveURL(/\/auth\?tab=register&redirect=/);

  const owner = uniqueAddress('claim-owner');
  await firm.getByLabel('Ad', { exact: true }).fill('Ece');
  await firm.getByLabel('Soyad').fill('Korkmaz');
  await firm.getByLabel('E-posta').fill(owner);
  await firm.getByLabel('Şifre', { exact: true }).fill(E2E_PASSWORD);
  await firm.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
  await expect(firm.getByRole('heading', { name: 'Son bir adım' })).toBeVisible();
  const verify = await waitForMailLink(request, owner, /\/api\/auth\/verify-email\?token=/);
  await firm.goto(verify);
  await expect(firm).toHaveURL(new RegExp(`${claimPath}`));

  await expect(firm.getByTestId('claim-signed-in')).toContainText(owner);
  await firm.getByRole('button', { name: 'Firmayı Sahiplen' }).click();
  await expect(firm).toHaveURL(/\/partner-dashboard\?tab=quotes&request=\d+/);
  const answer = firm.getByRole('dialog');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Selin Aydın');
  await expectNoSeriousA11yViolations(firm, test.info(), 'claimed-answer-dialog');
  await firm.keyboard.press('Escape');
  await expect(firm.getByTestId('partner-quote-desk')).toContainText('Selin Aydın');

  // The link is used up, and says so; the profile is the firm's now.
  await firm.goto(claimPath);
  await expect(firm.getByTestId('claim-refused')).toHaveAttribute('data-code', 'CLAIM_LINK_USED');
  await expect(firm.getByRole('heading', { name: 'Bu firma sayfası sahiplenilmiş' })).toBeVisible();
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: FIRM, level: 1 })).toBeVisible();
  await expect(page.getByTestId('unclaimed-notice')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toBeVisible();
  await firmContext.close();
});
