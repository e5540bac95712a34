import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationReviewInput,
  type ApplicationSummary,
  applicationSummarySchema,
} from '@shared/contracts/partner-applications';
import { apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { ADMIN_APPLICATIONS_KEY } from './list-applications';

/**
 * PATCH /api/partner-applications/{id} `{status, notes}` (admins): approve or reject a pending application.
 * @throws {ApiError} 409 `APPLICATION_REVIEWED` (not pending) or `USERNAME_TAKEN`; 404; 403 not an admin.
 */
export async function reviewApplication(id: string, review: ApplicationReviewInput): Promise<ApplicationSummary> {
  const { data } = await apiRequest(`/api/partner-applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: review,
    schema: import.meta.env.DEV && applicationSummarySchema,
  });
  return data;
}

/** The review; refreshes the application lists and details, the partners and the overview. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ApplicationReviewInput }) => reviewApplication(id, review),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminPartners }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminOverview }),
      ]);
    },
  });
}
