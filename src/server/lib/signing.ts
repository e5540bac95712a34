/**
 * HMAC-SHA256 signatures for the links the server hands out and reads back without storing them
 * (upload URLs, preference and campaign unsubscribe links). Each use names its `purpose`, which keys
 * the HMAC, so a signature made for one kind of link is never accepted by another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The base64url HMAC (43 characters) of `payload` for `purpose`, keyed with the app's secret. */
export function sign(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');
}

/** Whether `signature` is {@link sign} of `payload` for `purpose`, compared in constant time. */
export function signatureMatches(secret: string, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
