/**
 * TEMPORARY stand-in for the storage engineer's files service (wt/storage), with the agreed
 * signatures, so the partner applications can be built and tested before it lands. Replaced
 * wholesale by the real module at the merge (take theirs). Local disk only, no re-encoding.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { type FileSource, UPLOAD_LIMITS_MB } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../plugins/policy';

export type UploadKind = 'image' | 'profile-image' | 'document' | 'general' | 'logo' | 'cover' | 'application-document';
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface StoredFile {
  id: string;
  fileName: string;
  url: string;
  originalName: string;
  mimeType: string;
  size: number;
  isPublic: boolean;
  metadata: Record<string, unknown> | null;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const DOCS = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
];
const rules: Record<UploadKind, { mb: number; types: string[] }> = {
  image: { mb: 10, types: IMAGES },
  'profile-image': { mb: 10, types: IMAGES },
  document: { mb: 10, types: DOCS },
  general: { mb: 10, types: [...IMAGES, ...DOCS] },
  logo: { mb: UPLOAD_LIMITS_MB.logo, types: IMAGES },
  cover: { mb: UPLOAD_LIMITS_MB.cover, types: IMAGES },
  'application-document': { mb: UPLOAD_LIMITS_MB.document, types: [...DOCS, 'image/jpeg', 'image/png'] },
};

const dir = (app: FastifyInstance, isPublic: boolean) =>
  join(app.config.dataDir, 'uploads', isPublic ? 'public' : 'private');

const toStored = (row: typeof files.$inferSelect): StoredFile => ({
  id: row.id,
  fileName: row.fileName,
  url: row.isPublic ? `/public-objects/${row.fileName}` : `/objects/${row.id}`,
  originalName: row.originalName,
  mimeType: row.mimeType,
  size: row.fileSize,
  isPublic: row.isPublic,
  metadata: row.metadata ?? null,
});

export async function storeUpload(
  app: FastifyInstance,
  input: {
    data: Buffer;
    originalName: string;
    kind: UploadKind;
    source: FileSource;
    isPublic: boolean;
    uploadedBy: number | null;
    sharedWith?: number[];
  },
  exec?: Executor,
): Promise<StoredFile> {
  const rule = rules[input.kind];
  if (input.data.length === 0) throw new AppError('VALIDATION_ERROR');
  if (input.data.length > rule.mb * 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(input.data);
  if (!type || !rule.types.includes(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fileName = `${randomUUID()}.${type.ext}`;
  await mkdir(dir(app, input.isPublic), { recursive: true });
  await writeFile(join(dir(app, input.isPublic), fileName), input.data);
  const [row] = await (exec ?? app.db)
    .insert(files)
    .values({
      fileName,
      originalName: input.originalName,
      fileSize: input.data.length,
      mimeType: type.mime,
      category: type.mime.startsWith('image/') ? 'image' : 'document',
      source: input.source,
      isPublic: input.isPublic,
      uploadedBy: input.uploadedBy,
      sharedWith: input.sharedWith ?? [],
    })
    .returning();
  return toStored(row!);
}

export async function copyStoredFile(
  app: FastifyInstance,
  fileId: string,
  opts: { isPublic: boolean; source: FileSource; uploadedBy: number | null },
  exec?: Executor,
): Promise<StoredFile> {
  const db = exec ?? app.db;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw new AppError('NOT_FOUND');
  const data = await readFile(join(dir(app, row.isPublic), row.fileName));
  const fileName = `${randomUUID()}.${row.fileName.split('.').pop() ?? 'bin'}`;
  await mkdir(dir(app, opts.isPublic), { recursive: true });
  await writeFile(join(dir(app, opts.isPublic), fileName), data);
  const [copy] = await db
    .insert(files)
    .values({
      ...row,
      id: undefined,
      fileName,
      isPublic: opts.isPublic,
      source: opts.source,
      uploadedBy: opts.uploadedBy,
    })
    .returning();
  return toStored(copy!);
}

export async function openFileFor(
  app: FastifyInstance,
  fileId: string,
  viewer: Viewer | null,
): Promise<{ file: StoredFile; body: NodeJS.ReadableStream | Buffer }> {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw new AppError('NOT_FOUND');
  const [row] = await app.db.select().from(files).where(eq(files.id, fileId));
  const admin = viewer?.availableUserTypes.some((t) => t === 'master_admin' || t === 'editor_admin');
  const allowed =
    row && (row.isPublic || admin || (viewer && (row.uploadedBy === viewer.id || row.sharedWith.includes(viewer.id))));
  if (!row || !allowed) throw new AppError('NOT_FOUND');
  return { file: toStored(row), body: await readFile(join(dir(app, row.isPublic), row.fileName)) };
}

export async function deleteStoredFile(app: FastifyInstance, fileId: string): Promise<void> {
  const [row] = await app.db.delete(files).where(eq(files.id, fileId)).returning();
  if (row) await rm(join(dir(app, row.isPublic), row.fileName), { force: true });
}
