/**
 * Upload kinds and their size and type rules (spec §5 partner application, §8 Upload, §9 Uploads),
 * zod-free so the client's upload field can use them without the contract's schemas. The server
 * applies them by content (src/server/modules/files/files.service.ts); the client by name, for instant
 * feedback.
 */
import { UPLOAD_LIMITS_MB } from './constants';

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

/**
 * What an upload to /api/upload/general is for (`?purpose=`): `chat` is a chat attachment (issue 10),
 * stored as a message file and refused with the chat's texts (spec §5 Chat).
 */
export const UPLOAD_PURPOSES = ['chat'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * A chat attachment (spec §5 Chat, §9 "chat files 10MB"): at most 10 MB ('Dosya boyutu 10MB'dan büyük
 * olamaz'); jpeg, jpg, png, gif, webp, pdf, doc, docx, xls, xlsx, csv, txt, else 'Desteklenmeyen dosya
 * türü...'. The same types as `general`, checked by content on the server.
 */
export const CHAT_UPLOAD_RULE: UploadRule = {
  maxMb: UPLOAD_LIMITS_MB.default,
  extensions: ['jpeg', 'jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt'],
};

/** The chat's accepted types as its 'Desteklenmeyen dosya türü' text lists them. */
export function chatAcceptedTypesLabel(): string {
  return CHAT_UPLOAD_RULE.extensions.map((e) => e.toUpperCase()).join(', ');
}
