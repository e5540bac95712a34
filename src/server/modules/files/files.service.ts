/**
 * Stored files (spec §3 File, §5 "Others", §8 Upload, §9 Uploads; docs/decisions/011-file-storage.md).
 * The one place that turns bytes from a user into a stored object and a `files` row: the type is
 * decided by content, never by the name or the Content-Type header; images are re-encoded (metadata
 * stripped, anything appended dropped); names are chosen by the server. Other modules store, copy,
 * open and delete files only through these functions.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import parseRange from 'range-parser';
import sharp from 'sharp';
import type { FileSource } from '@shared/constants';
import { acceptedTypesLabel, UPLOAD_RULES, UPLOAD_URL_TTL_SECONDS, type UploadKind } from '@shared/contracts/files';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { type ByteRange, isObjectName, objectKey } from '../../storage';
import { createUploadToken, verifyUploadToken } from './upload-token';
import type { ServiceContext } from '../../lib/context';

export type { UploadKind } from '@shared/contracts/files';

/** The database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert'>;

export interface StoredFile {
  id: string;
  /** Server-chosen `<uuid>.<ext>`; the object key is `public/<fileName>` or `private/<fileName>`. */
  fileName: string;
  /** `/public-objects/{fileName}` for public files, `/objects/{id}` for private ones (spec §9). */
  url: string;
  /** The name the user's file had, sanitised; shown only, never used as a path. */
  originalName: string;
  mimeType: string;
  /** Bytes stored (after re-encoding). */
  size: number;
  isPublic: boolean;
  /** `{width, height}` in pixels for images; null otherwise. */
  metadata: Record<string, unknown> | null;
}

type FileRow = typeof files.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The object key of a row. */
const keyOf = (row: Pick<FileRow, 'isPublic' | 'fileName'>) =>
  objectKey(row.isPublic ? 'public' : 'private', row.fileName);

/** The URL a stored file is read at (spec §9 "Copied file URL"). */
export function fileUrl(row: Pick<FileRow, 'id' | 'isPublic' | 'fileName'>): string {
  return row.isPublic ? `/public-objects/${row.fileName}` : `/objects/${row.id}`;
}

function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    fileName: row.fileName,
    url: fileUrl(row),
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.fileSize,
    isPublic: row.isPublic,
    metadata: row.metadata ?? null,
  };
}

/**
 * The original name as we keep it: the last path part only (no folders from `../../x.png` or
 * `C:\x.png`), control and bidirectional-override characters removed, NFC, at most 255 characters;
 * 'file' when nothing is left.
 */
export function sanitizeOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // C0/C1 controls and the bidi controls that make 'gpj.exe' look like 'exe.jpg'.
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  const chars = [...cleaned];
  const out = chars.length > 255 ? chars.slice(0, 255).join('') : cleaned;
  return out === '' || out === '.' || out === '..' ? 'file' : out;
}

/** The lower-case extension of a name ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A detected, accepted file ready to store. */
interface Prepared {
  data: Buffer;
  ext: string;
  mimeType: string;
  /** Spec §3 file categories: image, PDF, text, Word, Excel. */
  category: string;
  metadata: Record<string, unknown> | null;
}

const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['image', 'profile-image', 'logo', 'cover']);
/** Decoded image formats we accept; anything else (SVG, TIFF, HEIC, ICO…) is refused as an image. */
const IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** Largest side of an image that is not a logo, profile image or cover (pixels). */
const MAX_IMAGE_SIDE = 2400;
/** Pixels sharp will decode, against decompression bombs (≈ 40 megapixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Markup that makes an "image" a polyglot (a GIF that is also a script, a PNG with HTML appended):
 * such bytes are refused outright, before re-encoding would drop them anyway.
 */
const SCRIPT_MARKERS = /<\s*(script|svg|html|iframe|object|embed)\b|javascript:/i;

const unsupported = (kind: UploadKind) =>
  new AppError('UNSUPPORTED_FILE_TYPE', { params: { types: acceptedTypesLabel(kind) } });

