import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backgroundJobsSchema,
  failedJobParamsSchema,
  publicStatusSchema,
  retryJobResponseSchema,
  systemStatusSchema,
} from '@shared/contracts/system-status';
import { signedIn } from '../../lib/viewer';
import { backupStatus } from '../backups/backups.service';
import { adminSystemStatus } from './admin-status';
import { backgroundJobs, retryFailedJob } from './background-jobs';
import { HealthMonitor } from './incidents';
import { monitoredHealth, publicStatus } from './system-status.service';

/**
 * GET /api/system-status/public (spec §7): 200 with the status, also when the database is down.
 * GET /api/admin/system-status (spec §3 System status response; master_admin): 200, see {@link adminSystemStatus}.
 * Both give the same verdict from the same checks (database, memory, storage, Redis; issue 18 item 19).
 * Also starts the health monitor that records incidents for the database, memory and storage checks
 * and stale scheduled backups (issue 23), and notifies admins (PRODUCT-DECISIONS 18, 21). Needs {@link ./sampler.monitoringPlugin} registered first.
 * GET /api/admin/system-status/jobs and POST /api/admin/system-status/jobs/{id}/retry (master_admin):
 * failed background jobs and schedules, see {@link ./background-jobs}.
 */
export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkDeps = { database: app.database, dataDir: app.config.dataDir, redis: () => app.realtimeRedis() };
  const monitor = new HealthMonitor(
    app.db,
    () => monitoredHealth({ ...checkDeps, backup: async () => (await backupStatus(app)).health }),
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
      return publicStatus({ ...checkDeps, db: app.db });
    },
  );

  app.get(
    '/api/admin/system-status',
    { config: { access: 'master_admin' }, schema: { response: { 200: systemStatusSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return adminSystemStatus({
        ...checkDeps,
        db: app.db,
        sampler: app.performanceSampler,
        backup: () => backupStatus(app),
        connections: () =>
          new Promise<number>((resolve, reject) =>
            app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
          ),
      });
    },
  );

  app.get(
    '/api/admin/system-status/jobs',
    { config: { access: 'master_admin' }, schema: { response: { 200: backgroundJobsSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return backgroundJobs(app);
    },
  );

  app.post(
    '/api/admin/system-status/jobs/:id/retry',
    {
      config: { access: 'master_admin' },
      schema: { params: failedJobParamsSchema, response: { 200: retryJobResponseSchema } },
    },
    async (req) => {
      await retryFailedJob(app, signedIn(req.viewer).id, req.params.id);
      return { success: true as const };
    },
  );
};
