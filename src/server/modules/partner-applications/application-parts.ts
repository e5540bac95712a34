/**
 * Reading the multipart request of POST /api/partner-applications while it streams (issue 18): the
 * text fields come first (the client appends them before the files) and are validated as soon as the
 * first file begins, each file's type is checked by its first bytes and its size while it arrives, and
 * the first invalid part ends the request — the rest of the body is never read. Files go to a
 * temporary folder, never more than one chunk of them in memory; the caller removes the folder.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  APPLICATION_DOCUMENTS_MAX,
  APPLICATION_FILE_LIMITS,
  type ApplicationForm,
} from '@shared/contracts/partner-applications';
import { acceptedTypesLabel } from '@shared/upload-rules';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { normalizeInput } from '../../lib/input';
import { mayBeOfKind } from '../files/files.service';

/** A file of the request, written to the temporary folder. */
export interface UploadedPart {
  /** Where the bytes are (inside the caller's temporary folder). */
  path: string;
  /** Its length in bytes. */
  size: number;
  fileName: string;
}

/** The multipart request, read and checked: the validated form and the files on disk. */
export interface ApplicationSubmission {
  form: ApplicationForm;
  logo?: UploadedPart;
  coverImage?: UploadedPart;
  documents: UploadedPart[];
}

/** Bytes of a file's beginning that its type is judged by (what file-type reads at most). */
const HEAD_BYTES = 4100;

const FILE_FIELDS = {
  logo: { kind: 'logo', max: APPLICATION_FILE_LIMITS.logo, tooLarge: 'partnerApplications.logoTooLarge' },
  coverImage: { kind: 'cover', max: APPLICATION_FILE_LIMITS.cover, tooLarge: 'partnerApplications.coverTooLarge' },
  documents: {
    kind: 'application-document',
    max: APPLICATION_FILE_LIMITS.document,
    tooLarge: 'partnerApplications.documentTooLarge',
  },
} as const satisfies Record<string, { kind: string; max: number; tooLarge: MessageKey }>;

/** The largest single file the request may carry (the multipart limit is set one byte above). */
export const APPLICATION_PART_MAX = Math.max(...Object.values(FILE_FIELDS).map((f) => f.max));

const fileError = (field: string, key: MessageKey, code: 'FILE_TOO_LARGE' | 'VALIDATION_ERROR') =>
  new AppError(code, { message: key, fieldErrors: { [field]: [key] } });

/**
 * Writes one file part to `path`, checking its type by its first {@link HEAD_BYTES} bytes and its size
 * as it arrives.
 * @throws AppError FILE_TOO_LARGE (413, the field's own text) past the field's limit;
 *   UNSUPPORTED_FILE_TYPE (415) when the beginning is no type the field accepts; FILE_EMPTY (400)
 */
async function writePart(part: MultipartFile, field: keyof typeof FILE_FIELDS, path: string): Promise<number> {
  const rule = FILE_FIELDS[field];
  const out = createWriteStream(path);
  let size = 0;
  let head: Buffer[] | null = [];
  const checkHead = async () => {
    if (!head) return;
    const bytes = Buffer.concat(head);
    head = null;
    if (!(await mayBeOfKind(bytes, rule.kind))) {
      throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { types: acceptedTypesLabel(rule.kind) } });
    }
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.max) throw fileError(field, rule.tooLarge, 'FILE_TOO_LARGE');
      if (head) {
        head.push(chunk);
        if (size >= HEAD_BYTES) await checkHead();
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (size === 0) throw new AppError('FILE_EMPTY');
    await checkHead();
  } finally {
    out.end();
    await once(out, 'close');
  }
  return size;
}

/**
 * Reads the parts of the application request in order. Text fields are collected (NFC, NUL and lone
 * surrogates refused); at the first file, or at the end when there is none, `validate` checks them
 * all (a field sent after a file is refused: the client sends fields first). Files `logo`,
 * `coverImage` and `documents` (at most {@link APPLICATION_DOCUMENTS_MAX}) are written to `dir`;
 * other file fields are skipped without being kept.
 * @param validate the form check (throws RequestValidationError 400 with the form's messages)
 * @throws what `validate` throws; AppError VALIDATION_ERROR (a field after a file, too many documents),
 *   FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE, FILE_EMPTY — each as soon as the offending part begins
 *   or crosses its limit
 */
export async function readApplicationParts(
  parts: AsyncIterable<Multipart>,
  dir: string,
  validate: (fields: Record<string, string>) => ApplicationForm,
): Promise<ApplicationSubmission> {
  const fields: Record<string, string> = {};
  let form: ApplicationForm | null = null;
  const documents: UploadedPart[] = [];
  let logo: UploadedPart | undefined;
  let coverImage: UploadedPart | undefined;
  let count = 0;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (form) throw fileError(part.fieldname, 'partnerApplications.fieldAfterFiles', 'VALIDATION_ERROR');
      if (typeof part.value === 'string') fields[part.fieldname] = normalizeInput(part.value, part.fieldname) as string;
      continue;
    }
    form ??= validate(fields);
    const field = part.fieldname;
    if (field !== 'logo' && field !== 'coverImage' && field !== 'documents') {
      part.file.resume();
      await once(part.file, 'end');
      continue;
    }
    if (field === 'documents' && documents.length >= APPLICATION_DOCUMENTS_MAX) {
      throw fileError('documents', 'partnerApplications.tooManyDocuments', 'VALIDATION_ERROR');
    }
    const path = join(dir, `part-${++count}`);
    const size = await writePart(part, field, path);
    const file = { path, size, fileName: part.filename || 'file' };
    if (field === 'logo') logo = file;
    else if (field === 'coverImage') coverImage = file;
    else documents.push(file);
  }
  return { form: form ?? validate(fields), logo, coverImage, documents };
}
