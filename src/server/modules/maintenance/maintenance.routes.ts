import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  maintenanceWindowInputSchema,
  maintenanceWindowListSchema,
  maintenanceWindowParamsSchema,
  maintenanceWindowSchema,
  publicMaintenanceSchema,
} from '@shared/contracts/maintenance';
import { successSchema } from '@shared/contracts/partners';
import { signedIn } from '../../lib/viewer';
import { maintenanceAnnounceJob } from './maintenance-announce';
import { cancelWindow, listWindows, scheduleWindow, updateWindow } from './maintenance.service';

const ADMIN_URL = '/api/admin/system-config/maintenance';

/**
 * Planned maintenance (issue 22; docs/decisions/040-maintenance-windows.md):
 * - GET /api/maintenance (public): the current or next window, from each process's memory;
 * - GET/POST /api/admin/system-config/maintenance, PUT/DELETE …/{id}: the schedule, master_admin only,
 *   beside the other system settings. A change drops this process's copy at once (read-your-writes);
 *   the others hear of it from the database. Scheduling or moving a window queues its announcement.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/maintenance',
    { config: { access: 'public' }, schema: { response: { 200: publicMaintenanceSchema } } },
    async (_req, reply) => {
      // Which window is current depends on the clock: never cached (the answer comes from memory).
      reply.header('cache-control', 'no-store');
      return { window: await app.maintenance.at() };
    },
  );

  app.get(
    ADMIN_URL,
    { config: { access: 'master_admin' }, schema: { response: { 200: maintenanceWindowListSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return listWindows(app.db);
    },
  );

  app.post(
    ADMIN_URL,
    {
      config: { access: 'master_admin' },
      schema: { body: maintenanceWindowInputSchema, response: { 201: maintenanceWindowSchema } },
    },
    async (req, reply) => {
      const window = await scheduleWindow(app.db, signedIn(req.viewer).id, req.body);
      app.maintenance.invalidate();
      await app.jobs.runSoon(maintenanceAnnounceJob);
      return reply.status(201).send(window);
    },
  );

  app.put(
    `${ADMIN_URL}/:id`,
    {
      config: { access: 'master_admin' },
      schema: {
        params: maintenanceWindowParamsSchema,
        body: maintenanceWindowInputSchema,
        response: { 200: maintenanceWindowSchema },
      },
    },
    async (req) => {
      const window = await updateWindow(app.db, signedIn(req.viewer).id, req.params.id, req.body);
      app.maintenance.invalidate();
      if (window.announcedAt === null) await app.jobs.runSoon(maintenanceAnnounceJob);
      return window;
    },
  );

  app.delete(
    `${ADMIN_URL}/:id`,
    {
      config: { access: 'master_admin' },
      schema: { params: maintenanceWindowParamsSchema, response: { 200: successSchema } },
    },
    async (req) => {
      await cancelWindow(app.db, signedIn(req.viewer).id, req.params.id);
      app.maintenance.invalidate();
      return { success: true as const };
    },
  );
};
