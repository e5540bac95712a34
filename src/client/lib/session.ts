import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse, type SessionUser } from '@shared/contracts/auth';
import { apiGet } from '@/lib/api';

/** Query key of the signed-in user (spec §4 "Session"). */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * GET /api/session: the signed-in user, or null for a visitor (spec §4: no session yields null).
 * Not GET /api/user: its 401 for visitors would show as a failed request in the browser console on
 * every visitor's page load; /api/session always answers 200.
 * @throws {ApiError} on a failure (network, 5xx), so the layout can offer a retry.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiGet<SessionResponse>('/api/session', import.meta.env.DEV && sessionResponseSchema, signal);
  return user;
}

/** Query options of the session: never stale, no retry (spec §7, §9); sign-in/out set it by hand. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    retry: false,
    staleTime: Infinity,
  });

/**
 * The signed-in user. `user` is undefined while the first answer is pending (or when it failed),
 * null for a visitor.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}

/** Replaces the cached user (sign-in, account type switch) or clears it (sign-out: null). */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, user);
}
