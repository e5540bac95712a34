import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenQuerySchema,
  newsletterOutcomeUrl,
  newsletterUnsubscribeResponseSchema,
} from '@shared/contracts/newsletter';
import { requestLanguage, t } from '../../lib/messages';
import { confirm, NEWSLETTER_LIMITS, subscribe, unsubscribe } from './newsletter.service';

/** Newsletter: subscribe (spec §7), confirm and one-click unsubscribe (PRODUCT-DECISIONS 20). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      config: {
        access: 'public',
        rateLimit: { key: 'ip', ...NEWSLETTER_LIMITS.requestsPerIp },
      },
      schema: {
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      await subscribe(app.db, { ...req.body, language: lang, baseUrl: app.config.publicUrl });
      // One answer for a new, a pending and a confirmed address, and past the per-address mail limit:
      // nothing here may tell whether an address is subscribed (PRODUCT-DECISIONS 5).
      return { success: true as const, message: t(lang, 'newsletter.subscribed') };
    },
  );

  app.get(
    '/api/newsletter/confirm',
    { config: { access: 'public' }, schema: { querystring: newsletterTokenQuerySchema } },
    async (req, reply) => {
      const ok = await confirm(app.db, req.query.token);
      return reply.redirect(newsletterOutcomeUrl(ok ? 'confirmed' : 'invalid'));
    },
  );

  // GET for the link in the mail, POST for List-Unsubscribe-Post one-click (RFC 8058).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/newsletter/unsubscribe',
      config: { access: 'public' },
      // GET answers a redirect (no body); POST the one-click answer, also for an unknown token.
      schema: {
        querystring: newsletterTokenQuerySchema,
        response: { 200: newsletterUnsubscribeResponseSchema, 404: newsletterUnsubscribeResponseSchema },
      },
      handler: async (req, reply) => {
        const ok = await unsubscribe(app.db, req.query.token);
        return method === 'GET'
          ? reply.redirect(newsletterOutcomeUrl(ok ? 'unsubscribed' : 'invalid'))
          : reply.status(ok ? 200 : 404).send({ success: ok });
      },
    });
  }
};
