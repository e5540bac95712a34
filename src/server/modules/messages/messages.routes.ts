import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Conversations and messages (spec §7 messaging calls; issue 10 "Messaging"). */
export const messagesRoutes: FastifyPluginAsyncZod = async () => {};
