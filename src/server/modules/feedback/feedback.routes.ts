/**
 * The feedback modal and the admins' feedback list (issue 11). Sending is public (visitors too) and
 * limited per IP; listing, status changes and deletion are for admins (master or editor).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_RATE_LIMIT,
  feedbackCreatedSchema,
  feedbackFormSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackStatusSchema,
} from '@shared/contracts/feedback';
import { requestLanguage, t } from '../../lib/messages';
import { createFeedback, deleteFeedback, listFeedback, setFeedbackStatus } from './feedback.service';
import { signedIn } from '../../lib/viewer';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      config: { access: 'public', readsViewer: true, rateLimit: { key: 'ip', ...FEEDBACK_RATE_LIMIT } },
      schema: { body: feedbackFormSchema, response: { 201: feedbackCreatedSchema } },
    },
    async (req, reply) => {
      const language = requestLanguage(req);
      const id = await createFeedback(app.db, req.body, req.viewer?.id ?? null, language);
      return reply.code(201).send({ id, message: t(language, 'feedback.received') });
    },
  );

  app.get(
    '/api/admin/feedback',
    {
      config: { access: 'admin' },
      schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listFeedback(app.db, req.query);
    },
  );

  app.patch(
    '/api/admin/feedback/:id/status',
    {
      config: { access: 'admin' },
      schema: { params: feedbackParamsSchema, body: feedbackStatusSchema, response: { 200: feedbackItemSchema } },
    },
    async (req) => setFeedbackStatus(app.db, signedIn(req.viewer).id, req.params.id, req.body.status),
  );

  app.delete(
    '/api/admin/feedback/:id',
    {
      config: { access: 'admin' },
      schema: { params: feedbackParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await deleteFeedback(app.db, signedIn(req.viewer).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
