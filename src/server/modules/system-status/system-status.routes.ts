import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatusSchema } from '../../../shared/contracts/system-status';
import { HealthMonitor } from './incidents';
import { publicStatus } from './system-status.service';

/**
 * GET /api/system-status/public (spec §7): 200 with the status, also when the database is down.
 * Also starts the health monitor that records incidents and notifies admins (PRODUCT-DECISIONS 18, 21).
 */
export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const monitor = new HealthMonitor(
    app.db,
    () => publicStatus(app.database),
    () => app.realtime,
    app.log,
  );
  app.addHook('onReady', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());

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
