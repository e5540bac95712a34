/**
 * Known browsers and the new-browser sign-in alert (issue 22 "The platform's voice";
 * docs/decisions/037-security-alerts.md).
 *
 * A browser is known by a random id in a signed, httpOnly, long-lived cookie (`epp.device_id`,
 * `__Secure-epp.device_id` over TLS), set or renewed on every sign-in. The database keeps only the
 * SHA-256 of the id per account (`known_browsers`), with when it was first and last seen. A sign-in
 * whose browser has no row seen in the last {@link KNOWN_BROWSER_DAYS} days mails the account a
 * `security_alert`, except the account's very first session (sign-up: the verification link, or a
 * provider's first sign-in) and the session a password change issues in place of the ended ones.
 *
 * Called from better-auth's `databaseHooks.session.create.after` (auth.ts), so every way of signing
 * in is covered: password, magic link, verification link, Google / LinkedIn / an OpenID issuer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { KNOWN_BROWSER_DAYS } from '@shared/contracts/retention';
import { type Db, queryRows } from '../db/client';
import { sign, signatureMatches } from '../lib/signing';

/** better-auth cookie name (prefix `epp.` and, over TLS, `__Secure-` are added by `createAuthCookie`). */
export const DEVICE_COOKIE = 'device_id';
/** 400 days, the longest lifetime browsers keep a cookie (RFC 6265bis); renewed at every sign-in. */
export const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600;
/** HMAC purpose of the device cookie's signature (lib/signing.ts). */
const PURPOSE = 'device-id';
/** A device id: 24 random bytes, base64url. */
const DEVICE_ID = /^[\w-]{32}$/;

/** A new random device id. */
export const newDeviceId = (): string => randomBytes(24).toString('base64url');

/** The cookie value of `deviceId`: `{id}.{HMAC}`. */
export function deviceCookieValue(secret: string, deviceId: string): string {
  return `${deviceId}.${sign(secret, PURPOSE, deviceId)}`;
}

/**
 * The device id of a cookie value, or null when it is missing, malformed or not signed by us (a
 * forged or foreign value counts as a browser we do not know).
 */
export function readDeviceId(secret: string, value: string | null | undefined): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !DEVICE_ID.test(id)) return null;
  return signatureMatches(secret, PURPOSE, id, value.slice(dot + 1)) ? id : null;
}

/** What the table stores of a device id (the id itself would let a database reader pose as the browser). */
export const deviceHash = (deviceId: string): string => createHash('sha256').update(deviceId).digest('base64url');

/**
 * Records that `userId` signed in from the browser `deviceId` at `now`.
 * @returns when the browser was last seen for this account before, or null for a browser never seen
 *   (or forgotten by the retention rule)
 */
export async function rememberBrowser(db: Db, userId: number, deviceId: string, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  // The CTE reads the row as it was before this statement's upsert.
  const [row] = await queryRows<{ previous: string | Date | null }>(
    db,
    sql`WITH prev AS (
          SELECT last_seen_at FROM known_browsers WHERE user_id = ${userId} AND device_hash = ${deviceHash(deviceId)}
        )
        INSERT INTO known_browsers (user_id, device_hash, first_seen_at, last_seen_at)
        VALUES (${userId}, ${deviceHash(deviceId)}, ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
        RETURNING (SELECT last_seen_at FROM prev) AS previous`,
  );
  return row?.previous ? new Date(row.previous) : null;
}

/**
 * Whether a sign-in from a browser last seen at `previous` must alert: never seen, or not within
 * {@link KNOWN_BROWSER_DAYS} days before `now`.
 */
export function isNewBrowser(previous: Date | null, now: Date): boolean {
  return !previous || now.getTime() - previous.getTime() > KNOWN_BROWSER_DAYS * 86_400_000;
}

/** The parts of better-auth's endpoint context the sign-in hook uses. */
export interface DeviceCookieContext {
  getCookie: (name: string) => string | null;
  setCookie: (name: string, value: string, attributes?: Record<string, unknown>) => unknown;
  context: {
    createAuthCookie: (name: string, attributes?: Record<string, unknown>) => { name: string; attributes: object };
  };
}

/**
 * The browser of a sign-in: its device id from the request's cookie (a new one when there is none or
 * it is not ours), and the cookie set (again) on the answer so it lives another 400 days.
 * @returns the device id
 */
export function browserOf(ctx: DeviceCookieContext, secret: string): string {
  const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE });
  const deviceId = readDeviceId(secret, ctx.getCookie(cookie.name)) ?? newDeviceId();
  ctx.setCookie(cookie.name, deviceCookieValue(secret, deviceId), cookie.attributes as Record<string, unknown>);
  return deviceId;
}
