import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationCreatedSchema,
  applicationDetailSchema,
  applicationDocumentParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationParamsSchema,
  applicationReviewSchema,
  applicationStatusRecordSchema,
  applicationSummarySchema,
  myApplicationSchema,
  usernameAvailableQuerySchema,
  usernameAvailableSchema,
} from '@shared/contracts/partner-applications';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { APPLICATION_PART_MAX, readApplicationParts } from './application-parts';
import {
  APPLICATION_LIMITS,
  assertCanApply,
  getApplicationDetails,
  getMyApplication,
  getStatusRecord,
  listApplications,
  openApplicationDocument,
  parseApplicationForm,
  reviewApplication,
  submitApplication,
  usernameAvailable,
} from './partner-applications.service';

/** The signed-in viewer of a route whose access rule already refused visitors. */
function viewerOf(req: FastifyRequest): Viewer {
  if (!req.viewer) throw new AppError('UNAUTHORIZED');
  return req.viewer;
}

/** Partner applications (spec §7 "Catalogue and applications"; PRODUCT-DECISIONS 10–12) and their review. */
export const partnerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/partner-applications',
    {
      config: { access: 'authenticated', rateLimit: { key: 'ip', ...APPLICATION_LIMITS.submitsPerIp } },
      schema: { response: { 201: applicationCreatedSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const language = await assertCanApply(app.db, viewer);
      // The files wait on disk, not in memory; the folder goes whatever happens.
      const dir = await mkdtemp(join(tmpdir(), 'epp-application-'));
      try {
        // One byte over the largest file: the part's own limit answers first, with its own text.
        const parts = req.parts({ limits: { fileSize: APPLICATION_PART_MAX + 1 } });
        const submission = await readApplicationParts(parts, dir, parseApplicationForm);
        reply.status(201);
        return await submitApplication(app, viewer, language, submission);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/api/partner-applications/mine',
    { config: { access: 'authenticated' }, schema: { response: { 200: myApplicationSchema } } },
    async (req) => getMyApplication(app.db, viewerOf(req).id),
  );

  app.get(
    '/api/partner-applications/username-available',
    {
      config: { access: 'authenticated', rateLimit: { key: 'ip', max: 120, window: 60 } },
      schema: { querystring: usernameAvailableQuerySchema, response: { 200: usernameAvailableSchema } },
    },
    async (req) => usernameAvailable(app.db, req.query.username, viewerOf(req)),
  );

  app.get(
    '/api/application-status/:id',
    {
      config: { access: 'public' },
      schema: { params: applicationParamsSchema, response: { 200: applicationStatusRecordSchema } },
    },
    async (req) => getStatusRecord(app.db, req.params.id),
  );

  app.get(
    '/api/partner-applications',
    {
      config: { access: 'admin' },
      schema: { querystring: applicationListQuerySchema, response: { 200: applicationListSchema } },
    },
    async (req) => listApplications(app.db, req.query),
  );

  app.get(
    '/api/partner-applications/:id/details',
    {
      config: { access: 'admin' },
      schema: { params: applicationParamsSchema, response: { 200: applicationDetailSchema } },
    },
    async (req) => getApplicationDetails(app.db, req.params.id),
  );

  app.get(
    '/api/partner-applications/:id/documents/:docId/download',
    // The applicant and admins (checked in the service; anyone else gets 404).
    { config: { access: 'authenticated' }, schema: { params: applicationDocumentParamsSchema } },
    async (req, reply) => {
      const { document, body } = await openApplicationDocument(app, req.params.id, req.params.docId, viewerOf(req));
      return reply
        .header('content-type', document.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.patch(
    '/api/partner-applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: applicationParamsSchema,
        body: applicationReviewSchema,
        response: { 200: applicationSummarySchema },
      },
    },
    async (req) => reviewApplication(app, req.params.id, req.body, viewerOf(req)),
  );
};
