/**
 * buildApp(config) assembles the HTTP application: plugins, modules, static files and the SPA shell.
 * It never listens, so tests drive it with `app.inject` (ARCHITECTURE.md, layout).
 */
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth, type OAuthCredentials, oidcConfigured, type OidcProviderOptions } from './auth/auth';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { TCMB_TODAY_URL } from '@shared/contracts/exchange-rates';
import type { AuthRateLimits } from './auth/limiter';
import type { Database, Db } from './db/client';
import { enqueueTemplateMail } from './mail/outbox';
import accessPlugin from './plugins/access';
import authPlugin, { authRoutes as authMount } from './plugins/auth';
import clientPlugin from './plugins/client';
import errorsPlugin from './plugins/errors';
import inputPlugin from './plugins/input';
import originPlugin from './plugins/origin';
import rateLimitPlugin from './plugins/rate-limit';
import realtimePlugin, { redisPrefixFor } from './plugins/realtime';
import requestIdPlugin, { requestIdOptions } from './plugins/request-id';
import shutdownPlugin from './plugins/shutdown';
import maintenancePlugin from './plugins/maintenance';
import metricsPlugin from './plugins/metrics';
import securityHeadersPlugin, { clientErrorHandler } from './plugins/security-headers';
import { authRoutes } from './modules/auth/auth.routes';
import { emailPreferencesRoutes } from './modules/email-preferences/email-preferences.routes';
import { capabilitiesRoutes } from './modules/capabilities/capabilities.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { healthRoutes } from './modules/health/health.routes';
import { initRoutes } from './modules/init/init.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { filesRoutes } from './modules/files/files.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { type BackupSettings, resolveBackupSettings } from './modules/backups/backups.service';
import { adminPartnersRoutes } from './modules/partner-applications/admin-partners.routes';
import { partnerClaimsRoutes } from './modules/partner-claims/partner-claims.routes';
import { partnerApplicationsRoutes } from './modules/partner-applications/partner-applications.routes';
import { DatabaseNotifications } from './lib/database-notifications';
import { REFERENCE_CHANNEL, ReferenceData } from './lib/reference-data';
import { CATALOGUE_CHANNEL, CatalogueSearch } from './modules/search/catalogue-search';
import { CatalogueCache } from './modules/partners/catalogue-cache';
import { partnerStatsRoutes } from './modules/partner-stats/partner-stats.routes';
import { partnerVerificationRoutes } from './modules/partner-verification/partner-verification.routes';
import { partnersRoutes } from './modules/partners/partners.routes';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { partnerPostsRoutes } from './modules/partner-posts/partner-posts.routes';
import { searchRoutes } from './modules/search/search.routes';
import { systemStatusRoutes } from './modules/system-status/system-status.routes';
import { monitoringPlugin } from './modules/system-status/sampler';
import { usersRoutes } from './modules/users/users.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { phoneVerificationRoutes } from './modules/users/phone-verification.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { adminFilesRoutes } from './modules/admin-files/admin-files.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { systemConfigRoutes } from './modules/system-config/system-config.routes';
import { serviceInquiriesRoutes } from './modules/service-inquiries/service-inquiries.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { loadComingWindows, MAINTENANCE_CHANNEL, MaintenanceSchedule } from './modules/maintenance/maintenance.service';
import { createStorage, type ObjectStorage, type S3StorageOptions } from './storage';
import type { RealtimeHub } from './lib/realtime';
import { APP_JOBS } from './jobs/app-jobs';
import { exchangeRatesJob, exchangeRatesStale } from './modules/exchange-rates/exchange-rates-job';
import { JobRunner } from './jobs/runner';
import { clientAddress, type TrustProxy, trustFunction } from './lib/client-address';

