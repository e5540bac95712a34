import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminFile, AdminFileList } from '@shared/contracts/admin-files';
import { adminAuditLog, files, users } from '../../db/schema';
import { objectKey } from '../../storage';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { makeDocx, makeImage, multipart, PDF } from '../../test/upload-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let admin: string;
let editor: string;
let user: string;
let partner: string;
let adminId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epp-admin-files-'));
  ctx = await createTestApp({ dataDir });
  [admin, editor, user, partner] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
  ]);
  adminId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.example.com')))[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
/** Every test starts from an empty file table, so counts and stats are exact. */
beforeEach(async () => {
  await ctx.db.delete(files);
});

const headers = (cookie?: string, lang?: string) => ({
  origin: TEST_ORIGIN,
  ...(cookie ? { cookie } : {}),
  ...(lang ? { 'accept-language': lang } : {}),
});

function upload(
  name: string,
  data: Buffer,
  opts: { makePublic?: boolean; cookie?: string; lang?: string; field?: string } = {},
) {
  const body = multipart(opts.field ?? 'file', name, data, 'application/octet-stream', {
    makePublic: String(opts.makePublic ?? false),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/files/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers(opts.cookie ?? admin, opts.lang) },
  });
}

const list = async (query = '', cookie = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/files${query}`, headers: headers(cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminFileList;
};
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: headers(cookie) });
const setPublic = (id: string, isPublic: boolean, cookie = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/files/${id}/public`,
    payload: { isPublic },
    headers: headers(cookie),
  });
