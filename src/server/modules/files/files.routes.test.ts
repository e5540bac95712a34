import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import errorsPlugin from '../../plugins/errors';
import { files, users } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import {
  copyStoredFile,
  deleteStoredFile,
  discardStoredObject,
  setFileVisibility,
  type StoredFile,
  storeUpload,
  type UploadKind,
} from './files.service';
import { filesUnder, makeCfb, makeDocx, makeImage, multipart, PDF } from '../../test/upload-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let uploads: string;
let user: string;
let partner: string;
let admin: string;
let userId: number;
let partnerId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epp-files-'));
  uploads = join(dataDir, 'uploads');
  ctx = await createTestApp({ dataDir });
  [user, partner, admin] = await Promise.all([
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
    signIn(ctx.app, 'admin@demo.example.com'),
  ]);
  const idOf = async (email: string) =>
    (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  userId = await idOf('kullanici@demo.example.com');
  partnerId = await idOf('partner@demo.example.com');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Uploads start from an empty folder and table, so "nothing stored" is exact. */
beforeEach(async () => {
  await ctx.db.delete(files);
  rmSync(uploads, { recursive: true, force: true });
});

const fileRows = async () => (await ctx.db.select({ n: count() }).from(files))[0]!.n;

function upload(
  path: string,
  field: string,
  name: string,
  data: Buffer,
  opts: { cookie?: string; lang?: string; type?: string } = {},
) {
  const body = multipart(field, name, data, opts.type);
  return ctx.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: {
      ...body.headers,
      origin: TEST_ORIGIN,
      ...(opts.cookie === '' ? {} : { cookie: opts.cookie ?? user }),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });
}

async function expectNothingStored() {
  expect(filesUnder(dataDir)).toEqual([]);
  expect(await fileRows()).toBe(0);
}

const ROUTES = [
  ['/api/upload/profile-image', 'profileImage'],
  ['/api/upload/image', 'image'],
  ['/api/upload/document', 'document'],
  ['/api/upload/general', 'file'],
] as const;

