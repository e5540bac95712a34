import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationFormInput } from '@shared/contracts/partner-applications';
import { catalogues } from '@shared/messages';
import {
  emailPreferences,
  emailTemplates,
  files,
  notifications,
  partnerApplications,
  partners,
  partnerUsernameRedirects,
  users,
} from '../../db/schema';
import { DEMO_PARTNER_OWNER } from '../../db/seed/demo-data';
import { createTestApp, freshIp, mailsTo, signIn, TEST_ORIGIN } from '../../test/helpers';

const tr = catalogues.tr.partnerApplications;
const en = catalogues.en.partnerApplications;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: string; // kullanici@ (verified, only the user type)
let other: string; // partner@ (someone else)
let editor: string; // editor@ (editor_admin: an admin, and a second applicant)
let admin: string; // admin@ (master_admin)
let png: Buffer;
let wide: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const valid = (patch: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'kullanici@demo.example.com',
  phone: '5321110001',
  company: 'Yılmaz Dış Ticaret',
  city: 'İzmir',
  contactPerson: 'Ayşe Yılmaz',
  username: 'yilmaz-dis',
  website: 'yilmaz.example.com',
  serviceCategory: 'danismanlik',
  businessDescription: 'İhracat danışmanlığı ve pazar araştırması yapıyoruz.',
  companySize: '11-30',
  foundingYear: '2010',
  sectorExperience: '14',
  targetMarkets: 'Almanya, Fransa',
  services: ['Zeytinyağı ihracat planı', 'ihracat danışmanlığı'],
  dipAdvantages: 'DİP üyelerine ilk görüşme ücretsiz.',
  whyPartner: 'Daha çok ihracatçıya ulaşmak istiyoruz.',
  references: '',
  linkedinProfile: '',
  twitterProfile: '',
  instagramProfile: '',
  facebookProfile: '',
  kvkkAccepted: true,
  ...patch,
});

interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type: string;
}

