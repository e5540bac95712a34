/**
 * Configuration from process.env, parsed once with zod. `loadEnv()` throws one error listing every
 * bad variable, so a misconfigured start fails fast and says what to fix.
 */
import { z } from 'zod';
import { TCMB_TODAY_URL } from '@shared/contracts/exchange-rates';
import { parseTrustProxy, type TrustProxy } from './lib/client-address';
import type { S3StorageOptions } from './storage';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** An optional value where an empty string (`VAR=` in a compose file) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Demo companies and accounts: on by default for the embedded database, off with DATABASE_URL, and
   * never in production (the demo accounts' password is published; see loadEnv).
   */
  SEED_DEMO: optional(bool),
  /**
   * Multiplies every sign-in, sign-up and account-mail limit's `max` (PRODUCT-DECISIONS 6): the browser
   * suite signs the same demo accounts in from one address far more often than a person would. 1 (the
   * production limits) unless set; refused above 1 in production.
   */
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site, used for links in mails and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  /**
   * The HTTP SMS gateway (issue 22; docs/decisions/043-sms-outbox.md): Netgsm's REST v2 send URL with
   * the user code and password as userinfo and the sender title as `msgheader`, e.g.
   * `https://USERCODE:PASSWORD@api.netgsm.com.tr/sms/rest/v2/send?msgheader=FIRMA`. Unset: SMS are
   * written to the log (status `logged`), like mails without SMTP_URL.
   */
  SMS_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
  /**
   * Bearer token of GET /metrics (issue 23, Prometheus text format): a scraper sends
   * `Authorization: Bearer <token>`; unset, /metrics answers 404 (never public by default).
   */
  METRICS_TOKEN: optional(z.string().min(16, 'at least 16 characters')),
  REDIS_URL: z.string().optional(),
  /**
   * Prefix of this deployment's Redis channels and keys (default `epp:` + PUBLIC_URL's host): the same
   * on every process of one deployment, different for deployments that share a Redis.
   */
  REDIS_PREFIX: optional(z.string().regex(/^[\x21-\x7e]{1,100}$/, 'printable characters without spaces, at most 100')),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /**
   * An OpenID Connect issuer behind the Google (or LinkedIn) button: its discovery document URL,
   * client id and secret, all three or none (docs/decisions/004-oidc-provider.md).
   */
  OIDC_DISCOVERY_URL: optional(z.url()),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  /** Which button the issuer serves; it replaces that built-in provider. */
  OIDC_PROVIDER_ID: optional(z.enum(['google', 'linkedin'])).transform((v) => v ?? 'google'),
  /** The issuer's name in logs (e.g. 'Şirket SSO'); the button keeps its Google/LinkedIn label. */
  OIDC_PROVIDER_NAME: optional(z.string()),
  /** Signs session cookies and e-mail links; 32+ characters, the same on every process. Required in production. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /**
   * TCMB's daily rates document (issue 20, comparison in one currency): the daily job reads it. Tests
   * and offline setups point it at a local copy.
   */
  TCMB_RATES_URL: z.url().default(TCMB_TODAY_URL),
  /** Milliseconds a catalogue page (GET /api/partners) is cached per process; 0 turns the cache off. */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * S3-compatible object storage for uploads (docs/decisions/011-file-storage.md): used when
   * S3_BUCKET is set, else files live under DATA_DIR/uploads. Endpoint for MinIO and the like;
   * path-style addressing for those that need it.
   */
  S3_BUCKET: optional(z.string().min(3).max(63)),
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Backups (issue 23, modules/backups): where archives go (default DATA_DIR/backups: put it on
   * another disk), the schedule (cron, 5 fields, Europe/Istanbul; unset: no scheduled backup) and how
   * many the schedule keeps.
   */
  BACKUP_DIR: optional(z.string().min(1)),
  BACKUP_CRON: optional(
    z
      .string()
      .trim()
      .regex(/^\S+(\s+\S+){4}$/, 'a cron expression of 5 fields, minutes first, e.g. "0 3 * * *"'),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * Which reverse proxies in front may name the client in X-Forwarded-For (every per-IP limit and the
   * view counter key on it): `false`, `true` (one proxy: one hop), a hop count, or the proxies'
   * addresses/CIDRs (lib/client-address.ts; docs/decisions/018-proxies-and-client-address.md).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed === false || !('error' in parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof envSchema> & { SEED_DEMO: boolean };

/** The S3_* variables as the storage driver takes them (a bucket only when S3_BUCKET is set). */
export function s3Options(env: Env): Partial<S3StorageOptions> {
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Parses the environment.
 *
 * Production rules (checked together, reported together): `BETTER_AUTH_SECRET` is required, and
 * `SEED_DEMO` may not be on, because the demo accounts (admins included) have a password published in
 * the README; an explicit `SEED_DEMO=true` refuses to start rather than being silently ignored, so the
 * operator learns that the setting does not do what they expect.
 *
 * @returns the parsed variables; `SEED_DEMO` resolved to its default (true only on the embedded
 *   database outside production).
 * @throws Error listing every invalid variable.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const productionErrors: string[] = [];
  if (production && !env.BETTER_AUTH_SECRET) {
    productionErrors.push('  BETTER_AUTH_SECRET: required when NODE_ENV=production (32+ characters)');
  }
  if (production && env.SEED_DEMO === true) {
    productionErrors.push(
      '  SEED_DEMO: not allowed when NODE_ENV=production: the demo accounts have a published password; unset SEED_DEMO',
    );
  }
  if (production && env.AUTH_RATE_LIMIT_FACTOR > 1) {
    productionErrors.push(
      '  AUTH_RATE_LIMIT_FACTOR: not allowed above 1 when NODE_ENV=production (brute-force limits)',
    );
  }
  if (productionErrors.length > 0) throw new Error(`Invalid environment:\n${productionErrors.join('\n')}`);
  const oidc = [env.OIDC_DISCOVERY_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  OIDC_DISCOVERY_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three or none',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or none');
  }
  return { ...env, SEED_DEMO: env.SEED_DEMO ?? (!env.DATABASE_URL && !production) };
}
