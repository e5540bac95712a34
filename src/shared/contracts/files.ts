/**
 * Uploads and stored files (spec §3 File, §5 "Others", §7 upload routes, §8 Upload, §9 Uploads;
 * docs/decisions/011-file-storage.md). Server module `files`; the client's `lib/upload.ts` and
 * `components/FileUploadField.tsx` use the same kinds and limits for instant feedback, but the server
 * decides by content.
 */
import { z } from 'zod';

export { acceptedTypesLabel, UPLOAD_KINDS, UPLOAD_RULES, type UploadKind, type UploadRule } from '../upload-rules';

/** Answer of POST /api/upload/{profile-image,image,document,general} and PUT /api/upload/put/{token}. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  /** `/public-objects/{fileName}` for public files, `/objects/{id}` for private ones (spec §9). */
  url: z.string(),
  /** The stored file's id. */
  id: z.string(),
  /** What the server measured: `{width, height}` of an image (pixels), null otherwise. */
  metadata: z.record(z.string(), z.unknown()).nullable(),
  error: z.null(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * Failure answer of the upload routes (status of the error: 400, 413, 415, 401…): the error shape of
 * every route plus `success: false` and `error`, the localized text (spec §7: "returns success, url,
 * metadata, error").
 */
export const uploadFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});
export type UploadFailure = z.infer<typeof uploadFailureSchema>;

/** Body of POST /api/upload/url (spec §7 "Other file types"). */
export const uploadUrlRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  fileType: z.string().trim().max(255).optional().default('application/octet-stream'),
});
export type UploadUrlRequestInput = z.input<typeof uploadUrlRequestSchema>;
export type UploadUrlRequest = z.output<typeof uploadUrlRequestSchema>;

/**
 * Answer of POST /api/upload/url: `uploadURL` is our own signed `PUT /api/upload/put/{token}` (valid
 * {@link UPLOAD_URL_TTL_SECONDS}, for this user only, once); `key` is the id the file will have, so the
 * final URL is `/objects/{key}`.
 */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string(), key: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** How long an upload URL of POST /api/upload/url stays valid, in seconds. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
