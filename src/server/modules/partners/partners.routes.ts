import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerDetailSchema, partnerSummarySchema, partnersQuerySchema } from '../../../shared/contracts/catalogue';
import { recordProfileView, viewerKey } from './partner-views';
import { getPartner, listPartners } from './partners.service';

/** GET /api/partners and GET /api/partners/{id or username} (spec §7, catalogue). */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partners',
    {
      config: { access: 'public' },
      schema: {
        querystring: partnersQuerySchema,
        response: { 200: z.array(partnerSummarySchema) },
      },
    },
    async (req, reply) => {
      const { items, total } = await listPartners(app.db, req.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/api/partners/:idOrUsername',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ idOrUsername: z.string().min(1).max(64) }),
        response: { 200: partnerDetailSchema },
      },
    },
    async (req) => {
      const partner = await getPartner(app.db, req.params.idOrUsername);
      const key = await viewerKey(app.db, req.viewer ?? null, partner.userId, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      });
      // The response shows the count including this view, as the viewer would expect.
      if (key && (await recordProfileView(app.db, partner.id, key))) partner.profileViews += 1;
      return partner;
    },
  );
};
