/**
 * Data export (issue 22; docs/decisions/039-data-export.md) on a private copy of the seeded database:
 * the request over HTTP (one a day), the build job run directly (test apps do not start the runner),
 * the ZIP read back (the user's JSON and files, nothing of another user), the mailed link (valid,
 * tampered, expired), the owner's download without a link, and the retention rule.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_DOWNLOAD_PATH, type DataExportState } from '@shared/contracts/data-export';
import { dataExports, files, notifications, users } from '../../db/schema';
import { preferenceMailConfig } from '../../mail/preferences';
import { objectKey } from '../../storage';
import { createTestApp, freshIp, latestMail, linkIn, signIn, TEST_ORIGIN } from '../../test/helpers';
import { applyRetention } from '../retention/retention.service';
import { buildNextExport, buildPendingExports, createDownloadToken } from './data-export.service';

const OWNER = 'kullanici@demo.example.com';
const OTHER = 'partner@demo.example.com';
const DAY_MS = 86_400_000;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let ownerId: number;
let otherId: number;
const ownMarker = `own-${randomUUID()}`;
const otherMarker = `other-${randomUUID()}`;
let ownFileId: string;
const ownBytes = Buffer.from(`%PDF-1.4 the owner's upload ${ownMarker}`);
const otherBytes = Buffer.from(`%PDF-1.4 someone else's upload ${otherMarker}`);

async function api(method: 'GET' | 'POST', url: string, options: { cookie?: string; headers?: object } = {}) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

async function userId(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A stored private file uploaded by `uploadedBy`, row and object. */
async function upload(uploadedBy: number, name: string, bytes: Buffer): Promise<string> {
  const fileName = `${randomUUID()}.pdf`;
  await ctx.app.storage.put(objectKey('private', fileName), bytes, 'application/pdf');
  const [row] = await ctx.db
    .insert(files)
    .values({
      fileName,
      originalName: name,
      fileSize: bytes.length,
      mimeType: 'application/pdf',
      category: 'document',
      source: 'message',
      uploadedBy,
    })
    .returning({ id: files.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, OWNER);
  ownerId = await userId(OWNER);
  otherId = await userId(OTHER);
  ownFileId = await upload(ownerId, 'sözleşme/../taslak.pdf', ownBytes);
  await upload(otherId, 'other.pdf', otherBytes);
  await ctx.db.insert(notifications).values([
    { userId: ownerId, type: 'system_status', title: 'Own', message: ownMarker },
    { userId: otherId, type: 'system_status', title: 'Other', message: otherMarker },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

describe('data export', () => {
  let exportId: string;
  let link: string;

  it('records a request, and refuses a second one the same day with 429 and the next allowed time', async () => {
    const first = await api('POST', '/api/user/data-export', { cookie });
    expect(first.statusCode).toBe(202);
    const state = first.json<DataExportState>();
    expect(state.latest).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null });
    expect(Date.parse(state.nextRequestAt!) - Date.parse(state.latest!.requestedAt)).toBe(DAY_MS);
    exportId = state.latest!.id;

    const again = await api('POST', '/api/user/data-export', { cookie, headers: { 'accept-language': 'en' } });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'DATA_EXPORT_TOO_SOON' });
    expect(again.json().message).toMatch(
      /^You already asked for a copy of your data in the last 24 hours\. You can ask again from .+\d/,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 60);
    const tr = await api('POST', '/api/user/data-export', { cookie });
    expect(tr.json().message).toMatch(/^Son 24 saat içinde zaten bir veri kopyası istediniz/);

    expect((await api('GET', '/api/user/data-export', { cookie })).json()).toEqual(state);
    expect((await api('POST', '/api/user/data-export')).statusCode).toBe(401);
  });

  it('builds the ZIP once, then mails a signed link and notifies the user', async () => {
    expect(await buildPendingExports(ctx.app)).toEqual({ built: 1, more: false });
    expect(await buildNextExport(ctx.app)).toBe(false);

    const state = (await api('GET', '/api/user/data-export', { cookie })).json<DataExportState>();
    expect(state.latest).toMatchObject({ id: exportId, status: 'ready' });
    expect(Date.parse(state.latest!.expiresAt!) - Date.parse(state.latest!.readyAt!)).toBe(7 * DAY_MS);

    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row!.objectKey).toBe(`private/data-export-${exportId}.zip`);

    const mail = await latestMail(ctx.db, OWNER);
    expect(mail).toMatchObject({ templateType: 'data_export_ready', language: 'tr' });
    link = linkIn(mail!.html, DATA_EXPORT_DOWNLOAD_PATH);
    expect(link).toMatch(/\?token=[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).not.toContain('{{date}}');
    expect(mail!.html).toMatch(/Bağlantı <strong>\d+ \S+ 20\d\d \d\d:\d\d<\/strong> tarihine kadar geçerlidir/);

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.title, 'Verileriniz indirilmeye hazır')));
    expect(note).toMatchObject({ type: 'system_status', actionUrl: '/user-panel?tab=settings' });
  });

  it('serves the ZIP to the link alone: the user’s JSON and files, nothing of another user', async () => {
    const res = await api('GET', link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries);
    for (const file of ['README.txt', 'profile.json', 'notifications.json', 'files.json', 'quote-requests.json']) {
      expect(names).toContain(file);
    }
    const json = (name: string) => JSON.parse(new TextDecoder().decode(entries[name])) as Record<string, unknown>[];
    expect(json('profile.json')).toEqual([expect.objectContaining({ id: ownerId, email: OWNER })]);
    expect(json('notifications.json').map((n) => n.message)).toContain(ownMarker);
    expect(json('files.json').map((f) => f.id)).toContain(ownFileId);
    // The stored name is flattened: no folder can be made from "sözleşme/../taslak.pdf".
    const stored = names.find((n) => n.startsWith(`files/${ownFileId}-`));
    expect(stored).toBe(`files/${ownFileId}-sözleşme_.._taslak.pdf`);
    expect(Buffer.from(entries[stored!]!)).toEqual(ownBytes);

    const everything = Object.values(entries)
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(everything).not.toContain(otherMarker);
    expect(everything).not.toContain(OTHER);
  });

  it('rejects a tampered or expired link, and sends a browser to the panel with the reason', async () => {
    const tampered = link.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + 1}.`);
    const bad = await api('GET', tampered);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ code: 'DATA_EXPORT_LINK_INVALID' });
    const page = await api('GET', tampered, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/user-panel?tab=settings&dataExport=invalid');

    const past = createDownloadToken(preferenceMailConfig().secret, exportId, new Date(Date.now() - 1000));
    const expired = await api('GET', `${DATA_EXPORT_DOWNLOAD_PATH}?token=${past}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'DATA_EXPORT_LINK_EXPIRED' });
    const expiredPage = await api('GET', `${DATA_EXPORT_DOWNLOAD_PATH}?token=${past}`, {
      headers: { accept: 'text/html' },
    });
    expect(expiredPage.headers.location).toBe('/user-panel?tab=settings&dataExport=expired');
  });

  it('serves the signed-in owner without a link, and nobody else', async () => {
    expect((await api('GET', DATA_EXPORT_DOWNLOAD_PATH, { cookie })).statusCode).toBe(200);
    expect((await api('GET', DATA_EXPORT_DOWNLOAD_PATH)).json()).toMatchObject({ code: 'DATA_EXPORT_LINK_INVALID' });
    const other = await signIn(ctx.app, OTHER);
    const res = await api('GET', DATA_EXPORT_DOWNLOAD_PATH, { cookie: other });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DATA_EXPORT_NOT_READY' });
  });

  it('reads expired after 7 days; retention then deletes the ZIP and the row; a new request is allowed', async () => {
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    // Move the export 8 days back, as if it had been built then.
    await ctx.db
      .update(dataExports)
      .set({
        requestedAt: new Date(row!.requestedAt.getTime() - 8 * DAY_MS),
        readyAt: new Date(row!.readyAt!.getTime() - 8 * DAY_MS),
        expiresAt: new Date(row!.expiresAt!.getTime() - 8 * DAY_MS),
      })
      .where(eq(dataExports.id, exportId));
    const state = (await api('GET', '/api/user/data-export', { cookie })).json<DataExportState>();
    expect(state).toMatchObject({ latest: { status: 'expired' }, nextRequestAt: null });
    expect((await api('GET', link)).statusCode).toBe(410);
    expect(await ctx.app.storage.exists(row!.objectKey!)).toBe(true);

    const run = await applyRetention(ctx.app);
    expect(run.counts.dataExports).toBe(1);
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId))).toEqual([]);
    expect(await ctx.app.storage.exists(row!.objectKey!)).toBe(false);
    expect((await api('GET', link)).json()).toMatchObject({ code: 'DATA_EXPORT_LINK_INVALID' });

    expect((await api('GET', '/api/user/data-export', { cookie })).json()).toEqual({
      latest: null,
      nextRequestAt: null,
    });
    expect((await api('POST', '/api/user/data-export', { cookie })).statusCode).toBe(202);
  });
});
