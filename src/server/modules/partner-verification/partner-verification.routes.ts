import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerIdParamsSchema } from '@shared/contracts/partner-stats';
import {
  addVerificationDocumentSchema,
  partnerVerificationSchema,
  rejectDocumentSchema,
  verificationDocumentParamsSchema,
  verifyDocumentSchema,
} from '@shared/contracts/partner-verification';
import { signedIn } from '../../lib/viewer';
import {
  addVerificationDocument,
  deleteVerificationDocument,
  getOwnVerification,
  getPartnerVerification,
  rejectDocument,
  verifyDocument,
} from './partner-verification.service';

/**
 * Partner verification (issue 21 "Verified"): the partner's own registry documents on its dashboard,
 * and the admins' review of any partner's. Thin: schema in, one service call, schema out.
 */
export const partnerVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any signed-in account: ownership decides (404 without a partner), as the dashboard's other routes.
  app.get(
    '/api/partner-dashboard/verification',
    { config: { access: 'authenticated' }, schema: { response: { 200: partnerVerificationSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnVerification(app.db, signedIn(req.viewer));
    },
  );

  app.post(
    '/api/partner-dashboard/verification/documents',
    {
      config: { access: 'authenticated' },
      schema: { body: addVerificationDocumentSchema, response: { 201: partnerVerificationSchema } },
    },
    async (req, reply) => {
      reply.code(201);
      return addVerificationDocument(app, signedIn(req.viewer), req.body);
    },
  );

  app.delete(
    '/api/partner-dashboard/verification/documents/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: verificationDocumentParamsSchema, response: { 200: partnerVerificationSchema } },
    },
    async (req) => deleteVerificationDocument(app, signedIn(req.viewer), req.params.id),
  );

  app.get(
    '/api/admin/partners/:id/verification',
    {
      config: { access: 'admin' },
      schema: { params: partnerIdParamsSchema, response: { 200: partnerVerificationSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return getPartnerVerification(app.db, req.params.id);
    },
  );

  app.post(
    '/api/admin/partner-documents/:id/verify',
    {
      config: { access: 'admin' },
      schema: {
        params: verificationDocumentParamsSchema,
        body: verifyDocumentSchema,
        response: { 200: partnerVerificationSchema },
      },
    },
    async (req) => verifyDocument(app, signedIn(req.viewer), req.params.id, req.body.expiresOn),
  );

  app.post(
    '/api/admin/partner-documents/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        params: verificationDocumentParamsSchema,
        body: rejectDocumentSchema,
        response: { 200: partnerVerificationSchema },
      },
    },
    async (req) => rejectDocument(app, signedIn(req.viewer), req.params.id, req.body.reason, app.config.publicUrl),
  );
};
