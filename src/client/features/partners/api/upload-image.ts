import { uploadResponseSchema, type UploadResponse } from '@shared/contracts/files';
import { ApiError } from '@/lib/api';
import { currentLanguage, i18n } from '@/lib/i18n';

/**
 * POST /api/upload/image (field `image`): stores a public image (the server re-encodes it and strips
 * its metadata) and answers its `/public-objects/...` URL, which the profile's logo or cover may then
 * name in PATCH /api/partners/{id}.
 * @throws {ApiError} with the server's localized message: 413 too large, 415 not an image, 401 signed out
 */
export async function uploadProfileImage(file: Blob, fileName: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('image', file, fileName);
  let response: Response;
  try {
    response = await fetch('/api/upload/image', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  }
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? i18n.t('common:errors.unknown'),
    );
  }
  const parsed = uploadResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', i18n.t('common:errors.unknown'));
  return parsed.data;
}