export interface AppConfig {
  database: Database;
  /** Root of local files; uploads live in `${dataDir}/uploads/{public,private}`. */
  dataDir: string;
  /** Origin used in links sent by mail, e.g. http://localhost:5000. */
  publicUrl: string;
  /** Built client (`dist/client`); when absent, only the API is served. */
  clientDist?: string;
  /** Pre-rendered pages of scripts/prerender.ts (`dist/prerendered`); optional. */
  prerenderedDir?: string;
  /** Logger options, or `false`; for a ready pino instance use {@link AppConfig.loggerInstance}. */
  logger?: FastifyServerOptions['logger'];
  /** A ready pino logger (Fastify 5 refuses an instance under `logger`). */
  loggerInstance?: FastifyBaseLogger;
  production?: boolean;
  /**
   * TRUST_PROXY: which proxies in front may name the client in X-Forwarded-For (lib/client-address.ts);
   * `false` (default) uses the socket's address.
   */
  trustProxy?: TrustProxy;
  /** How long a catalogue page is cached, in milliseconds (default 0: no cache). */
  catalogueCacheTtlMs?: number;
  /**
   * Secret of the identity provider (BETTER_AUTH_SECRET, 32+ characters, the same on every process).
   * Tests and development may leave it out: a fixed development secret is used, never in production.
   */
  authSecret?: string;
  /** Google sign-in; enabled only when both values are set. */
  google?: Partial<OAuthCredentials>;
  /** LinkedIn sign-in; enabled only when both values are set. */
  linkedin?: Partial<OAuthCredentials>;
  /**
   * An OpenID Connect issuer serving the Google (default) or LinkedIn button, enabled when its
   * discovery URL, id and secret are all set (docs/decisions/004-oidc-provider.md).
   */
  oidc?: Partial<OidcProviderOptions>;
  /**
   * S3-compatible object storage (S3_BUCKET, S3_ENDPOINT, …): used when `bucket` is set, else files
   * live under `${dataDir}/uploads` (docs/decisions/011-file-storage.md).
   */
  s3?: Partial<S3StorageOptions>;
  /** A ready storage driver (tests); wins over `s3` and the local folder. */
  storage?: ObjectStorage;
  /** REDIS_URL: the Socket.IO Redis adapter, so several processes share rooms (issue 10). */
  redisUrl?: string;
  /**
   * REDIS_PREFIX: prefix of every Redis channel and key of this deployment, the same on each of its
   * processes; default `epp:` + PUBLIC_URL's host (plugins/realtime.ts `redisPrefixFor`), so two
   * deployments sharing a Redis do not receive each other's events. Tests give each run its own.
   */
  redisPrefix?: string;
  /** TCMB_RATES_URL: where the daily job reads TCMB's rates (default {@link TCMB_TODAY_URL}; issue 20). */
  tcmbRatesUrl?: string;
  /**
   * Start the background job runner (pg-boss, src/server/jobs) when the app is ready, and stop it on
   * close. `main.ts` turns it on; test apps leave it off (and call job handlers directly), so they
   * do not pay for pg-boss's schema and pollers. `app.jobs` exists either way.
   */
  jobs?: boolean;
  /** METRICS_TOKEN: bearer token of GET /metrics (issue 23); without it /metrics answers 404. */
  metricsToken?: string;
  /**
   * Backups (issue 23, modules/backups): BACKUP_DIR (default `${dataDir}/backups`), BACKUP_CRON (none:
   * not scheduled), BACKUP_KEEP (default 7), and the embedded server's control token, which enables
   * POST /api/internal/backups for `npm run backup`.
   */
  backups?: Partial<BackupSettings> & { controlToken?: string };
  /** Overrides of the sign-in, sign-up, magic-link and reset limits (tests). */
  authRateLimits?: Partial<{ [K in keyof AuthRateLimits]: Partial<AuthRateLimits[K]> }>;
}

/** Used only outside production when no secret is configured (tests, a first `npm start`). */
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-do-not-use-in-production!';

