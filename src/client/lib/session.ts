import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@shared/contracts/auth';
import { apiGet, isApiError } from '@/lib/api';

/** Query key of the signed-in user (spec §4 "Session"). */
export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * GET /api/user: the signed-in user, or null when the server answers 401 (spec §4: "A 401 on the
 * session query yields null").
 * @throws {ApiError} on any other failure (network, 5xx), so the layout can offer a retry.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiGet<SessionUser>('/api/user', import.meta.env.DEV && sessionUserSchema, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
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
