/**
 * The one rate limiter of the platform (PRODUCT-DECISIONS 6; ARCHITECTURE.md, scale-out: "nothing in
 * a process may hold state that another process needs"). Counters live in the `rate_limits` table, so
 * every server process shares them. Routes declare a per-IP limit with `config.rateLimit`
 * (plugins/rate-limit.ts); services count other keys (an e-mail address) with {@link enforceLimit}.
 * better-auth's own limiter writes its rows to the same table (keys never collide: ours start `epp:`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';

/** At most `max` attempts per `window` seconds. */
export interface LimitRule {
  max: number;
  /** Seconds. */
  window: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one attempt against `key` and says whether it is within `rule`. The window is fixed and
 * starts at the first attempt; attempts over the limit are still counted but do not extend it.
 * Atomic (one upsert), so concurrent requests on several processes cannot both slip through.
 *
 * `last_request` holds the END of the window in epoch milliseconds for our rows. better-auth prunes
 * rows whose `last_request` is older than its own longest window; storing the end means a row is only
 * pruned long after its window closed, whatever the window's length (the newsletter's is 24 hours,
 * longer than any of better-auth's).
 *
 * @param db the database, or a transaction (the count then commits or rolls back with it)
 * @param key e.g. `epp:email:signIn:ayse@example.com`
 * @param now epoch milliseconds (tests move the clock with fake timers)
 * @returns `{allowed: false, retryAfter}` with the seconds until the window ends, when over the limit
 */
export async function hitLimit(
  db: Pick<Db, 'execute'>,
  key: string,
  rule: LimitRule,
  now = Date.now(),
): Promise<LimitVerdict> {
  const end = now + rule.window * 1000;
  const result: unknown = await db.execute(
    sql`INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, 1, ${end})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.last_request <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
          last_request = CASE WHEN rate_limits.last_request <= ${now} THEN ${end}
                              ELSE rate_limits.last_request END
        RETURNING count, last_request`,
  );
  const [row] = (result as { rows: { count: number | string; last_request: number | string }[] }).rows;
  const count = Number(row?.count ?? 1);
  if (count <= rule.max) return { allowed: true };
  const windowEnd = Number(row?.last_request ?? end);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/**
 * {@link hitLimit}, throwing when over the limit.
 * @throws AppError 429 RATE_LIMITED with `{seconds}` to wait
 */
export async function enforceLimit(db: Db, key: string, rule: LimitRule): Promise<void> {
  const verdict = await hitLimit(db, key, rule);
  if (!verdict.allowed) throw new AppError('RATE_LIMITED', { params: { seconds: verdict.retryAfter } });
}

/** Key of a per-address limit: the address trimmed and lower-cased, so case tricks share a bucket. */
export const emailKey = (action: string, email: string) => `epp:email:${action}:${email.trim().toLowerCase()}`;
/** Key of a per-IP limit. */
export const ipKey = (action: string, ip: string) => `epp:ip:${action}:${ip}`;