declare module 'fastify' {
  interface FastifyInstance {
    /** Short-lived cache of catalogue pages; clear it after changing what the catalogue shows. */
    catalogueCache: CatalogueCache;
    /** Categories, services and site settings from memory, dropped when the database says they changed. */
    referenceData: ReferenceData;
    /**
     * GET /api/partners and its facets from the in-process index, kept current by the database's
     * notifications, SQL while it may not answer (modules/search/catalogue-search.ts, decision 032).
     */
    catalogueSearch: CatalogueSearch;
    /** Where uploaded files live: local folder or S3 (src/server/storage). */
    storage: ObjectStorage;
    /** Pushes events to users' sockets on every process (src/server/lib/realtime.ts). */
    realtime: RealtimeHub;
    db: Db;
    database: Database;
    /** The background job queue (src/server/jobs): `runSoon`, failed jobs, schedules. */
    jobs: JobRunner;
    /**
     * The client address of a raw Node request (the Socket.IO handshake), by the same TRUST_PROXY rule
     * as `req.ip` (lib/client-address.ts).
     */
    clientAddress: (raw: Pick<IncomingMessage, 'headers' | 'socket'>) => string;
    config: {
      publicUrl: string;
      dataDir: string;
      production: boolean;
      /**
       * Social sign-in buttons to show (GET /api/init): true when both id and secret are set, or an
       * OIDC issuer serves that provider.
       */
      googleEnabled: boolean;
      linkedinEnabled: boolean;
      /** Where TCMB's daily rates are read (TCMB_RATES_URL; modules/exchange-rates). */
      tcmbRatesUrl: string;
      /** BACKUP_DIR, BACKUP_CRON, BACKUP_KEEP (modules/backups). */
      backups: BackupSettings;
    };
  }
}

