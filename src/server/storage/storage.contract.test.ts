import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, type ObjectStorage, S3Storage } from './index';
import { startTestS3, type TestS3 } from './s3-test-server';

/** The same contract for every driver (docs/decisions/011-file-storage.md). */
async function read(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let s3: TestS3;
let localRoot: string;
const drivers: Record<string, () => ObjectStorage> = {
  local: () => new LocalStorage(localRoot),
  s3: () => new S3Storage(s3.options),
};

beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = mkdtempSync(join(tmpdir(), 'epp-local-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(Object.keys(drivers))('ObjectStorage contract: %s', (name) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = drivers[name]!();
  });

  it('has its kind', () => {
    expect(storage.kind).toBe(name);
  });

  it('puts, reads back byte for byte, and tells it exists', async () => {
    const data = Buffer.from([0, 1, 2, 255, ...Buffer.from('çğış')]);
    await storage.put('public/a1.bin', data, 'application/octet-stream');
    expect(await storage.exists('public/a1.bin')).toBe(true);
    expect((await read(await storage.get('public/a1.bin')))!.equals(data)).toBe(true);
  });

  it('reads an inclusive byte range (a video sought to the middle)', async () => {
    const data = Buffer.from('0123456789abcdef');
    await storage.put('public/a3.bin', data, 'application/octet-stream');
    expect((await read(await storage.get('public/a3.bin', { start: 4, end: 9 })))!.toString()).toBe('456789');
    expect((await read(await storage.get('public/a3.bin', { start: 15, end: 15 })))!.toString()).toBe('f');
  });

  it('replaces an object put twice', async () => {
    await storage.put('private/a2.txt', Buffer.from('one'), 'text/plain');
    await storage.put('private/a2.txt', Buffer.from('two'), 'text/plain');
    expect((await read(await storage.get('private/a2.txt')))!.toString()).toBe('two');
  });

  it('answers null and false for a missing object; deleting one is no error', async () => {
    expect(await storage.get('private/missing.pdf')).toBeNull();
    expect(await storage.exists('private/missing.pdf')).toBe(false);
    await expect(storage.delete('private/missing.pdf')).resolves.toBeUndefined();
  });

  it('deletes', async () => {
    await storage.put('private/a3.pdf', Buffer.from('%PDF'), 'application/pdf');
    await storage.delete('private/a3.pdf');
    expect(await storage.exists('private/a3.pdf')).toBe(false);
    expect(await storage.get('private/a3.pdf')).toBeNull();
  });

  it('copies between areas, leaving the source', async () => {
    await storage.put('private/a4.png', Buffer.from('png-bytes'), 'image/png');
    await storage.copy('private/a4.png', 'public/a5.png');
    expect((await read(await storage.get('public/a5.png')))!.toString()).toBe('png-bytes');
    expect(await storage.exists('private/a4.png')).toBe(true);
  });

  it('fails to copy a missing object', async () => {
    await expect(storage.copy('private/none.png', 'public/none.png')).rejects.toThrow();
    expect(await storage.exists('public/none.png')).toBe(false);
  });

  it('lists every object with its size, and no object being written', async () => {
    await storage.put('private/l1.txt', Buffer.from('12345'), 'text/plain');
    await storage.put('public/l2.txt', Buffer.from('ab'), 'text/plain');
    if (name === 'local') {
      // What `put` leaves while writing, and a stray file nobody put, are not objects.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(localRoot, 'public', 'l3.txt.0000.part'), 'half');
      writeFileSync(join(localRoot, 'public', '.DS_Store'), 'x');
    }
    const listed = new Map<string, number>();
    for await (const o of storage.list()) listed.set(o.key, o.bytes);
    expect(listed.get('private/l1.txt')).toBe(5);
    expect(listed.get('public/l2.txt')).toBe(2);
    expect([...listed.keys()].every((k) => /^(public|private)\/[^./][^/]*$/.test(k) && !k.endsWith('.part'))).toBe(
      true,
    );
    await storage.delete('public/l2.txt');
    const after: string[] = [];
    for await (const o of storage.list()) after.push(o.key);
    expect(after).not.toContain('public/l2.txt');
    expect(after).toContain('private/l1.txt');
  });

  it.each([
    '../etc/passwd',
    'public/../private/x',
    'public/../../x',
    '/abs/path',
    'other/x.png',
    'public/.hidden',
    'public/a/b.png',
    'public/',
    'public/x y.png',
  ])('refuses the key %j on every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid object key/);
    await expect(storage.exists(key)).rejects.toThrow(/invalid object key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid object key/);
    await expect(storage.copy('public/a1.bin', key)).rejects.toThrow(/invalid object key/);
  });
});

describe('S3 presigned GET', () => {
  it('gives a short-lived URL that reads the object without our server', async () => {
    const storage = new S3Storage(s3.options);
    await storage.put('private/signed.txt', Buffer.from('signed body'), 'text/plain');
    const url = await storage.signedGetUrl('private/signed.txt', 60);
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed body');
  });
});
