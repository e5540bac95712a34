/**
 * GET /metrics in Prometheus text format (issue 23, "Health and metrics"), never public by default:
 * with `metricsToken` (METRICS_TOKEN) it asks for `Authorization: Bearer <token>` (401 otherwise);
 * without a token it answers 404.
 *
 * Besides the request histogram, the statements' durations (`db_query_duration_seconds`, every
 * statement of this process: Database.onQuery) and the pool: sockets connected (`socketio_connections`), the mail
 * outbox by status (`email_outbox_messages`), the job queue by queue and state (`job_queue_jobs`) and
 * mail deliveries by outcome (`mail_deliveries_total`). The gauges are read when scraped (one count
 * query each), so a scrape every 15–60 s costs nothing worth measuring.
 *
 * Each app has its own prom-client Registry (tests build many apps in one process); the process's
 * default metrics (event-loop lag, heap, CPU, GC) are collected once per process into a registry of
 * their own and appended, so two apps never register them twice.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { emailOutbox } from '../db/schema';
import { bearerMatches } from '../lib/bearer';
import { AppError } from '../lib/errors';
import type { DeliveryOutcome } from '../lib/outbox-worker';

/** Route label of a request no route matched (a fixed value: raw URLs would explode the label set). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;
/** The process's default metrics, registered once per process whatever the number of apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: the bearer token a scraper sends; without it /metrics answers 404. */
  token?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry (plugins/metrics.ts). */
    metrics: Registry;
    /** Counts one mail delivery attempt (`mail_deliveries_total{outcome}`); main.ts hands it to the MailWorker. */
    countMailDelivery: (outcome: DeliveryOutcome) => void;
  }
}

async function metricsPlugin(app: FastifyInstance, opts: MetricsPluginOptions) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, in seconds, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    http.observe(
      { method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const mails = new Counter({
    name: 'mail_deliveries_total',
    help: 'Mail delivery attempts of this process by outcome: sent, logged (no SMTP), retry, failed (for good)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  app.decorate('countMailDelivery', (outcome: DeliveryOutcome) => mails.inc({ outcome }));
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements of this process, from sending to the answer, in seconds',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const stopTiming = app.database.onQuery((seconds) => queries.observe(seconds));
  app.addHook('onClose', async () => stopTiming());
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'socketio_connections',
    help: 'Sockets connected to this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('realtimeConnections') ? app.realtimeConnections() : 0);
    },
  });
  new Gauge({
    name: 'email_outbox_messages',
    help: 'Mails in the outbox by status (queued, sending, sent, failed…), whole database',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await app.db
        .select({ status: emailOutbox.status, n: count() })
        .from(emailOutbox)
        .groupBy(emailOutbox.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs by queue and state (queued, active, failed as retained by pg-boss), whole database',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await app.jobs.queueCounts()) {
        this.set({ queue: q.queue, state: 'queued' }, q.queued);
        this.set({ queue: q.queue, state: 'active' }, q.active);
        this.set({ queue: q.queue, state: 'failed' }, q.failed);
      }
    },
  });

  app.get('/metrics', { config: { access: 'public' }, logLevel: 'warn' }, async (req, reply) => {
    if (!opts.token) throw new AppError('NOT_FOUND');
    if (!bearerMatches(req.headers.authorization, opts.token)) throw new AppError('UNAUTHORIZED');
    const text = (await processMetrics().metrics()) + '\n' + (await registry.metrics());
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
