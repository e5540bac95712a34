import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SystemStatus, systemStatusSchema } from '@shared/contracts/system-status';
import { apiGet } from '@/lib/api';

/** Polling interval of the admin system status (spec §9: 30 s). */
export const ADMIN_STATUS_INTERVAL_MS = 30_000;

/** GET /api/admin/system-status (master_admin): the spec §3 System status response. */
export function fetchAdminStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiGet<SystemStatus>('/api/admin/system-status', import.meta.env.DEV && systemStatusSchema, signal);
}

export const adminStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-status'],
    queryFn: ({ signal }) => fetchAdminStatus(signal),
    refetchInterval: ADMIN_STATUS_INTERVAL_MS,
  });

/** The admin system status, refreshed every 30 s while the page is open. */
export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions());
}