/** Largest JSON body accepted (bytes); uploads have their own limits. */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * Builds the application.
 * @returns a ready Fastify instance (call `listen` or `inject`).
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const production = config.production ?? false;
  if (production && !config.authSecret) throw new Error('BETTER_AUTH_SECRET is required in production');
  const oidcId = oidcConfigured(config.oidc) ? (config.oidc.providerId ?? 'google') : undefined;
  const enabled = (c: Partial<OAuthCredentials> | undefined, id: string) =>
    Boolean(c?.clientId && c.clientSecret) || oidcId === id;
  // One trust rule for `req.ip` and the socket handshakes (Fastify's own `true` believes the left-most
  // X-Forwarded-For entry, which the client writes).
  const trust = trustFunction(config.trustProxy ?? false);
  const app = Fastify({
    ...(config.loggerInstance ? { loggerInstance: config.loggerInstance } : { logger: config.logger ?? false }),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trust,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Our hook answers 503 in the error shape with the security headers (plugins/security-headers.ts),
    // and so do Node's parser refusals (431 header fields too large, 400).
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(production),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', config.database.db);
  app.decorate('clientAddress', (raw: Pick<IncomingMessage, 'headers' | 'socket'>) => clientAddress(raw, trust));
  app.decorate('database', config.database);
  app.decorate('catalogueCache', new CatalogueCache(config.catalogueCacheTtlMs ?? 0));
  app.decorate('referenceData', new ReferenceData());
  app.decorate('maintenance', new MaintenanceSchedule(() => loadComingWindows(config.database.db)));
  app.decorate(
    'catalogueSearch',
    new CatalogueSearch({ db: config.database.db, referenceData: app.referenceData, log: app.log }),
  );
  {
    // One listener for every in-memory copy (lib/database-notifications.ts): the reference data
    // (decision 031) and the catalogue index (decision 032), which also rebuilds on a category change,
    // and the maintenance windows (decision 040).
    const notifications = new DatabaseNotifications()
      .subscribe(REFERENCE_CHANNEL, app.referenceData)
      .subscribe(MAINTENANCE_CHANNEL, app.maintenance)
      .subscribe(REFERENCE_CHANNEL, { notify: (set) => app.catalogueSearch.referenceChanged(set), setTrusted() {} })
      .subscribe(CATALOGUE_CHANNEL, app.catalogueSearch);
    // Stopped before the index waits for its last update, so nothing new starts meanwhile.
    app.addHook('onClose', async () => {
      await notifications.close();
      await app.catalogueSearch.close();
    });
    await notifications.start(config.database, app.log);
  }
  app.decorate('storage', config.storage ?? createStorage(config.dataDir, config.s3));
  app.decorate('config', {
    publicUrl: config.publicUrl.replace(/\/$/, ''),
    dataDir: config.dataDir,
    production,
    googleEnabled: enabled(config.google, 'google'),
    linkedinEnabled: enabled(config.linkedin, 'linkedin'),
    tcmbRatesUrl: config.tcmbRatesUrl ?? TCMB_TODAY_URL,
    backups: resolveBackupSettings(config.dataDir, config.backups),
  });
  // Handlers receive the app as their ServiceContext; they run only after `start` (below, when enabled).
  app.decorate('jobs', new JobRunner({ database: config.database, context: app, log: app.log }).register(...APP_JOBS));
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const authSecret = config.authSecret ?? DEVELOPMENT_AUTH_SECRET;
  const auth = createAuth({
    db: config.database.db,
    publicUrl,
    secret: authSecret,
    production,
    google: config.google,
    linkedin: config.linkedin,
    oidc: config.oidc,
    enqueueMail: enqueueTemplateMail,
    rateLimits: config.authRateLimits,
    log: app.log,
  });

  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await app.register(shutdownPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken });
  // Performance sampler and log flush (admin system status): at the root so its onResponse hook times every route.
  await app.register(monitoringPlugin);
  // onRequest order matters. Security headers first, so every answer carries them, the early 401,
  // 403 and 429 of the hooks below included; then the Origin check (cheap, refuses before any
  // lookup), the route's rate limit, the session (req.viewer), and the access policy that reads it.
  // The input plugin (NFC, NUL bytes, JSON depth) sits right after the headers.
  await app.register(securityHeadersPlugin, { production });
  await app.register(inputPlugin);
  await app.register(originPlugin, { publicUrl, production });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { auth, publicUrl, production });
  await app.register(accessPlugin);
  // After access (a visitor's write to a signed-in route is still 401) and the session it reads.
  await app.register(maintenancePlugin);
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix ?? redisPrefixFor(publicUrl),
    publicUrl,
    production,
  });
  // Multipart for uploads and the partner application: files are read as streams by the routes; a
  // file over the largest limit is cut off here (413, FILE_TOO_LARGE through the errors plugin).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 60, fieldSize: 64 * 1024, parts: 80 },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });

  await app.register(authRoutes);
  await app.register(authMount, { auth, publicUrl, production });
  await app.register(categoriesRoutes);
  await app.register(capabilitiesRoutes);
  await app.register(partnersRoutes);
  await app.register(searchRoutes);
  await app.register(reviewsRoutes);
  await app.register(partnerPostsRoutes);
  await app.register(newsletterRoutes);
  await app.register(partnerApplicationsRoutes);
  await app.register(adminPartnersRoutes);
  await app.register(partnerClaimsRoutes);
  await app.register(serviceInquiriesRoutes, { signingSecret: authSecret });
  await app.register(systemStatusRoutes);
  await app.register(initRoutes);
  await app.register(healthRoutes);
  await app.register(partnerStatsRoutes);
  await app.register(partnerVerificationRoutes);
  await app.register(usersRoutes);
  await app.register(dataExportRoutes);
  await app.register(phoneVerificationRoutes, { signingSecret: authSecret });
  await app.register(quotesRoutes);
  await app.register(projectsRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(emailPreferencesRoutes, { signingSecret: authSecret });
  // Admin console (issue 11).
  await app.register(templatesRoutes);
  await app.register(adminFilesRoutes);
  await app.register(marketingRoutes, { signingSecret: authSecret });
  await app.register(statisticsRoutes);
  await app.register(systemConfigRoutes);
  await app.register(adminUsersRoutes);
  await app.register(feedbackRoutes);
  await app.register(maintenanceRoutes);
  // Uploads, /public-objects/{fileName} and /objects/{id}, from app.storage (local or S3).
  await app.register(filesRoutes, { signingSecret: authSecret });
  await app.register(backupsRoutes, { controlToken: config.backups?.controlToken });

  await app.register(clientPlugin, { clientDist: config.clientDist, prerenderedDir: config.prerenderedDir });

  if (config.jobs) {
    // Last, so every plugin is ready before a job runs; stopped on close, before main.ts closes the database.
    app.addHook('onReady', async () => {
      await app.jobs.start();
      // Rates older than TCMB's last bulletin (a fresh install, a server down at 15:45): fetch now.
      if (await exchangeRatesStale(app.db)) await app.jobs.runSoon(exchangeRatesJob);
    });
    app.addHook('onClose', () => app.jobs.stop());
  }

  await app.ready();
  return app;
}
