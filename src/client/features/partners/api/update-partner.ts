import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  partnerProfileResponseSchema,
  type PartnerProfileResponse,
  type PartnerUpdateInput,
} from '@shared/contracts/partners';
import { apiRequest } from '@/lib/api';
import { partnerQueryOptions } from './get-partner';
import { sharedKeys } from '@/lib/query-keys';

/**
 * PATCH /api/partners/{id}: saves the editor's fields (owner or admin).
 * @returns the profile after the change
 * @throws {ApiError} 400 VALIDATION_ERROR with `fieldErrors`; 404 PARTNER_NOT_FOUND for anyone but
 *   the owner and admins; 409 CONFLICT for a taken username or a second username change
 */
export async function updatePartner(id: number, body: PartnerUpdateInput): Promise<PartnerProfileResponse> {
  const { data } = await apiRequest(`/api/partners/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV && partnerProfileResponseSchema,
  });
  return data;
}

/**
 * Saves a partner's profile and puts the answer in the cache under its id and its (possibly new)
 * username; the catalogue lists are refetched.
 */
export function useUpdatePartner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerUpdateInput) => updatePartner(id, body),
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerQueryOptions(partner.username).queryKey, partner);
      queryClient.setQueryData(partnerQueryOptions(String(partner.id)).queryKey, partner);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.partnerLists });
      // The header menu's link to the own profile (auth feature) holds the username.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.ownPartner });
    },
  });
}
