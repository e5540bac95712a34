import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationStatusRecord, applicationStatusRecordSchema } from '@shared/contracts/partner-applications';
import { apiGet } from '@/lib/api';

/**
 * GET /api/application-status/{id}: the public status record (spec §2 "Application status").
 * @throws {ApiError} 404 `APPLICATION_NOT_FOUND` for an unknown or malformed id.
 */
export function fetchApplicationStatus(id: string, signal?: AbortSignal): Promise<ApplicationStatusRecord> {
  return apiGet(
    `/api/application-status/${encodeURIComponent(id)}`,
    import.meta.env.DEV && applicationStatusRecordSchema,
    signal,
  );
}

/** Query options of {@link fetchApplicationStatus}. */
export const applicationStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['partner-applications', 'status', id],
    queryFn: ({ signal }) => fetchApplicationStatus(id, signal),
  });

/** The status record of application `id`. */
export function useApplicationStatus(id: string) {
  return useQuery(applicationStatusQueryOptions(id));
}
