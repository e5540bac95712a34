/**
 * File uploads from the browser (spec §7 "Multipart", §8 Upload; docs/decisions/011-file-storage.md).
 * `uploadFile` posts multipart form data with XMLHttpRequest, because fetch reports no upload
 * progress. `checkFileLocally` gives instant feedback with the spec's texts; the server still decides
 * by content.
 */
import type { UploadResponse } from '@shared/contracts/files';
import { acceptedTypesLabel, UPLOAD_RULES, type UploadKind } from '@shared/upload-rules';
import { ApiError } from './api';
import { i18n, messageKey } from './i18n';

/** What an upload route answers on success: `{success, url, id, metadata, error}`. */
export type UploadResult = UploadResponse;

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out (100 once the server answered). */
  onProgress?: (percent: number) => void;
  /** Aborts the upload; the promise then rejects with an `AbortError` DOMException. */
  signal?: AbortSignal;
  /** Text fields sent before the file(s) (e.g. a form's other fields). */
  extraFields?: Record<string, string>;
  /** The file name to send for a Blob without one (a cropped image); defaults to the File's name. */
  fileName?: string;
}

/** The error text of a failed upload: the server's localized message, else the spec's fallback. */
function failure(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const message = typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : undefined;
    if (message) {
      const fieldErrors = b.fieldErrors as Record<string, string[]> | undefined;
      return new ApiError(status, typeof b.code === 'string' ? b.code : `HTTP_${status}`, message, fieldErrors);
    }
  }
  return new ApiError(status, `HTTP_${status}`, i18n.t(messageKey('files.failed')));
}

/**
 * Uploads `file` (or several under the same field) as multipart form data.
 * @param path e.g. `/api/upload/image`
 * @param field the form field the route reads (`image`, `profileImage`, `document`, `file`, …)
 * @returns the route's JSON answer (an {@link UploadResult} for the upload routes; other multipart
 *   routes may pass their own type)
 * @throws ApiError whose message is the server's localized text (413 FILE_TOO_LARGE, 415
 *   UNSUPPORTED_FILE_TYPE, 400 FILE_EMPTY, 401…), status 0 when the network failed; DOMException
 *   `AbortError` when `signal` aborted
 */
export function uploadFile<T = UploadResult>(
  path: string,
  field: string,
  file: Blob | readonly Blob[],
  { onProgress, signal, extraFields, fileName }: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields ?? {})) form.append(name, value);
  const list: readonly Blob[] = Array.isArray(file) ? file : [file as Blob];
  for (const item of list) {
    const name = fileName ?? (item instanceof File ? item.name : 'file');
    form.append(field, item, name);
  }
  return sendWithProgress<T>(path, form, null, { onProgress, signal });
}

/**
 * Posts `file` as the raw request body with its own content type (a CSV import reads `text/csv`),
 * with the same progress, abort and error handling as {@link uploadFile}.
 * @throws ApiError with the server's localized message; DOMException `AbortError` when `signal` aborted
 */
export function uploadRawFile<T>(
  path: string,
  file: Blob,
  contentType: string,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<T> {
  return sendWithProgress<T>(path, file, contentType, options);
}

function sendWithProgress<T>(
  path: string,
  body: XMLHttpRequestBodyInit,
  contentType: string | null,
  { onProgress, signal }: Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        // 99 at most until the server has answered: the bytes are out, the checks are not done.
        onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      done();
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && !(body && typeof body === 'object' && (body as { success?: unknown }).success === false)) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        reject(failure(xhr.status, body));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('files:errors.network')));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    onProgress?.(0);
    xhr.send(body);
  });
}

/** A local refusal: an `upload` namespace key and its values, for `t(key, params)`. */
export interface LocalFileProblem {
  key: 'files:errors.tooLarge' | 'files:errors.unsupported' | 'shared:files.empty';
  /** The title the spec pairs with it ('Dosya çok büyük', 'Desteklenmeyen dosya türü'). */
  titleKey?: 'files:errors.tooLargeTitle' | 'files:errors.unsupportedTitle';
  params: Record<string, string | number>;
}

/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks a picked file against a kind's rules (or an explicit size and extension list) before any
 * upload, for instant feedback (spec §8 Upload: 'Dosya çok büyük' / 'Maksimum dosya boyutu {n}MB
 * olmalıdır.', 'Desteklenmeyen dosya türü' with the accepted types). By name only: the server checks
 * the content.
 * @param options.kind use that kind's limits from the shared contract
 * @param options.maxMb largest size in MB (overrides the kind's)
 * @param options.accept accepted extensions, lower case without dot (overrides the kind's)
 * @returns the problem to show, or null when the file may be sent
 */
export function checkFileLocally(
  file: Pick<File, 'name' | 'size'>,
  options: { kind?: UploadKind; maxMb?: number; accept?: readonly string[] },
): LocalFileProblem | null {
  const rule = options.kind ? UPLOAD_RULES[options.kind] : undefined;
  const maxMb = options.maxMb ?? rule?.maxMb ?? 10;
  const accept = options.accept ?? rule?.extensions;
  if (file.size === 0) return { key: 'shared:files.empty', params: {} };
  if (file.size > maxMb * 1024 * 1024) {
    return { key: 'files:errors.tooLarge', titleKey: 'files:errors.tooLargeTitle', params: { n: maxMb } };
  }
  if (accept && !accept.includes(extensionOf(file.name))) {
    const types =
      options.accept || !options.kind
        ? accept.map((e) => e.toUpperCase()).join(', ')
        : acceptedTypesLabel(options.kind);
    return { key: 'files:errors.unsupported', titleKey: 'files:errors.unsupportedTitle', params: { types } };
  }
  return null;
}

/** The `accept` attribute of a file input for a list of extensions (`.jpg,.jpeg,.png`). */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e}`).join(',');
}
