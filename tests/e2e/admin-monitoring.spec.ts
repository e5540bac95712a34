/**
 * Admin statistics and system status (issue 11; spec §2 Statistics, System status (admin); §3; §9).
 * The admin sees the same totals as GET /api/admin/statistics on every tab, the system status with a
 * healthy database, current metrics and a performance chart (the first sample is taken at start-up);
 * an editor is refused. axe at 390 and 1280 px; one pass in English.
 */
import { type Browser, expect, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth-session';
import { expectNoSeriousA11yViolations, settle } from './support/helpers';

const SHOTS = '/tmp/shots-monitoring';

async function signedIn(browser: Browser, email: string, lang: 'tr' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
    reducedMotion: 'reduce',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
  await signInViaApi(page, email, DEMO_PASSWORD);
  return page;
}

const fmt = (n: number, lang: 'tr' | 'en') => new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-US').format(n);

test('admin statistics: figures match the API, every tab shows; axe at 1280 and 390 px', async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, DEMO.admin, 'tr');
  const api = await page.request.get('/api/admin/statistics');
  expect(api.status()).toBe(200);
  const stats = (await api.json()) as {
    users: { totalUsers: number; activeUsers: number };
    partners: { totalPartners: number };
  };

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'İstatistikler' })).toBeVisible();
  await expect(page.getByTestId('stat-totalUsers')).toContainText(fmt(stats.users.totalUsers, 'tr'));
  await expect(page.getByTestId('stat-totalPartners')).toContainText(fmt(stats.partners.totalPartners, 'tr'));
  await expect(page.getByText(/Son güncelleme:/)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/statistics-1280.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, testInfo, 'statistics-1280');

  for (const [tab, text] of [
    ['Kullanıcılar', 'Aktif Kullanıcı'],
    ['İş Ortakları', 'Bekleyen Başvuru'],
    ['Teklifler', 'Ortalama Yanıt Süresi'],
    ['Sistem', 'Çalışma Süresi'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toContainText(text);
  }
  await page.getByRole('tab', { name: 'İş Ortakları' }).click();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/statistics-partners-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Genel Bakış' }).click();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/statistics-390.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, testInfo, 'statistics-390');
});

test('admin system status: banner, healthy database, metrics, a performance chart; axe', async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, DEMO.admin, 'tr');
  await page.goto('/system-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Sistem Durumu' })).toBeVisible();
  await expect(page.getByTestId('status-banner')).toContainText(
    /Sistem Normal Çalışıyor|Sistem Performans Uyarısı|Sistem Sorunu/,
  );
  await expect(page.getByTestId('service-database')).toContainText('Sağlıklı');
  await expect(page.getByTestId('service-database')).toContainText('%99,9');
  await expect(page.getByTestId('metric-cpu')).toContainText('%');
  await expect(page.getByTestId('metric-disk')).toContainText('%');
  await expect(page.getByTestId('performance-chart').first()).toBeVisible();
  await expect(page.getByTestId('performance-chart').first().locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Herkese açık durum sayfası' }).first()).toHaveAttribute(
    'href',
    '/sys-status',
  );
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/system-status-1280.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, testInfo, 'system-status-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/system-status-390.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, testInfo, 'system-status-390');
});

test('an editor is refused both pages', async ({ browser }) => {
  const page = await signedIn(browser, DEMO.editor, 'tr');
  for (const path of ['/statistics', '/system-status']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
  }
  expect((await page.request.get('/api/admin/statistics')).status()).toBe(403);
  expect((await page.request.get('/api/admin/system-status')).status()).toBe(403);
});

test('one pass in English', async ({ browser }) => {
  const page = await signedIn(browser, DEMO.admin, 'en');
  await page.goto('/statistics');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Total Users').first()).toBeVisible();
  await page.goto('/system-status');
  await expect(page.getByTestId('service-database')).toContainText('Healthy');
  await expect(page.getByTestId('service-database')).toContainText('99.9%');
  await expect(page.getByRole('heading', { name: 'Recent Incidents' })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/system-status-en-1280.png`, fullPage: true });
});
