import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListingSchema,
  claimInfoSchema,
  claimLinkRequestedSchema,
  claimLinkRequestSchema,
  claimLinkSentSchema,
  claimResultSchema,
  claimTokenParamsSchema,
  createdListingSchema,
  LISTING_IMPORT_MAX_BYTES,
  listingImportQuerySchema,
  listingImportResultSchema,
} from '@shared/contracts/partner-claims';
import { adminPartnerParamsSchema } from '@shared/contracts/partner-applications';
import { normalizeInput } from '../../lib/input';
import { requestLanguage } from '../../lib/messages';
import { signedIn } from '../../lib/viewer';
import {
  claimListing,
  createListing,
  getClaimInfo,
  importListings,
  requestClaimLink,
  resendClaimLink,
} from './partner-claims.service';

/** Guessing a 256-bit token is hopeless; the limit only keeps a scanner from filling the logs. */
const CLAIM_RATE_LIMIT = { key: 'ip', max: 60, window: 60 } as const;
/** Asking for a listing's claim link mails a firm: a few per hour per client (the service adds one per listing a day). */
const CLAIM_LINK_REQUEST_LIMIT = { key: 'ip', max: 5, window: 60 * 60 } as const;

/**
 * Claim links and admin listings (issue 21; docs/decisions/029-claimable-listings.md): the public
 * claim page's data, the claim, a listing's own claim-link request, and the admin's listing creation,
 * CSV import and claim-link resend.
 */
export const partnerClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/claim/:token',
    {
      config: { access: 'public', rateLimit: CLAIM_RATE_LIMIT },
      schema: { params: claimTokenParamsSchema, response: { 200: claimInfoSchema } },
    },
    async (req) => getClaimInfo(app.db, req.params.token),
  );

  app.post(
    '/api/claim/:token',
    {
      config: { access: 'authenticated', rateLimit: CLAIM_RATE_LIMIT },
      schema: { params: claimTokenParamsSchema, response: { 200: claimResultSchema } },
    },
    async (req) => claimListing(app, signedIn(req.viewer), req.params.token),
  );

  app.post(
    '/api/claim-links',
    {
      config: { access: 'public', rateLimit: CLAIM_LINK_REQUEST_LIMIT },
      schema: { body: claimLinkRequestSchema, response: { 202: claimLinkRequestedSchema } },
    },
    async (req, reply) =>
      reply.status(202).send(await requestClaimLink(app.db, req.body.partnerId, app.config.publicUrl)),
  );

  app.post(
    '/api/admin/partners',
    {
      config: { access: 'admin' },
      schema: { body: adminListingSchema, response: { 201: createdListingSchema } },
    },
    async (req, reply) => reply.status(201).send(await createListing(app, signedIn(req.viewer).id, req.body)),
  );

  // The CSV is the request body itself (`text/csv`), not a multipart upload: one small text file, read
  // whole. This plugin is encapsulated, so the parser serves its routes only.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: LISTING_IMPORT_MAX_BYTES },
    (_req, body, done) => {
      try {
        done(null, normalizeInput(String(body), 'csv'));
      } catch (error) {
        done(error as Error);
      }
    },
  );
  app.post(
    '/api/admin/partners/import',
    {
      config: { access: 'admin' },
      bodyLimit: LISTING_IMPORT_MAX_BYTES,
      schema: {
        querystring: listingImportQuerySchema,
        body: z.string(),
        response: { 200: listingImportResultSchema },
      },
    },
    async (req) => importListings(app, signedIn(req.viewer).id, req.body, req.query.dryRun, requestLanguage(req)),
  );

  app.post(
    '/api/admin/partners/:partnerId/claim-link',
    {
      config: { access: 'admin' },
      schema: { params: adminPartnerParamsSchema, response: { 200: claimLinkSentSchema } },
    },
    async (req) => resendClaimLink(app.db, signedIn(req.viewer).id, req.params.partnerId, app.config.publicUrl),
  );
};
