import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatusSchema } from '../../../shared/contracts/system-status';
import { publicStatus } from './system-status.service';

/** GET /api/system-status/public (spec §7): 200 with the status, also when the database is down. */
export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system-status/public',
    {
      config: { access: 'public' },
      schema: { response: { 200: publicStatusSchema } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return publicStatus(app.database);
    },
  );
};
