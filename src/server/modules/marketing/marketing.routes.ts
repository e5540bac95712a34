import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignDeleteResponseSchema,
  campaignIdParamsSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignSendResponseSchema,
  campaignsResponseSchema,
  campaignStartersResponseSchema,
  campaignTestResponseSchema,
  contactsQuerySchema,
  contactsResponseSchema,
  createCampaignSchema,
  emailSubscribersQuerySchema,
} from '@shared/contracts/marketing';
import { newsletterOutcomeUrl } from '@shared/contracts/newsletter';
import { requestLanguage } from '../../lib/messages';
import { mailResourcePolicy } from '../system-config/system-config.service';
import {
  CAMPAIGN_UNSUBSCRIBE_PATH,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  listCampaignStarters,
  listContacts,
  listSubscribers,
  previewCampaign,
  readAddressToken,
  sendTestMail,
  startCampaign,
  subscribersCsv,
  withdrawConsent,
} from './marketing.service';
import { signedIn } from '../../lib/viewer';
import { campaignJob } from './campaign-job';

const tokenQuerySchema = z.object({ token: z.string().min(1).max(1000) });

/**
 * E-mail subscribers, marketing contacts, segments and campaigns (spec §2 Email subscribers,
 * marketing list; issue 11). `signingSecret` signs the one-click unsubscribe links of campaign mails.
 * Every route but the one-click link is for admins (spec §6: both admin types).
 */
export const marketingRoutes: FastifyPluginAsyncZod<{ signingSecret: string }> = async (app, opts) => {
  app.get(
    '/api/admin/email-subscribers',
    { config: { access: 'admin' }, schema: { querystring: emailSubscribersQuerySchema } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const list = await listSubscribers(app.db);
      if (req.query.format === 'json') return list;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="email-subscribers-${day}.csv"`)
        .send(subscribersCsv(list, requestLanguage(req), req.query.format === 'csv' ? 'excel-tr' : 'rfc4180'));
    },
  );

  app.get(
    '/api/admin/marketing/contacts',
    {
      config: { access: 'admin' },
      schema: { querystring: contactsQuerySchema, response: { 200: contactsResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listContacts(app.db, req.query);
    },
  );

  app.get(
    '/api/admin/campaigns',
    { config: { access: 'admin' }, schema: { response: { 200: campaignsResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { campaigns: await listCampaigns(app.db) };
    },
  );

  app.get(
    '/api/admin/campaigns/templates',
    { config: { access: 'admin' }, schema: { response: { 200: campaignStartersResponseSchema } } },
    async () => ({ templates: await listCampaignStarters(app.db) }),
  );

  app.post(
    '/api/admin/campaigns',
    { config: { access: 'admin' }, schema: { body: createCampaignSchema, response: { 201: campaignSchema } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createCampaign(
            app.db,
            signedIn(req.viewer).id,
            req.body,
            await mailResourcePolicy(app.db, app.config.publicUrl),
          ),
        ),
  );

  app.post(
    '/api/admin/campaigns/:id/preview',
    {
      config: { access: 'admin' },
      schema: { params: campaignIdParamsSchema, response: { 200: campaignPreviewSchema } },
    },
    async (req) => previewCampaign(app.db, req.params.id, requestLanguage(req), app.config.publicUrl),
  );

  app.post(
    '/api/admin/campaigns/:id/test',
    {
      config: { access: 'admin' },
      schema: { params: campaignIdParamsSchema, response: { 200: campaignTestResponseSchema } },
    },
    async (req) => ({
      success: true as const,
      to: await sendTestMail(app.db, req.params.id, signedIn(req.viewer), requestLanguage(req), app.config.publicUrl),
    }),
  );

  app.post(
    '/api/admin/campaigns/:id/send',
    {
      config: { access: 'admin' },
      schema: { params: campaignIdParamsSchema, response: { 200: campaignSendResponseSchema } },
    },
    async (req) => {
      const recipients = await startCampaign(app.db, signedIn(req.viewer).id, req.params.id);
      // The first tick now rather than at the next minute's schedule (committed: the job sees the rows).
      await app.jobs.runSoon(campaignJob);
      return { success: true as const, recipients };
    },
  );

  app.delete(
    '/api/admin/campaigns/:id',
    {
      config: { access: 'admin' },
      schema: { params: campaignIdParamsSchema, response: { 200: campaignDeleteResponseSchema } },
    },
    async (req) => {
      await deleteCampaign(app.db, signedIn(req.viewer).id, req.params.id);
      return { success: true as const };
    },
  );

  // The one-click link of a campaign mail to an address that consented both as subscriber and as
  // account: withdraws both (RFC 8058: POST from the mail client, GET from the link in the body).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: CAMPAIGN_UNSUBSCRIBE_PATH,
      config: { access: 'public' },
      schema: { querystring: tokenQuerySchema },
      handler: async (req, reply) => {
        const email = readAddressToken(opts.signingSecret, req.query.token);
        const ok = email !== null && (await withdrawConsent(app.db, email));
        if (method === 'GET') return reply.redirect(newsletterOutcomeUrl(ok ? 'unsubscribed' : 'invalid'));
        return reply.status(ok ? 200 : 404).send({ success: ok });
      },
    });
  }
};
