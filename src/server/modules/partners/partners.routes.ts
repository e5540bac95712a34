import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPartnerServiceSchema,
  followedPartnerListSchema,
  followerListSchema,
  followingStatusSchema,
  followResultSchema,
  type PartnerFacets,
  type PartnerSummary,
  partnerIdOnlyParamsSchema,
  partnerIdParamsSchema,
  partnerFacetsQuerySchema,
  partnerFacetsSchema,
  partnerListSchema,
  partnerParamsSchema,
  partnerProfileResponseSchema,
  partnerServiceParamsSchema,
  partnersQuerySchema,
  partnerUpdateSchema,
  successSchema,
} from '@shared/contracts/partners';
import { createServiceResponseSchema, createServiceSchema, serviceListSchema } from '@shared/contracts/services';
import { signedIn } from '../../lib/viewer';
import { catalogueKey } from './catalogue-cache';
import { recordProfileView, viewerKey } from './partner-views';
import {
  addPartnerService,
  createService,
  followPartner,
  getOwnPartner,
  getPartnerProfile,
  getPartnerServices,
  isFollowing,
  listFollowedPartners,
  listFollowers,
  removePartnerService,
  unfollowPartner,
  updatePartner,
} from './partners.service';

/**
 * The catalogue and profiles (spec §7): GET /api/partners, GET /api/partners/{id or username},
 * GET /api/partners/me; the owner's edit, follows and a profile's services (issue 8).
 */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partners',
    {
      config: { access: 'public' },
      schema: {
        querystring: partnersQuerySchema,
        response: { 200: partnerListSchema },
      },
    },
    async (req, reply) => {
      // From the search index when it is current, else SQL (modules/search/catalogue-search.ts).
      const page = await app.catalogueCache.get(catalogueKey(req.query), () => app.catalogueSearch.page(req.query));
      // A string body skips the response serializer: the page was checked against the same schema.
      return reply
        .header('x-total-count', String(page.total))
        .type('application/json; charset=utf-8')
        .send(page.json as unknown as PartnerSummary[]);
    },
  );

  // Issue 21: the filter panel's counts. A static path, which the router matches before
  // `:idOrUsername` (like 'me', 'facets' cannot be reached as a username through the API).
  app.get(
    '/api/partners/facets',
    {
      config: { access: 'public' },
      schema: { querystring: partnerFacetsQuerySchema, response: { 200: partnerFacetsSchema } },
    },
    async (req, reply) => {
      // Cached beside the pages (same TTL, cleared by the same partner changes).
      const page = await app.catalogueCache.get(
        `facets:${catalogueKey({ ...req.query, limit: 0, offset: 0 })}`,
        async () => ({
          json: JSON.stringify(partnerFacetsSchema.parse(await app.catalogueSearch.facets(req.query))),
          total: 0,
        }),
      );
      return reply.type('application/json; charset=utf-8').send(page.json as unknown as PartnerFacets);
    },
  );

  // Before the `:idOrUsername` route, so 'me' is never read as a username.
  app.get(
    '/api/partners/me',
    { config: { access: 'authenticated' }, schema: { response: { 200: partnerProfileResponseSchema } } },
    async (req) => getOwnPartner(app.db, signedIn(req.viewer)),
  );

  app.get(
    '/api/partners/:idOrUsername',
    {
      // The viewer decides whether the view counts (owners and admins do not) and what they may see.
      config: { access: 'public', readsViewer: true },
      schema: {
        params: partnerParamsSchema,
        response: { 200: partnerProfileResponseSchema },
      },
    },
    async (req) => {
      const partner = await getPartnerProfile(app.db, req.params.idOrUsername, req.viewer);
      const key = await viewerKey(app.db, req.viewer ?? null, partner.userId, { ip: req.ip });
      // The response shows the count including this view, as the viewer would expect.
      if (key && (await recordProfileView(app.db, partner.id, key))) partner.profileViews += 1;
      return partner;
    },
  );

  app.patch(
    '/api/partners/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        params: partnerIdParamsSchema,
        body: partnerUpdateSchema,
        response: { 200: partnerProfileResponseSchema },
      },
    },
    async (req) => {
      const viewer = signedIn(req.viewer);
      const id = await updatePartner(app, viewer, req.params.id, req.body);
      return getPartnerProfile(app.db, String(id), viewer);
    },
  );

  // Follows (PRODUCT-DECISIONS 13).
  app.post(
    '/api/partners/:id/follow',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdParamsSchema, response: { 200: followResultSchema } },
    },
    async (req) => followPartner(app, signedIn(req.viewer), req.params.id),
  );

  app.delete(
    '/api/partners/:id/follow',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdParamsSchema, response: { 200: followResultSchema } },
    },
    async (req) => unfollowPartner(app, signedIn(req.viewer), req.params.id),
  );

  app.get(
    '/api/partners/:id/following',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdParamsSchema, response: { 200: followingStatusSchema } },
    },
    async (req) => ({ isFollowing: await isFollowing(app.db, signedIn(req.viewer), req.params.id) }),
  );

  app.get(
    '/api/partners/:id/followers',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdParamsSchema, response: { 200: followerListSchema } },
    },
    async (req) => listFollowers(app.db, signedIn(req.viewer), req.params.id),
  );

  app.get(
    '/api/user/followed-partners',
    { config: { access: 'authenticated' }, schema: { response: { 200: followedPartnerListSchema } } },
    async (req) => listFollowedPartners(app.db, signedIn(req.viewer)),
  );

  app.delete(
    '/api/user/follow/:partnerId',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdOnlyParamsSchema, response: { 200: followResultSchema } },
    },
    async (req) => unfollowPartner(app, signedIn(req.viewer), req.params.partnerId),
  );

  // A profile's services (issue 8).
  app.get(
    '/api/partners/:id/services',
    {
      config: { access: 'public', readsViewer: true },
      schema: { params: partnerIdParamsSchema, response: { 200: serviceListSchema } },
    },
    async (req) => getPartnerServices(app.db, req.viewer, req.params.id),
  );

  app.post(
    '/api/services',
    {
      config: { access: 'authenticated' },
      schema: { body: createServiceSchema, response: { 200: createServiceResponseSchema } },
    },
    async (req) => {
      const created = await createService(app.db, signedIn(req.viewer), req.body);
      // Read back at once by the editor's service picker (other processes: lib/reference-data.ts).
      app.referenceData.invalidate(['services']);
      return created;
    },
  );

  app.post(
    '/api/partners/:id/services',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerIdParamsSchema, body: addPartnerServiceSchema, response: { 200: successSchema } },
    },
    async (req) => {
      await addPartnerService(app, signedIn(req.viewer), req.params.id, req.body.serviceId);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/partners/:id/services/:serviceId',
    {
      config: { access: 'authenticated' },
      schema: { params: partnerServiceParamsSchema, response: { 200: successSchema } },
    },
    async (req) => {
      await removePartnerService(app, signedIn(req.viewer), req.params.id, req.params.serviceId);
      return { success: true as const };
    },
  );
};
