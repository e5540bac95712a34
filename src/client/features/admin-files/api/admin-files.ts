/**
 * Admin file management API (spec §2 File management, §7; issue 11): the paged list with totals,
 * upload with progress, public/private and delete. Every change refreshes the list and its totals.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminFile,
  type AdminFileList,
  adminFileListSchema,
  adminFileSchema,
} from '@shared/contracts/admin-files';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { type FileFilters, filtersToQuery } from '../lib/query';

/** Cache keys of this feature. */
export const adminFileKeys = {
  all: ['admin-files'] as const,
  list: (filters: FileFilters) => ['admin-files', 'list', { ...filters, search: filters.search.trim() }] as const,
};

/**
 * GET /api/admin/files: one page of the filtered list, newest first, with totals over all files.
 * @throws {ApiError} 401/403 for non-admins, 400 for a filter the server does not know
 */
export function fetchAdminFiles(filters: FileFilters, page: number, signal?: AbortSignal): Promise<AdminFileList> {
  return apiGet(
    withQuery('/api/admin/files', { ...filtersToQuery(filters, page) }),
    import.meta.env.DEV && adminFileListSchema,
    signal,
  );
}

/** The filtered list, page by page ('Daha fazla yükle' fetches the next while `hasMore`). */
export function useAdminFiles(filters: FileFilters) {
  return useInfiniteQuery({
    queryKey: adminFileKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAdminFiles(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: AdminFileList) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
  });
}

/**
 * POST /api/admin/files/upload (multipart `file`, `makePublic`) with upload progress.
 * @throws {ApiError} the server's text: 413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE, 400…
 */
export function uploadAdminFile(
  file: File,
  makePublic: boolean,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<AdminFile> {
  return uploadFile<AdminFile>('/api/admin/files/upload', 'file', file, {
    ...options,
    extraFields: { makePublic: String(makePublic) },
  });
}

/** Uploads a file; the list and totals refresh after. */
export function useUploadAdminFile(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, makePublic, signal }: { file: File; makePublic: boolean; signal?: AbortSignal }) =>
      uploadAdminFile(file, makePublic, { onProgress, signal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFileKeys.all }),
  });
}

/** PUT /api/admin/files/{id}/public: the updated file (its URL changes with its access). */
export async function setAdminFilePublic(id: string, isPublic: boolean): Promise<AdminFile> {
  const { data } = await apiRequest(`/api/admin/files/${encodeURIComponent(id)}/public`, {
    method: 'PUT',
    body: { isPublic },
    schema: import.meta.env.DEV && adminFileSchema,
  });
  return data;
}

export function useSetAdminFilePublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) => setAdminFilePublic(id, isPublic),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFileKeys.all }),
  });
}

/**
 * DELETE /api/admin/files/{id} (204, no body); the stored object goes with it.
 * @throws {ApiError} the server's code and text (404 ADMIN_FILE_NOT_FOUND…); `HTTP_<status>` when the
 *   answer had no error body (the caller shows the spec's fallback)
 */
export async function deleteAdminFile(id: string): Promise<void> {
  await apiRequest<void>(`/api/admin/files/${encodeURIComponent(id)}`, { method: 'DELETE', schema: false });
}

export function useDeleteAdminFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminFile(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFileKeys.all }),
  });
}
