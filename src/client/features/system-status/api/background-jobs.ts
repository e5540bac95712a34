/**
 * Background jobs of the admin system status (docs/decisions/021-job-queue.md): the failed jobs and the
 * schedules (GET /api/admin/system-status/jobs) and the retry of a failed job (POST …/jobs/{id}/retry).
 * master_admin only; the server refuses others (401/403).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BackgroundJobs, backgroundJobsSchema, retryJobResponseSchema } from '@shared/contracts/system-status';
import { apiGet, apiRequest } from '@/lib/api';
import { ADMIN_STATUS_INTERVAL_MS } from './get-admin-status';

/** GET /api/admin/system-status/jobs. @throws ApiError 401/403 for anyone but the master admin */
export function fetchBackgroundJobs(signal?: AbortSignal): Promise<BackgroundJobs> {
  return apiGet<BackgroundJobs>('/api/admin/system-status/jobs', import.meta.env.DEV && backgroundJobsSchema, signal);
}

export const backgroundJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-status', 'jobs'],
    queryFn: ({ signal }) => fetchBackgroundJobs(signal),
    refetchInterval: ADMIN_STATUS_INTERVAL_MS,
  });

/** The failed jobs and schedules, refreshed with the rest of the status page (every 30 s). */
export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}

/**
 * POST /api/admin/system-status/jobs/{id}/retry: sends a failed job back to its queue.
 * @throws ApiError 404 FAILED_JOB_NOT_FOUND when it was retried already or expired
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiRequest(`/api/admin/system-status/jobs/${encodeURIComponent(id)}/retry`, {
          method: 'POST',
          schema: import.meta.env.DEV && retryJobResponseSchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backgroundJobsQueryOptions().queryKey }),
  });
}
