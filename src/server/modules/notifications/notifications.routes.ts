import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationsDeleteAllSchema,
  notificationsMarkAllReadSchema,
  notificationUnreadCountSchema,
} from '@shared/contracts/notifications';
import {
  countUnreadNotifications,
  deleteAllNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.read';
import { signedIn } from '../../lib/viewer';

/**
 * The caller's notifications (spec §7 notification calls; issue 10 "Notifications"). Every route is
 * for any signed-in user and touches only the session user's rows. Thin: schema in, one service call,
 * schema out.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
    },
    async (req, reply) => {
      // Per-user and changing: never from a shared or browser cache.
      reply.header('cache-control', 'no-store');
      return listNotifications(app.db, signedIn(req.viewer).id, req.query);
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { config: { access: 'authenticated' }, schema: { response: { 200: notificationUnreadCountSchema } } },
    async (req, reply) => {
      // Polled every 5 s (spec §7): a cached count would keep a stale badge.
      reply.header('cache-control', 'no-store');
      return { count: await countUnreadNotifications(app.db, signedIn(req.viewer).id) };
    },
  );

  app.patch(
    '/api/notifications/mark-all-read',
    { config: { access: 'authenticated' }, schema: { response: { 200: notificationsMarkAllReadSchema } } },
    async (req) => ({ updated: await markAllNotificationsRead(app.db, signedIn(req.viewer).id) }),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: { params: notificationIdParamsSchema, response: { 200: notificationSchema } },
    },
    async (req) => markNotificationRead(app.db, signedIn(req.viewer).id, req.params.id),
  );

  app.delete(
    '/api/notifications/delete-all',
    { config: { access: 'authenticated' }, schema: { response: { 200: notificationsDeleteAllSchema } } },
    async (req) => ({ deleted: await deleteAllNotifications(app.db, signedIn(req.viewer).id) }),
  );
};
