import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignTemplateParamsSchema,
  campaignTemplateSchema,
  campaignTemplatesSchema,
  emailTemplateSchema,
  emailTemplatesSchema,
  notificationTemplateSchema,
  notificationTemplatesSchema,
  saveCampaignTemplateSchema,
  smsTemplateSchema,
  smsTemplatesSchema,
  templateTypeParamsSchema,
  updateEmailTemplateSchema,
  updateNotificationTemplateSchema,
  updateSmsTemplateSchema,
} from '@shared/contracts/templates';
import {
  createCampaignTemplate,
  deleteCampaignTemplate,
  listCampaignTemplates,
  listEmailTemplates,
  listNotificationTemplates,
  listSmsTemplates,
  updateCampaignTemplate,
  updateEmailTemplate,
  updateNotificationTemplate,
  updateSmsTemplate,
} from './templates.service';
import { mailResourcePolicy } from '../system-config/system-config.service';
import { signedIn } from '../../lib/viewer';

/**
 * E-mail, notification and SMS templates and the builder's campaign templates (spec §2 Template
 * management, Email builder; §5; issue 11). Every route is for admins (master_admin, editor_admin); the
 * account-security e-mail types only for master_admin (issue 18). Contracts and status codes:
 * src/shared/contracts/templates.ts.
 */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  const mailPolicy = () => mailResourcePolicy(app.db, app.config.publicUrl);

  app.get(
    '/api/admin/email-templates',
    { config: admin, schema: { response: { 200: emailTemplatesSchema } } },
    async () => ({ templates: await listEmailTemplates(app.db) }),
  );
  app.get(
    '/api/admin/notification-templates',
    { config: admin, schema: { response: { 200: notificationTemplatesSchema } } },
    async () => ({ templates: await listNotificationTemplates(app.db) }),
  );
  app.get(
    '/api/admin/sms-templates',
    { config: admin, schema: { response: { 200: smsTemplatesSchema } } },
    async () => ({ templates: await listSmsTemplates(app.db) }),
  );

  app.put(
    '/api/admin/email-templates/:type',
    {
      config: admin,
      schema: {
        params: templateTypeParamsSchema,
        body: updateEmailTemplateSchema,
        response: { 200: emailTemplateSchema },
      },
    },
    async (req) => updateEmailTemplate(app.db, signedIn(req.viewer), req.params.type, req.body, await mailPolicy()),
  );
  app.put(
    '/api/admin/notification-templates/:type',
    {
      config: admin,
      schema: {
        params: templateTypeParamsSchema,
        body: updateNotificationTemplateSchema,
        response: { 200: notificationTemplateSchema },
      },
    },
    async (req) => updateNotificationTemplate(app.db, signedIn(req.viewer).id, req.params.type, req.body),
  );
  app.put(
    '/api/admin/sms-templates/:type',
    {
      config: admin,
      schema: { params: templateTypeParamsSchema, body: updateSmsTemplateSchema, response: { 200: smsTemplateSchema } },
    },
    async (req) => updateSmsTemplate(app.db, signedIn(req.viewer).id, req.params.type, req.body),
  );

  app.get(
    '/api/admin/campaign-templates',
    { config: admin, schema: { response: { 200: campaignTemplatesSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { templates: await listCampaignTemplates(app.db) };
    },
  );
  app.post(
    '/api/admin/campaign-templates',
    { config: admin, schema: { body: saveCampaignTemplateSchema, response: { 201: campaignTemplateSchema } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createCampaignTemplate(app.db, signedIn(req.viewer).id, req.body, await mailPolicy())),
  );
  app.put(
    '/api/admin/campaign-templates/:id',
    {
      config: admin,
      schema: {
        params: campaignTemplateParamsSchema,
        body: saveCampaignTemplateSchema,
        response: { 200: campaignTemplateSchema },
      },
    },
    async (req) => updateCampaignTemplate(app.db, signedIn(req.viewer).id, req.params.id, req.body, await mailPolicy()),
  );
  app.delete(
    '/api/admin/campaign-templates/:id',
    {
      config: admin,
      schema: { params: campaignTemplateParamsSchema, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (req) => {
      await deleteCampaignTemplate(app.db, signedIn(req.viewer).id, req.params.id);
      return { success: true as const };
    },
  );
};
