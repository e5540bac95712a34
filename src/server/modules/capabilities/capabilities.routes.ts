import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCapabilitiesSchema,
  capabilityCategoryParamsSchema,
  capabilityDefinitionsSchema,
  partnerCapabilitiesParamsSchema,
  partnerCapabilitiesSchema,
  updateCapabilityFieldsSchema,
  updatePartnerCapabilitiesSchema,
} from '@shared/contracts/capabilities';
import { RequestValidationError } from '../../lib/errors';
import { sendReference } from '../../lib/reference-data';
import { signedIn } from '../../lib/viewer';
import {
  getCapabilityDefinitions,
  listAdminCapabilities,
  updateCategoryCapabilities,
  updatePartnerCapabilities,
} from './capabilities.service';

/**
 * Category capability fields (issue 21; docs/decisions/027-capability-fields.md):
 * - GET /api/capabilities: every category's definitions (public reference data, from memory, ETag);
 * - GET /api/admin/capabilities, PUT /api/admin/capabilities/{category}: the system settings editor,
 *   for both admin types like the other system settings;
 * - PUT /api/partners/{id}/capabilities: a partner's values (owner or admin).
 */
export const capabilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/capabilities',
    { config: { access: 'public' }, schema: { response: { 200: capabilityDefinitionsSchema } } },
    async (req, reply) => {
      // Revalidated on every use (an admin's change shows on the next page), cheap with the ETag; the
      // definitions were parsed against the contract on load.
      return sendReference(req, reply, await getCapabilityDefinitions(app));
    },
  );

  app.get(
    '/api/admin/capabilities',
    { config: { access: 'admin' }, schema: { response: { 200: adminCapabilitiesSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminCapabilities(app.db);
    },
  );

  app.put(
    '/api/admin/capabilities/:category',
    {
      config: { access: 'admin' },
      // Field errors name the place in the list (`fields.1.options.3.key`) so the editor can put each
      // under its input; the default names only `fields`.
      attachValidation: true,
      schema: {
        params: capabilityCategoryParamsSchema,
        body: updateCapabilityFieldsSchema,
        response: { 200: adminCapabilitiesSchema },
      },
    },
    async (req) => {
      const invalid = req.validationError;
      if (invalid instanceof RequestValidationError) {
        throw new RequestValidationError(invalid.issues.map((i) => ({ ...i, path: [i.path.join('.')] })));
      }
      if (invalid) throw invalid;
      const updated = await updateCategoryCapabilities(app, signedIn(req.viewer).id, req.params.category, req.body);
      // The admin's next read shows the change at once; other processes hear it from the database.
      app.referenceData.invalidate(['capabilities']);
      return updated;
    },
  );

  app.put(
    '/api/partners/:id/capabilities',
    {
      config: { access: 'authenticated' },
      schema: {
        params: partnerCapabilitiesParamsSchema,
        body: updatePartnerCapabilitiesSchema,
        response: { 200: partnerCapabilitiesSchema },
      },
    },
    async (req) => updatePartnerCapabilities(app, signedIn(req.viewer), req.params.id, req.body.values),
  );
};
