import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Suggestions, suggestionsSchema, suggestQuerySchema } from '@shared/contracts/search';
import { requestLanguage } from '../../lib/messages';

/**
 * Browsers may reuse an answer this long (seconds): suggestions are public, and a partner hidden or a
 * category renamed shows within it. Each process also keeps the answer in the catalogue cache, which a
 * partner change clears at once.
 */
const SUGGEST_MAX_AGE_S = 30;

/**
 * GET /api/search/suggest: suggestions while typing in the hero and catalogue searches (issue 21),
 * from the process's catalogue index, or from the SQL while it is not current (decision 032).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggest',
    {
      config: { access: 'public' },
      schema: { querystring: suggestQuerySchema, response: { 200: suggestionsSchema } },
    },
    async (req, reply) => {
      // Category names come in the caller's language (the `lang` cookie, else Accept-Language).
      const lang = requestLanguage(req);
      const page = await app.catalogueCache.get(`suggest:${lang}:${req.query.q}`, async () => ({
        // Checked against the contract here: the cached string skips the response serializer.
        json: JSON.stringify(suggestionsSchema.parse(await app.catalogueSearch.suggest(lang, req.query.q))),
        total: 0,
      }));
      return reply
        .header('cache-control', `public, max-age=${SUGGEST_MAX_AGE_S}`)
        .header('vary', 'Accept-Language, Cookie')
        .type('application/json; charset=utf-8')
        .send(page.json as unknown as Suggestions);
    },
  );
};
