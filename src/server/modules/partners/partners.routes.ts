import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PartnerSummary,
  partnerDetailSchema,
  partnerListSchema,
  partnerParamsSchema,
  partnersQuerySchema,
} from '../../../shared/contracts/partners';
import { catalogueKey, cataloguePage } from './catalogue-cache';
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
        response: { 200: partnerListSchema },
      },
    },
    async (req, reply) => {
      const page = await app.catalogueCache.get(catalogueKey(req.query), async () => {
        const { items, total } = await listPartners(app.db, req.query);
        return cataloguePage(items, total);
      });
      // A string body skips the response serializer: cataloguePage checked it against the same schema.
      return reply
        .header('x-total-count', String(page.total))
        .type('application/json; charset=utf-8')
        .send(page.json as unknown as PartnerSummary[]);
    },
  );

  app.get(
    '/api/partners/:idOrUsername',
    {
      // The viewer decides whether the view counts (owners and admins do not).
      config: { access: 'public', readsViewer: true },
      schema: {
        params: partnerParamsSchema,
        response: { 200: partnerDetailSchema },
      },
    },
    async (req) => {
      const partner = await getPartner(app.db, req.params.idOrUsername);
      const key = await viewerKey(app.db, req.viewer ?? null, partner.userId, { ip: req.ip });
      // The response shows the count including this view, as the viewer would expect.
      if (key && (await recordProfileView(app.db, partner.id, key))) partner.profileViews += 1;
      return partner;
    },
  );
};
