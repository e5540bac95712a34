import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CapabilityValues,
  partnerCapabilitiesSchema,
  type UpdatePartnerCapabilitiesInput,
} from '@shared/contracts/capabilities';
import { apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * PUT /api/partners/{id}/capabilities (issue 21): the partner's capability values, whole.
 * @throws {ApiError} 400 VALIDATION_ERROR with fieldErrors `values.<fieldKey>` for an unknown field or
 *   option; 404 PARTNER_NOT_FOUND unless owner or admin
 */
export async function updatePartnerCapabilities(
  partnerId: number,
  body: UpdatePartnerCapabilitiesInput,
): Promise<{ values: CapabilityValues }> {
  const { data } = await apiRequest(`/api/partners/${partnerId}/capabilities`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV && partnerCapabilitiesSchema,
  });
  return data;
}

/** Saves the values, then refreshes the catalogue and profiles (cards and the profile show them). */
export function useUpdatePartnerCapabilities(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CapabilityValues) => updatePartnerCapabilities(partnerId, { values }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sharedKeys.partners }),
  });
}
