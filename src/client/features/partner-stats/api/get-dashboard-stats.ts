import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerDashboardStats, partnerDashboardStatsSchema } from '@shared/contracts/partner-stats';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/partner-dashboard/stats: the signed-in owner's partner figures (30-day views series).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the user owns no partner; 401 when signed out.
 */
export function fetchDashboardStats(signal?: AbortSignal): Promise<PartnerDashboardStats> {
  return apiGet('/api/partner-dashboard/stats', import.meta.env.DEV && partnerDashboardStatsSchema, signal);
}

/** Query options of {@link fetchDashboardStats}. */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.partnerStats,
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });

/** The dashboard figures of the signed-in user's partner. */
export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
