import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followedPartnerListSchema,
  followResultSchema,
  type FollowedPartner,
  type FollowResult,
} from '@shared/contracts/partners';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/user/followed-partners: the listed partners the user follows, newest follow first. */
export const followedPartnersQueryOptions = () =>
  queryOptions({
    queryKey: ['follows', 'followed-partners'],
    queryFn: ({ signal }) =>
      apiGet<FollowedPartner[]>(
        '/api/user/followed-partners',
        import.meta.env.DEV && followedPartnerListSchema,
        signal,
      ),
  });

/** The signed-in user's followed partners. */
export function useFollowedPartners() {
  return useQuery(followedPartnersQueryOptions());
}

/**
 * DELETE /api/user/follow/{partnerId}: unfollows from the user's list.
 * @throws {ApiError} 401 signed out; 404 PARTNER_NOT_FOUND
 */
export async function unfollowFromList(partnerId: number): Promise<FollowResult> {
  const { data } = await apiRequest(`/api/user/follow/${partnerId}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV && followResultSchema,
  });
  return data;
}

/** Unfollows a partner of the list; the list drops it at once and is refetched. */
export function useUnfollowFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowFromList,
    onSuccess: (_result, partnerId) => {
      queryClient.setQueryData<FollowedPartner[]>(followedPartnersQueryOptions().queryKey, (list) =>
        list?.filter((p) => p.id !== partnerId),
      );
      queryClient.setQueryData(['follows', 'following', partnerId], { isFollowing: false });
      void queryClient.invalidateQueries({ queryKey: ['follows'] });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.partnerDetails });
    },
  });
}
