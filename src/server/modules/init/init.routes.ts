import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initSchema } from '@shared/contracts/init';
import { sendReference } from '../../lib/reference-data';
import { loadInit } from './init.service';

/** GET /api/init (spec §7). */
export const initRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/init',
    { config: { access: 'public' }, schema: { response: { 200: initSchema } } },
    async (req, reply) => {
      // Read on every page load; from memory with an ETag (lib/reference-data.ts, set 'site').
      const entry = await app.referenceData.get('site', '', async () =>
        initSchema.parse(
          await loadInit(app.db, { google: app.config.googleEnabled, linkedin: app.config.linkedinEnabled }),
        ),
      );
      return sendReference(req, reply, entry);
    },
  );
};
