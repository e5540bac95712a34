/**
 * The signed-in user's own account (user panel, issue 8). Thin: schema in, one service call, schema
 * out; the user is always `req.viewer`, never an id from the request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountActionResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  updateLanguageBodySchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@shared/contracts/users';
import { sessionUserSchema } from '@shared/contracts/auth';
import { webHeaders } from '../../auth/request';
import { unauthorized } from '../../lib/errors';
import { requestLanguage, t } from '../../lib/messages';
import { forwardCookies } from '../../plugins/auth';
import {
  changePassword,
  deleteAccount,
  endBrowserSession,
  getSessionUser,
  getUserProfile,
  updateLanguage,
  updateProfile,
} from './users.service';
import { signedIn } from '../../lib/viewer';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/profile',
    {
      config: { access: 'authenticated' },
      schema: { body: updateProfileBodySchema, response: { 200: updateProfileResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const id = signedIn(req.viewer).id;
      await updateProfile(app.db, id, req.body);
      const [user, profile] = await Promise.all([getSessionUser(app.db, id), getUserProfile(app.db, id)]);
      if (!user || !profile) throw unauthorized();
      return { user, profile };
    },
  );

  app.put(
    '/api/user/language',
    {
      config: { access: 'authenticated' },
      schema: { body: updateLanguageBodySchema, response: { 200: sessionUserSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const id = signedIn(req.viewer).id;
      await updateLanguage(app.db, id, req.body.language);
      const user = await getSessionUser(app.db, id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.post(
    '/api/user/password',
    {
      config: { access: 'authenticated' },
      schema: { body: changePasswordBodySchema, response: { 200: accountActionResponseSchema } },
    },
    async (req, reply) => {
      const headers = await changePassword(app.db, app.auth, webHeaders(req), signedIn(req.viewer).id, req.body);
      forwardCookies(reply, headers);
      return { success: true as const, message: t(requestLanguage(req), 'users.passwordChanged') };
    },
  );

  app.delete(
    '/api/user',
    {
      config: { access: 'authenticated' },
      schema: { body: deleteAccountBodySchema, response: { 200: accountActionResponseSchema } },
    },
    async (req, reply) => {
      await deleteAccount(app, signedIn(req.viewer).id);
      // The sessions are gone; this expires the cookie in the browser too.
      forwardCookies(reply, await endBrowserSession(app.auth, webHeaders(req)));
      return { success: true as const, message: t(requestLanguage(req), 'users.accountDeleted') };
    },
  );
};
