import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsSchema } from '@shared/contracts/statistics';
import { collectStatistics } from './statistics.service';

/**
 * GET /api/admin/statistics (spec §3 Statistics response, §7; PRODUCT-DECISIONS 21; issue 11):
 * master_admin only; 200 with the figures defined on {@link collectStatistics}. Never cached.
 */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/statistics',
    { config: { access: 'master_admin' }, schema: { response: { 200: statisticsSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return collectStatistics(app.db);
    },
  );
};
