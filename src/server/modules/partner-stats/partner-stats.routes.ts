import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPartnerQuotesSchema,
  adminPartnerDetailSchema,
  partnerActivitiesPageSchema,
  partnerActivitiesQuerySchema,
  partnerDashboardStatsSchema,
  partnerIdParamsSchema,
} from '@shared/contracts/partner-stats';
import { getAdminPartner, getDashboardStats, listPartnerActivities, listRecentQuotes } from './partner-stats.service';
import { signedIn } from '../../lib/viewer';

/**
 * Partner statistics: the owner's dashboard figures and the admin's partner inspection (spec §2
 * "Partner review", §7 Admin). Thin: schema in, one service call, schema out.
 */
export const partnerStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner-dashboard/stats',
    // Any signed-in user: ownership decides (404 without a partner), so a partner whose active type
    // is "user" still sees their own figures.
    { config: { access: 'authenticated' }, schema: { response: { 200: partnerDashboardStatsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getDashboardStats(app.db, signedIn(req.viewer).id);
    },
  );

  app.get(
    '/api/admin/partners/:id',
    {
      config: { access: 'admin' },
      schema: { params: partnerIdParamsSchema, response: { 200: adminPartnerDetailSchema } },
    },
    async (req) => getAdminPartner(app.db, req.params.id),
  );

  app.get(
    '/api/admin/partner-activities/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: partnerIdParamsSchema,
        querystring: partnerActivitiesQuerySchema,
        response: { 200: partnerActivitiesPageSchema },
      },
    },
    async (req) => listPartnerActivities(app.db, req.params.id, req.query),
  );

  app.get(
    '/api/admin/partner-quotes/:id',
    {
      config: { access: 'admin' },
      schema: { params: partnerIdParamsSchema, response: { 200: adminPartnerQuotesSchema } },
    },
    async (req) => ({ quotes: await listRecentQuotes(app.db, req.params.id) }),
  );
};
