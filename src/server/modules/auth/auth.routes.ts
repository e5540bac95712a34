/**
 * Platform account routes (spec §7 "Session and auth"; PRODUCT-DECISIONS 2–5, 8). Thin: schema in,
 * service call, schema out. better-auth's own routes live under /api/auth/* (plugins/auth.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  sessionResponseSchema,
  sessionUserSchema,
  switchAccountTypeBodySchema,
  userProfileSchema,
} from '@shared/contracts/auth';
import { webHeaders } from '../../auth/request';
import { unauthorized } from '../../lib/errors';
import { forwardCookies } from '../../plugins/auth';
import { getSessionUser, getUserProfile } from '../users/users.service';
import { login, logout, register, switchAccountType, type AuthCall } from './auth.service';
import { signedIn } from '../../lib/viewer';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = (req: FastifyRequest): AuthCall => ({
    db: app.db,
    auth: app.auth,
    headers: webHeaders(req),
    ip: req.ip,
  });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/api/user',
    { config: { access: 'authenticated' }, schema: { response: { 200: sessionUserSchema } } },
    async (req, reply) => {
      noStore(reply);
      const user = await getSessionUser(app.db, signedIn(req.viewer).id);
      if (!user) throw unauthorized();
      return user;
    },
  );

  // The client's session lookup: always 200, so a visitor's page load logs no failed request.
  app.get(
    '/api/session',
    { config: { access: 'public', readsViewer: true }, schema: { response: { 200: sessionResponseSchema } } },
    async (req, reply) => {
      noStore(reply);
      return { user: req.viewer ? await getSessionUser(app.db, req.viewer.id) : null };
    },
  );

  app.get(
    '/api/user/profile',
    { config: { access: 'authenticated' }, schema: { response: { 200: userProfileSchema } } },
    async (req, reply) => {
      noStore(reply);
      const profile = await getUserProfile(app.db, signedIn(req.viewer).id);
      if (!profile) throw unauthorized();
      return profile;
    },
  );

  app.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: { body: registerBodySchema, response: { 201: registerResponseSchema } },
    },
    async (req, reply) => {
      const result = await register(call(req), req.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (req, reply) => {
      const { user, headers } = await login(call(req), req.body);
      noStore(reply);
      forwardCookies(reply, headers);
      return user;
    },
  );

  // Both paths of the spec (§7); the body, if any, is ignored.
  for (const url of ['/api/logout', '/api/auth/logout']) {
    app.post(
      url,
      { config: { access: 'public' }, schema: { response: { 200: logoutResponseSchema } } },
      async (req, reply) => {
        forwardCookies(reply, await logout(call(req)));
        return { success: true as const };
      },
    );
  }

  app.post(
    '/api/auth/switch-account-type',
    {
      config: { access: 'authenticated' },
      schema: { body: switchAccountTypeBodySchema, response: { 200: sessionUserSchema } },
    },
    async (req, reply) => {
      noStore(reply);
      return switchAccountType(app.db, signedIn(req.viewer).id, req.body.userType);
    },
  );
};