/**
 * Re-encodes an accepted image: EXIF orientation applied, metadata stripped, resized per kind
 * (profile-image 400x400 centre crop; logo a square of at most 400; cover at most 2400 wide keeping
 * its ratio; others at most 2400 on a side). GIF becomes PNG (first frame).
 */
async function reencodeImage(data: Buffer, mime: string, kind: UploadKind): Promise<Prepared> {
  try {
    let image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no dimensions');
    if (kind === 'profile-image') {
      image = image.resize(400, 400, { fit: 'cover', position: 'centre' });
    } else if (kind === 'logo') {
      const side = Math.min(400, width, height);
      image = image.resize(side, side, { fit: 'cover', position: 'centre' });
    } else if (kind === 'cover') {
      image = image.resize({ width: MAX_IMAGE_SIDE, withoutEnlargement: true });
    } else {
      image = image.resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    }
    let ext: string;
    let mimeType: string;
    if (mime === 'image/jpeg') {
      image = image.jpeg({ quality: 85, mozjpeg: true });
      [ext, mimeType] = ['jpg', 'image/jpeg'];
    } else if (mime === 'image/webp') {
      image = image.webp({ quality: 85 });
      [ext, mimeType] = ['webp', 'image/webp'];
    } else {
      image = image.png({ compressionLevel: 9 });
      [ext, mimeType] = ['png', 'image/png'];
    }
    // sharp writes no metadata unless asked (withMetadata), so EXIF, XMP, ICC comments are gone.
    const { data: out, info } = await image.toBuffer({ resolveWithObject: true });
    return { data: out, ext, mimeType, category: 'image', metadata: { width: info.width, height: info.height } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Bytes that claim an image type but do not decode (truncated, corrupt, a bomb): not an image.
    throw unsupported(kind);
  }
}

/** A document accepted by content: PDF, OOXML (docx/xlsx), old Office (CFB, by name), UTF-8 text. */
function prepareDocument(
  data: Buffer,
  detected: { ext: string; mime: string } | undefined,
  nameExt: string,
  allowed: readonly string[],
): Prepared | null {
  const accept = (ext: string, mimeType: string, category: string): Prepared | null =>
    allowed.includes(ext) ? { data, ext, mimeType, category, metadata: null } : null;
  if (detected) {
    switch (detected.ext) {
      case 'pdf':
        return accept('pdf', 'application/pdf', 'PDF');
      case 'docx':
        return accept('docx', detected.mime, 'Word');
      case 'xlsx':
        return accept('xlsx', detected.mime, 'Excel');
      case 'cfb':
        // Compound File Binary holds .doc, .xls, but also .msi and others: only by the name's word.
        if (nameExt === 'doc') return accept('doc', 'application/msword', 'Word');
        if (nameExt === 'xls') return accept('xls', 'application/vnd.ms-excel', 'Excel');
        return null;
      default:
        return null;
    }
  }
  // No magic number: plain text or CSV, if the bytes are valid UTF-8 without NUL bytes.
  if (data.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  // Text has no signature, so here the name must agree: an SVG or HTML named as such is not "text".
  if (nameExt === 'csv') return accept('csv', 'text/csv; charset=utf-8', 'text');
  if (nameExt === 'txt') return accept('txt', 'text/plain; charset=utf-8', 'text');
  return null;
}

/** Types whose signature the first bytes of an accepted file may show, per kind (before the full check). */
const HEAD_TYPES: Partial<Record<UploadKind, (ext: string | undefined) => boolean>> = {
  logo: (ext) => ext !== undefined && ['jpg', 'png', 'gif', 'webp'].includes(ext),
  cover: (ext) => ext !== undefined && ['jpg', 'png', 'gif', 'webp'].includes(ext),
  // A .docx is a zip whose entries tell it apart later; .doc a Compound File.
  'application-document': (ext) => ext !== undefined && ['pdf', 'docx', 'zip', 'cfb', 'jpg', 'png'].includes(ext),
};

/**
 * Whether a file beginning with `head` (its first bytes: 4100 are enough) can be of `kind` — a check
 * made while the upload still streams, so a wrong type is refused before the rest is read. A file that
 * passes still gets {@link storeUpload}'s full check. Kinds without a rule here pass.
 */
export async function mayBeOfKind(head: Buffer, kind: UploadKind): Promise<boolean> {
  const rule = HEAD_TYPES[kind];
  if (!rule) return true;
  return rule((await fileTypeFromBuffer(head))?.ext);
}

/**
 * Checks size and content for `kind` and returns what to store.
 * @throws AppError FILE_EMPTY | FILE_TOO_LARGE {n} | UNSUPPORTED_FILE_TYPE {types}
 */
async function prepare(data: Buffer, originalName: string, kind: UploadKind): Promise<Prepared> {
  const rule = UPLOAD_RULES[kind];
  if (data.length === 0) throw new AppError('FILE_EMPTY');
  if (data.length > rule.maxMb * 1024 * 1024) throw new AppError('FILE_TOO_LARGE', { params: { n: rule.maxMb } });
  const detected = await fileTypeFromBuffer(data);
  const nameExt = extensionOf(originalName);

  if (detected && IMAGE_MIMES.has(detected.mime)) {
    const imageAllowed =
      IMAGE_KINDS.has(kind) ||
      kind === 'general' ||
      (kind === 'application-document' && (detected.mime === 'image/jpeg' || detected.mime === 'image/png'));
    if (!imageAllowed) throw unsupported(kind);
    if (SCRIPT_MARKERS.test(data.toString('latin1'))) throw unsupported(kind);
    return reencodeImage(data, detected.mime, kind);
  }
  if (IMAGE_KINDS.has(kind)) throw unsupported(kind);
  const doc = prepareDocument(data, detected, nameExt, rule.extensions);
  if (!doc) throw unsupported(kind);
  return doc;
}

function executorOf(app: ServiceContext, exec?: Executor): Executor {
  return exec ?? app.db;
}

/**
 * Detects the type by content, enforces the kind's size and type rules (spec §8, §9), re-encodes
 * images with sharp (profile-image 400x400; logo a square of at most 400x400; cover as sent, at most
 * 2400 wide; metadata stripped), writes the object under a server-chosen `<uuid>.<ext>` and inserts
 * the `files` row (with `exec` if given, else app.db). Nothing is stored when the file is refused; the
 * object is removed again when the row cannot be written. Inside a transaction (`exec`), a later
 * rollback removes the row but not the object: catch it and call {@link discardStoredObject}.
 * @param input.id the row id to use (the signed upload URL reserves it); a new UUID when absent
 * @throws AppError FILE_TOO_LARGE (413) | UNSUPPORTED_FILE_TYPE (415) | FILE_EMPTY (400)
 */
export async function storeUpload(
  app: ServiceContext,
  input: {
    data: Buffer;
    originalName: string;
    kind: UploadKind;
    source: FileSource;
    isPublic: boolean;
    uploadedBy: number | null;
    sharedWith?: number[];
    id?: string;
  },
  exec?: Executor,
): Promise<StoredFile> {
  const prepared = await prepare(input.data, input.originalName, input.kind);
  const fileName = `${randomUUID()}.${prepared.ext}`;
  const key = objectKey(input.isPublic ? 'public' : 'private', fileName);
  await app.storage.put(key, prepared.data, prepared.mimeType);
  return insertRowFor(app, key, exec, {
    ...(input.id ? { id: input.id } : {}),
    fileName,
    originalName: sanitizeOriginalName(input.originalName),
    fileSize: prepared.data.length,
    mimeType: prepared.mimeType,
    category: prepared.category,
    source: input.source,
    isPublic: input.isPublic,
    uploadedBy: input.uploadedBy,
    sharedWith: input.sharedWith ?? [],
    metadata: prepared.metadata,
  });
}

/** Inserts the row of the object just written at `key`; removes the object again when that fails. */
async function insertRowFor(
  app: ServiceContext,
  key: string,
  exec: Executor | undefined,
  values: typeof files.$inferInsert,
): Promise<StoredFile> {
  try {
    const [row] = await executorOf(app, exec).insert(files).values(values).returning();
    return toStoredFile(row!);
  } catch (error) {
    await app.storage.delete(key).catch((err: unknown) => app.log.error({ err, key }, 'orphan object not removed'));
    throw error;
  }
}

async function findRow(app: ServiceContext, fileId: string, exec?: Pick<Db, 'select'>): Promise<FileRow | undefined> {
  if (!UUID_PATTERN.test(fileId)) return undefined;
  const [row] = await (exec ?? app.db).select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

/**
 * Copies a stored file to a new public or private object and row (approval turns an application's
 * private logo into the partner's public logo). The copy keeps name, type, category and metadata; its
 * sharing list is empty.
 * @throws AppError NOT_FOUND when there is no such file or object
 */
export async function copyStoredFile(
  app: ServiceContext,
  fileId: string,
  opts: { isPublic: boolean; source: FileSource; uploadedBy: number | null },
  exec?: Executor,
): Promise<StoredFile> {
  const source = await findRow(app, fileId, exec);
  if (!source) throw new AppError('NOT_FOUND');
  const fileName = `${randomUUID()}.${extensionOf(source.fileName) || 'bin'}`;
  const key = objectKey(opts.isPublic ? 'public' : 'private', fileName);
  if (!(await app.storage.exists(keyOf(source)))) throw new AppError('NOT_FOUND');
  await app.storage.copy(keyOf(source), key);
  return insertRowFor(app, key, exec, {
    fileName,
    originalName: source.originalName,
    fileSize: source.fileSize,
    mimeType: source.mimeType,
    category: source.category,
    source: opts.source,
    isPublic: opts.isPublic,
    uploadedBy: opts.uploadedBy,
    metadata: source.metadata,
  });
}

/** Whether `viewer` may read `row`: anyone a public file; the uploader, users it is shared with and admins a private one. */
export function canRead(row: Pick<FileRow, 'isPublic' | 'uploadedBy' | 'sharedWith'>, viewer: Viewer | null): boolean {
  if (row.isPublic) return true;
  if (!viewer) return false;
  return row.uploadedBy === viewer.id || row.sharedWith.includes(viewer.id) || isAdmin(viewer);
}

/**
 * Opens a file for a viewer: anyone for public files; the uploader, users in `sharedWith` and admins
 * for private ones (spec §6; ownership failures answer 404, never telling the file exists).
 * @param rangeHeader the request's Range header, if any (see {@link byteRangeOf})
 * @returns the file and its bytes (or the asked range) as a stream
 * @throws AppError NOT_FOUND
 */
export async function openFileFor(
  app: ServiceContext,
  fileId: string,
  viewer: Viewer | null,
  rangeHeader?: string,
): Promise<OpenedObject<StoredFile>> {
  const row = await findRow(app, fileId);
  if (!row || !canRead(row, viewer)) throw new AppError('NOT_FOUND');
  return readObject(app, keyOf(row), toStoredFile(row), rangeHeader);
}

/**
 * An opened object: its bytes from `range` when the request asked for one range within the object
 * (HTTP 206), all of them when `range` is null (200); `unsatisfiable` (HTTP 416, `body` null) when the
 * range starts past the end.
 */
export type OpenedObject<F> =
  { file: F; range: ByteRange | null; body: Readable } | { file: F; range: 'unsatisfiable'; body: null };

/**
 * The single byte range an HTTP Range header asks of a `size`-byte object (RFC 9110 §14), parsed with
 * range-parser; null means "send it all": no header, unknown size (0), a malformed header or several
 * ranges (we send no multipart answers).
 */
export function byteRangeOf(size: number, header: string | undefined): ByteRange | 'unsatisfiable' | null {
  if (!header || size <= 0) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

async function readObject<F extends { size: number }>(
  app: ServiceContext,
  key: string,
  file: F,
  rangeHeader: string | undefined,
): Promise<OpenedObject<F>> {
  const range = byteRangeOf(file.size, rangeHeader);
  if (range === 'unsatisfiable') {
    if (!(await app.storage.exists(key))) throw new AppError('NOT_FOUND');
    return { file, range, body: null };
  }
  const body = await app.storage.get(key, range ?? undefined);
  if (!body) throw new AppError('NOT_FOUND');
  return { file, range, body };
}

/** Types of public objects that have no `files` row (written before rows existed), by extension. */
const LEGACY_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Opens a public object by its name, for GET /public-objects/{fileName} (spec §9). A private file's
 * name finds nothing: its object is in the private area.
 * @param rangeHeader the request's Range header, if any (see {@link byteRangeOf})
 * @returns what the headers need (type from the row, or by extension for an object without one) and the bytes
 * @throws AppError NOT_FOUND
 */
export async function openPublicObject(
  app: ServiceContext,
  fileName: string,
  rangeHeader?: string,
): Promise<OpenedObject<Pick<StoredFile, 'mimeType' | 'originalName' | 'size'>>> {
  if (!isObjectName(fileName)) throw new AppError('NOT_FOUND');
  const [row] = await app.db.select().from(files).where(eq(files.fileName, fileName)).limit(1);
  if (row && !row.isPublic) throw new AppError('NOT_FOUND');
  const ext = extensionOf(fileName);
  const file = row
    ? toStoredFile(row)
    : { mimeType: LEGACY_TYPES[ext] ?? 'application/octet-stream', originalName: fileName, size: 0 };
  return readObject(app, objectKey('public', fileName), file, rangeHeader);
}

/**
 * The signed upload URL of POST /api/upload/url (spec §7 "Other file types";
 * docs/decisions/011-file-storage.md): our own PUT, valid {@link UPLOAD_URL_TTL_SECONDS} for this user
 * and this name, once. `key` is the id the file will get (its URL is `/objects/{key}`).
 * @param secret the app's signing secret
 */
export function createUploadUrl(secret: string, userId: number, fileName: string): { uploadURL: string; key: string } {
  const fileId = randomUUID();
  const token = createUploadToken(secret, {
    userId,
    fileId,
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS,
    fileName,
  });
  return { uploadURL: `/api/upload/put/${token}?name=${encodeURIComponent(fileName)}`, key: fileId };
}

/**
 * Stores the body of a signed PUT as a private `general` upload of the user the URL was made for,
 * under the id the URL promised.
 * @throws AppError INVALID_TOKEN (`files.invalidUploadUrl`: forged, expired, another user or name,
 *   already used) | the errors of {@link storeUpload}
 */
export async function storeSignedUpload(
  app: ServiceContext,
  secret: string,
  input: { token: string; fileName: string; data: Buffer; userId: number },
): Promise<StoredFile> {
  const grant = verifyUploadToken(secret, input.token, input.fileName);
  const invalid = new AppError('INVALID_TOKEN', { message: 'files.invalidUploadUrl' });
  if (!grant || grant.userId !== input.userId) throw invalid;
  if (await findRow(app, grant.fileId)) throw invalid; // used once already
  return storeUpload(app, {
    id: grant.fileId,
    data: input.data,
    originalName: grant.fileName,
    kind: 'general',
    source: 'object_storage_private',
    isPublic: false,
    uploadedBy: grant.userId,
  });
}

/**
 * Removes the object of a file whose row was rolled back with its transaction (see
 * {@link storeUpload}); never fails, an object left behind is only logged.
 */
export async function discardStoredObject(
  app: ServiceContext,
  file: Pick<StoredFile, 'isPublic' | 'fileName'>,
): Promise<void> {
  const key = keyOf(file);
  await app.storage.delete(key).catch((err: unknown) => app.log.error({ err, key }, 'object not removed'));
}

/**
 * Deletes a file's row, then its object (a row never points at a missing object for long; an object
 * left behind by a failed delete is only logged).
 * @throws AppError NOT_FOUND when there is no such file
 */
export async function deleteStoredFile(app: ServiceContext, fileId: string): Promise<void> {
  const row = await findRow(app, fileId);
  if (!row) throw new AppError('NOT_FOUND');
  await app.db.delete(files).where(eq(files.id, fileId));
  const key = keyOf(row);
  await app.storage.delete(key).catch((err: unknown) => app.log.error({ err, key }, 'object not removed'));
}

/**
 * Makes a file public or private (admin file management, spec §2 "public/private toggle"): the object
 * moves between the areas, and its URL changes accordingly.
 * @throws AppError NOT_FOUND
 */
export async function setFileVisibility(app: ServiceContext, fileId: string, isPublic: boolean): Promise<StoredFile> {
  const row = await findRow(app, fileId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.isPublic === isPublic) return toStoredFile(row);
  const from = keyOf(row);
  const to = keyOf({ ...row, isPublic });
  await app.storage.copy(from, to);
  const [updated] = await app.db.update(files).set({ isPublic }).where(eq(files.id, fileId)).returning();
  await app.storage.delete(from).catch((err: unknown) => app.log.error({ err, key: from }, 'object not removed'));
  return toStoredFile(updated!);
}

/**
 * Lets `userId` read a private file `uploaderId` uploaded (a quote answer's attachment shared with the
 * requester, issue 9). Public files and files of someone else are refused, so nobody can attach
 * another person's file to gain access to it.
 * @param exec the transaction of the change that shares the file
 * @param userId the reader to add to `shared_with`; null shares with nobody (only checks ownership)
 * @returns the file, or null when it does not exist, is public or was not uploaded by `uploaderId`
 */
export async function shareOwnFile(
  exec: Pick<Db, 'select' | 'update'>,
  fileId: string,
  uploaderId: number,
  userId: number | null,
): Promise<StoredFile | null> {
  if (!UUID_PATTERN.test(fileId)) return null;
  const [row] = await exec.select().from(files).where(eq(files.id, fileId)).for('update');
  if (!row || row.isPublic || row.uploadedBy !== uploaderId) return null;
  if (userId === null || userId === uploaderId || row.sharedWith.includes(userId)) return toStoredFile(row);
  const [updated] = await exec
    .update(files)
    .set({ sharedWith: [...row.sharedWith, userId] })
    .where(eq(files.id, fileId))
    .returning();
  return toStoredFile(updated ?? row);
}

/**
 * A stored file as an attachment of a quote, a project document or a payment (`quoteAttachmentSchema`
 * of the contracts): the name the user gave it, bytes, type and where the parties read it.
 */
export function toAttachment(f: StoredFile): {
  id: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  url: string;
} {
  return { id: f.id, fileName: f.originalName, fileSize: f.size, mimeType: f.mimeType, url: f.url };
}

/** Stored files by id (the ones that exist), for showing attachments. */
export async function describeFiles(
  exec: Pick<Db, 'select'>,
  ids: readonly string[],
): Promise<Map<string, StoredFile>> {
  const wanted = [...new Set(ids)].filter((id) => UUID_PATTERN.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await exec.select().from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, toStoredFile(r)]));
}

/** Videos the admin file management accepts by content (spec §5: "accepted image, video, pdf, doc, docx, txt"). */
const ADMIN_VIDEO_TYPES: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
/** Document extensions the admin upload keeps out of `general`'s wider list (no spreadsheets, no CSV). */
const ADMIN_DOCUMENT_EXTENSIONS: ReadonlySet<string> = new Set(['pdf', 'doc', 'docx', 'txt']);
/** The admin upload's types as its 'Desteklenmeyen dosya türü' text lists them. */
export const ADMIN_UPLOAD_TYPES_LABEL = 'JPG, JPEG, PNG, GIF, WEBP, MP4, WEBM, MOV, PDF, DOC, DOCX, TXT';

/**
 * Stores an admin file-management upload (spec §2, §5, §9; issue 11): images (re-encoded like every
 * image), videos (MP4, WebM, QuickTime, kept as sent, category `video`), PDF, DOC, DOCX and TXT, all
 * decided by content; at most 10 MB. Same guarantees as {@link storeUpload}: nothing stored when
 * refused; the object removed when the row cannot be written (inside `exec`, a later rollback needs
 * {@link discardStoredObject}).
 * @throws AppError FILE_EMPTY | FILE_TOO_LARGE {n} | UNSUPPORTED_FILE_TYPE {types}
 */
export async function storeAdminUpload(
  app: ServiceContext,
  input: { data: Buffer; originalName: string; isPublic: boolean; uploadedBy: number | null; source: FileSource },
  exec?: Executor,
): Promise<StoredFile> {
  const refuse = () => new AppError('UNSUPPORTED_FILE_TYPE', { params: { types: ADMIN_UPLOAD_TYPES_LABEL } });
  const maxMb = UPLOAD_RULES.general.maxMb;
  if (input.data.length === 0) throw new AppError('FILE_EMPTY');
  if (input.data.length > maxMb * 1024 * 1024) throw new AppError('FILE_TOO_LARGE', { params: { n: maxMb } });
  const detected = await fileTypeFromBuffer(input.data);
  let prepared: Prepared;
  const videoExt = detected ? ADMIN_VIDEO_TYPES[detected.mime] : undefined;
  if (detected && videoExt) {
    prepared = { data: input.data, ext: videoExt, mimeType: detected.mime, category: 'video', metadata: null };
  } else {
    try {
      prepared = await prepare(input.data, input.originalName, 'general');
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNSUPPORTED_FILE_TYPE') throw refuse();
      throw error;
    }
    if (prepared.category !== 'image' && !ADMIN_DOCUMENT_EXTENSIONS.has(prepared.ext)) throw refuse();
  }
  const fileName = `${randomUUID()}.${prepared.ext}`;
  const key = objectKey(input.isPublic ? 'public' : 'private', fileName);
  await app.storage.put(key, prepared.data, prepared.mimeType);
  return insertRowFor(app, key, exec, {
    fileName,
    originalName: sanitizeOriginalName(input.originalName),
    fileSize: prepared.data.length,
    mimeType: prepared.mimeType,
    category: prepared.category,
    source: input.source,
    isPublic: input.isPublic,
    uploadedBy: input.uploadedBy,
    metadata: prepared.metadata,
  });
}

/**
 * Deletes a file's row inside `exec` (the caller's transaction, so an audit entry goes with it) and
 * answers what {@link discardStoredObject} needs to remove its object once the transaction commits.
 * @returns the deleted file, or null when there is no such file
 */
export async function deleteFileRow(exec: Pick<Db, 'select' | 'delete'>, fileId: string): Promise<StoredFile | null> {
  if (!UUID_PATTERN.test(fileId)) return null;
  const [row] = await exec.delete(files).where(eq(files.id, fileId)).returning();
  return row ? toStoredFile(row) : null;
}

/**
 * Makes a file public or private inside `exec` (admin file management, spec §2): copies the object to
 * the other area and updates the row. After the transaction commits, call `commit()` (removes the old
 * object); if it rolls back, call `rollback()` (removes the copy). Unchanged files need neither.
 * @returns null when there is no such file
 * @throws AppError NOT_FOUND when the row exists but its object does not
 */
export async function moveFileVisibility(
  app: ServiceContext,
  exec: Pick<Db, 'select' | 'update'>,
  fileId: string,
  isPublic: boolean,
): Promise<{ file: StoredFile; before: boolean; commit: () => Promise<void>; rollback: () => Promise<void> } | null> {
  if (!UUID_PATTERN.test(fileId)) return null;
  const [row] = await exec.select().from(files).where(eq(files.id, fileId)).for('update');
  if (!row) return null;
  const noop = async () => {};
  if (row.isPublic === isPublic) return { file: toStoredFile(row), before: row.isPublic, commit: noop, rollback: noop };
  const from = keyOf(row);
  const to = keyOf({ ...row, isPublic });
  if (!(await app.storage.exists(from))) throw new AppError('NOT_FOUND');
  await app.storage.copy(from, to);
  const [updated] = await exec.update(files).set({ isPublic }).where(eq(files.id, fileId)).returning();
  const remove = (key: string) => async () => {
    await app.storage.delete(key).catch((err: unknown) => app.log.error({ err, key }, 'object not removed'));
  };
  return { file: toStoredFile(updated!), before: row.isPublic, commit: remove(from), rollback: remove(to) };
}
