import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuoteRequestSchema,
  adminQuoteRequestsPageSchema,
  adminQuoteStatusSchema,
  createdQuoteRequestsSchema,
  createQuoteResponseSchema,
  decideQuoteResponseSchema,
  partnerQuoteRequestsPageSchema,
  quoteAlternativesQuerySchema,
  quoteAlternativesSchema,
  quoteIdParamsSchema,
  quoteListQuerySchema,
  quotePdfQuerySchema,
  quoteRequestPayloadSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  quoteResponsesListSchema,
  quoteRevisionRequestSchema,
  reviseQuoteResponseSchema,
  userQuoteRequestsSchema,
} from '@shared/contracts/quotes';
import {
  cancelQuoteRequest,
  cancelQuoteResponse,
  createQuoteRequests,
  createQuoteResponse,
  decideQuoteResponse,
  getQuoteRequest,
  listAdminQuoteRequests,
  listAlternatives,
  listPartnerRequests,
  listQuoteResponses,
  listUserRequests,
  quotePdfData,
  renderQuotePdf,
  requestQuoteRevision,
  reviseQuoteResponse,
  setAdminQuoteStatus,
} from './quotes.service';
import { signedIn } from '../../lib/viewer';
import { startProject } from '../projects/projects.service';

/**
 * Quote requests, priced answers, decisions and the admin desk (issue 9; decision 013). Every route
 * is for signed-in callers; who may see or change a request is decided in the service, answering
 * 404 for anyone else's. Thin: schema in, one service call, schema out.
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/api/quote-requests',
    {
      config: { access: 'authenticated' },
      schema: { body: quoteRequestPayloadSchema, response: { 201: createdQuoteRequestsSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await createQuoteRequests(app.db, signedIn(req.viewer), req.body, app.config.publicUrl)),
  );

  app.get(
    '/api/quote-requests/alternatives',
    {
      config: { access: 'authenticated' },
      schema: { querystring: quoteAlternativesQuerySchema, response: { 200: quoteAlternativesSchema } },
    },
    async (req) => listAlternatives(app.db, signedIn(req.viewer), req.query.partnerId),
  );

  app.get(
    '/api/quote-requests',
    {
      config: { access: 'authenticated' },
      schema: { querystring: quoteListQuerySchema, response: { 200: partnerQuoteRequestsPageSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return listPartnerRequests(app.db, signedIn(req.viewer), req.query);
    },
  );

  app.get(
    '/api/quote-requests/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, response: { 200: quoteRequestSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return getQuoteRequest(app.db, signedIn(req.viewer), req.params.id);
    },
  );

  // A request is completed only with its project (issue 20: the partner's own "mark completed",
  // PATCH /api/quote-requests/{id}, is gone); the buyer may cancel one nobody has answered.
  app.post(
    '/api/quote-requests/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, response: { 200: quoteRequestSchema } },
    },
    async (req) => cancelQuoteRequest(app.db, signedIn(req.viewer), req.params.id),
  );

  app.get(
    '/api/user/quote-requests',
    { config: { access: 'authenticated' }, schema: { response: { 200: userQuoteRequestsSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return listUserRequests(app.db, signedIn(req.viewer));
    },
  );

  app.post(
    '/api/quote-responses',
    {
      config: { access: 'authenticated' },
      schema: { body: createQuoteResponseSchema, response: { 201: quoteResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await createQuoteResponse(app.db, signedIn(req.viewer), req.body, app.config.publicUrl)),
  );

  app.put(
    '/api/quote-responses/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, body: reviseQuoteResponseSchema, response: { 200: quoteResponseSchema } },
    },
    async (req) => reviseQuoteResponse(app.db, signedIn(req.viewer), req.params.id, req.body),
  );

  app.post(
    '/api/quote-responses/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, response: { 200: quoteResponseSchema } },
    },
    async (req) => cancelQuoteResponse(app.db, signedIn(req.viewer), req.params.id),
  );

  app.post(
    '/api/quote-responses/:id/revision-request',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, body: quoteRevisionRequestSchema, response: { 200: quoteResponseSchema } },
    },
    async (req) => requestQuoteRevision(app.db, signedIn(req.viewer), req.params.id, req.body.message),
  );

  // `:id` is the quote request's id here (issue 9: GET /api/quote-responses/{quoteRequestId}); one
  // parameter name per path position keeps the router unambiguous.
  app.get(
    '/api/quote-responses/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, response: { 200: quoteResponsesListSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return { responses: await listQuoteResponses(app.db, signedIn(req.viewer), req.params.id) };
    },
  );

  app.put(
    '/api/quote-responses/:id/status',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, body: decideQuoteResponseSchema, response: { 200: quoteResponseSchema } },
    },
    async (req) =>
      decideQuoteResponse(app.db, signedIn(req.viewer), req.params.id, req.body.status, app.config.publicUrl, (tx, a) =>
        startProject(tx, a, app.config.publicUrl),
      ),
  );

  app.get(
    '/api/quote-responses/:id/pdf',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, querystring: quotePdfQuerySchema },
    },
    async (req, reply) => {
      const { data, language } = await quotePdfData(app.db, signedIn(req.viewer), req.params.id);
      const pdf = await renderQuotePdf(data, req.query.lang ?? language);
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="teklif-${data.responseId}.pdf"`,
        })
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/quote-requests',
    {
      config: { access: 'admin' },
      schema: { querystring: quoteListQuerySchema, response: { 200: adminQuoteRequestsPageSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return listAdminQuoteRequests(app.db, req.query);
    },
  );

  app.patch(
    '/api/admin/quote-requests/:id',
    {
      config: { access: 'admin' },
      schema: { params: quoteIdParamsSchema, body: adminQuoteStatusSchema, response: { 200: adminQuoteRequestSchema } },
    },
    async (req) => setAdminQuoteStatus(app.db, req.params.id, req.body.status),
  );
};
