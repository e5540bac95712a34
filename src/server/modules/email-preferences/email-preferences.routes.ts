import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** E-mail preferences (spec §3, §4; issue 10 "Notifications"). */
export const emailPreferencesRoutes: FastifyPluginAsyncZod = async () => {};
