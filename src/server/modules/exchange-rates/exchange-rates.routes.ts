import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesQuerySchema, exchangeRatesSchema } from '@shared/contracts/exchange-rates';
import { currentExchangeRates, latestTcmbRates } from './exchange-rates.service';

/**
 * GET /api/exchange-rates (issue 20, comparison in one currency), for signed-in callers: the rates the
 * quote comparison converts offers with (the admin override while on, else TCMB's latest bulletin);
 * `?source=tcmb` gives TCMB's bulletin whatever the override (the settings screen shows both).
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exchange-rates',
    {
      config: { access: 'authenticated' },
      schema: { querystring: exchangeRatesQuerySchema, response: { 200: exchangeRatesSchema } },
    },
    async (req, reply) => {
      // Rates change once a working day, or when an admin switches the override: no shared cache.
      reply.header('cache-control', 'private, no-cache');
      return req.query.source === 'tcmb' ? latestTcmbRates(app.db) : currentExchangeRates(app.db);
    },
  );
};
