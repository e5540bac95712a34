/**
 * Object storage (ARCHITECTURE.md, files; docs/decisions/011-file-storage.md): one interface, two
 * drivers. Keys are chosen by the server (`public/<uuid>.<ext>`, `private/<uuid>.<ext>`) and every
 * driver checks them with {@link assertObjectKey}, so no key built from user input can reach outside
 * the storage area.
 */
import type { Readable } from 'node:stream';

/** The two areas: `public` is served to anyone at /public-objects/{name}, `private` only through /objects/{id}. */
export type StorageArea = 'public' | 'private';

/** An inclusive byte range of an object (HTTP Range `bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** One object of {@link ObjectStorage.list}; `etag` where the service has one (S3). */
export interface StoredObject {
  key: string;
  bytes: number;
  etag?: string;
}

export interface ObjectStorage {
  /** `local` (DATA_DIR/uploads) or `s3` (S3_BUCKET). */
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object `key`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * The object's bytes as a stream, or null when there is no such object. With `range`, only bytes
   * `start` to `end` (both inclusive, 0-based; the caller checked them against the size).
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Copies `from` to `to` (same storage). @throws Error when `from` does not exist */
  copy(from: string, to: string): Promise<void>;
  /**
   * Every stored object, `key` and size in bytes, in no particular order: what a backup copies
   * (local) or lists in its manifest (S3; issue 23). Objects still being written are not listed.
   */
  list(): AsyncIterable<StoredObject>;
  /** A URL that reads the object without our server for `seconds` (S3 presigned GET); local has none. */
  signedGetUrl?(key: string, seconds: number): Promise<string>;
  /**
   * Resolves when the storage can take writes now: the local folder exists and is writable, the
   * bucket answers HeadBucket (GET /readyz, issue 23). @throws Error saying what is wrong
   */
  check(): Promise<void>;
}

/** `public/<name>` or `private/<name>`; a name of letters, digits, `.`, `_`, `-`, never starting with a dot. */
const KEY_PATTERN = /^(public|private)\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Refuses any key that is not a server-chosen `area/name` (no `..`, no slash in the name, no
 * absolute path). Drivers call it on every operation.
 * @throws Error naming the key
 */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

/** True when `key` is a server-chosen `area/name` key (what {@link assertObjectKey} accepts). */
export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** True when `name` may be the name part of a key (the check of a /public-objects/{name} request). */
export function isObjectName(name: string): boolean {
  return KEY_PATTERN.test(`public/${name}`) && !name.includes('..');
}

/** The key of a stored file. */
export function objectKey(area: StorageArea, fileName: string): string {
  const key = `${area}/${fileName}`;
  assertObjectKey(key);
  return key;
}
