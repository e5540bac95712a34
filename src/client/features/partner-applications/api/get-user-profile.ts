import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, userProfileSchema } from '@shared/contracts/auth';
import { apiGet } from '@/lib/api';

/**
 * GET /api/user/profile (spec §7): company, website, LinkedIn… of the signed-in user, to prefill the form.
 * @throws {ApiError} 401 when signed out.
 */
export function fetchUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet('/api/user/profile', import.meta.env.DEV && userProfileSchema, signal);
}

/** Query options of {@link fetchUserProfile}. */
export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: ({ signal }) => fetchUserProfile(signal) });

/** The signed-in user's profile. */
export function useUserProfile(enabled = true) {
  return useQuery({ ...userProfileQueryOptions(), enabled });
}
