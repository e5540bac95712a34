/**
 * Accounts of the demo seed and ways to sign in for the account e2e specs. Sign-in is rate limited
 * per IP (30 in 5 minutes) and per address (10 in 15 minutes): the specs sign in through the form
 * only where the form is under test and use the API elsewhere.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password of every demo account (src/server/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Demo2026!ihracat';

/** Demo accounts: user, partner (user+partner), editor (user+editor_admin), admin (all but partner). */
export const DEMO = {
  user: 'kullanici@demo.example.com',
  partner: 'partner@demo.example.com',
  editor: 'editor@demo.example.com',
  admin: 'admin@demo.example.com',
} as const;

/** Signs the page's browser context in through POST /api/login (cookies are shared with the page). */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.context().request.post('/api/login', { data: { email, password } });
  expect(res.status(), `POST /api/login as ${email}`).toBe(200);
}

/** Fills and submits the sign-in form of /auth (the page must show it). */
export async function signInViaForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

/** Makes `userType` the active type of the signed-in context (POST /api/auth/switch-account-type). */
export async function switchTypeViaApi(request: APIRequestContext, userType: string): Promise<void> {
  const res = await request.post('/api/auth/switch-account-type', { data: { userType } });
  expect(res.status(), `switch to ${userType}`).toBe(200);
}

/** The desktop user menu button of the header. */
export function userMenuButton(page: Page) {
  return page.getByTestId('user-menu-button');
}
