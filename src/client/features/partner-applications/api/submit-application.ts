import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorBodySchema } from '@shared/contracts/errors';
import {
  APPLICATION_FIELDS,
  type ApplicationCreated,
  type ApplicationFormInput,
} from '@shared/contracts/partner-applications';
import { ApiError } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n';
import { myApplicationQueryOptions } from '@/lib/my-application';

/** The files of an application: cropped logo and cover (JPEG blobs) and the documents. */
export interface ApplicationFiles {
  logo: Blob | null;
  coverImage: Blob | null;
  documents: File[];
}

export interface SubmitApplicationInput {
  values: ApplicationFormInput;
  files: ApplicationFiles;
  /** Upload progress, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /api/partner-applications (multipart; spec §3, §7): the form fields (`services` as a JSON list,
 * `kvkkAccepted`), `logo`, `coverImage`, `documents`. XHR rather than fetch, for upload progress.
 * @throws {ApiError} 400 `VALIDATION_ERROR` with fieldErrors; 403 `EMAIL_NOT_VERIFIED`; 409
 *   `APPLICATION_PENDING` / `USERNAME_TAKEN` / `CONFLICT`; 413 `FILE_TOO_LARGE`; 415
 *   `UNSUPPORTED_FILE_TYPE`; 429 `RATE_LIMITED`; status 0 `NETWORK_ERROR`.
 */
export function submitApplication({ values, files, onProgress }: SubmitApplicationInput): Promise<ApplicationCreated> {
  const form = new FormData();
  for (const field of APPLICATION_FIELDS) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    form.append(field, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (files.logo) form.append('logo', files.logo, 'logo.jpg');
  if (files.coverImage) form.append('coverImage', files.coverImage, 'cover.jpg');
  for (const doc of files.documents) form.append('documents', doc, doc.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/partner-applications');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('common:errors.network')));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as ApplicationCreated);
        return;
      }
      const parsed = errorBodySchema.safeParse(body);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors)
          : new ApiError(xhr.status, `HTTP_${xhr.status}`, i18n.t('common:errors.unknown')),
      );
    };
    xhr.send(form);
  });
}

/** Sends the application; on success the caller's "mine" query is refreshed. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationQueryOptions().queryKey }),
  });
}
