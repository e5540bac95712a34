/**
 * The catalogue served from the in-process index across processes (issue 21; docs/decisions/032,
 * "Consequences"). Two apps stand for two server processes, as in lib/reference-data.test.ts: on
 * PostgreSQL (TEST_DATABASE_URL) each has its own pool and listening connection to one database; on
 * PGlite they share the one embedded database. Writes go through app one; app two must answer from
 * its index (its served-from-index counter moves) with what the SQL answers, within a bounded wait:
 * catalogue pages, facets and suggestions (GET /api/search/suggest).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type PartnerFacets,
  partnerFacetsQuerySchema,
  type PartnerSummary,
  partnersQuerySchema,
} from '@shared/contracts/partners';
import { type Suggestions, suggestQuerySchema } from '@shared/contracts/search';
import { type Database, queryRows } from '../../db/client';
import { partners, quoteRequests, services } from '../../db/schema';
import { catalogueFromIndex, createTwoApps, freshIp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { queryParams } from '../../test/query-params';
import { listPartnerFacets, listPartners } from '../partners/partners.service';
import { suggest } from './search.service';

let database: Database;
let one: FastifyInstance;
let two: FastifyInstance;
let closeApps: (() => Promise<void>) | undefined;
let admin = '';
let buyer = '';

beforeAll(async () => {
  ({ database, one, two, close: closeApps } = await createTwoApps());
  admin = await signIn(one, 'admin@demo.example.com');
  buyer = await signIn(one, 'kullanici@demo.example.com');
});
afterAll(async () => closeApps?.());

async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) {
  const res = await one.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** App two's page for `qs`, answered from its index, equal to the SQL's (ids, order, total, body). */
async function pageOfTwo(qs: string): Promise<PartnerSummary[]> {
  const before = two.catalogueSearch.stats.fromIndex;
  const res = await two.inject({ method: 'GET', url: `/api/partners?${qs}` });
  expect(res.statusCode).toBe(200);
  expect(two.catalogueSearch.stats.fromIndex).toBe(before + 1);
  const oracle = await listPartners(database.db, partnersQuerySchema.parse(queryParams(qs)));
  expect(res.json<PartnerSummary[]>()).toEqual(JSON.parse(JSON.stringify(oracle.items)));
  expect(res.headers['x-total-count']).toBe(String(oracle.total));
  return res.json<PartnerSummary[]>();
}

/** App two's facets for `qs`, answered from its index, equal to the SQL's. */
async function facetsOfTwo(qs: string): Promise<PartnerFacets> {
  const before = two.catalogueSearch.stats.fromIndex;
  const res = await two.inject({ method: 'GET', url: `/api/partners/facets?${qs}` });
  expect(res.statusCode).toBe(200);
  expect(two.catalogueSearch.stats.fromIndex).toBe(before + 1);
  const oracle = await listPartnerFacets(
    { db: database.db, referenceData: one.referenceData },
    partnerFacetsQuerySchema.parse(queryParams(qs)),
  );
  expect(res.json<PartnerFacets>()).toEqual(oracle);
  return res.json<PartnerFacets>();
}

/** App two's suggestions for `q` (Turkish), answered from its index, the same JSON text as the SQL's. */
async function suggestOfTwo(q: string): Promise<Suggestions> {
  const before = two.catalogueSearch.stats.fromIndex;
  const res = await two.inject({ method: 'GET', url: '/api/search/suggest', query: { q } });
  expect(res.statusCode).toBe(200);
  expect(two.catalogueSearch.stats.fromIndex).toBe(before + 1);
  expect(res.body).toBe(JSON.stringify(await suggest(database.db, 'tr', suggestQuerySchema.parse({ q }).q)));
  return res.json<Suggestions>();
}

