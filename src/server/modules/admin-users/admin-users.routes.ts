/**
 * User management and the audit list (PRODUCT-DECISIONS 7, 9; issue 11): master admins only. Thin:
 * schema in, one service call, schema out; the actor is always `req.viewer`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  assignPartnerSchema,
  auditListSchema,
  auditQuerySchema,
  createAdminUserSchema,
  setUserActiveSchema,
  setUserTypeSchema,
} from '@shared/contracts/admin-users';
import {
  assignPartner,
  createUser,
  listAudit,
  listUsers,
  resetTwoFactor,
  setUserActive,
  setUserType,
} from './admin-users.service';
import { signedIn } from '../../lib/viewer';

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: 'master_admin' },
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsers(app.db, req.query);
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: 'master_admin' },
      schema: { body: createAdminUserSchema, response: { 201: adminUserSchema } },
    },
    async (req, reply) => reply.code(201).send(await createUser(app, signedIn(req.viewer).id, req.body)),
  );

  app.patch(
    '/api/admin/users/:id/type',
    {
      config: { access: 'master_admin' },
      schema: { params: adminUserParamsSchema, body: setUserTypeSchema, response: { 200: adminUserSchema } },
    },
    async (req) => setUserType(app.db, signedIn(req.viewer).id, req.params.id, req.body.userType, req.body.granted),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: 'master_admin' },
      schema: { params: adminUserParamsSchema, body: setUserActiveSchema, response: { 200: adminUserSchema } },
    },
    async (req) => setUserActive(app, signedIn(req.viewer).id, req.params.id, req.body.isActive),
  );

  app.patch(
    '/api/admin/users/:id/assign-partner',
    {
      config: { access: 'master_admin' },
      schema: { params: adminUserParamsSchema, body: assignPartnerSchema, response: { 200: adminUserSchema } },
    },
    async (req) => assignPartner(app, signedIn(req.viewer).id, req.params.id, req.body.partnerId),
  );

  app.delete(
    '/api/admin/users/:id/two-factor',
    {
      config: { access: 'master_admin' },
      schema: { params: adminUserParamsSchema, response: { 200: adminUserSchema } },
    },
    async (req) => resetTwoFactor(app, signedIn(req.viewer).id, req.params.id),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'master_admin' },
      schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listAudit(app.db, req.query);
    },
  );
};
