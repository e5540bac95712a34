import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@shared/contracts/categories';
import { serviceListSchema, servicesQuerySchema } from '@shared/contracts/services';
import { listCategories, listServices } from './categories.service';

/** GET /api/categories, GET /api/services (spec §7, catalogue). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: { response: { 200: categoryListSchema } },
    },
    async (_req, reply) => {
      // Revalidated on every read: an admin's rename (issue 11) must show on the next page view.
      reply.header('cache-control', 'no-cache');
      return listCategories(app.db);
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
    async (req) => listServices(app.db, req.query),
  );
};
