/**
 * Routes other than the catalogue (spec §2 route table): partner profile, system status, not found.
 */
import { expect, test } from './support/test';
import { expectCardCount, PAGE_SIZE, partnerCards } from './support/helpers';

test('an unknown path shows "Sayfa Bulunamadı" on the Turkish site', async ({ page }) => {
  await page.goto('/bu-sayfa-yok/hic');
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
});

test('Profil opens the partner page with the company name as heading', async ({ page }) => {
  await page.goto('/');
  await expectCardCount(page, PAGE_SIZE);
  const card = partnerCards(page).first();
  const companyName = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(companyName.length).toBeGreaterThan(1);

  await card.getByRole('link', { name: 'Profil', exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
});

test('/sys-status and the footer dot give one verdict, from the same checks (issue 18 item 19)', async ({ page }) => {
  await page.goto('/sys-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Sistem Durumu' })).toBeVisible();
  // The verdict depends on the machine (memory, disk): whichever it is, the page and the dot agree.
  const verdict = (await (await page.request.get('/api/system-status/public')).json()) as { status: string };
  const texts: Record<string, string> = {
    healthy: 'Sistem Normal Çalışıyor',
    warning: 'Sistem Performans Uyarısı',
    error: 'Sistem Sorunu',
  };
  expect(Object.keys(texts)).toContain(verdict.status);
  await expect(page.getByText(texts[verdict.status]!).first()).toBeVisible();
  await expect(page.getByTestId('status-dot')).toHaveAttribute('data-status', verdict.status);
});
