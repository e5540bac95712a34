import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PartnerInquiry,
  type PartnerInquiryList,
  partnerInquiryListSchema,
  partnerInquirySchema,
} from '@shared/contracts/service-inquiries';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/partner-dashboard/inquiries: the delivered inquiries of the caller's partner, newest first.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the caller owns no partner.
 */
export function fetchPartnerInquiries(signal?: AbortSignal): Promise<PartnerInquiryList> {
  return apiGet('/api/partner-dashboard/inquiries', import.meta.env.DEV && partnerInquiryListSchema, signal);
}

/** Query options of {@link fetchPartnerInquiries}; a `service_inquiry` notification refreshes the key. */
export const partnerInquiriesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.serviceInquiries, queryFn: ({ signal }) => fetchPartnerInquiries(signal) });

/** The partner's inquiries. */
export function usePartnerInquiries() {
  return useQuery(partnerInquiriesQueryOptions());
}

/**
 * POST /api/partner-dashboard/inquiries/{id}/invite: mails the sender a sign-up link, once.
 * @throws {ApiError} 404 `INQUIRY_NOT_FOUND`; 409 `INQUIRY_ALREADY_INVITED`.
 */
export async function inviteInquirySender(id: number): Promise<PartnerInquiry> {
  const { data } = await apiRequest<PartnerInquiry>(`/api/partner-dashboard/inquiries/${id}/invite`, {
    method: 'POST',
    schema: import.meta.env.DEV && partnerInquirySchema,
  });
  return data;
}

/** Invites a sender; the list shows the invitation at once. */
export function useInviteInquirySender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteInquirySender,
    onSuccess: (updated) =>
      queryClient.setQueryData<PartnerInquiryList>(partnerInquiriesQueryOptions().queryKey, (old) =>
        old ? { ...old, inquiries: old.inquiries.map((i) => (i.id === updated.id ? updated : i)) } : old,
      ),
  });
}
