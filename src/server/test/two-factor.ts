/**
 * Two-factor sign-in in tests (docs/decisions/044): the code an authenticator app would show, and an
 * account enrolled over HTTP as its owner would do it in the user panel.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { freshIp, sessionCookieOf, signIn, TEST_ORIGIN } from './helpers';

/** RFC 6238 code of an otpauth URI's secret (what an authenticator app shows), at `at` ms. */
export function totp(uri: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const secret = new URL(uri).searchParams.get('secret')!.replace(/=+$/, '').toUpperCase();
  const bits = [...secret].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Enrols `email` in two-factor sign-in: signs in with `password`, starts enrolment and confirms it
 * with the app's current code.
 * @returns the otpauth URI, the backup codes and the session cookie that replaced the signed-in one
 */
export async function enrolTwoFactor(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const post = (url: string, payload: object, cookie: string) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, remoteAddress: freshIp(), payload });
  const cookie = await signIn(app, email, password);
  const started = await post('/api/auth/two-factor/enable', { password }, cookie);
  expect(started.statusCode).toBe(200);
  const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
  const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totp(totpURI) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  return { totpURI, backupCodes, cookie: sessionCookieOf(confirmed)! };
}
