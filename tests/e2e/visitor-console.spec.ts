/**
 * Issue 7: a visitor's page load makes no request that fails. The client learns that nobody is signed
 * in from GET /api/session (always 200), so the browser console shows no 401 for GET /api/user.
 */
import { expect, test } from './support/test';
import { expectCardCount, PAGE_SIZE } from './support/helpers';

test("a visitor's home page load logs no console error and no failed request", async ({ page }) => {
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });

  const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
  await page.goto('/');
  expect((await session).status()).toBe(200);
  expect(await (await session).json()).toEqual({ user: null });
  await expectCardCount(page, PAGE_SIZE);
  await page.waitForLoadState('networkidle');

  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
