import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerParamsSchema } from '@shared/contracts/partners';
import { quoteIdParamsSchema } from '@shared/contracts/quotes';
import {
  createReviewSchema,
  hideReviewSchema,
  replyReviewSchema,
  reviewIdParamsSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '@shared/contracts/reviews';
import { signedIn } from '../../lib/viewer';
import { createReview, listReviews, replyToReview, setReviewHidden } from './reviews.service';

/**
 * Partner reviews (issue 9 "Reviews and trust"): the requester's review of a completed request, a
 * partner's public reviews, the owner's one reply, the admin's hide/show. Rules in reviews.service.ts.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quote-requests/:id/review',
    {
      config: { access: 'authenticated' },
      schema: { params: quoteIdParamsSchema, body: createReviewSchema, response: { 201: reviewSchema } },
    },
    async (req, reply) => {
      const review = await createReview(app, signedIn(req.viewer), req.params.id, req.body);
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/api/partners/:idOrUsername/reviews',
    {
      // Admins also get the hidden reviews; the owner and admins may read a passive partner's.
      config: { access: 'public', readsViewer: true },
      schema: { params: partnerParamsSchema, querystring: reviewsQuerySchema, response: { 200: reviewsPageSchema } },
    },
    async (req) => listReviews(app.db, req.viewer, req.params.idOrUsername, req.query.page),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      config: { access: 'authenticated' },
      schema: { params: reviewIdParamsSchema, body: replyReviewSchema, response: { 200: reviewSchema } },
    },
    async (req) => replyToReview(app.db, signedIn(req.viewer), req.params.id, req.body.reply),
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      config: { access: 'admin' },
      schema: { params: reviewIdParamsSchema, body: hideReviewSchema, response: { 200: reviewSchema } },
    },
    async (req) => setReviewHidden(app, signedIn(req.viewer), req.params.id, req.body.isHidden),
  );
};