describe('POST /api/upload/*', () => {
  it('refuses visitors with 401', async () => {
    const res = await upload('/api/upload/image', 'image', 'a.jpg', await makeImage(10, 10), { cookie: '' });
    expect(res.statusCode).toBe(401);
    await expectNothingStored();
  });

  it('image: stores a public, re-encoded JPEG without its metadata, served immutable at /public-objects', async () => {
    const original = await makeImage(800, 600, 'jpeg', 'SECRET-GPS');
    expect(original.includes('SECRET-GPS')).toBe(true);
    const res = await upload('/api/upload/image', 'image', 'foto.JPG', original);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null, metadata: { width: 800, height: 600 } });
    expect(body.url).toMatch(/^\/public-objects\/[0-9a-f-]{36}\.jpg$/);
    const [row] = await ctx.db.select().from(files);
    expect(row).toMatchObject({
      isPublic: true,
      source: 'profile',
      uploadedBy: userId,
      mimeType: 'image/jpeg',
      category: 'image',
      originalName: 'foto.JPG',
    });
    const stored = readFileSync(join(uploads, 'public', row!.fileName));
    expect(stored.includes('SECRET-GPS')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const served = await ctx.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('profile-image: crops to 400x400', async () => {
    const res = await upload('/api/upload/profile-image', 'profileImage', 'me.png', await makeImage(1000, 500, 'png'));
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toEqual({ width: 400, height: 400 });
    expect(res.json().url).toMatch(/\.png$/);
  });

  it('document: stores a private PDF served only as an attachment, with no-store', async () => {
    const res = await upload('/api/upload/document', 'document', 'teklif.pdf', PDF);
    expect(res.statusCode).toBe(200);
    const { url, metadata } = res.json();
    expect(url).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    expect(metadata).toBeNull();
    const [row] = await ctx.db.select().from(files);
    expect(row).toMatchObject({ isPublic: false, source: 'object_storage_private', category: 'PDF' });
    expect(filesUnder(uploads)).toEqual([`private/${row!.fileName}`]);
    const served = await ctx.app.inject({ method: 'GET', url, headers: { cookie: user } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="teklif.pdf"/);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['a DOCX', 'rapor.docx', makeDocx(), 'Word'],
    ['an old Word file by its name', 'eski.doc', makeCfb(), 'Word'],
    ['an old Excel file by its name', 'tablo.xls', makeCfb(), 'Excel'],
    ['UTF-8 text', 'not.txt', Buffer.from('İhracat notları: çğşöü\n'), 'text'],
    ['CSV', 'liste.csv', Buffer.from('ad;şehir\nAyşe;İzmir\n'), 'text'],
  ])('document: accepts %s', async (_what, name, data, category) => {
    const res = await upload('/api/upload/document', 'document', name, data);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(files);
    expect(row!.category).toBe(category);
  });

  it('general: accepts an image (public=false) and a document', async () => {
    const image = await upload('/api/upload/general', 'file', 'a.webp', await makeImage(50, 50, 'webp'));
    expect(image.statusCode).toBe(200);
    expect(image.json().url).toMatch(/^\/objects\//);
    const doc = await upload('/api/upload/general', 'file', 'a.pdf', PDF);
    expect(doc.statusCode).toBe(200);
    expect(await fileRows()).toBe(2);
  });

  it('serves text as an attachment with nosniff and a sandbox, so HTML in a .txt cannot run', async () => {
    const res = await upload('/api/upload/general', 'file', 'x.txt', Buffer.from('<html><script>alert(1)</script>'));
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().url, headers: { cookie: user } });
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('stores only the first file when a request carries several, and still answers', async () => {
    const one = multipart('document', 'a.pdf', PDF);
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="b.pdf"\r\n\r\n%PDF-1.4 b\r\n`,
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/document',
      payload,
      headers: { ...one.headers, origin: TEST_ORIGIN, cookie: user },
    });
    expect(res.statusCode).toBe(200);
    expect(await fileRows()).toBe(1);
  });

  it('answers 400 with the spec text when the file field is missing or named otherwise', async () => {
    const res = await upload('/api/upload/image', 'photo', 'a.jpg', await makeImage(10, 10));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Lütfen bir dosya seçin.', code: 'VALIDATION_ERROR' });
    await expectNothingStored();
  });
});

describe('upload attacks: refused with their localized message, nothing stored', () => {
  it.each(ROUTES)('%s: oversize (10 MB + 1 byte) → 413', async (path, field) => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const res = await upload(path, field, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FILE_TOO_LARGE',
      error: 'Dosya çok büyük. Maksimum dosya boyutu 10MB olmalıdır.',
    });
    await expectNothingStored();
  });

  it('answers in English for an English caller', async () => {
    const res = await upload('/api/upload/general', 'file', 'x.bin', Buffer.alloc(0), { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_EMPTY',
      error: 'The file is empty. Please choose a file with content.',
    });
  });

  it.each(ROUTES)('%s: empty file → 400', async (path, field) => {
    const res = await upload(path, field, 'empty.png', Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'FILE_EMPTY',
      error: expect.stringContaining('Dosya boş'),
    });
    await expectNothingStored();
  });

  it.each(ROUTES)(
    '%s: content that does not match the name (an executable named .jpg/.pdf) → 415',
    async (path, field) => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]);
      const res = await upload(path, field, field === 'document' ? 'fatura.pdf' : 'foto.jpg', exe, {
        type: 'image/jpeg',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNSUPPORTED_FILE_TYPE',
        error: expect.stringContaining('Desteklenmeyen dosya türü'),
      });
      await expectNothingStored();
    },
  );

  it('a PDF offered as an image → 415 listing the accepted image types', async () => {
    const res = await upload('/api/upload/image', 'image', 'foto.jpg', PDF, { type: 'image/jpeg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Desteklenmeyen dosya türü. Kabul edilen türler: JPG, JPEG, PNG, GIF, WEBP.');
    await expectNothingStored();
  });

  it('an image offered as a document → 415 listing the document types', async () => {
    const res = await upload('/api/upload/document', 'document', 'a.pdf', await makeImage(10, 10));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toContain('PDF, DOC, DOCX, XLS, XLSX, TXT, CSV');
    await expectNothingStored();
  });

  it('an old-Office container named other than .doc/.xls (an .msi) → 415', async () => {
    const res = await upload('/api/upload/document', 'document', 'setup.msi', makeCfb());
    expect(res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('text with NUL bytes or invalid UTF-8 → 415', async () => {
    for (const data of [Buffer.from('abc\0def'), Buffer.from([0x61, 0xff, 0xfe, 0x62])]) {
      const res = await upload('/api/upload/document', 'document', 'x.txt', data);
      expect(res.statusCode).toBe(415);
    }
    await expectNothingStored();
  });

  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );
  it.each(ROUTES)('%s: an SVG with a script, offered as an image → 415', async (path, field) => {
    const res = await upload(path, field, 'logo.svg', svg, { type: 'image/svg+xml' });
    expect(res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it.each(ROUTES.filter(([, f]) => f !== 'document'))(
    '%s: a PNG with HTML appended (polyglot) → 415',
    async (path, field) => {
      const png = Buffer.concat([
        await makeImage(20, 20, 'png'),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      const res = await upload(path, field, 'a.png', png);
      expect(res.statusCode).toBe(415);
      await expectNothingStored();
    },
  );

  it('a GIF carrying JavaScript without markup (GIF/JS polyglot) is re-encoded clean', async () => {
    const gif = Buffer.concat([await makeImage(20, 20, 'gif'), Buffer.from('\n/*x*/=1;alert(document.domain)//')]);
    const res = await upload('/api/upload/image', 'image', 'anim.gif', gif);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\.png$/);
    const [row] = await ctx.db.select().from(files);
    const stored = readFileSync(join(uploads, 'public', row!.fileName));
    expect(stored.includes('alert(')).toBe(false);
    expect(stored.toString('latin1')).not.toMatch(/<script/i);
  });

  it('a JPEG whose metadata carries a script → 415', async () => {
    const jpeg = await makeImage(20, 20, 'jpeg', '<script>alert(1)</script>');
    const res = await upload('/api/upload/image', 'image', 'a.jpg', jpeg);
    expect(res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('a corrupt image (valid header, truncated) → 415', async () => {
    const jpeg = (await makeImage(400, 400)).subarray(0, 300);
    const res = await upload('/api/upload/image', 'image', 'a.jpg', jpeg);
    expect(res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it.each(ROUTES)(
    '%s: a path-like name stays a name: stored under a server-chosen name inside uploads',
    async (path, field) => {
      const data = field === 'document' ? PDF : await makeImage(30, 30, 'png');
      const name = field === 'document' ? '../../../etc/x.pdf' : '..\\..\\x.png';
      const res = await upload(path, field, name, data);
      expect(res.statusCode).toBe(200);
      const [row] = await ctx.db.select().from(files);
      expect(row!.originalName).toBe(field === 'document' ? 'x.pdf' : 'x.png');
      expect(row!.fileName).toMatch(/^[0-9a-f-]{36}\.(pdf|png)$/);
      // The only file written under DATA_DIR is the one object, in its area.
      expect(filesUnder(dataDir)).toEqual([`uploads/${row!.isPublic ? 'public' : 'private'}/${row!.fileName}`]);
    },
  );

  it('a very long name with control characters is kept cut to 255 characters, cleaned', async () => {
    const name = `\u202e${'ş'.repeat(600)}\u0007.pdf`;
    const res = await upload('/api/upload/document', 'document', name, PDF);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(files);
    expect([...row!.originalName]).toHaveLength(255);
    expect(row!.originalName).toBe('ş'.repeat(255));
  });
});

describe('GET /objects/:id (private files)', () => {
  it('serves the uploader, a user it is shared with, and admins; 404 for anyone else', async () => {
    const res = await upload('/api/upload/document', 'document', 'gizli.pdf', PDF);
    const url = res.json().url as string;
    const get = (cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get(user)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(404);
    const other = await get(partner);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    await ctx.db.update(files).set({ sharedWith: [partnerId] });
    expect((await get(partner)).statusCode).toBe(200);
  });

  it('answers a Range request with 206 and those bytes (videos can be sought), 416 past the end', async () => {
    const res = await upload('/api/upload/document', 'document', 'gizli.pdf', PDF);
    const url = res.json().url as string;
    const get = (range?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: user, ...(range ? { range } : {}) } });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await get('bytes=2-9');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${size}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(2, 10))).toBe(true);
    const tail = await get('bytes=-5');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 5))).toBe(true);
    const past = await get(`bytes=${size + 10}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // A malformed header gets the whole file; a stranger still gets 404, range or not.
    expect((await get('lines=1-2')).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: partner, range: 'bytes=0-1' } })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown or malformed id, and a private file is not reachable as a public object', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/objects/not-a-uuid', headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/objects/${crypto.randomUUID()}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    await upload('/api/upload/document', 'document', 'gizli.pdf', PDF);
    const [row] = await ctx.db.select().from(files);
    expect((await ctx.app.inject({ method: 'GET', url: `/public-objects/${row!.fileName}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/public-objects/..%2Fprivate%2Fx.pdf' })).statusCode).toBe(404);
  });
});

describe('POST /api/upload/url and the signed PUT', () => {
  const askUrl = async (fileName: string, cookie = user) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/url',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { fileName, fileType: 'application/pdf' },
      })
    ).json() as { uploadURL: string; key: string };
  const put = (url: string, data: Buffer, cookie = user, type = 'application/pdf') =>
    ctx.app.inject({
      method: 'PUT',
      url,
      payload: data,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': type },
    });

  it('stores the file under the promised key, private to the user, once', async () => {
    const { uploadURL, key } = await askUrl('sözleşme.pdf');
    expect(uploadURL).toMatch(/^\/api\/upload\/put\//);
    const res = await put(uploadURL, PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id: key, url: `/objects/${key}` });
    const [row] = await ctx.db.select().from(files);
    expect(row).toMatchObject({ id: key, originalName: 'sözleşme.pdf', isPublic: false, uploadedBy: userId });
    const again = await put(uploadURL, PDF);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: expect.stringContaining('Yükleme bağlantısı') });
    expect(await fileRows()).toBe(1);
  });

  it('checks the content like /api/upload/general, whatever the Content-Type says', async () => {
    const { uploadURL } = await askUrl('logo.svg');
    const res = await put(
      uploadURL,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      user,
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('refuses another user, a changed name and a forged token', async () => {
    const { uploadURL } = await askUrl('a.pdf');
    expect((await put(uploadURL, PDF, partner)).statusCode).toBe(400);
    expect((await put(uploadURL.replace('name=a.pdf', 'name=b.pdf'), PDF)).statusCode).toBe(400);
    expect(
      (
        await put(
          uploadURL.replace(/\.[A-Za-z0-9_-]{43}\?/, () => `.${'A'.repeat(43)}?`),
          PDF,
        )
      ).statusCode,
    ).toBe(400);
    await expectNothingStored();
  });

  it('refuses a body over 10 MB with FILE_TOO_LARGE', async () => {
    const { uploadURL } = await askUrl('big.pdf');
    const res = await put(uploadURL, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    await expectNothingStored();
  });
});

describe('files.service', () => {
  /** storeUpload of a private application file by the demo user. */
  const storeAs = (kind: UploadKind, data: Buffer, originalName: string) =>
    storeUpload(ctx.app, { data, originalName, kind, source: 'application', isPublic: false, uploadedBy: userId });

  it('logo: a square of at most 400; cover: as sent, at most 2400 wide', async () => {
    const logo = await storeAs('logo', await makeImage(900, 600, 'png'), 'logo.png');
    expect(logo.metadata).toEqual({ width: 400, height: 400 });
    const small = await storeAs('logo', await makeImage(120, 200, 'png'), 'logo.png');
    expect(small.metadata).toEqual({ width: 120, height: 120 });
    const cover = await storeAs('cover', await makeImage(3000, 1000, 'jpeg'), 'cover.jpg');
    expect(cover.metadata).toEqual({ width: 2400, height: 800 });
  });

  it('logo: over 5 MB is refused with its own limit', async () => {
    await expect(storeAs('logo', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'logo.png')).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      params: { n: 5 },
    });
  });

  it('application-document: PDF, DOCX, JPEG, PNG yes; WebP and text no', async () => {
    const store = (data: Buffer, originalName: string) => storeAs('application-document', data, originalName);
    await expect(store(PDF, 'a.pdf')).resolves.toMatchObject({ mimeType: 'application/pdf' });
    await expect(store(makeDocx(), 'a.docx')).resolves.toMatchObject({
      mimeType: expect.stringContaining('wordprocessingml'),
    });
    await expect(store(await makeImage(20, 20, 'png'), 'a.png')).resolves.toMatchObject({ mimeType: 'image/png' });
    await expect(store(await makeImage(20, 20, 'webp'), 'a.webp')).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    await expect(store(Buffer.from('hello'), 'a.txt')).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('discards the object of a file whose transaction rolled back', async () => {
    let stored: StoredFile | undefined;
    await expect(
      ctx.db.transaction(async (tx) => {
        stored = await storeUpload(
          ctx.app,
          {
            data: PDF,
            originalName: 'a.pdf',
            kind: 'document',
            source: 'application',
            isPublic: false,
            uploadedBy: userId,
          },
          tx,
        );
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await fileRows()).toBe(0);
    expect(filesUnder(uploads)).toHaveLength(1);
    await discardStoredObject(ctx.app, stored!);
    await expectNothingStored();
  });

  it('removes the object again when the row cannot be written', async () => {
    const failing = {
      select: ctx.db.select.bind(ctx.db),
      insert: () => {
        throw new Error('insert failed');
      },
    } as unknown as Parameters<typeof storeUpload>[2];
    await expect(
      storeUpload(
        ctx.app,
        { data: PDF, originalName: 'a.pdf', kind: 'document', source: 'message', isPublic: false, uploadedBy: userId },
        failing,
      ),
    ).rejects.toThrow('insert failed');
    await expectNothingStored();
  });

  it('copies a private file to a public one, moves visibility, and deletes row and object', async () => {
    const original = await storeAs('logo', await makeImage(300, 300, 'png'), 'logo.png');
    const copy = await copyStoredFile(ctx.app, original.id, { isPublic: true, source: 'partner', uploadedBy: userId });
    expect(copy.url).toBe(`/public-objects/${copy.fileName}`);
    expect(copy).toMatchObject({
      originalName: 'logo.png',
      mimeType: 'image/png',
      metadata: { width: 300, height: 300 },
    });
    expect((await ctx.app.inject({ method: 'GET', url: copy.url })).statusCode).toBe(200);
    expect(filesUnder(uploads)).toEqual([`private/${original.fileName}`, `public/${copy.fileName}`].sort());

    const moved = await setFileVisibility(ctx.app, original.id, true);
    expect(moved.url).toBe(`/public-objects/${original.fileName}`);
    expect(filesUnder(uploads)).toEqual([`public/${copy.fileName}`, `public/${original.fileName}`].sort());

    await deleteStoredFile(ctx.app, original.id);
    await deleteStoredFile(ctx.app, copy.id);
    await expectNothingStored();
    await expect(deleteStoredFile(ctx.app, copy.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('errors plugin', () => {
  it("answers multipart's own cut-off (FST_REQ_FILE_TOO_LARGE) as FILE_TOO_LARGE in the caller's language", async () => {
    // Any multipart route outside this module (the partner application) gets the same answer.
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(multipartPlugin, { limits: { fileSize: 100 } });
    app.post('/x', async (req) => {
      await (await req.file())!.toBuffer();
      return {};
    });
    const body = multipart('logo', 'a.png', Buffer.alloc(101));
    for (const [lang, text] of [
      ['tr', 'Dosya çok büyük. Maksimum dosya boyutu 10MB olmalıdır.'],
      ['en', 'The file is too large. The maximum file size is 10MB.'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/x',
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'FILE_TOO_LARGE', message: text, requestId: expect.any(String) });
    }
    await app.close();
  });
});
