/**
 * The default driver: files under `DATA_DIR/uploads/{public,private}` (docs/decisions/011-file-storage.md).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertObjectKey, type ByteRange, isObjectKey, type ObjectStorage, type StoredObject } from './object-storage';

export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  /** @param root the uploads folder (`DATA_DIR/uploads`); created on the first write. */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of `key`, checked to stay under the root (a second guard behind the key pattern). */
  private pathOf(key: string): string {
    assertObjectKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`object key outside the storage root: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside it and rename, so a reader never sees half an object.
    const temp = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(path, range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** The uploads folder exists and this process may write in it (it is not created here: a missing one is a broken mount). */
  async check(): Promise<void> {
    if (!(await stat(this.root)).isDirectory()) throw new Error('the uploads path is not a directory');
    await access(this.root, constants.W_OK);
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const area of ['public', 'private']) {
      let names: string[];
      try {
        names = await readdir(join(this.root, area));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const name of names.sort()) {
        const key = `${area}/${name}`;
        // `put`'s `.part` files are writes in progress; anything else not a key was not put by us.
        if (name.endsWith('.part') || !isObjectKey(key)) continue;
        try {
          const info = await stat(join(this.root, key));
          if (info.isFile()) yield { key, bytes: info.size };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // deleted meanwhile
        }
      }
    }
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
  }
}
