/**
 * The specs' side of the SMTP sink (smtp-sink.ts): read what the app mailed to an address and pick
 * the link a person would click. The app's outbox worker sends every 2 s, so reads are polled.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_SINK_URL, type SinkMail } from './services';

/** A fresh address per test, so no mail, account or per-address limit is shared between runs. */
export function uniqueAddress(prefix: string): string {
  return `e2e-${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Every mail the sink received for `to`, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<SinkMail[]> {
  const res = await request.get(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `GET ${MAIL_SINK_URL}/messages → ${res.status()}`).toBe(true);
  return (await res.json()) as SinkMail[];
}

/**
 * Waits for a mail to `to` with a link matching `pattern` and returns the newest such link.
 * @param skip mails to ignore (the count of `mailsTo` before the action that sends the awaited one)
 */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  { skip = 0, timeout = 20_000 }: { skip?: number; timeout?: number } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(request, to)).slice(skip);
        link = mails.flatMap((m) => m.links).findLast((l) => pattern.test(l));
        return link;
      },
      { message: `a mail to ${to} with a link matching ${pattern}`, timeout, intervals: [250, 500, 1000] },
    )
    .toBeDefined();
  return link!;
}

/** A password the server accepts: 8+ characters, not on its common-password list. */
export const E2E_PASSWORD = 'Ihracat-Koprusu-2026';

/**
 * Registers `email` through POST /api/register and confirms it through the mailed link, on `request`
 * (its own cookie jar: the page stays signed out).
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  names: { firstName: string; lastName: string },
  password = E2E_PASSWORD,
): Promise<void> {
  const res = await request.post('/api/register', { data: { email, password, ...names } });
  expect(res.status(), `POST /api/register ${email}`).toBe(201);
  const link = await waitForMailLink(request, email, /\/api\/auth\/verify-email\?/);
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status(), 'the verification link redirects').toBe(302);
  expect(verified.headers().location).toMatch(/\/\?confirmed=true$/);
}