/** Retries `check` (a notification travels after the commit) for at most 5 s. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

describe('GET /api/partners and /facets from the index across processes', () => {
  let id = 0;
  let username = '';

  it('serves a partner created through the other process', async () => {
    expect((await pageOfTwo('search=zümrüt')).length).toBe(0);
    const created = await write('POST', '/api/admin/partners', admin, {
      companyName: 'Zümrüt Kıyı Gümrük Ltd. Şti.',
      serviceCategory: 'gumruk',
      city: 'Sinop',
      email: 'info@zumrut-kiyi.example.com',
      phone: '+90 368 000 00 00',
    });
    ({ id, username } = created.json<{ id: number; username: string }>());
    await eventually(async () => {
      expect((await pageOfTwo('search=zümrüt')).map((p) => p.id)).toEqual([id]);
      expect((await facetsOfTwo('search=zümrüt')).total).toBe(1);
      expect((await suggestOfTwo('zümrüt')).partners.map((p) => p.id)).toEqual([id]);
      // Sinop gains a partner: a city spelled with and without its case.
      expect((await suggestOfTwo('SİNOP')).cities).toEqual((await suggestOfTwo('sinop')).cities);
    });
  });

  it('follows a rename and a service added', async () => {
    await write('PATCH', `/api/partners/${id}`, admin, { companyName: 'Safir Kıyı Gümrük Ltd. Şti.' });
    await eventually(async () => {
      expect((await pageOfTwo('search=safir')).map((p) => p.id)).toEqual([id]);
      expect(await pageOfTwo('search=zümrüt')).toEqual([]);
      expect((await suggestOfTwo('saf kıyı')).partners.map((p) => p.id)).toEqual([id]);
      expect((await suggestOfTwo('zümrüt')).partners).toEqual([]);
    });

    const [service] = await database.db.select({ id: services.id }).from(services).orderBy(services.id).limit(1);
    await write('POST', `/api/partners/${id}/services`, admin, { serviceId: service!.id });
    await eventually(async () => {
      const f = await facetsOfTwo('search=safir');
      expect(f.service.map((s) => s.value)).toContain(service!.id);
      expect((await pageOfTwo(`search=safir&service=${service!.id}`)).map((p) => p.id)).toEqual([id]);
    });

    // A new service of the pool (the reference data's notification), offered by this partner only.
    const [fresh] = await database.db
      .insert(services)
      .values({ name: 'Safir Özel Hizmet' })
      .returning({ id: services.id });
    await write('POST', `/api/partners/${id}/services`, admin, { serviceId: fresh!.id });
    await eventually(async () => {
      expect((await suggestOfTwo('safir öz')).services).toEqual([{ id: fresh!.id, name: 'Safir Özel Hizmet' }]);
    });
  });

  it('follows a follow and a review', async () => {
    await write('POST', `/api/partners/${id}/follow`, buyer);
    await eventually(async () => {
      const [card] = await pageOfTwo('search=safir');
      expect(card?.followersCount).toBe(1);
      await pageOfTwo('search=gümrük&sort=followers&limit=100');
    });

    // A completed request of the buyer's, the one a review may be written for.
    const [me] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM users WHERE email = 'kullanici@demo.example.com'`,
    );
    const [request] = await database.db
      .insert(quoteRequests)
      .values({
        partnerId: id,
        userId: me!.id,
        fullName: 'Test Alıcı',
        companyName: 'Alıcı AŞ',
        email: 'kullanici@demo.example.com',
        phone: '+905551112233',
        serviceNeeded: 'Gümrük',
        status: 'completed',
        kvkkAcceptedAt: new Date(),
      })
      .returning({ id: quoteRequests.id });
    // Written straight to the table (a request re-reads its partner: the response median).
    await two.catalogueSearch.settled();
    expect(await pageOfTwo('search=safir&minRating=4.5')).toEqual([]);
    await write('POST', `/api/quote-requests/${request!.id}/review`, buyer, { rating: 5, comment: 'Hızlı ve özenli.' });
    await eventually(async () => {
      expect((await pageOfTwo('search=safir&minRating=4.5')).map((p) => p.id)).toEqual([id]);
      expect((await facetsOfTwo('search=safir')).minRating.find((r) => r.value === 4.5)?.count).toBe(1);
    });
  });

  it('keeps a card in memory until its partner changes', async () => {
    await two.catalogueSearch.settled();
    await pageOfTwo('search=safir');
    const read = two.catalogueSearch.stats.cardsRead;
    // Another page with the same partner: its card is not read again.
    expect((await pageOfTwo('search=kıyı&sort=rating')).map((p) => p.id)).toContain(id);
    expect(two.catalogueSearch.stats.cardsRead).toBe(read);

    const shortDescription = 'Sinop limanında gümrük müşavirliği ve antrepo.';
    await write('PATCH', `/api/partners/${id}`, admin, { shortDescription });
    await eventually(async () => {
      const [card] = await pageOfTwo('search=safir');
      expect(card?.shortDescription).toBe(shortDescription);
    });
    expect(two.catalogueSearch.stats.cardsRead).toBe(read + 1);
  });

  it('does not re-index for a profile view (the view counter only)', async () => {
    await one.catalogueSearch.settled();
    await two.catalogueSearch.settled();
    const reloaded = [one.catalogueSearch.stats.reloaded, two.catalogueSearch.stats.reloaded];
    const [before] = await database.db
      .select({ views: partners.profileViews })
      .from(partners)
      .where(eq(partners.id, id));

    const viewed = await one.inject({ method: 'GET', url: `/api/partners/${username}`, remoteAddress: freshIp() });
    expect(viewed.statusCode).toBe(200);
    const [after] = await database.db
      .select({ views: partners.profileViews })
      .from(partners)
      .where(eq(partners.id, id));
    expect(after!.views).toBe(before!.views + 1);

    // A barrier comes back after every notification committed before it: none was about the view.
    await one.catalogueSearch.settled();
    await two.catalogueSearch.settled();
    expect([one.catalogueSearch.stats.reloaded, two.catalogueSearch.stats.reloaded]).toEqual(reloaded);
    expect(two.catalogueSearch.fromIndex).toBe(true);
  });

  it('drops a deactivated partner', async () => {
    await write('PATCH', `/api/admin/partners/${id}`, admin, { isActive: false });
    await eventually(async () => {
      expect(await pageOfTwo('search=safir')).toEqual([]);
      expect((await facetsOfTwo('search=safir')).total).toBe(0);
      expect((await suggestOfTwo('safir')).partners).toEqual([]);
      await suggestOfTwo('sinop');
      await suggestOfTwo('g');
    });
  });

  it('answers from SQL while the listener is down, and from a rebuilt index once it is back', async () => {
    const builds = two.catalogueSearch.stats.builds;
    // What the listener reports when its connection is lost (lib/database-notifications.ts).
    two.catalogueSearch.setTrusted(false);
    expect(two.catalogueSearch.fromIndex).toBe(false);
    await write('PATCH', `/api/admin/partners/${id}`, admin, { isActive: true });

    const fromSql = two.catalogueSearch.stats.fromSql;
    const res = await two.inject({ method: 'GET', url: '/api/partners?search=safir' });
    expect(res.json<PartnerSummary[]>().map((p) => p.id)).toEqual([id]);
    const facets = await two.inject({ method: 'GET', url: '/api/partners/facets?search=safir' });
    expect(facets.json<PartnerFacets>().total).toBe(1);
    expect(two.catalogueSearch.stats.fromSql).toBe(fromSql + 2);

    two.catalogueSearch.setTrusted(true);
    await catalogueFromIndex(two);
    expect(two.catalogueSearch.stats.builds).toBe(builds + 1);
    expect((await pageOfTwo('search=safir')).map((p) => p.id)).toEqual([id]);
    await facetsOfTwo('search=safir');
  });
});
