/**
 * Entry point: `npm start`. Opens the database (PGlite under DATA_DIR, locked to this process, or
 * PostgreSQL with DATABASE_URL), migrates, seeds, serves the API and the built client, and shuts down
 * gracefully.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { scaledRateLimits } from './auth/limiter';
import { openDatabase } from './db/client';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { runSeeds } from './db/seed';
import { loadEnv, s3Options } from './env';
import { MailWorker } from './mail/outbox';
import { SmsWorker } from './sms/outbox';
import { controlUrl, writeControlFile } from './modules/backups/backup-cli';
import { captureLogMethod } from './modules/system-status/log-capture';

const env = loadEnv();
const log = pino({
  level: env.LOG_LEVEL,
  base: { service: 'export-partner-platform' },
  // Warn/error lines also go to system_logs for the admin system status (PRODUCT-DECISIONS 21).
  hooks: { logMethod: captureLogMethod },
});
const dataDir = resolve(env.DATA_DIR);
const uploadsDir = resolve(dataDir, 'uploads');
mkdirSync(resolve(uploadsDir, 'public'), { recursive: true });
mkdirSync(resolve(uploadsDir, 'private'), { recursive: true });

// The embedded database allows one process per DATA_DIR (two would corrupt it): take its lock before
// opening it, and refuse to start, naming the directory, when another live process holds it.
let dataDirLock: DataDirLock | undefined;
if (!env.DATABASE_URL) {
  try {
    dataDirLock = await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // stderr is synchronous for files and pipes, so the message is out before the exit.
    console.error(err.message);
    process.exit(1);
  }
}

const started = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
await database.migrate();
await runSeeds(database.db, { demo: env.SEED_DEMO, production: env.NODE_ENV === 'production', uploadsDir });
log.info(
  {
    database: database.kind,
    dataDir,
    ms: Math.round(performance.now() - started),
  },
  'database ready',
);

const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/**
 * Without BETTER_AUTH_SECRET outside production: a random secret kept in DATA_DIR/auth-secret, so
 * sessions and links survive a restart of the embedded setup. Production refuses to start instead
 * (several processes must share one secret; see env.ts).
 */
function developmentSecret(production: boolean): string | undefined {
  if (production) return undefined;
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
// `npm run backup` reaches the embedded server through a token only DATA_DIR's readers have (issue 23).
const controlToken = dataDirLock ? randomBytes(32).toString('base64url') : undefined;
const app = await buildApp({
  database,
  dataDir,
  publicUrl,
  clientDist: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  prerenderedDir: fileURLToPath(new URL('../../dist/prerendered', import.meta.url)),
  loggerInstance: log,
  production: env.NODE_ENV === 'production',
  // Background jobs (new_message mails, campaign sending, reminders…) on the job queue: src/server/jobs.
  jobs: true,
  trustProxy: env.TRUST_PROXY,
  catalogueCacheTtlMs: env.CATALOGUE_CACHE_TTL_MS,
  redisUrl: env.REDIS_URL,
  metricsToken: env.METRICS_TOKEN,
  backups: { dir: env.BACKUP_DIR, cron: env.BACKUP_CRON, keep: env.BACKUP_KEEP, controlToken },
  redisPrefix: env.REDIS_PREFIX,
  tcmbRatesUrl: env.TCMB_RATES_URL,
  ...(env.AUTH_RATE_LIMIT_FACTOR > 1 ? { authRateLimits: scaledRateLimits(env.AUTH_RATE_LIMIT_FACTOR) } : {}),
  s3: s3Options(env),
  authSecret: env.BETTER_AUTH_SECRET ?? developmentSecret(env.NODE_ENV === 'production'),
  google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
  linkedin: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET },
  oidc: {
    discoveryUrl: env.OIDC_DISCOVERY_URL,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    providerId: env.OIDC_PROVIDER_ID,
    name: env.OIDC_PROVIDER_NAME,
  },
});
const mail = new MailWorker(database.db, log, { smtpUrl: env.SMTP_URL, onDelivery: app.countMailDelivery });
mail.start();
// SMS leave through their own outbox, the same way (docs/decisions/043-sms-outbox.md).
const sms = new SmsWorker(database.db, log, { smsUrl: env.SMS_URL });
sms.start();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  app.shutdown.begin(); // GET /readyz answers 503 shutting_down from now on (issue 23)
  await control?.remove();
  await app.close(); // stops accepting, lets in-flight requests finish, stops the job runner
  await mail.stop();
  await sms.stop();
  await database.close();
  dataDirLock?.release();
});

await app.listen({ port: env.PORT, host: env.HOST });
const control = controlToken
  ? await writeControlFile(dataDir, controlUrl(env.HOST, env.PORT), controlToken)
  : undefined;
log.info(`serving on ${publicUrl}`);
