/**
 * Uploads and stored files (spec §3 File, §5 "Others", §7 upload routes, §8 Upload, §9 Uploads;
 * docs/decisions/011-file-storage.md). Server module `files`; the client's `lib/upload.ts` and
 * `components/FileUploadField.tsx` use the same kinds and limits for instant feedback, but the server
 * decides by content.
 */
import { z } from 'zod';
import { UPLOAD_LIMITS_MB } from '../constants';

/** What an upload is for; each kind has its accepted types and size (see {@link UPLOAD_RULES}). */
export const UPLOAD_KINDS = [
  'image',
  'profile-image',
  'document',
  'general',
  'logo',
  'cover',
  'application-document',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** One kind's rule: the largest size in MB and the accepted file extensions (lower case, no dot). */
export interface UploadRule {
  maxMb: number;
  extensions: readonly string[];
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv'] as const;

/**
 * Size and type per kind (spec §8 Upload: image and profile-image accept images; document pdf, doc,
 * docx, xls, xlsx, txt, csv; general both; §5 partner application: PDF, DOC, DOCX, JPG, JPEG, PNG;
 * §9: logo 5 MB, the rest 10 MB).
 */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { maxMb: UPLOAD_LIMITS_MB.default, extensions: IMAGE_EXTENSIONS },
  'profile-image': { maxMb: UPLOAD_LIMITS_MB.default, extensions: IMAGE_EXTENSIONS },
  logo: { maxMb: UPLOAD_LIMITS_MB.logo, extensions: IMAGE_EXTENSIONS },
  cover: { maxMb: UPLOAD_LIMITS_MB.cover, extensions: IMAGE_EXTENSIONS },
  document: { maxMb: UPLOAD_LIMITS_MB.document, extensions: DOCUMENT_EXTENSIONS },
  general: { maxMb: UPLOAD_LIMITS_MB.default, extensions: [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS] },
  'application-document': {
    maxMb: UPLOAD_LIMITS_MB.document,
    extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
  },
};

/** The accepted types of a kind as shown in 'Desteklenmeyen dosya türü' (e.g. "PDF, DOC, DOCX"). */
export function acceptedTypesLabel(kind: UploadKind): string {
  return UPLOAD_RULES[kind].extensions.map((e) => e.toUpperCase()).join(', ');
}

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
