/**
 * Admin file management (spec §2 File management, §3 File, §9 copied URLs; issue 11): the list with
 * filters and totals, uploads, public/private and delete. Bytes and objects are handled only by
 * files.service.ts (docs/decisions/011-file-storage.md); this module adds the admin's view, the
 * audit entries and the transactions around them.
 *
 * Deleting a file that is still a partner's logo or cover is allowed: the admin decides, and the
 * confirmation dialog says pages using the file will no longer show it (kept simple; the partner can
 * upload a new one).
 */
import { and, count, desc, eq, ilike, notInArray, type SQL, sql, sum } from 'drizzle-orm';
import {
  ADMIN_FILE_CATEGORIES,
  type AdminFile,
  type AdminFileList,
  type AdminFileListQuery,
  type AdminFileStats,
  normalizeCategory,
} from '@shared/contracts/admin-files';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import {
  deleteFileRow,
  discardStoredObject,
  fileUrl,
  moveFileVisibility,
  type StoredFile,
  storeAdminUpload,
} from '../files/files.service';
import type { ServiceContext } from '../../lib/context';

/** Categories stored as such; every other stored value counts as `other`. */
const KNOWN_CATEGORIES = ADMIN_FILE_CATEGORIES.filter((c) => c !== 'other');

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(query: AdminFileListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category === 'other') conditions.push(notInArray(files.category, KNOWN_CATEGORIES));
  else if (query.category) conditions.push(eq(files.category, query.category));
  if (query.source) conditions.push(eq(files.source, query.source));
  if (query.visibility) conditions.push(eq(files.isPublic, query.visibility === 'public'));
  if (query.search) conditions.push(ilike(files.originalName, `%${likeEscape(query.search)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

/** Totals over every file (not the filtered page): count, bytes, public/private, per category. */
async function statsOf(db: Db): Promise<AdminFileStats> {
  const rows = await db
    .select({
      category: files.category,
      isPublic: files.isPublic,
      count: count(),
      size: sum(files.fileSize).mapWith(Number),
    })
    .from(files)
    .groupBy(files.category, files.isPublic);
  const stats: AdminFileStats = { totalFiles: 0, totalSize: 0, publicFiles: 0, privateFiles: 0, byCategory: [] };
  const byCategory = new Map<string, { count: number; size: number }>();
  for (const row of rows) {
    const size = row.size || 0;
    stats.totalFiles += row.count;
    stats.totalSize += size;
    if (row.isPublic) stats.publicFiles += row.count;
    else stats.privateFiles += row.count;
    const category = normalizeCategory(row.category);
    const entry = byCategory.get(category) ?? { count: 0, size: 0 };
    byCategory.set(category, { count: entry.count + row.count, size: entry.size + size });
  }
  stats.byCategory = [...byCategory]
    .map(([category, v]) => ({ category: normalizeCategory(category), ...v }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  return stats;
}

const uploaderNameSql = sql<
  string | null
>`nullif(trim(coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.name}, ${users.email})), '')`;

/**
 * One page of files, newest first (ties by id), with totals over all files.
 * @param query page (1-based) and limit, optional filters (category, source, visibility, search in the original name)
 */
export async function listAdminFiles(db: Db, query: AdminFileListQuery): Promise<AdminFileList> {
  const where = whereOf(query);
  const offset = (query.page - 1) * query.limit;
  const [rows, [totalRow], stats] = await Promise.all([
    db
      .select({ file: files, uploaderName: uploaderNameSql })
      .from(files)
      .leftJoin(users, eq(users.id, files.uploadedBy))
      .where(where)
      .orderBy(desc(files.uploadedAt), desc(files.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(files).where(where),
    statsOf(db),
  ]);
  const total = totalRow?.n ?? 0;
  return {
    files: rows.map(({ file, uploaderName }) => toAdminFile(file, uploaderName)),
    total,
    page: query.page,
    limit: query.limit,
    hasMore: offset + rows.length < total,
    stats,
  };
}

/** One file as the list shows it. */
async function adminFileById(db: Db, id: string): Promise<AdminFile> {
  const [row] = await db
    .select({ file: files, uploaderName: uploaderNameSql })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy))
    .where(eq(files.id, id))
    .limit(1);
  if (!row) throw new AppError('ADMIN_FILE_NOT_FOUND');
  return toAdminFile(row.file, row.uploaderName);
}

/** A `files` row and its uploader's name as the admin list shows it (`AdminFile`). */
function toAdminFile(file: typeof files.$inferSelect, uploaderName: string | null | undefined): AdminFile {
  return {
    id: file.id,
    fileName: file.fileName,
    name: file.originalName,
    fileSize: file.fileSize,
    mimeType: file.mimeType,
    fileUrl: fileUrl(file),
    category: normalizeCategory(file.category),
    source: file.source,
    isPublic: file.isPublic,
    uploadedBy: file.uploadedBy,
    uploaderName: uploaderName ?? null,
    uploadedAt: file.uploadedAt.toISOString(),
  };
}

/**
 * Stores an admin upload (source `attached_assets`: admin assets, whichever area they live in) and
 * audits it (`file.uploaded`) in one transaction; the object is removed again if that rolls back.
 * @throws AppError FILE_EMPTY | FILE_TOO_LARGE | UNSUPPORTED_FILE_TYPE
 */
export async function uploadAdminFile(
  app: ServiceContext,
  actorId: number,
  input: { data: Buffer; originalName: string; isPublic: boolean },
): Promise<AdminFile> {
  let stored: StoredFile | undefined;
  try {
    await app.db.transaction(async (tx) => {
      stored = await storeAdminUpload(app, { ...input, uploadedBy: actorId, source: 'attached_assets' }, tx);
      await recordAudit(tx, {
        actorId,
        action: 'file.uploaded',
        targetType: 'file',
        targetId: stored.id,
        details: { name: stored.originalName, size: stored.size, mimeType: stored.mimeType, isPublic: stored.isPublic },
      });
    });
  } catch (error) {
    if (stored) await discardStoredObject(app, stored);
    throw error;
  }
  return adminFileById(app.db, stored!.id);
}

/**
 * Makes a file public or private (its object moves; the URL changes: spec §9) and audits
 * `file.visibility.changed` with before/after when it changed.
 * @throws AppError ADMIN_FILE_NOT_FOUND
 */
export async function setAdminFileVisibility(
  app: ServiceContext,
  actorId: number,
  id: string,
  isPublic: boolean,
): Promise<AdminFile> {
  let moved: Awaited<ReturnType<typeof moveFileVisibility>> = null;
  try {
    await app.db.transaction(async (tx) => {
      moved = await moveFileVisibility(app, tx, id, isPublic);
      if (!moved) throw new AppError('ADMIN_FILE_NOT_FOUND');
      if (moved.before === isPublic) return;
      await recordAudit(tx, {
        actorId,
        action: 'file.visibility.changed',
        targetType: 'file',
        targetId: id,
        details: { name: moved.file.originalName, before: moved.before, after: isPublic },
      });
    });
  } catch (error) {
    await (moved as Awaited<ReturnType<typeof moveFileVisibility>>)?.rollback();
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('ADMIN_FILE_NOT_FOUND');
    throw error;
  }
  await (moved as Awaited<ReturnType<typeof moveFileVisibility>>)?.commit();
  return adminFileById(app.db, id);
}

/**
 * Deletes a file: row and audit entry (`file.deleted`) in one transaction, then its object (its URLs
 * then answer 404).
 * @throws AppError ADMIN_FILE_NOT_FOUND
 */
export async function deleteAdminFile(app: ServiceContext, actorId: number, id: string): Promise<void> {
  const deleted = await app.db.transaction(async (tx) => {
    const file = await deleteFileRow(tx, id);
    if (!file) throw new AppError('ADMIN_FILE_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'file.deleted',
      targetType: 'file',
      targetId: id,
      details: { name: file.originalName, size: file.size, mimeType: file.mimeType, isPublic: file.isPublic },
    });
    return file;
  });
  await discardStoredObject(app, deleted);
}
