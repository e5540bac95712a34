import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatePartnerPostInput, type PartnerPost, partnerPostSchema } from '@shared/contracts/partner-posts';
import { apiRequest } from '@/lib/api';
import { partnerPostsQueryOptions } from './list-partner-posts';

/**
 * POST /api/partners/{id}/posts `{body, imageFileId?, link?}`: the partner's owner publishes a post;
 * its followers are notified by the server.
 * @throws {ApiError} 400 validation (`fieldError('body' | 'link' | 'imageFileId')`); 403 when the
 *   caller is not the partner's owner acting as partner; 429 when posting too often.
 */
export async function createPartnerPost(partnerId: number, input: CreatePartnerPostInput): Promise<PartnerPost> {
  const { data } = await apiRequest<PartnerPost>(`/api/partners/${partnerId}/posts`, {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && partnerPostSchema,
  });
  return data;
}

/** Publishes a post of `partnerId`; its posts list refreshes. */
export function useCreatePartnerPost(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePartnerPostInput) => createPartnerPost(partnerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerPostsQueryOptions(partnerId).queryKey }),
  });
}
