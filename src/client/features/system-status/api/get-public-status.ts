import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicStatusSchema, type PublicStatus } from '@shared/contracts/system-status';
import { apiGet } from '@/lib/api';

/** Polling interval of the public status (spec §9: 60 s). */
export const PUBLIC_STATUS_INTERVAL_MS = 60_000;

/** GET /api/system-status/public: overall and per-service health, uptime in seconds. */
export function fetchPublicStatus(signal?: AbortSignal): Promise<PublicStatus> {
  return apiGet<PublicStatus>('/api/system-status/public', import.meta.env.DEV && publicStatusSchema, signal);
}

/**
 * Query options polled every minute. The footer dot and /sys-status share the key, so one poll
 * serves both.
 */
export const publicStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system-status', 'public'],
    queryFn: ({ signal }) => fetchPublicStatus(signal),
    refetchInterval: PUBLIC_STATUS_INTERVAL_MS,
  });

/** The public system status, refreshed every 60 s while a consumer is mounted. */
export function usePublicStatus() {
  return useQuery(publicStatusQueryOptions());
}
