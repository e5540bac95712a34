/**
 * The one check of a shared-secret bearer token (GET /metrics with METRICS_TOKEN, the backup control
 * route with DATA_DIR's control token): constant time, so the answer's timing tells nothing about
 * how much of a guess was right.
 */
import { timingSafeEqual } from 'node:crypto';

/** True when `header` (an `Authorization` value) is exactly `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
