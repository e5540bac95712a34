import i18n from 'i18next';
import { currentLanguage } from '@/lib/i18n';

/** The answer of POST /api/upload/profile-image (spec §3 "Upload result"). */
interface UploadAnswer {
  success?: boolean;
  url?: string;
  message?: string;
  error?: string;
}

/**
 * Uploads a profile photo: POST /api/upload/profile-image, multipart field `profileImage`, over XHR
 * so the caller can show progress (spec §7 Uploads).
 * @param onProgress 0–100 as the bytes leave the browser
 * @returns the public URL of the stored image (`/public-objects/...`)
 * @throws Error whose message is the server's localised text (or a generic one)
 */
export function uploadProfileImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload/profile-image');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (message?: string) => reject(new Error(message || i18n.t('account:panel.photo.failed')));
    xhr.onerror = () => fail(i18n.t('common:errors.network'));
    xhr.onload = () => {
      let body: UploadAnswer = {};
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.url) resolve(body.url);
      else fail(body.message ?? body.error);
    };
    const form = new FormData();
    form.append('profileImage', file);
    xhr.send(form);
  });
}
