import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus } from '@shared/constants';
import { type FeedbackListQueryInput, feedbackItemSchema, feedbackListSchema } from '@shared/contracts/feedback';
import { apiGet, apiRequest, withQuery } from '@/lib/api';

/** Prefix of every admin feedback list query. */
export const ADMIN_FEEDBACK_KEY = ['admin', 'feedback'] as const;

/**
 * GET /api/admin/feedback (admins): one page, newest first, optionally of one status and category.
 * @throws {ApiError} 403 not an admin.
 */
export function useAdminFeedback(query: FeedbackListQueryInput) {
  return useQuery({
    queryKey: [...ADMIN_FEEDBACK_KEY, query],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/api/admin/feedback', { ...query }), import.meta.env.DEV && feedbackListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * PATCH /api/admin/feedback/{id}/status `{status}`.
 * @throws {ApiError} 404 `FEEDBACK_NOT_FOUND`.
 */
export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; status: FeedbackStatus }) => {
      const { data } = await apiRequest(`/api/admin/feedback/${v.id}/status`, {
        method: 'PATCH',
        body: { status: v.status },
        schema: import.meta.env.DEV && feedbackItemSchema,
      });
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}

/**
 * DELETE /api/admin/feedback/{id}: answers 204 without a body.
 * @throws {ApiError} 404 `FEEDBACK_NOT_FOUND`.
 */
export async function deleteFeedback(id: number): Promise<void> {
  await apiRequest<void>(`/api/admin/feedback/${id}`, { method: 'DELETE', schema: false });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}
