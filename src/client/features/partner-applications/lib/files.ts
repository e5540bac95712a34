import {
  APPLICATION_DOCUMENT_EXTENSIONS,
  APPLICATION_DOCUMENT_MIME_TYPES,
  APPLICATION_FILE_LIMITS,
} from '@shared/contracts/partner-applications';

/** Why a picked file is refused, or null when it may be used (spec §5: type and size). */
export type FileProblem = { reason: 'tooLarge'; maxMb: number } | { reason: 'type' } | { reason: 'imageOnly' };

const extension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Checks a document (PDF, DOC, DOCX, JPG, JPEG, PNG; 10 MB). The server checks the content again. */
export function documentProblem(file: File): FileProblem | null {
  const typeOk =
    (APPLICATION_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension(file.name)) &&
    (file.type === '' || (APPLICATION_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return { reason: 'type' };
  if (file.size > APPLICATION_FILE_LIMITS.document)
    return { reason: 'tooLarge', maxMb: mb(APPLICATION_FILE_LIMITS.document) };
  return null;
}

/** Checks a logo or cover image before cropping (an image; logo 5 MB, cover 10 MB). */
export function imageProblem(file: File, kind: 'logo' | 'cover'): FileProblem | null {
  if (!file.type.startsWith('image/')) return { reason: 'imageOnly' };
  const limit = APPLICATION_FILE_LIMITS[kind];
  if (file.size > limit) return { reason: 'tooLarge', maxMb: mb(limit) };
  return null;
}
