/**
 * Capability fields (issue 21; decision 027): the definitions as public reference data, the admin's
 * editor (validation, audit, permission, pruning of partners' values), partners' values checked
 * against the definitions, and the catalogue's search, filter and facets over them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCapabilities, CapabilityDefinitions, CapabilityField } from '@shared/contracts/capabilities';
import type { PartnerFacets, PartnerSummary } from '@shared/contracts/partners';
import { adminAuditLog, partners } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let editor: string;
let user: string;
let partner: string;

beforeAll(async () => {
  // A long catalogue cache: every change must clear it, not wait for it.
  ctx = await createTestApp({ catalogueCacheTtlMs: 600_000 });
  [admin, editor, user, partner] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
  ]);
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const usernames = async (url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PartnerSummary[]).map((p) => p.username).sort();
};

const partnerId = async (username: string) =>
  (await ctx.db.select({ id: partners.id }).from(partners).where(eq(partners.username, username)))[0]!.id;

const definitions = async () => (await call('GET', '/api/capabilities')).json() as CapabilityDefinitions;

describe('GET /api/capabilities', () => {
  it('serves every category’s fields to anyone, with an ETag that answers 304 while nothing changed', async () => {
    const res = await call('GET', '/api/capabilities');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CapabilityDefinitions;
    expect(Object.keys(body)).toHaveLength(16);
    const offices = body.gumruk.find((f) => f.key === 'customs-offices')!;
    expect(offices).toMatchObject({ kind: 'options', filterable: true, showOnCard: true });
    expect(offices.options).toContainEqual({
      key: 'mersin',
      label: 'Mersin Gümrük Müdürlüğü',
      labelEn: 'Mersin Customs Directorate',
    });
    expect(body.it).toEqual([]);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await call('GET', '/api/capabilities', undefined, undefined, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });
});

describe('catalogue search, filter and facets', () => {
  it('finds partners by the labels of their options in both languages', async () => {
    expect(await usernames('/api/partners?search=YYS')).toEqual(['anadolugumruk', 'marmaradts']);
    expect(await usernames('/api/partners?search=ADR')).toContain('ipekyolu');
    expect(await usernames('/api/partners?search=Mersin%20G%C3%BCmr%C3%BC%C4%9F%C3%BC')).toContain('anadolugumruk');
    expect(await usernames('/api/partners?search=authorised%20consignor')).toEqual([
      'anadolugumruk',
      'trakyamusavirlik',
    ]);
    // A free-text tag of a `tags` field.
    expect(await usernames('/api/partners?search=Gulfood')).toEqual(['expokopru']);
  });

  it('filters by field:option, alternatives of one field OR-ed, fields and other filters AND-ed', async () => {
    expect(await usernames('/api/partners?category=gumruk&capability=customs-offices:mersin')).toEqual([
      'anadolugumruk',
    ]);
    expect(
      await usernames(
        '/api/partners?category=gumruk&capability=customs-offices:mersin&capability=customs-offices:kapikule',
      ),
    ).toEqual(['anadolugumruk', 'trakyamusavirlik']);
    expect(
      await usernames('/api/partners?category=gumruk&capability=authorisations:yys&capability=customs-offices:kocaeli'),
    ).toEqual(['marmaradts']);
    expect(await usernames('/api/partners?category=gumruk&capability=authorisations:yys&city=Mersin')).toEqual([
      'anadolugumruk',
    ]);
    expect(await usernames('/api/partners?search=g%C3%BCmr%C3%BCk&capability=authorisations:yys')).toEqual([
      'anadolugumruk',
      'marmaradts',
    ]);
    const res = await call('GET', '/api/partners?capability=customs-offices:mersin&capability=authorisations:yys');
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('counts each option of the category’s filterable fields with the other filters (disjunctive)', async () => {
    const res = await call('GET', '/api/partners/facets?category=gumruk&capability=authorisations:yys');
    expect(res.statusCode).toBe(200);
    const facets = res.json() as PartnerFacets;
    expect(facets.total).toBe(2);
    expect(facets.capability.map((f) => f.field)).toEqual(['customs-offices', 'authorisations', 'procedures']);
    const count = (field: string, option: string) =>
      facets.capability.find((f) => f.field === field)!.options.find((o) => o.value === option)!.count;
    // Its own field ignores its choice: the three firms' authorisations are all counted.
    expect(count('authorisations', 'yys')).toBe(2);
    expect(count('authorisations', 'authorised-consignee')).toBe(1);
    // Other fields count within the YYS firms only (Trakya serves Kapıkule but has no YYS).
    expect(count('customs-offices', 'mersin')).toBe(1);
    expect(count('customs-offices', 'kapikule')).toBe(0);
    expect((await call('GET', '/api/partners/facets')).json().capability).toEqual([]);
  });

  it('refuses a malformed capability filter with a message in the caller’s language', async () => {
    const res = await call('GET', '/api/partners?capability=mersin', undefined, undefined, { cookie: 'lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ capability: ['A capability filter is written field:option.'] });
  });
});

describe('PUT /api/partners/{id}/capabilities', () => {
  it('stores the owner’s values in definition order, finds them, and shows them on the profile', async () => {
    const id = await partnerId('egelojistik');
    const res = await call('PUT', `/api/partners/${id}/capabilities`, partner, {
      values: {
        certificates: ['adr', 'iso-9001'],
        'transport-modes': ['sea', 'road'],
        routes: [' İzmir –  Hamburg ', 'İzmir – Hamburg', ''],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values).toEqual({
      'transport-modes': ['road', 'sea'],
      routes: ['İzmir – Hamburg'],
      certificates: ['iso-9001', 'adr'],
    });
    const profile = (await call('GET', '/api/partners/egelojistik')).json();
    expect(profile.capabilities).toEqual(res.json().values);
    expect(await usernames('/api/partners?search=Hamburg')).toEqual(['egelojistik']);
    expect(await usernames('/api/partners?category=lojistik&capability=certificates:adr')).toEqual([
      'egelojistik',
      'ipekyolu',
    ]);
  });

  it('refuses an unknown field or option with a 400 in the user’s language and changes nothing', async () => {
    const id = await partnerId('egelojistik');
    const [before] = await ctx.db.select({ c: partners.capabilities }).from(partners).where(eq(partners.id, id));
    const unknownField = await call('PUT', `/api/partners/${id}/capabilities`, partner, {
      values: { 'customs-offices': ['mersin'] },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe('Bu yetkinlik alanı kategorinizde tanımlı değil.');
    expect(unknownField.json().fieldErrors).toEqual({
      'values.customs-offices': ['Bu yetkinlik alanı kategorinizde tanımlı değil.'],
    });
    const unknownOption = await call('PUT', `/api/partners/${id}/capabilities`, `${partner}; lang=en`, {
      values: { 'transport-modes': ['teleport'] },
    });
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json().message).toBe('This option is not one of the field’s options.');
    const [after] = await ctx.db.select({ c: partners.capabilities }).from(partners).where(eq(partners.id, id));
    expect(after).toEqual(before);
  });

  it('answers 404 to someone who may not edit the partner and 401 to a visitor', async () => {
    const id = await partnerId('anadolugumruk');
    const body = { values: { authorisations: [] } };
    expect((await call('PUT', `/api/partners/${id}/capabilities`, partner, body)).statusCode).toBe(404);
    expect((await call('PUT', `/api/partners/${id}/capabilities`, user, body)).statusCode).toBe(404);
    expect((await call('PUT', `/api/partners/${id}/capabilities`, undefined, body)).statusCode).toBe(401);
  });
});

describe('GET/PUT /api/admin/capabilities', () => {
  it('is for both admin types only, with how many partners filled each field and option', async () => {
    const res = await call('GET', '/api/admin/capabilities', editor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminCapabilities;
    expect(body.usage.gumruk!['customs-offices']).toMatchObject({ partners: 3, options: { mersin: 1, kapikule: 1 } });
    expect(body.usage.gumruk!.authorisations!.options.yys).toBe(2);
    expect((await call('GET', '/api/admin/capabilities')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/capabilities', user)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/capabilities/gumruk', partner, { fields: [] })).statusCode).toBe(403);
  });

  it('refuses an invalid definition with field errors and saves nothing', async () => {
    const before = await definitions();
    const put = (fields: unknown[]) => call('PUT', '/api/admin/capabilities/gumruk', `${admin}; lang=en`, { fields });
    const shape = await put([{ key: 'Bad Key', label: ' ', labelEn: 'C', kind: 'tags' }]);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fieldErrors).toMatchObject({
      'fields.0.key': [expect.stringMatching(/^A key has lower-case letters/)],
      'fields.0.label': ['A label is required.'],
    });
    const rules = await put([
      { key: 'a', label: 'A', labelEn: 'A', kind: 'options', options: [] },
      { key: 'a', label: 'B', labelEn: 'B', kind: 'tags', filterable: true },
    ]);
    expect(rules.statusCode).toBe(400);
    const errors = rules.json().fieldErrors as Record<string, string[]>;
    expect(errors['fields.0.options']).toEqual(['A multiple-choice field needs at least one option.']);
    expect(errors['fields.1.key']).toEqual(['This key is already used.']);
    expect(errors['fields.1.kind']).toEqual(['A free-text tag field has no options and cannot be a filter.']);
    expect((await call('PUT', '/api/admin/capabilities/nope', admin, { fields: [] })).statusCode).toBe(400);
    expect(await definitions()).toEqual(before);
  });

  it('saves a category’s fields: audited, served at once, labels searchable, removed options dropped', async () => {
    const gumruk = (await definitions()).gumruk;
    const fields: CapabilityField[] = gumruk.map((f) =>
      f.key === 'customs-offices'
        ? {
            ...f,
            options: [
              // Renamed: partners are found under the new label at once.
              ...f.options
                .filter((o) => o.key !== 'iskenderun')
                .map((o) => (o.key === 'mersin' ? { ...o, label: 'Mersinport Gümrük Müdürlüğü' } : o)),
              { key: 'yenikapi', label: 'Yenikapı Gümrük Müdürlüğü', labelEn: 'Yenikapı Customs Directorate' },
            ],
          }
        : f,
    );
    // Warm the catalogue cache (the unknown word stands for its closest known ones, typo tolerance):
    // the save must clear it.
    expect(await usernames('/api/partners?search=Mersinport')).not.toEqual(['anadolugumruk']);
    const res = await call('PUT', '/api/admin/capabilities/gumruk', editor, { fields });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminCapabilities;
    expect(saved.definitions.gumruk.find((f) => f.key === 'customs-offices')!.options.at(-1)!.key).toBe('yenikapi');
    // No partner keeps a value that no longer exists.
    expect(saved.usage.gumruk!['customs-offices']!.options.iskenderun).toBeUndefined();
    const [anadolu] = await ctx.db
      .select({ c: partners.capabilities })
      .from(partners)
      .where(eq(partners.username, 'anadolugumruk'));
    expect(anadolu!.c['customs-offices']).toEqual(['mersin', 'adana', 'gaziantep']);
    expect((await definitions()).gumruk).toEqual(saved.definitions.gumruk);
    expect(await usernames('/api/partners?search=Mersinport')).toEqual(['anadolugumruk']);

    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'capabilities.updated'), eq(adminAuditLog.targetType, 'category')))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({ category: 'gumruk', changed: ['customs-offices'], partnersPruned: 1 });

    // Saving the same list again writes and audits nothing.
    const count = async () =>
      (await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'capabilities.updated'))).length;
    const n = await count();
    expect((await call('PUT', '/api/admin/capabilities/gumruk', admin, { fields })).statusCode).toBe(200);
    expect(await count()).toBe(n);
  });

  it('drops the partners’ values of a removed field', async () => {
    const fields = (await definitions()).fuar.filter((f) => f.key !== 'fairs');
    expect((await call('PUT', '/api/admin/capabilities/fuar', admin, { fields })).statusCode).toBe(200);
    const [expo] = await ctx.db
      .select({ c: partners.capabilities })
      .from(partners)
      .where(eq(partners.username, 'expokopru'));
    expect(expo!.c.fairs).toBeUndefined();
    expect(await usernames('/api/partners?search=Gulfood')).toEqual([]);
  });
});
