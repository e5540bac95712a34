import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationDetail, applicationDetailSchema } from '@shared/contracts/partner-applications';
import { apiGet } from '@/lib/api';
import { ADMIN_APPLICATIONS_KEY } from './list-applications';

/**
 * GET /api/partner-applications/{id}/details (admins): everything, documents included.
 * @throws {ApiError} 404 `APPLICATION_NOT_FOUND`; 403 not an admin.
 */
export function fetchApplicationDetails(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return apiGet(
    `/api/partner-applications/${encodeURIComponent(id)}/details`,
    import.meta.env.DEV && applicationDetailSchema,
    signal,
  );
}

/** Query options of {@link fetchApplicationDetails}. */
export const applicationDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'details', id],
    queryFn: ({ signal }) => fetchApplicationDetails(id, signal),
  });

/** One application's details (idle without an id). */
export function useApplicationDetails(id: string | null) {
  return useQuery({ ...applicationDetailsQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Download link of one document (the applicant and admins). */
export const documentDownloadPath = (id: string, fileId: string) =>
  `/api/partner-applications/${encodeURIComponent(id)}/documents/${encodeURIComponent(fileId)}/download`;
