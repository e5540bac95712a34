import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@shared/contracts/health';
import { readiness } from './health.service';

/**
 * Probes (issue 23, "Health and metrics"). Neither is rate-limited, cached or logged per request at
 * info level (`logLevel: 'warn'`: an orchestrator probes every few seconds).
 *
 * GET /healthz: liveness ("process alive, no dependencies"). It answers as long as the event loop runs,
 * whatever the database does, so an orchestrator restarts a hung process and not a healthy one whose
 * database is away. Also the benchmarks' trivial JSON route (issue 21: catalogue throughput as a share
 * of it).
 *
 * GET /readyz: readiness (modules/health/health.service.ts): 200 when the database, Redis (when
 * configured), storage and migrations are all fine; 503 naming the failed part, and 503
 * `shutting_down` once the shutdown began, so a load balancer stops sending traffic here.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', answersDuringShutdown: true },
      logLevel: 'warn',
      schema: { response: { 200: livenessSchema } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', answersDuringShutdown: true },
      logLevel: 'warn',
      schema: { response: { 200: readinessSchema, 503: readinessSchema } },
    },
    async (_req, reply) => {
      const result = await readiness(app);
      reply.header('cache-control', 'no-store');
      if (result.status === 'ready') return result;
      if (result.status === 'shutting_down') reply.header('connection', 'close');
      return reply.status(503).send(result);
    },
  );
};
