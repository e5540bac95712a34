/**
 * Reference data from memory (issue 21): answers kept per process with an ETag, dropped in every
 * process when the database says a set changed. Two apps in this test process stand for two server
 * processes: on PostgreSQL (TEST_DATABASE_URL) each has its own pool and listening connection to one
 * database; on PGlite they share the one embedded database, as two apps of one process would.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category } from '@shared/contracts/categories';
import type { InitData } from '@shared/contracts/init';
import type { Database } from '../db/client';
import { categories, services, systemConfig } from '../db/schema';
import { createTwoApps, signIn, TEST_ORIGIN } from '../test/helpers';
import { ReferenceData } from './reference-data';

describe('ReferenceData', () => {
  it('keeps one answer per set and variant while listening, and loads again after a change', async () => {
    const data = new ReferenceData();
    data.setTrusted(true);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await data.get('categories', '', load);
    expect(await data.get('categories', '', load)).toBe(first);
    await data.get('services', '3', load);
    expect(load).toHaveBeenCalledTimes(2);

    data.invalidate(['services']);
    expect(await data.get('categories', '', load)).toBe(first);
    await data.get('services', '3', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('shares one load between concurrent misses and keeps no failed load', async () => {
    const data = new ReferenceData();
    data.setTrusted(true);
    const load = vi.fn(async () => ['x']);
    await Promise.all([data.get('site', '', load), data.get('site', '', load), data.get('site', '', load)]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(data.get('services', '', failing)).rejects.toThrow('database down');
    const ok = vi.fn(async () => ['y']);
    expect((await data.get('services', '', ok)).json).toBe('["y"]');
  });

  it('keeps nothing before its listener is up or while it is down (a notification could be missed)', async () => {
    const data = new ReferenceData();
    const load = vi.fn(async () => 1);
    await data.get('categories', '', load);
    await data.get('categories', '', load);
    expect(load).toHaveBeenCalledTimes(2);
    data.setTrusted(true);
    await data.get('categories', '', load);
    await data.get('categories', '', load);
    expect(load).toHaveBeenCalledTimes(3);
    data.setTrusted(false);
    await data.get('categories', '', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('GET /api/categories, /api/services, /api/init from memory across processes', () => {
  let database: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let closeApps: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ database, one, two, close: closeApps } = await createTwoApps());
    await vi.waitFor(() => expect(one.referenceData.listening && two.referenceData.listening).toBe(true), {
      timeout: 5000,
    });
  });
  afterAll(async () => closeApps?.());

  const get = (app: FastifyInstance, url: string, etag?: string) =>
    app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
  const nameOf = async (app: FastifyInstance, slug: string) =>
    (await get(app, '/api/categories')).json<Category[]>().find((c) => c.slug === slug)?.name;

  it('answers with an ETag, 304 without a body while unchanged, revalidated on every read', async () => {
    const res = await get(two, '/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json<Category[]>()).toHaveLength(16);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(two, '/api/categories', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(two, '/api/categories', `W/"other", ${etag}`)).statusCode).toBe(304);
    expect((await get(two, '/api/categories', '"other"')).statusCode).toBe(200);
  });

  it("shows an admin's rename made through one process in the other at once", async () => {
    const before = await get(two, '/api/categories');
    const [customs] = await database.db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, 'gumruk'));
    expect(await nameOf(one, customs!.slug)).toBe(await nameOf(two, customs!.slug));

    const admin = await signIn(one, 'admin@demo.example.com');
    const renamed = await one.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${customs!.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin },
      payload: { name: 'Gümrük Müşavirliği ve Danışmanlık' },
    });
    expect(renamed.statusCode).toBe(200);

    expect(await nameOf(one, customs!.slug)).toBe('Gümrük Müşavirliği ve Danışmanlık');
    await vi.waitFor(async () => expect(await nameOf(two, customs!.slug)).toBe('Gümrük Müşavirliği ve Danışmanlık'), {
      timeout: 3000,
    });
    const after = await get(two, '/api/categories', before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('follows writes of any code path: services and site settings written straight to the tables', async () => {
    const pool = (await get(two, '/api/services')).json<{ name: string }[]>();
    const init = (await get(two, '/api/init')).json<InitData>();

    await database.db.transaction(async (tx) => {
      await tx.insert(services).values({ name: 'Menşe şahadetnamesi danışmanlığı' });
      await tx
        .update(systemConfig)
        .set({ value: { ...init.site, contactPhone: '+90 212 555 00 00' } })
        .where(eq(systemConfig.key, 'site'));
    });

    await vi.waitFor(
      async () => {
        const now = (await get(two, '/api/services')).json<{ name: string }[]>();
        expect(now).toHaveLength(pool.length + 1);
        expect((await get(two, '/api/init')).json<InitData>().site.contactPhone).toBe('+90 212 555 00 00');
      },
      { timeout: 3000 },
    );
  });
});
