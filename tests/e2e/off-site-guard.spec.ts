/**
 * The off-site guard of tests/e2e/support/test.ts fails a test whose page asked for another host, both
 * when the request goes out and when the app's CSP refuses it first (issue 18 item 11). Each test here
 * must fail (`test.fail()`): a pass would mean the guard let the request through unnoticed.
 */
import { expect, test } from './support/test';

test('a request to another host fails the test', async ({ page }) => {
  test.fail();
  // about:blank has no CSP: the image request is really sent (and fails: .invalid never resolves).
  await page.setContent('<img src="http://off-site.invalid/pixel.png" alt="">');
  await page.waitForEvent('requestfailed');
});

test('a request the CSP refuses fails the test too (as GrapesJS telemetry did)', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  const refused = page.waitForEvent('console', (message) => message.text().startsWith('Refused to connect'));
  await page.evaluate(() => {
    void fetch('https://app.grapesjs.com/api/gjs/telemetry/collect', { method: 'POST' }).catch(() => undefined);
  });
  await refused;
});
