/**
 * Admin file management (spec §2 File management, §3 File, §5 file management upload, §8 Files, §9
 * copied URLs; issue 11); server module `admin-files`, client feature `file-management`.
 */
import { z } from 'zod';
import { FILE_SOURCES, UPLOAD_LIMITS_MB } from '../constants';
import { searchTextSchema } from './search';

/**
 * File categories (spec §3 File: "image, video, audio, PDF, text, archive, Word, Excel, PowerPoint")
 * plus `other` for anything else. The stored `files.category` is decided from the type the server
 * measured (files.service.ts); {@link fileCategoryOf} maps a MIME type the same way.
 */
export const ADMIN_FILE_CATEGORIES = [
  'image',
  'video',
  'audio',
  'PDF',
  'text',
  'archive',
  'Word',
  'Excel',
  'PowerPoint',
  'other',
] as const;
export type AdminFileCategory = (typeof ADMIN_FILE_CATEGORIES)[number];

/**
 * The spec §3 category of a MIME type (parameters such as `; charset=utf-8` ignored); `other` when
 * none fits.
 */
export function fileCategoryOf(mimeType: string): AdminFileCategory {
  const mime = mimeType.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'PDF';
  if (mime.startsWith('text/')) return 'text';
  if (mime === 'application/msword' || mime.includes('wordprocessingml')) return 'Word';
  if (mime === 'application/vnd.ms-excel' || mime.includes('spreadsheetml')) return 'Excel';
  if (mime === 'application/vnd.ms-powerpoint' || mime.includes('presentationml')) return 'PowerPoint';
  if (/^application\/(zip|x-zip-compressed|gzip|x-gzip|x-tar|x-7z-compressed|x-rar-compressed|vnd\.rar)$/.test(mime))
    return 'archive';
  return 'other';
}

/**
 * The stored category as the admin list, its filter and its stats treat it: a spec category as is,
 * anything else `other` (so the three always agree).
 */
export function normalizeCategory(stored: string): AdminFileCategory {
  return (ADMIN_FILE_CATEGORIES as readonly string[]).includes(stored) ? (stored as AdminFileCategory) : 'other';
}

/**
 * Types the admin upload accepts (spec §5: "accepted image, video, pdf, doc, docx, txt"), as file
 * extensions; the server decides by content, the client uses these for the picker and instant feedback.
 */
export const ADMIN_UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp4',
  'webm',
  'mov',
  'pdf',
  'doc',
  'docx',
  'txt',
] as const;

/** Largest admin upload in MB (spec §9 default 10 MB). */
export const ADMIN_UPLOAD_MAX_MB = UPLOAD_LIMITS_MB.default;

/** The `accept` attribute of the admin upload picker. */
export const ADMIN_UPLOAD_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime,.pdf,.doc,.docx,.txt';

/** Page sizes of the list. */
export const ADMIN_FILES_DEFAULT_LIMIT = 20;
export const ADMIN_FILES_MAX_LIMIT = 100;

/** Query of GET /api/admin/files. Unknown filter values are 400 (zod). */
export const adminFileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_FILES_MAX_LIMIT).default(ADMIN_FILES_DEFAULT_LIMIT),
  category: z.enum(ADMIN_FILE_CATEGORIES).optional(),
  source: z.enum(FILE_SOURCES).optional(),
  visibility: z.enum(['public', 'private']).optional(),
  /** Matched against the original name (case-insensitive, substring); trimmed, blank = none. */
  search: searchTextSchema.optional(),
});
export type AdminFileListQuery = z.output<typeof adminFileListQuerySchema>;
export type AdminFileListQueryInput = z.input<typeof adminFileListQuerySchema>;

/** One file of the admin list (spec §3 File). */
export const adminFileSchema = z.object({
  id: z.string(),
  /** Server-chosen `<uuid>.<ext>`. */
  fileName: z.string(),
  /** The original name, shown only. */
  name: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  mimeType: z.string(),
  /** Spec §9 copied URL: `/public-objects/{fileName}` when public, `/objects/{id}` when private. */
  fileUrl: z.string(),
  category: z.enum(ADMIN_FILE_CATEGORIES),
  source: z.enum(FILE_SOURCES),
  isPublic: z.boolean(),
  uploadedBy: z.number().int().nullable(),
  /** The uploader's name (first and last, else e-mail); null when unknown or deleted. */
  uploaderName: z.string().nullable(),
  /** ISO 8601. */
  uploadedAt: z.string(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

/** Totals over all files (not just the page). Sizes in bytes. */
export const adminFileStatsSchema = z.object({
  totalFiles: z.number().int(),
  totalSize: z.number().int(),
  publicFiles: z.number().int(),
  privateFiles: z.number().int(),
  /** Categories that have files, largest count first. */
  byCategory: z.array(
    z.object({ category: z.enum(ADMIN_FILE_CATEGORIES), count: z.number().int(), size: z.number().int() }),
  ),
});
export type AdminFileStats = z.infer<typeof adminFileStatsSchema>;

/** 200 answer of GET /api/admin/files: newest first. */
export const adminFileListSchema = z.object({
  files: z.array(adminFileSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  stats: adminFileStatsSchema,
});
export type AdminFileList = z.infer<typeof adminFileListSchema>;

/** Path of PUT /api/admin/files/{id}/public and DELETE /api/admin/files/{id}. */
export const adminFileParamsSchema = z.object({ id: z.string().max(64) });

/** Body of PUT /api/admin/files/{id}/public. */
export const adminFileVisibilitySchema = z.object({ isPublic: z.boolean() });
export type AdminFileVisibility = z.infer<typeof adminFileVisibilitySchema>;
