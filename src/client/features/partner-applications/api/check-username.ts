import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isValidUsername,
  type UsernameAvailable,
  usernameAvailableSchema,
} from '@shared/contracts/partner-applications';
import { apiGet, withQuery } from '@/lib/api';

/**
 * GET /api/partner-applications/username-available: whether a username is free for the caller.
 * @throws {ApiError} 400 `VALIDATION_ERROR` for a username that breaks the rule; 401 when signed out.
 */
export function fetchUsernameAvailable(username: string, signal?: AbortSignal): Promise<UsernameAvailable> {
  return apiGet(
    withQuery('/api/partner-applications/username-available', { username }),
    import.meta.env.DEV && usernameAvailableSchema,
    signal,
  );
}

/** Query options of {@link fetchUsernameAvailable}. */
export const usernameAvailableQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['partner-applications', 'username-available', username.toLowerCase()],
    queryFn: ({ signal }) => fetchUsernameAvailable(username, signal),
    staleTime: 10_000,
  });

/** Availability of `username` (already debounced by the caller); idle for a username that breaks the rule. */
export function useUsernameAvailable(username: string) {
  return useQuery({ ...usernameAvailableQueryOptions(username), enabled: isValidUsername(username) });
}
