import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPartner, adminPartnerSchema } from '@shared/contracts/partner-applications';
import { apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * PATCH /api/admin/partners/{id} `{isActive}` (admins): a passive partner leaves the catalogue at once.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 403 not an admin.
 */
export async function updateAdminPartner(id: number, isActive: boolean): Promise<AdminPartner> {
  const { data } = await apiRequest(`/api/admin/partners/${id}`, {
    method: 'PATCH',
    body: { isActive },
    schema: import.meta.env.DEV && adminPartnerSchema,
  });
  return data;
}

/** The active/passive switch; refreshes the partner lists and the overview. */
export function useUpdateAdminPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => updateAdminPartner(id, isActive),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminPartners }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminOverview }),
      ]);
    },
  });
}
