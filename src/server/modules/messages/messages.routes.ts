import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationListSchema,
  conversationParamsSchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  messageUnreadCountSchema,
  sendMessageSchema,
} from '@shared/contracts/messages';
import {
  countUnreadMessages,
  listConversations,
  listMessages,
  markConversationRead,
  parseIdempotencyKey,
  sendMessage,
} from './messages.service';
import { signedIn } from '../../lib/viewer';

/**
 * Conversations and messages (spec §7 messaging calls; issue 10 "Messaging"; decision 014). Every
 * route is for signed-in callers; membership of a conversation is decided in the service, answering
 * 404 for anyone else's. Lists and counts are per user and change all the time: never cached.
 * Thin: schema in, one service call, schema out.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/user/conversations',
    { config: { access: 'authenticated' }, schema: { response: { 200: conversationListSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return listConversations(app.db, signedIn(req.viewer).id);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      config: { access: 'authenticated' },
      schema: {
        params: conversationParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return listMessages(app.db, signedIn(req.viewer).id, req.params.id, req.query);
    },
  );

  app.post(
    '/api/conversations/:id/mark-read',
    {
      config: { access: 'authenticated' },
      schema: { params: conversationParamsSchema, response: { 200: markReadResponseSchema } },
    },
    async (req) => markConversationRead(app.db, signedIn(req.viewer).id, req.params.id),
  );

  app.post(
    '/api/messages',
    {
      config: { access: 'authenticated' },
      schema: { body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (req, reply) => {
      const key = parseIdempotencyKey(req.headers['idempotency-key']);
      return reply.status(201).send(await sendMessage(app.db, signedIn(req.viewer), req.body, key));
    },
  );

  app.get(
    '/api/messages/unread-count',
    { config: { access: 'authenticated' }, schema: { response: { 200: messageUnreadCountSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return { count: await countUnreadMessages(app.db, signedIn(req.viewer).id) };
    },
  );
};
