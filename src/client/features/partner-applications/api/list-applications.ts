import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@shared/constants';
import { applicationListSchema, type ApplicationSummary } from '@shared/contracts/partner-applications';
import { apiGet, withQuery } from '@/lib/api';

/** Prefix of every admin application query (list, details), for invalidation after a review. */
export const ADMIN_APPLICATIONS_KEY = ['admin', 'applications'] as const;

/**
 * GET /api/partner-applications?status= (admins): applications, newest first.
 * @throws {ApiError} 401 signed out, 403 not an admin.
 */
export function fetchApplications(
  status: ApplicationStatus | undefined,
  signal?: AbortSignal,
): Promise<ApplicationSummary[]> {
  return apiGet(
    withQuery('/api/partner-applications', { status }),
    import.meta.env.DEV && applicationListSchema,
    signal,
  );
}

/** Query options of {@link fetchApplications}. */
export const applicationsQueryOptions = (status?: ApplicationStatus) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'list', status ?? 'all'],
    queryFn: ({ signal }) => fetchApplications(status, signal),
  });

/** The applications of one status, or all. */
export function useApplications(status?: ApplicationStatus) {
  return useQuery(applicationsQueryOptions(status));
}
