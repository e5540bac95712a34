/**
 * Brute-force limits of our own, kept in the `rate_limits` table so every server process shares them
 * (PRODUCT-DECISIONS 6). better-auth's limiter counts per IP and path for the routes it serves over
 * HTTP; this one adds what it cannot: limits per e-mail address, and per IP for the platform routes
 * (POST /api/login, /api/register) that call better-auth in-process and so bypass its limiter.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

/** At most `max` attempts per `window` seconds. */
export interface LimitRule {
  max: number;
  window: number;
}

/** The limits of every guarded action; tests pass smaller ones through `createAuth`. */
export interface AuthRateLimits {
  /** POST /api/login, per client IP and per address. */
  signIn: { ip: LimitRule; email: LimitRule };
  /** POST /api/register, per client IP and per address. */
  signUp: { ip: LimitRule; email: LimitRule };
  /** POST /api/auth/sign-in/magic-link. */
  magicLink: { ip: LimitRule; email: LimitRule };
  /** POST /api/auth/request-password-reset. */
  forgotPassword: { ip: LimitRule; email: LimitRule };
  /** POST /api/auth/reset-password (a token is 24 random characters; the IP limit slows scanning). */
  resetPassword: { ip: LimitRule };
  /** POST /api/auth/send-verification-email. */
  verificationEmail: { ip: LimitRule; email: LimitRule };
  /**
   * Account mails of one kind to one address (verification, reset, magic link, alerts): over it the
   * mail is silently not queued, so a sign-in loop on an unverified account cannot flood a mailbox.
   */
  mailPerAddress: LimitRule;
}

/** Production limits. Windows in seconds. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { ip: { max: 30, window: 300 }, email: { max: 10, window: 900 } },
  signUp: { ip: { max: 10, window: 3600 }, email: { max: 3, window: 3600 } },
  magicLink: { ip: { max: 5, window: 900 }, email: { max: 3, window: 900 } },
  forgotPassword: { ip: { max: 5, window: 900 }, email: { max: 3, window: 3600 } },
  resetPassword: { ip: { max: 10, window: 900 } },
  verificationEmail: { ip: { max: 5, window: 900 }, email: { max: 3, window: 3600 } },
  mailPerAddress: { max: 5, window: 3600 },
};

/** Deep-merges `overrides` into the defaults. */
export function resolveRateLimits(
  overrides: Partial<{ [K in keyof AuthRateLimits]: Partial<AuthRateLimits[K]> }> = {},
) {
  const out = structuredClone(DEFAULT_AUTH_RATE_LIMITS);
  for (const key of Object.keys(overrides) as (keyof AuthRateLimits)[]) {
    Object.assign(out[key], overrides[key]);
  }
  return out;
}

/** The longest window of `limits`, in seconds. */
export function longestWindow(limits: AuthRateLimits): number {
  const rules: LimitRule[] = [limits.mailPerAddress];
  for (const value of Object.values(limits) as (LimitRule | Record<string, LimitRule>)[]) {
    if ('max' in value) continue;
    rules.push(...Object.values(value));
  }
  return Math.max(...rules.map((r) => Number(r.window)));
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one attempt against `key` and says whether it is within `rule`. The window is fixed and
 * starts at the first attempt; attempts over the limit are still counted but do not extend it.
 * Atomic (one upsert), so concurrent requests on several processes cannot both slip through.
 *
 * Rows share the `rate_limits` table with better-auth (keys never collide: ours start with `epp:`);
 * `last_request` holds the window start in epoch milliseconds here. better-auth prunes rows older
 * than its longest window, which `createAuth` keeps at least as long as ours.
 *
 * @param key e.g. `epp:email:signIn:ayse@example.com`
 * @param now epoch milliseconds (tests move the clock with fake timers)
 * @returns `{allowed: false, retryAfter}` with the seconds until the window ends, when over the limit
 */
export async function hitLimit(db: Db, key: string, rule: LimitRule, now = Date.now()): Promise<LimitVerdict> {
  const windowMs = rule.window * 1000;
  const expiredBefore = now - windowMs;
  const [row] = await queryRows<{ count: number | string; last_request: number | string }>(
    db,
    sql`INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.last_request <= ${expiredBefore} THEN 1 ELSE rate_limits.count + 1 END,
          last_request = CASE WHEN rate_limits.last_request <= ${expiredBefore} THEN ${now}
                              ELSE rate_limits.last_request END
        RETURNING count, last_request`,
  );
  const count = Number(row?.count ?? 1);
  if (count <= rule.max) return { allowed: true };
  const start = Number(row?.last_request ?? now);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** Key of a per-address limit: the address trimmed and lower-cased, so case tricks share a bucket. */
export const emailKey = (action: string, email: string) => `epp:email:${action}:${email.trim().toLowerCase()}`;
/** Key of a per-IP limit. */
export const ipKey = (action: string, ip: string) => `epp:ip:${action}:${ip}`;
