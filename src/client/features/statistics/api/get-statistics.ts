import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Statistics, statisticsSchema } from '@shared/contracts/statistics';
import { apiGet } from '@/lib/api';

/** Polling interval of the admin statistics (spec §9: 60 s). */
export const STATISTICS_INTERVAL_MS = 60_000;

/** GET /api/admin/statistics (master_admin): the spec §3 Statistics response. */
export function fetchStatistics(signal?: AbortSignal): Promise<Statistics> {
  return apiGet<Statistics>('/api/admin/statistics', import.meta.env.DEV && statisticsSchema, signal);
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'statistics'],
    queryFn: ({ signal }) => fetchStatistics(signal),
    refetchInterval: STATISTICS_INTERVAL_MS,
  });

/** The statistics, refreshed every 60 s while the page is open. */
export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
