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
} from '../../../shared/contracts/partner-applications';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../plugins/policy';
import {
  APPLICATION_LIMITS,
  type ApplicationSubmission,
  getApplicationDetails,
  getMyApplication,
  getStatusRecord,
  listApplications,
  openApplicationDocument,
  reviewApplication,
  submitApplication,
  usernameAvailable,
} from './partner-applications.service';

/** The signed-in viewer of a route whose access rule already refused visitors. */
function viewerOf(req: FastifyRequest): Viewer {
  if (!req.viewer) throw new AppError('UNAUTHORIZED');
  return req.viewer;
}

/**
 * Reads the multipart request: text fields by name, files `logo`, `coverImage` and `documents`
 * (several). Other file fields are read and dropped. A file over the multipart limit is 413.
 */
async function readSubmission(req: FastifyRequest): Promise<ApplicationSubmission> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const out: ApplicationSubmission = { fields: {}, documents: [] };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      const file = { data, fileName: part.filename || 'file' };
      if (part.fieldname === 'logo') out.logo = file;
      else if (part.fieldname === 'coverImage') out.coverImage = file;
      else if (part.fieldname === 'documents') out.documents.push(file);
    } else if (typeof part.value === 'string') {
      out.fields[part.fieldname] = part.value.normalize('NFC');
    }
  }
  return out;
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
      const created = await submitApplication(app, viewer, await readSubmission(req));
      return reply.status(201).send(created);
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
