import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import type { S3Storage } from '../../storage';
import { startTestS3, type TestS3 } from '../../storage/s3-test-server';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { filesUnder, makeImage, multipart, PDF } from '../../test/upload-fixtures';

/** The upload routes with S3 configured (S3_BUCKET): objects land in the bucket, none on disk. */
let s3: TestS3;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let cookie: string;
/** Rows of the seeded demo images (their objects are on no disk here, which does not matter). */
let seededRows: number;
const fileRows = async () => (await ctx.db.select({ n: count() }).from(files))[0]!.n;

beforeAll(async () => {
  s3 = await startTestS3('epp-uploads');
  dataDir = mkdtempSync(join(tmpdir(), 'epp-files-s3-'));
  ctx = await createTestApp({ dataDir, s3: s3.options });
  cookie = await signIn(ctx.app, 'kullanici@demo.example.com');
  seededRows = await fileRows();
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const storage = ctx.app.storage as S3Storage;
  const out = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

function upload(path: string, field: string, name: string, data: Buffer) {
  const body = multipart(field, name, data);
  return ctx.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, origin: TEST_ORIGIN, cookie },
  });
}

describe('uploads with S3 storage', () => {
  it('uses the S3 driver', () => {
    expect(ctx.app.storage.kind).toBe('s3');
  });

  it('refused uploads leave nothing in the bucket or the table', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('/api/upload/image', 'image', 'x.svg', svg)).statusCode).toBe(415);
    expect((await upload('/api/upload/general', 'file', 'x.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect(
      (await upload('/api/upload/document', 'document', 'x.pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 1))).statusCode,
    ).toBe(413);
    expect(await bucketKeys()).toEqual([]);
    expect(await fileRows()).toBe(seededRows);
  });

  it('public and private uploads land in the bucket and are served from it', async () => {
    const image = await upload('/api/upload/image', 'image', 'foto.png', await makeImage(64, 32, 'png'));
    expect(image.statusCode).toBe(200);
    const doc = await upload('/api/upload/document', 'document', 'teklif.pdf', PDF);
    expect(doc.statusCode).toBe(200);
    const imageName = (image.json().url as string).split('/').pop()!;
    const [docRow] = await ctx.db.select().from(files).where(eq(files.id, doc.json().id));
    expect(await bucketKeys()).toEqual([`private/${docRow!.fileName}`, `public/${imageName}`].sort());
    expect(filesUnder(dataDir)).toEqual([]);

    const publicGet = await ctx.app.inject({ method: 'GET', url: image.json().url });
    expect(publicGet.statusCode).toBe(200);
    expect(publicGet.headers['content-type']).toBe('image/png');
    const privateGet = await ctx.app.inject({ method: 'GET', url: doc.json().url, headers: { cookie } });
    expect(privateGet.statusCode).toBe(200);
    expect(privateGet.rawPayload.equals(PDF)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: doc.json().url })).statusCode).toBe(404);
  });
});
