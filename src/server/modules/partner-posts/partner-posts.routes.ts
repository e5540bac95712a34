import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPartnerPostSchema,
  deletePartnerPostResponseSchema,
  partnerPostListQuerySchema,
  partnerPostListSchema,
  partnerPostParamsSchema,
  partnerPostSchema,
  partnerPostsParamsSchema,
} from '@shared/contracts/partner-posts';
import { signedIn } from '../../lib/viewer';
import { createPartnerPost, deletePartnerPost, listPartnerPosts } from './partner-posts.service';

/**
 * Partner posts (issue 22 "The platform's voice"): the profile's public list, the owner's publishing
 * and the owner's or an admin's deletion. Rules in partner-posts.service.ts.
 */
export const partnerPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partners/:id/posts',
    {
      // The owner and admins may read the posts of a passive or unapproved partner.
      config: { access: 'public', readsViewer: true },
      schema: {
        params: partnerPostsParamsSchema,
        querystring: partnerPostListQuerySchema,
        response: { 200: partnerPostListSchema },
      },
    },
    async (req) => listPartnerPosts(app.db, req.viewer, req.params.id, req.query),
  );

  app.post(
    '/api/partners/:id/posts',
    {
      // Active type partner only (403 otherwise); the service checks it is the caller's own partner
      // and counts the per-partner limit. The IP limit stops a flood of invalid requests too.
      config: { access: 'partner', rateLimit: { key: 'ip', max: 60, window: 60 } },
      schema: { params: partnerPostsParamsSchema, body: createPartnerPostSchema, response: { 201: partnerPostSchema } },
    },
    async (req, reply) => {
      const post = await createPartnerPost(app.db, signedIn(req.viewer), req.params.id, req.body);
      return reply.code(201).send(post);
    },
  );

  app.delete(
    '/api/partners/:id/posts/:postId',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerPostParamsSchema, response: { 200: deletePartnerPostResponseSchema } },
    },
    async (req) => {
      await deletePartnerPost(app.db, signedIn(req.viewer), req.params.id, req.params.postId);
      return { success: true as const };
    },
  );
};
