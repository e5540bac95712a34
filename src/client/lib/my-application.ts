/** The signed-in user's latest partner application: shared by the application pages and the user panel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyApplication, myApplicationSchema } from '@shared/contracts/partner-applications';
import { apiGet } from '@/lib/api';

/**
 * GET /api/partner-applications/mine: the caller's latest application, or null.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out.
 */
export function fetchMyApplication(signal?: AbortSignal): Promise<MyApplication> {
  return apiGet('/api/partner-applications/mine', import.meta.env.DEV && myApplicationSchema, signal);
}

/** Query options of {@link fetchMyApplication}. */
export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: ['partner-applications', 'mine'], queryFn: ({ signal }) => fetchMyApplication(signal) });

/** The signed-in user's latest application (`enabled` false for visitors). */
export function useMyApplication(enabled = true) {
  return useQuery({ ...myApplicationQueryOptions(), enabled });
}
