/**
 * Brute-force limits of our own, kept in the `rate_limits` table so every server process shares them
 * (PRODUCT-DECISIONS 6). better-auth's limiter counts per IP and path for the routes it serves over
 * HTTP; this one adds what it cannot: limits per e-mail address, and per IP for the platform routes
 * (POST /api/login, /api/register) that call better-auth in-process and so bypass its limiter.
 */
import type { LimitRule } from '../lib/rate-limit';

// The generic limiter moved to lib/rate-limit.ts (shared by every limited route); re-exported here so
// the auth code keeps its imports.
export { emailKey, hitLimit, ipKey, type LimitRule, type LimitVerdict } from '../lib/rate-limit';

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

/**
 * The production limits with every `max` multiplied by `factor` (windows unchanged), for
 * `AUTH_RATE_LIMIT_FACTOR` outside production.
 * @param factor an integer ≥ 1; 1 gives the production limits
 */
export function scaledRateLimits(factor: number): AuthRateLimits {
  const out = structuredClone(DEFAULT_AUTH_RATE_LIMITS);
  const scale = (rule: LimitRule) => ({ ...rule, max: rule.max * factor });
  for (const key of Object.keys(out) as (keyof AuthRateLimits)[]) {
    const entry = out[key] as LimitRule | Record<string, LimitRule>;
    if ('max' in entry) Object.assign(entry, scale(entry as LimitRule));
    else for (const sub of Object.keys(entry)) entry[sub] = scale(entry[sub]!);
  }
  return out;
}
