import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initSchema } from '@shared/contracts/init';
import { loadInit } from './init.service';

/** GET /api/init (spec §7). */
export const initRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/init', { config: { access: 'public' }, schema: { response: { 200: initSchema } } }, async () =>
    loadInit(app.db, {
      google: app.config.googleEnabled,
      linkedin: app.config.linkedinEnabled,
    }),
  );
};
