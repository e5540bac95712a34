/**
 * GET /api/maintenance (issue 22; docs/decisions/040): the current or next maintenance window, for the
 * banner on every page and the status page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicMaintenance, publicMaintenanceSchema } from '@shared/contracts/maintenance';
import { apiGet } from '@/lib/api';

/** How often an open page asks again: a window scheduled meanwhile shows within this time. */
export const MAINTENANCE_POLL_MS = 5 * 60_000;

/** Fetches the current or next window (null: none planned). */
export function fetchMaintenance(signal?: AbortSignal): Promise<PublicMaintenance> {
  return apiGet<PublicMaintenance>('/api/maintenance', import.meta.env.DEV && publicMaintenanceSchema, signal);
}

/** Query options of GET /api/maintenance, polled every {@link MAINTENANCE_POLL_MS}. */
export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['maintenance'],
    queryFn: ({ signal }) => fetchMaintenance(signal),
    refetchInterval: MAINTENANCE_POLL_MS,
  });

/** The current or next maintenance window. */
export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}
