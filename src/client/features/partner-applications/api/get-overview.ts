import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminOverview, adminOverviewSchema } from '@shared/contracts/partner-applications';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/overview (admins): pending applications, active and total partners.
 * @throws {ApiError} 403 not an admin.
 */
export function fetchOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiGet('/api/admin/overview', import.meta.env.DEV && adminOverviewSchema, signal);
}

/** Query options of {@link fetchOverview}. */
export const overviewQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.adminOverview, queryFn: ({ signal }) => fetchOverview(signal) });

/** The overview counters. */
export function useOverview() {
  return useQuery(overviewQueryOptions());
}