const remove = (id: string, cookie = admin, lang?: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/files/${id}`, headers: headers(cookie, lang) });
const auditOf = (id: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'file'), eq(adminAuditLog.targetId, id)));

/** Inserts a row directly (no object), for list tests. */
async function row(values: Partial<typeof files.$inferInsert> & { originalName: string }) {
  const [r] = await ctx.db
    .insert(files)
    .values({
      fileName: `${crypto.randomUUID()}.bin`,
      fileSize: 100,
      mimeType: 'application/pdf',
      category: 'PDF',
      source: 'attached_assets',
      isPublic: false,
      uploadedBy: adminId,
      ...values,
    })
    .returning();
  return r!;
}

describe('upload (spec §2, §5, §9)', () => {
  it('stores a private PNG: 201 with the /objects/{id} URL, readable by admins only, audited', async () => {
    const res = await upload('Logo Taslak.png', await makeImage(30, 20, 'png'));
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as AdminFile;
    expect(file).toMatchObject({
      name: 'Logo Taslak.png',
      mimeType: 'image/png',
      category: 'image',
      source: 'attached_assets',
      isPublic: false,
      uploadedBy: adminId,
      fileUrl: `/objects/${file.id}`,
    });
    expect(file.uploaderName).toBeTruthy();
    expect(file.fileSize).toBeGreaterThan(0);
    const served = await get(file.fileUrl, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(file.fileUrl)).statusCode).toBe(404);
    expect((await get(`/public-objects/${file.fileName}`)).statusCode).toBe(404);
    const audit = await auditOf(file.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'file.uploaded', actorId: adminId });
  });

  it('stores a public PDF served to anyone at /public-objects/{fileName}', async () => {
    const res = await upload('katalog.pdf', PDF, { makePublic: true });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as AdminFile;
    expect(file).toMatchObject({ category: 'PDF', isPublic: true, fileUrl: `/public-objects/${file.fileName}` });
    const served = await get(file.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts a video (MP4) and a Word document by content', async () => {
    // The smallest MP4 content detection takes: an `ftyp` box with brand isom.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(64),
    ]);
    const video = await upload('tanitim.mp4', mp4);
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({ category: 'video', mimeType: 'video/mp4' });
    const word = await upload('sozlesme.docx', makeDocx());
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json()).toMatchObject({ category: 'Word' });
  });

  it('refuses types outside image, video, pdf, doc, docx, txt with the spec text, storing nothing', async () => {
    const csv = await upload('liste.csv', Buffer.from('a,b\n1,2\n'));
    expect(csv.statusCode).toBe(415);
    expect(csv.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(csv.json().message).toContain('Desteklenmeyen dosya türü');
    expect(csv.json().message).toContain('MP4');
    const html = await upload('page.txt', Buffer.from('<html><script>x</script></html>\u0000'), { lang: 'en' });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toMatch(/unsupported/i);
    expect((await list()).total).toBe(0);
  });

  it("answers 'Lütfen bir dosya seçin.' when no file is sent, and 413 over 10 MB", async () => {
    const body = multipart('other', 'a.png', Buffer.from('x'));
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/files/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers(admin) },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Lütfen bir dosya seçin.');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/admin/files/upload', headers: headers(admin) });
    expect(empty.statusCode).toBe(400);
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    expect((await list()).total).toBe(0);
  });
});

describe('list (spec §2: stats, filters, paging)', () => {
  it('pages newest first with filters, and counts stats over all files', async () => {
    const base = Date.UTC(2026, 0, 1);
    const a = await row({ originalName: 'Fiyat Listesi.pdf', fileSize: 1000, uploadedAt: new Date(base) });
    const b = await row({
      originalName: 'urun.png',
      mimeType: 'image/png',
      category: 'image',
      isPublic: true,
      source: 'partner',
      fileSize: 2000,
      uploadedAt: new Date(base + 1000),
    });
    const c = await row({
      originalName: 'notlar_100%.txt',
      mimeType: 'text/plain; charset=utf-8',
      category: 'text',
      fileSize: 300,
      uploadedAt: new Date(base + 2000),
    });
    const d = await row({
      originalName: 'eski.bin',
      mimeType: 'application/octet-stream',
      category: 'legacy',
      fileSize: 5,
      uploadedAt: new Date(base + 3000),
    });

    const all = await list();
    expect(all.files.map((f) => f.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect(all).toMatchObject({ total: 4, page: 1, hasMore: false });
    expect(all.files[0]!.category).toBe('other');
    expect(all.files.find((f) => f.id === b.id)!.fileUrl).toBe(`/public-objects/${b.fileName}`);
    expect(all.files.find((f) => f.id === a.id)!.fileUrl).toBe(`/objects/${a.id}`);
    expect(all.stats).toEqual({
      totalFiles: 4,
      totalSize: 3305,
      publicFiles: 1,
      privateFiles: 3,
      byCategory: expect.arrayContaining([
        { category: 'PDF', count: 1, size: 1000 },
        { category: 'image', count: 1, size: 2000 },
        { category: 'text', count: 1, size: 300 },
        { category: 'other', count: 1, size: 5 },
      ]),
    });

    const page2 = await list('?page=2&limit=3');
    expect(page2.files.map((f) => f.id)).toEqual([a.id]);
    expect(page2).toMatchObject({ total: 4, hasMore: false, page: 2, limit: 3 });
    expect((await list('?limit=3')).hasMore).toBe(true);

    const images = await list('?category=image');
    expect(images.files.map((f) => f.id)).toEqual([b.id]);
    expect(images.total).toBe(1);
    expect(images.stats.totalFiles).toBe(4); // stats stay over all files
    expect((await list('?category=other')).files.map((f) => f.id)).toEqual([d.id]);
    expect((await list('?visibility=public')).files.map((f) => f.id)).toEqual([b.id]);
    expect((await list('?visibility=private')).total).toBe(3);
    expect((await list('?source=partner')).files.map((f) => f.id)).toEqual([b.id]);
    expect((await list('?search=fiyat')).files.map((f) => f.id)).toEqual([a.id]);
    // % and _ are taken literally.
    expect((await list('?search=100%25')).files.map((f) => f.id)).toEqual([c.id]);
    expect((await list('?search=%25')).files.map((f) => f.id)).toEqual([c.id]);
    expect((await list('?search=fiyat&visibility=public')).total).toBe(0);
  });

  it('refuses unknown filter values with 400', async () => {
    for (const q of ['?category=exe', '?visibility=secret', '?source=x', '?limit=500', '?page=0']) {
      const res = await get(`/api/admin/files${q}`, admin);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('public/private (spec §2, §9)', () => {
  it('moves the object: the public URL works only while public; audited with before/after', async () => {
    const file = (await upload('foto.png', await makeImage(10, 10, 'png'))).json() as AdminFile;
    const publicUrl = `/public-objects/${file.fileName}`;
    expect((await get(publicUrl)).statusCode).toBe(404);

    let res = await setPublic(file.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: file.id, isPublic: true, fileUrl: publicUrl });
    expect((await get(publicUrl)).statusCode).toBe(200);
    expect(await ctx.app.storage.exists(objectKey('private', file.fileName))).toBe(false);

    res = await setPublic(file.id, false);
    expect(res.json()).toMatchObject({ isPublic: false, fileUrl: `/objects/${file.id}` });
    expect((await get(publicUrl)).statusCode).toBe(404);
    expect((await get(`/objects/${file.id}`, admin)).statusCode).toBe(200);

    // No change, no entry.
    expect((await setPublic(file.id, false)).statusCode).toBe(200);
    const audit = (await auditOf(file.id)).filter((e) => e.action === 'file.visibility.changed');
    expect(audit.map((e) => e.details)).toEqual([
      expect.objectContaining({ before: false, after: true }),
      expect.objectContaining({ before: true, after: false }),
    ]);
  });

  it('answers 404 ADMIN_FILE_NOT_FOUND for an unknown id and 400 without a body', async () => {
    const res = await setPublic(crypto.randomUUID(), true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ADMIN_FILE_NOT_FOUND', message: 'Dosya bulunamadı.' });
    expect((await setPublic('1', true)).statusCode).toBe(404);
    const noBody = await ctx.app.inject({ method: 'PUT', url: `/api/admin/files/1/public`, headers: headers(admin) });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('delete (spec §2: with confirmation in the UI)', () => {
  it('removes row and object (the URLs then answer 404), audited; a second delete is 404', async () => {
    const file = (await upload('silinecek.pdf', PDF, { makePublic: true })).json() as AdminFile;
    expect((await get(file.fileUrl)).statusCode).toBe(200);
    const res = await remove(file.id, editor);
    expect(res.statusCode).toBe(204);
    expect(await ctx.app.storage.get(objectKey('public', file.fileName))).toBeNull();
    expect((await get(file.fileUrl)).statusCode).toBe(404);
    expect((await get(`/objects/${file.id}`, admin)).statusCode).toBe(404);
    expect((await list()).total).toBe(0);
    expect((await auditOf(file.id)).map((e) => e.action)).toContain('file.deleted');

    const again = await remove(file.id, admin, 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'ADMIN_FILE_NOT_FOUND', message: 'File not found.' });
  });
});

describe('access (spec §2: admin only)', () => {
  it('refuses users and partners with 403 and visitors with 401, changing nothing', async () => {
    const file = (await upload('gizli.pdf', PDF)).json() as AdminFile;
    for (const cookie of [user, partner]) {
      expect((await get('/api/admin/files', cookie)).statusCode).toBe(403);
      expect((await upload('x.pdf', PDF, { cookie })).statusCode).toBe(403);
      expect((await setPublic(file.id, true, cookie)).statusCode).toBe(403);
      expect((await remove(file.id, cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/files')).statusCode).toBe(401);
    expect((await remove(file.id, '')).statusCode).toBe(401);
    const after = await list('', editor);
    expect(after.files).toEqual([expect.objectContaining({ id: file.id, isPublic: false })]);
  });
});
