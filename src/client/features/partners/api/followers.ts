import { queryOptions, useQuery } from '@tanstack/react-query';
import { followerListSchema, type Follower } from '@shared/contracts/partners';
import { apiGet } from '@/lib/api';

/**
 * GET /api/partners/{id}/followers: the partner's followers, newest first (owner and admins).
 * @throws {ApiError} 404 PARTNER_NOT_FOUND for anyone else
 */
export const followersQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['follows', 'followers', partnerId],
    queryFn: ({ signal }) =>
      apiGet<Follower[]>(`/api/partners/${partnerId}/followers`, import.meta.env.DEV && followerListSchema, signal),
  });

/** A partner's followers. */
export function useFollowers(partnerId: number) {
  return useQuery(followersQueryOptions(partnerId));
}
