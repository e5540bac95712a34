/**
 * Configuration from process.env, parsed once with zod. `loadEnv()` throws one error listing every
 * bad variable, so a misconfigured start fails fast and says what to fix.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

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
  /** Demo companies and accounts: on by default for the embedded database, off with DATABASE_URL. */
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site, used for links in mails and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** Signs session cookies and e-mail links; 32+ characters, the same on every process. Required in production. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Trust X-Forwarded-* from a proxy in front (for the client IP in rate limits). */
  TRUST_PROXY: bool.default(false),
});

export type Env = z.infer<typeof envSchema> & { SEED_DEMO: boolean };

/**
 * Parses the environment.
 * @throws Error listing every invalid variable.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new Error('Invalid environment:\n  BETTER_AUTH_SECRET: required when NODE_ENV=production (32+ characters)');
  }
  return { ...env, SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL };
}
