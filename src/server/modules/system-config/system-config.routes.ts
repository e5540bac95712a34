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
import { updateCategory } from './categories-admin.service';
import {
  createAdminService,
  deleteAdminService,
  listAdminServices,
  updateAdminService,
} from './services-admin.service';
import { getSystemConfig, updateSystemConfig } from './system-config.service';
import { signedIn } from '../../lib/viewer';
import { RequestValidationError } from '../../lib/errors';

/**
 * System settings (spec §3 System config, §7 Admin; issue 11 "Settings"), for both admin types (spec
 * §2 menus /system-settings for both):
 * - GET/PATCH /api/admin/system-config: the SEO and site settings;
 * - PATCH /api/admin/categories/{id}: a category's names and icon;
 * - GET/POST /api/admin/services, PATCH/DELETE /api/admin/services/{id}: the services pool.
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
      return updateSystemConfig(app.db, signedIn(req.viewer), req.body ?? {});
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: { params: adminIdParamsSchema, body: updateCategorySchema, response: { 200: categorySchema } },
    },
    async (req) => updateCategory(app, signedIn(req.viewer).id, req.params.id, req.body),
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
    async (req, reply) => reply.status(201).send(await createAdminService(app.db, signedIn(req.viewer).id, req.body)),
  );

  app.patch(
    '/api/admin/services/:id',
    {
      config: { access: 'admin' },
      schema: { params: adminIdParamsSchema, body: updateAdminServiceSchema, response: { 200: adminServiceSchema } },
    },
    async (req) => updateAdminService(app, signedIn(req.viewer).id, req.params.id, req.body),
  );

  app.delete(
    '/api/admin/services/:id',
    { config: { access: 'admin' }, schema: { params: adminIdParamsSchema, response: { 200: successSchema } } },
    async (req) => {
      await deleteAdminService(app, signedIn(req.viewer).id, req.params.id);
      return { success: true as const };
    },
  );
};
