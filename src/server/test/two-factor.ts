/**
 * Two-factor sign-in in tests (docs/decisions/044): the code an authenticator app would show, and an
 * account enrolled over HTTP as its owner would do it in the user panel.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { freshIp, sessionCookieOf, signIn, TEST_ORIGIN } from './helpers';
import { totpCode } from './totp';

/** RFC 6238 code of an otpauth URI's secret (what an authenticator app shows), at `at` ms. */
export function totp(uri: string, at = Date.now()): string {
  return totpCode(new URL(uri).searchParams.get('secret')!, at);
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
