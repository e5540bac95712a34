import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@shared/contracts/categories';
import { serviceListSchema, servicesQuerySchema } from '@shared/contracts/services';
import { sendReference } from '../../lib/reference-data';
import { listCategories, listServices } from './categories.service';

/** GET /api/categories, GET /api/services (spec §7, catalogue). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: { response: { 200: categoryListSchema } },
    },
    async (req, reply) => {
      // From memory with an ETag, revalidated on every read: an admin's rename (issue 11) must show
      // on the next page view (lib/reference-data.ts).
      const entry = await app.referenceData.get('categories', '', async () =>
        categoryListSchema.parse(await listCategories(app.db)),
      );
      return sendReference(req, reply, entry);
    },
  );

  app.get(
    '/api/services',
    {
      config: { access: 'public' },
      schema: {
        querystring: servicesQuerySchema,
        response: { 200: serviceListSchema },
      },
    },
    async (req, reply) => {
      const entry = await app.referenceData.get('services', String(req.query.categoryId ?? ''), async () =>
        serviceListSchema.parse(await listServices(app.db, req.query)),
      );
      return sendReference(req, reply, entry);
    },
  );
};
