import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followingStatusSchema,
  followResultSchema,
  type FollowingStatus,
  type FollowResult,
} from '@shared/contracts/partners';
import { apiGet, apiRequest } from '@/lib/api';
import { followedPartnersQueryOptions } from './followed-partners';

/** GET /api/partners/{id}/following: whether the signed-in user follows the partner. */
export const followingQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['follows', 'following', partnerId],
    queryFn: ({ signal }) =>
      apiGet<FollowingStatus>(
        `/api/partners/${partnerId}/following`,
        import.meta.env.DEV && followingStatusSchema,
        signal,
      ),
  });

/** Whether the signed-in user follows the partner; disabled for visitors. */
export function useFollowing(partnerId: number, enabled: boolean) {
  return useQuery({ ...followingQueryOptions(partnerId), enabled });
}

/**
 * POST (follow) or DELETE (unfollow) /api/partners/{id}/follow. Both are idempotent.
 * @returns the state after the call and the exact follower count
 * @throws {ApiError} 401 signed out; 400 for one's own partner; 404 PARTNER_NOT_FOUND
 */
export async function setFollowing(partnerId: number, follow: boolean): Promise<FollowResult> {
  const { data } = await apiRequest(`/api/partners/${partnerId}/follow`, {
    method: follow ? 'POST' : 'DELETE',
    schema: import.meta.env.DEV && followResultSchema,
  });
  return data;
}

/** Follows or unfollows; the following state and the user's followed list are updated. */
export function useSetFollowing(partnerId: number, onDone?: (result: FollowResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(partnerId, follow),
    onSuccess: (result) => {
      queryClient.setQueryData(followingQueryOptions(partnerId).queryKey, { isFollowing: result.isFollowing });
      void queryClient.invalidateQueries({ queryKey: followedPartnersQueryOptions().queryKey });
      onDone?.(result);
    },
  });
}
