import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, userProfileSchema } from '@shared/contracts/auth';
import { apiGet } from '@/lib/api';

/**
 * GET /api/user/profile: the signed-in user's profile fields (spec §3 "Profile").
 * @throws {ApiError} 401 when signed out.
 */
export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet('/api/user/profile', import.meta.env.DEV && userProfileSchema, signal);
}

/** Query options of {@link fetchProfile}. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'profile'], queryFn: ({ signal }) => fetchProfile(signal) });

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