/** A multipart body as a browser sends it (FormData through a Request). */
async function multipart(fields: Record<string, unknown>, fileParts: FilePart[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  for (const f of fileParts) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function submit(cookie: string | null, fields: Record<string, unknown>, fileParts: FilePart[] = [], lang = 'tr') {
  const { payload, contentType } = await multipart(fields, fileParts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/partner-applications',
    remoteAddress: freshIp(),
    headers: {
      origin: TEST_ORIGIN,
      'content-type': contentType,
      'accept-language': lang,
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}

const get = (url: string, cookie?: string | null) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const review = (id: string, body: unknown, cookie: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/partner-applications/${id}`,
    headers: { origin: TEST_ORIGIN, cookie },
    payload: body as object,
  });

async function userId(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [user, other, editor, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => ctx?.close());

describe('POST /api/partner-applications: validation (spec §5), localized', () => {
  it('needs a session', async () => {
    expect((await submit(null, valid())).statusCode).toBe(401);
  });

  it.each<[string, Partial<Record<keyof ApplicationFormInput, unknown>>, string]>([
    ['firstName', { firstName: 'A' }, tr.firstNameTooShort],
    ['lastName', { lastName: 'B' }, tr.lastNameTooShort],
    ['company', { company: 'C' }, tr.companyTooShort],
    ['contactPerson', { contactPerson: 'D' }, tr.contactPersonTooShort],
    ['email', { email: 'not-an-address' }, tr.invalidEmail],
    ['phone', { phone: '532' }, tr.invalidPhone],
    ['username', { username: 'ab' }, tr.usernameLength],
    ['username', { username: 'çok_güzel' }, tr.usernameFormat],
    ['website', { website: 'http://' }, tr.invalidUrl],
    ['linkedinProfile', { linkedinProfile: 'bad url' }, tr.invalidUrl],
    ['twitterProfile', { twitterProfile: 'bad url' }, tr.invalidUrl],
    ['instagramProfile', { instagramProfile: 'bad url' }, tr.invalidUrl],
    ['facebookProfile', { facebookProfile: 'bad url' }, tr.invalidUrl],
    ['serviceCategory', { serviceCategory: '' }, tr.categoryRequired],
    ['companySize', { companySize: '5000' }, tr.companySizeRequired],
    ['businessDescription', { businessDescription: 'kısa' }, tr.businessDescriptionTooShort],
    ['dipAdvantages', { dipAdvantages: 'kısa' }, tr.dipAdvantagesTooShort],
    ['whyPartner', { whyPartner: 'kısa' }, tr.whyPartnerTooShort],
    ['foundingYear', { foundingYear: '1850' }, tr.foundingYearInvalid],
    ['foundingYear', { foundingYear: '99' }, tr.foundingYearInvalid],
    ['sectorExperience', { sectorExperience: '60' }, tr.sectorExperienceRange],
    ['services', { services: [] }, tr.servicesRequired],
    ['services', { services: undefined }, tr.servicesRequired],
    ['kvkkAccepted', { kvkkAccepted: false }, tr.kvkkRequired],
    ['city', { city: '' }, tr.cityRequired],
    ['firstName', { firstName: 'Ayşe\r\nBcc: x' }, catalogues.tr.validation.nameCharacters],
    ['company', { company: 'Yılmaz\u202eTicaret' }, catalogues.tr.validation.nameCharacters],
    ['contactPerson', { contactPerson: 'Ayşe\u2066Yılmaz' }, catalogues.tr.validation.nameCharacters],
  ])('%s: %o → 400 with its message', async (field, patch, message) => {
    const res = await submit(user, { ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('answers in English when asked', async () => {
    const res = await submit(user, { ...valid({ firstName: 'A' }), kvkkAccepted: false }, [], 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      firstName: [en.firstNameTooShort],
      kvkkAccepted: [en.kvkkRequired],
    });
  });

  it('refuses a lone surrogate in the services JSON with 400 in the caller’s language', async () => {
    for (const [lang, text] of [
      ['tr', catalogues.tr.error.brokenText],
      ['en', catalogues.en.error.brokenText],
    ] as const) {
      const res = await submit(user, { ...valid(), services: '["Depo \\ud800"]' }, [], lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: text });
    }
  });

  it('refuses a name with a line break in English too', async () => {
    const res = await submit(user, valid({ lastName: 'Yıl\nmaz' }), [], 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.lastName).toEqual([catalogues.en.validation.nameCharacters]);
  });

  it('refuses a logo over 5 MB with the spec text', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await submit(user, valid(), [{ field: 'logo', name: 'logo.png', data: big, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(tr.logoTooLarge);
  });

  describe('an invalid request is refused while it streams, before the rest of the body is read', () => {
    const MB = 1024 * 1024;
    const boundary = '----epp-test-boundary';
    const fieldPart = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const fileHead = (field: string, name: string, type: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
    const formParts = (form: ApplicationFormInput) =>
      Object.entries(form).map(([k, v]) => fieldPart(k, typeof v === 'string' ? v : JSON.stringify(v)));

    /**
     * Sends `head` then a file of `size` bytes starting with `start` (filled with zeros, 64 KB a chunk,
     * produced only when the server pulls it), then a second 10 MB document; counts the bytes pulled.
     */
    async function streamed(
      head: Buffer[],
      file: { field: string; name: string; type: string; start: Buffer; size: number },
    ) {
      let pulled = 0;
      const total = { bytes: 0 };
      function* body() {
        const chunk = (b: Buffer) => {
          pulled += b.length;
          return b;
        };
        for (const b of head) yield chunk(b);
        yield chunk(fileHead(file.field, file.name, file.type));
        yield chunk(file.start);
        for (let sent = file.start.length; sent < file.size; sent += 64 * 1024) {
          yield chunk(Buffer.alloc(Math.min(64 * 1024, file.size - sent)));
        }
        yield chunk(Buffer.from('\r\n'));
        yield chunk(fileHead('documents', 'ek.pdf', 'application/pdf'));
        yield chunk(pdf);
        for (let sent = 0; sent < 10 * MB - pdf.length; sent += 64 * 1024) yield chunk(Buffer.alloc(64 * 1024));
        yield chunk(Buffer.from(`\r\n--${boundary}--\r\n`));
      }
      total.bytes = head.reduce((n, b) => n + b.length, 0) + file.size + 10 * MB;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/partner-applications',
        remoteAddress: freshIp(),
        headers: { origin: TEST_ORIGIN, cookie: user, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Readable.from(body(), { objectMode: false }),
      });
      return { res, pulled, total: total.bytes };
    }

    it('a bad field: 400 at the first file, the files never read', async () => {
      const { res, pulled, total } = await streamed(formParts(valid({ firstName: 'A' })), {
        field: 'documents',
        name: 'belge.pdf',
        type: 'application/pdf',
        start: pdf,
        size: 10 * MB,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.firstName).toEqual([tr.firstNameTooShort]);
      expect(total).toBeGreaterThan(20 * MB);
      expect(pulled).toBeLessThan(1 * MB);
    });

    it('a file of the wrong type: 415 from its first bytes', async () => {
      const { res, pulled } = await streamed(formParts(valid()), {
        field: 'documents',
        name: 'belge.pdf',
        type: 'application/pdf',
        start: Buffer.from('MZ\x90\x00 this is a program, not a PDF'),
        size: 10 * MB,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_FILE_TYPE');
      expect(pulled).toBeLessThan(1 * MB);
    });

    it('a logo over 5 MB: 413 with its text once it crosses the limit', async () => {
      const { res, pulled } = await streamed(formParts(valid()), {
        field: 'logo',
        name: 'logo.png',
        type: 'image/png',
        start: png,
        size: 8 * MB,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(tr.logoTooLarge);
      expect(pulled).toBeLessThan(6 * MB);
    });

    it('a field after a file: 400', async () => {
      const { res } = await streamed(
        [
          ...formParts(valid()),
          fileHead('logo', 'l.png', 'image/png'),
          png,
          Buffer.from('\r\n'),
          fieldPart('city', 'Ankara'),
        ],
        {
          field: 'documents',
          name: 'b.pdf',
          type: 'application/pdf',
          start: pdf,
          size: 1000,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.city).toEqual([tr.fieldAfterFiles]);
    });
  });

  it('needs a verified e-mail address', async () => {
    const id = await userId('kullanici@demo.example.com');
    await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, id));
    try {
      const res = await submit(user, valid());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: tr.verifyFirst });
    } finally {
      await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    }
  });

  it('a submission whose transaction fails leaves no object behind', async () => {
    // The received mail's template missing makes the last step of the transaction fail, after the files.
    await ctx.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.type, 'partner_application_received'));
    const put = vi.spyOn(ctx.app.storage, 'put');
    try {
      const res = await submit(user, valid(), [
        { field: 'logo', name: 'logo.png', data: png, type: 'image/png' },
        { field: 'documents', name: 'belge.pdf', data: pdf, type: 'application/pdf' },
      ]);
      expect(res.statusCode).toBe(500);
      const keys = put.mock.calls.map((call) => call[0]);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await ctx.app.storage.exists(key)).toBe(false);
      expect(await ctx.db.select().from(files).where(eq(files.source, 'application'))).toEqual([]);
    } finally {
      put.mockRestore();
      await ctx.db
        .update(emailTemplates)
        .set({ isActive: true })
        .where(eq(emailTemplates.type, 'partner_application_received'));
    }
  });

  it('nothing was stored by the refused submissions', async () => {
    const rows = await ctx.db.select().from(partnerApplications);
    expect(rows).toHaveLength(0);
  });
});

describe('a submitted application', () => {
  let id: string;
  let docId: string;

  it('is stored with its consent time, private files, a mail and an admin notification', async () => {
    const before = Date.now();
    // An account without a phone: approval gives it the application's (checked below).
    await ctx.db.update(users).set({ phone: null }).where(eq(users.email, 'kullanici@demo.example.com'));
    const res = await submit(user, valid(), [
      { field: 'logo', name: 'logo.png', data: png, type: 'image/png' },
      { field: 'coverImage', name: 'kapak.png', data: wide, type: 'image/png' },
      { field: 'documents', name: 'vergi levhası.pdf', data: pdf, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      username: 'yilmaz-dis',
      foundingYear: 2010,
      sectorExperience: 14,
      city: 'İzmir',
      phone: '5321110001',
      website: 'https://yilmaz.example.com',
    });
    expect(row!.services).toEqual(['Zeytinyağı ihracat planı', 'ihracat danışmanlığı']);
    expect(row!.kvkkAcceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.documents).toHaveLength(1);
    expect(row!.documents[0]).toMatchObject({ name: 'vergi levhası.pdf', mimeType: 'application/pdf' });
    docId = row!.documents[0]!.fileId;

    const stored = await ctx.db.select().from(files).where(eq(files.source, 'application'));
    expect(stored.map((f) => f.id).sort()).toEqual([row!.logo, row!.coverImage, docId].sort());
    expect(stored.every((f) => !f.isPublic)).toBe(true);

    const mails = await mailsTo(ctx.db, 'kullanici@demo.example.com');
    const received = mails.find((m) => m.templateType === 'partner_application_received');
    expect(received?.html).toContain(`/application-status/${id}`);

    for (const email of ['admin@demo.example.com', 'editor@demo.example.com']) {
      const list = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, await userId(email)), eq(notifications.type, 'partner_application')));
      expect(list.at(-1)).toMatchObject({ actionUrl: '/admin-dashboard?tab=applications' });
      expect(list.at(-1)!.message).toContain('Yılmaz Dış Ticaret');
    }
  });

  it('only one pending application per user (409)', async () => {
    const res = await submit(user, valid({ username: 'baska-ad' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPLICATION_PENDING', message: tr.alreadyPending });
  });

  it('a username held by a pending application, a partner or a redirect is taken (409)', async () => {
    const pendingName = await submit(editor, valid({ username: 'YILMAZ-DIS', email: 'editor@demo.example.com' }));
    expect(pendingName.statusCode).toBe(409);
    expect(pendingName.json()).toMatchObject({ code: 'USERNAME_TAKEN', fieldErrors: { username: [tr.usernameTaken] } });

    const partnerName = await submit(editor, valid({ username: DEMO_PARTNER_OWNER.username }));
    expect(partnerName.json().code).toBe('USERNAME_TAKEN');

    const [partner] = await ctx.db.select({ id: partners.id }).from(partners).limit(1);
    await ctx.db.insert(partnerUsernameRedirects).values({ oldUsername: 'eski-ad', partnerId: partner!.id });
    const redirectName = await submit(editor, valid({ username: 'eski-ad' }));
    expect(redirectName.json().code).toBe('USERNAME_TAKEN');
  });

  it('username-available says the same, and is free for its own applicant', async () => {
    const check = async (name: string, cookie: string): Promise<unknown> =>
      (await get(`/api/partner-applications/username-available?username=${name}`, cookie)).json();
    expect(await check('yilmaz-dis', editor)).toEqual({ available: false });
    expect(await check('yilmaz-dis', user)).toEqual({ available: true });
    expect(await check(DEMO_PARTNER_OWNER.username, user)).toEqual({ available: false });
    expect(await check('eski-ad', user)).toEqual({ available: false });
    expect(await check('bos-bir-ad', user)).toEqual({ available: true });
    expect((await get('/api/partner-applications/username-available?username=a', user)).statusCode).toBe(400);
  });

  it('mine: the caller’s latest application, or null', async () => {
    expect((await get('/api/partner-applications/mine', user)).json()).toMatchObject({ id, status: 'pending' });
    expect((await get('/api/partner-applications/mine', other)).json()).toBeNull();
    expect((await get('/api/partner-applications/mine')).statusCode).toBe(401);
  });

  it('the public status record; unknown or malformed ids are 404 "Başvuru Bulunamadı"', async () => {
    const res = await get(`/api/application-status/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      status: 'pending',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      company: 'Yılmaz Dış Ticaret',
      email: 'kullanici@demo.example.com',
      phone: '5321110001',
      createdAt: expect.any(String),
      reviewedAt: null,
      reviewNotes: null,
    });
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const miss = await get(`/api/application-status/${bad}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND', message: tr.notFound });
    }
  });

  it('documents: the applicant and admins download them; anyone else gets 404', async () => {
    const url = `/api/partner-applications/${id}/documents/${docId}/download`;
    for (const cookie of [user, admin]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect(
      (await get(`/api/partner-applications/${id}/documents/${crypto.randomUUID()}/download`, user)).statusCode,
    ).toBe(404);
  });

  it('the private files are not served to another user through the files service either', async () => {
    const { openFileFor } = await import('../files/files.service');
    const otherViewer = {
      id: await userId('partner@demo.example.com'),
      userType: 'partner' as const,
      availableUserTypes: ['user', 'partner'] as const,
    };
    await expect(
      openFileFor(ctx.app, docId, { ...otherViewer, availableUserTypes: [...otherViewer.availableUserTypes] }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('every admin route answers 403 to non-admins and 401 to visitors', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/partner-applications'],
      ['GET', `/api/partner-applications/${id}/details`],
      ['PATCH', `/api/partner-applications/${id}`, { status: 'approved' }],
      ['GET', '/api/admin/partners'],
      ['PATCH', '/api/admin/partners/1', { isActive: false }],
      ['GET', '/api/admin/overview'],
    ];
    for (const [method, url, payload] of routes) {
      for (const cookie of [user, other]) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: { cookie, origin: TEST_ORIGIN },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      const anon = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: TEST_ORIGIN },
        ...(payload ? { payload } : {}),
      });
      expect(anon.statusCode).toBe(401);
    }
    const [row] = await ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(row!.status).toBe('pending');
  });

  it('admins list and read the details (documents included)', async () => {
    const list = await get('/api/partner-applications?status=pending', editor);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: string }[]>().map((a) => a.id)).toContain(id);
    expect((await get('/api/partner-applications?status=approved', admin)).json()).toEqual([]);
    const details = await get(`/api/partner-applications/${id}/details`, admin);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id,
      documents: [{ fileId: docId, name: 'vergi levhası.pdf' }],
      logoUrl: expect.stringMatching(/^\/objects\//),
      coverImageUrl: expect.stringMatching(/^\/objects\//),
      kvkkAcceptedAt: expect.any(String),
    });
    expect((await get(`/api/partner-applications/${crypto.randomUUID()}/details`, admin)).statusCode).toBe(404);
    expect((await get('/api/partner-applications/x/details', admin)).statusCode).toBe(404);
  });

  it('approval creates a listed, searchable partner with public images, the partner type, a notification and a mail', async () => {
    const res = await review(id, { status: 'approved', notes: 'Hoş geldiniz' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      reviewNotes: 'Hoş geldiniz',
      partnerId: expect.any(Number),
    });
    const partnerId = res.json().partnerId as number;

    const [partner] = await ctx.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(partner).toMatchObject({
      username: 'yilmaz-dis',
      companyName: 'Yılmaz Dış Ticaret',
      serviceCategory: 'danismanlik',
      isActive: true,
      isApproved: true,
      userId: await userId('kullanici@demo.example.com'),
      city: 'İzmir',
      phone: '5321110001',
      website: 'https://yilmaz.example.com',
    });
    expect(partner!.logo).toMatch(/^\/public-objects\//);
    expect(partner!.coverImage).toMatch(/^\/public-objects\//);

    const search = await get('/api/partners?search=Yılmaz Dış');
    expect(search.json<{ id: number }[]>().map((p) => p.id)).toContain(partnerId);
    const profile = await get('/api/partners/yilmaz-dis');
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ services: { name: string }[] }>().services.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Zeytinyağı ihracat planı']),
    );

    const [u] = await ctx.db.select().from(users).where(eq(users.email, 'kullanici@demo.example.com'));
    expect(u!.availableUserTypes).toEqual(['user', 'partner']);
    expect(u!.userType).toBe('user');
    // User management shows the phone the applicant gave (issue 18: it showed "—").
    expect(u!.phone).toBe('5321110001');

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u!.id), eq(notifications.type, 'partner_application')));
    expect(note).toMatchObject({ title: tr.approvedTitle, actionUrl: '/partner-dashboard' });
    const mails = await mailsTo(ctx.db, 'kullanici@demo.example.com');
    expect(mails.some((m) => m.templateType === 'partner_application_approved')).toBe(true);

    const status = (await get(`/api/application-status/${id}`)).json();
    expect(status).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
  });

  it('a reviewed application cannot be reviewed again (409)', async () => {
    const res = await review(id, { status: 'rejected' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('APPLICATION_REVIEWED');
    expect((await review(crypto.randomUUID(), { status: 'rejected' }, admin)).statusCode).toBe(404);
    expect((await review(id, { status: 'pending' }, admin)).statusCode).toBe(400);
  });

  it('rejection keeps the notes and mails them', async () => {
    const sent = await submit(
      editor,
      valid({ username: 'editor-firma', email: 'editor@demo.example.com', company: 'Kaya Ltd' }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await review(sent.json().id, { status: 'rejected', notes: 'Belgeler eksik' }, admin);
    expect(res.statusCode).toBe(200);
    const status = (await get(`/api/application-status/${sent.json().id}`)).json();
    expect(status).toMatchObject({ status: 'rejected', reviewNotes: 'Belgeler eksik' });
    const mail = (await mailsTo(ctx.db, 'editor@demo.example.com')).find(
      (m) => m.templateType === 'partner_application_rejected',
    );
    expect(mail?.html).toContain('Belgeler eksik');
    const [u] = await ctx.db.select().from(users).where(eq(users.email, 'editor@demo.example.com'));
    expect(u!.availableUserTypes).not.toContain('partner');
    expect((await get('/api/partners/editor-firma')).statusCode).toBe(404);
  });

  it('the decision mail is a notification copy: it follows platformUpdates; the notification does not', async () => {
    const editorId = await userId('editor@demo.example.com');
    const rejectedMails = async () =>
      (await mailsTo(ctx.db, 'editor@demo.example.com')).filter(
        (m) => m.templateType === 'partner_application_rejected',
      );
    const [first] = await rejectedMails();
    expect(first!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    await ctx.db
      .insert(emailPreferences)
      .values({ userId: editorId, platformUpdates: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { platformUpdates: false } });
    const sent = await submit(
      editor,
      valid({ username: 'editor-firma-2', email: 'editor@demo.example.com', company: 'Kaya Ltd' }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    // The confirmation the applicant just asked for is not a notification copy: it is always sent.
    expect((await mailsTo(ctx.db, 'editor@demo.example.com')).at(-1)!.templateType).toBe(
      'partner_application_received',
    );
    expect((await review(sent.json().id, { status: 'rejected', notes: 'Yine eksik' }, admin)).statusCode).toBe(200);
    expect(await rejectedMails()).toHaveLength(1);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, editorId), eq(notifications.type, 'partner_application')));
    expect(notes.filter((n) => n.title === tr.rejectedTitle)).toHaveLength(2);
  });

  it('a partner cannot apply again', async () => {
    const res = await submit(user, valid({ username: 'ikinci-firma' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tr.alreadyPartner);
  });
});

describe('admin partners', () => {
  it('lists every partner with its flags, searches, and the switch hides a partner from the catalogue', async () => {
    const list = await get('/api/admin/partners?q=yilmaz', admin);
    expect(list.statusCode).toBe(200);
    const found = list
      .json<{ items: { id: number; username: string }[] }>()
      .items.find((p) => p.username === 'yilmaz-dis')!;
    expect(found).toMatchObject({ isActive: true, isApproved: true, userId: expect.any(Number) });

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/partners/${found.id}`,
      headers: { origin: TEST_ORIGIN, cookie: editor },
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await get('/api/partners/yilmaz-dis')).statusCode).toBe(404);
    expect((await get('/api/partners?search=Yılmaz Dış')).json()).toEqual([]);
    // Passive partners stay in the admin list.
    expect((await get('/api/admin/partners?q=yilmaz', admin)).json().items[0]).toMatchObject({ isActive: false });

    const overview = (await get('/api/admin/overview', admin)).json();
    expect(overview.totalPartners).toBeGreaterThan(overview.activePartners);
    expect(overview.pendingApplications).toBe(0);

    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/partners/999999',
      headers: { origin: TEST_ORIGIN, cookie: admin },
      payload: { isActive: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages', async () => {
    const page = (await get('/api/admin/partners?limit=2&offset=0', admin)).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });
});
