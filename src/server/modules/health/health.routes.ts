import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema } from '@shared/contracts/health';

/**
 * GET /healthz: liveness (issue 23, "process alive, no dependencies"). It answers as long as the event
 * loop runs, whatever the database does, so an orchestrator restarts a hung process and not a healthy
 * one whose database is away. Also the benchmarks' trivial JSON route (issue 21: catalogue throughput
 * as a share of it).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { response: { 200: livenessSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
