/**
 * Issue 8 panels: the partner dashboard shows the demo partner's real figures and the 30-day chart;
 * an admin inspects a partner (statistics, the partner's sign-in in the activities); a user edits the
 * profile in /user-panel and sees it after a reload; a fresh user deletes the account and cannot sign
 * in again. axe and the screenshots of these pages at 390 and 1280 px are the route walk's
 * (a11y-routes.spec.ts: every page for its persona, both widths, the settings tab included).
 */
import { expect, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { createVerifiedAccount, E2E_PASSWORD, uniqueAddress } from './support/mailbox';

test.use({ reducedMotion: 'reduce' });

interface Stats {
  partnerId: number;
  followers: number;
  profileViews: number;
  quotes: { pending: number; accepted: number; completed: number };
  viewsByDay: { day: string; views: number }[];
}

/** A 200x160 PNG drawn by the browser (no fixture file). */
async function pngOf(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 160;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1e3a8a';
    ctx.fillRect(0, 0, 200, 160);
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(60, 40, 80, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function demoPartnerId(page: Page): Promise<number> {
  const res = await page.request.get('/api/partners/egelojistik');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

test('the demo partner sees real figures and the 30-day chart on /partner-dashboard', async ({ page, playwright }) => {
  // A visitor's view of the profile is counted for today (one per visitor per day).
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.get('/api/partners/egelojistik')).ok()).toBe(true);
  await visitor.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO.partner);
  const stats = (await (await page.request.get('/api/partner-dashboard/stats')).json()) as Stats;
  expect(stats.viewsByDay).toHaveLength(30);
  expect(stats.viewsByDay.at(-1)!.views).toBeGreaterThanOrEqual(1);

  await page.goto('/partner-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Paneli' })).toBeVisible();
  const cards = page.getByTestId('dashboard-stats');
  const fmt = (n: number) => new Intl.NumberFormat('tr-TR').format(n);
  await expect(cards.getByTestId('stat-card').filter({ hasText: 'Profil görüntülenme' })).toContainText(
    fmt(stats.profileViews),
  );
  await expect(cards.getByTestId('stat-card').filter({ hasText: 'Takipçi' })).toContainText(fmt(stats.followers));
  await expect(cards.getByTestId('stat-card').filter({ hasText: 'Bekleyen teklif' })).toContainText(
    fmt(stats.quotes.pending),
  );
  await expect(page.getByTestId('views-chart').locator('svg.recharts-surface')).toBeVisible();
  const total = stats.viewsByDay.reduce((s, d) => s + d.views, 0);
  await expect(page.getByTestId('views-summary')).toContainText(`toplam ${fmt(total)} görüntülenme`);
  await expect(page.getByRole('table', { name: 'Günlere göre profil görüntülenme' })).toBeAttached();
  await expect(page.getByTestId('profile-link')).toHaveText(/\/partner\/egelojistik$/);
  await expect(page.getByTestId('completeness')).toContainText(/Profil %\d+ dolu/);
  await expect(page.getByTestId('followers-slot')).toBeVisible();
});

test('a user without a partner is pointed to the partner application', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/partner-dashboard');
  await expect(page.getByRole('heading', { name: 'Henüz bir partner profiliniz yok' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'İş ortağı başvurusu yap' })).toHaveAttribute(
    'href',
    '/partner-application',
  );
});

test('an admin inspects a partner: statistics, the partner sign-in among the activities', async ({
  page,
  playwright,
}) => {
  // The partner signs in (elsewhere): a 'login' activity.
  const partner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await partner.post('/api/login', { data: { email: DEMO.partner, password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  await partner.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, DEMO.admin);
  const id = await demoPartnerId(page);
  await page.goto(`/admin/partner-inspection/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ege Lojistik' })).toBeVisible();
  await expect(page.getByTestId('partner-state')).toHaveText('Aktif');
  await expect(page.getByTestId('inspection-stats')).toContainText('Yanıt oranı');
  await expect(page.getByRole('heading', { name: 'Son teklif talepleri' })).toBeVisible();

  await page.getByRole('tab', { name: 'Aktiviteler' }).click();
  await expect(page.getByTestId('activity-list').getByText('Giriş', { exact: true }).first()).toBeVisible();

  await page.goto('/admin/partner-inspection/999999');
  await expect(page.getByRole('heading', { name: 'Partner Bulunamadı' })).toBeVisible();
  await expect(page.getByText('Partner bulunamadı', { exact: true })).toBeVisible();
});

test('a user edits the profile in /user-panel and sees it after a reload', async ({ page }) => {
  const email = uniqueAddress('panel-profile');
  await createVerifiedAccount(page.context().request, email, { firstName: 'Profil', lastName: 'Deneme' });
  await signInViaApi(page, email, E2E_PASSWORD);

  await page.goto('/user-panel');
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('Ad', { exact: true })).toHaveValue('Profil');
  await form.getByLabel('Ad', { exact: true }).fill('Selin');
  await form.getByLabel(/^Telefon/).fill('0532 123 45 67');
  await form.getByLabel(/^Şirket/).fill('Selin İhracat Ltd');
  await form.getByLabel(/^Ünvan/).fill('Dış Ticaret Uzmanı');
  await form.getByLabel(/^Web sitesi/).fill('geçersiz');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Geçerli bir web adresi giriniz (örneğin ornek.com)')).toBeVisible();
  await form.getByLabel(/^Web sitesi/).fill('https://selin.example.com');

  // A photo: picked, cropped square, uploaded with progress, then saved with the form.
  await form
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'ben.png', mimeType: 'image/png', buffer: await pngOf(page) });
  const crop = page.getByRole('dialog', { name: 'Resmi kırp' });
  await crop.getByRole('button', { name: 'Kırp ve kullan' }).click();
  await expect(page.getByText('Resim yüklendi')).toBeVisible();
  await expect(form.getByTestId('profile-photo')).toHaveAttribute('src', /^\/public-objects\//);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profiliniz güncellendi')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Ad', { exact: true })).toHaveValue('Selin');
  await expect(form.getByLabel(/^Telefon/)).toHaveValue('5321234567');
  await expect(form.getByLabel(/^Şirket/)).toHaveValue('Selin İhracat Ltd');
  await expect(form.getByLabel(/^Ünvan/)).toHaveValue('Dış Ticaret Uzmanı');
  await expect(form.getByLabel(/^Web sitesi/)).toHaveValue('https://selin.example.com');
  await expect(form.getByTestId('profile-photo')).toHaveAttribute('src', /^\/public-objects\//);

  // The tabs live in ?tab=.
  await page.getByRole('tab', { name: 'İş Ortaklığı Başvurusu' }).click();
  await expect(page).toHaveURL(/\?tab=application$/);
  await expect(page.getByRole('link', { name: 'İş ortağı başvurusu yap' })).toBeVisible();
});

test('a fresh user deletes the account and cannot sign in again', async ({ page }) => {
  const email = uniqueAddress('panel-delete');
  await createVerifiedAccount(page.context().request, email, { firstName: 'Silinen', lastName: 'Hesap' });
  await signInViaApi(page, email, E2E_PASSWORD);

  await page.goto('/user-panel?tab=settings');
  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Hesabı kalıcı olarak sil' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Onay kelimesi').fill('SİL');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hesabınız silindi').first()).toBeVisible();

  const res = await page.context().request.post('/api/login', { data: { email, password: E2E_PASSWORD } });
  expect(res.status()).toBe(401);
  expect((await page.context().request.get('/api/session')).ok()).toBe(true);
  expect(((await (await page.context().request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
});
