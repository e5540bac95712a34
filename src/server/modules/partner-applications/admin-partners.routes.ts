import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverviewSchema,
  adminPartnerListSchema,
  adminPartnerParamsSchema,
  adminPartnerSchema,
  adminPartnersQuerySchema,
  adminPartnerUpdateSchema,
} from '@shared/contracts/partner-applications';
import { adminOverview, listAdminPartners, setPartnerActive } from './admin-partners.service';

/** The admin dashboard's partners tab and overview counters (admins only). */
export const adminPartnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/partners',
    {
      config: { access: 'admin' },
      schema: { querystring: adminPartnersQuerySchema, response: { 200: adminPartnerListSchema } },
    },
    async (req) => listAdminPartners(app.db, req.query),
  );

  app.patch(
    '/api/admin/partners/:partnerId',
    {
      config: { access: 'admin' },
      schema: {
        params: adminPartnerParamsSchema,
        body: adminPartnerUpdateSchema,
        response: { 200: adminPartnerSchema },
      },
    },
    async (req) => setPartnerActive(app, req.params.partnerId, req.body.isActive),
  );

  app.get(
    '/api/admin/overview',
    { config: { access: 'admin' }, schema: { response: { 200: adminOverviewSchema } } },
    async () => adminOverview(app.db),
  );
};
