import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { partnerPostsQueryOptions } from './list-partner-posts';

/**
 * DELETE /api/partners/{id}/posts/{postId}: the partner's owner, or an admin, deletes a post.
 * @throws {ApiError} 403 for anyone else; 404 `PARTNER_POST_NOT_FOUND` when it is gone already.
 */
export async function deletePartnerPost(partnerId: number, postId: number): Promise<void> {
  await apiRequest(`/api/partners/${partnerId}/posts/${postId}`, { method: 'DELETE', schema: false });
}

/** Deletes a post of `partnerId`; its posts list refreshes. */
export function useDeletePartnerPost(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deletePartnerPost(partnerId, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerPostsQueryOptions(partnerId).queryKey }),
  });
}
