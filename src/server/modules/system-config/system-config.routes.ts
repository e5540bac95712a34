import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema } from '@shared/contracts/categories';
import { successSchema } from '@shared/contracts/partners';
import {
  adminIdParamsSchema,
  adminServiceListSchema,
  adminServiceSchema,
  adminServicesQuerySchema,
  createAdminServiceSchema,
  systemConfigSchema,
  updateAdminServiceSchema,
  updateCategorySchema,
  updateSystemConfigSchema,
} from '@shared/contracts/system-config';
import { retentionSettingsSchema, updateRetentionSchema } from '@shared/contracts/retention';
import { updateCategory } from './categories-admin.service';
import {
  createAdminService,
  deleteAdminService,
  listAdminServices,
  updateAdminService,
} from './services-admin.service';
import { getSystemConfig, updateSystemConfig } from './system-config.service';
import { getRetentionSettings, updateRetentionSettings } from '../retention/retention.service';
import { signedIn } from '../../lib/viewer';
import { RequestValidationError } from '../../lib/errors';

/**
 * System settings (spec §3 System config, §7 Admin; issue 11 "Settings"), for both admin types (spec
 * §2 menus /system-settings for both):
 * - GET/PATCH /api/admin/system-config: the SEO and site settings;
 * - PATCH /api/admin/categories/{id}: a category's names and icon;
 * - GET/POST /api/admin/services, PATCH/DELETE /api/admin/services/{id}: the services pool;
 * - GET/PUT /api/admin/system-config/retention: how long personal data is kept (issue 23 "Retention",
 *   master_admin only: the periods decide what the platform erases; module `retention`).
 *
 * A change drops the reference data it touched in this process at once, so the admin's next read shows
 * it; the other processes hear of it from the database (lib/reference-data.ts).
 */
export const systemConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/system-config',
    { config: { access: 'admin' }, schema: { response: { 200: systemConfigSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return getSystemConfig(app.db);
    },
  );

  app.patch(
    '/api/admin/system-config',
    {
      config: { access: 'admin' },
      // The body is nested: field errors name the field with its group (`seoSettings.ogImage`,
      // `site.socialLinks.x`) so the form can put each under its field; the default names only the group.
      attachValidation: true,
      schema: { body: updateSystemConfigSchema, response: { 200: systemConfigSchema } },
    },
    async (req) => {
      const invalid = req.validationError;
      if (invalid instanceof RequestValidationError) {
        throw new RequestValidationError(invalid.issues.map((i) => ({ ...i, path: [i.path.join('.')] })));
      }
      if (invalid) throw invalid;
      const config = await updateSystemConfig(app.db, signedIn(req.viewer), req.body ?? {});
      app.referenceData.invalidate(['site']);
      return config;
    },
  );

  app.get(
    '/api/admin/system-config/retention',
    { config: { access: 'master_admin' }, schema: { response: { 200: retentionSettingsSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return getRetentionSettings(app.db);
    },
  );

  app.put(
    '/api/admin/system-config/retention',
    {
      config: { access: 'master_admin' },
      schema: { body: updateRetentionSchema, response: { 200: retentionSettingsSchema } },
    },
    async (req) => updateRetentionSettings(app.db, signedIn(req.viewer).id, req.body),
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: { params: adminIdParamsSchema, body: updateCategorySchema, response: { 200: categorySchema } },
    },
    async (req) => {
      const category = await updateCategory(app, signedIn(req.viewer).id, req.params.id, req.body);
      app.referenceData.invalidate(['categories']);
      return category;
    },
  );

  app.get(
    '/api/admin/services',
    {
      config: { access: 'admin' },
      schema: { querystring: adminServicesQuerySchema, response: { 200: adminServiceListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminServices(app.db, req.query);
    },
  );

  app.post(
    '/api/admin/services',
    {
      config: { access: 'admin' },
      schema: { body: createAdminServiceSchema, response: { 201: adminServiceSchema } },
    },
    async (req, reply) => {
      const service = await createAdminService(app.db, signedIn(req.viewer).id, req.body);
      app.referenceData.invalidate(['services']);
      return reply.status(201).send(service);
    },
  );

  app.patch(
    '/api/admin/services/:id',
    {
      config: { access: 'admin' },
      schema: { params: adminIdParamsSchema, body: updateAdminServiceSchema, response: { 200: adminServiceSchema } },
    },
    async (req) => {
      const service = await updateAdminService(app, signedIn(req.viewer).id, req.params.id, req.body);
      app.referenceData.invalidate(['services']);
      return service;
    },
  );

  app.delete(
    '/api/admin/services/:id',
    { config: { access: 'admin' }, schema: { params: adminIdParamsSchema, response: { 200: successSchema } } },
    async (req) => {
      await deleteAdminService(app, signedIn(req.viewer).id, req.params.id);
      app.referenceData.invalidate(['services']);
      return { success: true as const };
    },
  );
};
