import { useMutation } from '@tanstack/react-query';
import { type ServiceInquiryConfirmed, serviceInquiryConfirmedSchema } from '@shared/contracts/service-inquiries';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/inquiries/confirm `{token}`: opening the mailed link delivers the inquiry, once; a second
 * opening answers `alreadyDelivered`.
 * @throws {ApiError} 404 `INQUIRY_LINK_INVALID`; 410 `INQUIRY_LINK_EXPIRED`; 404 `PARTNER_NOT_FOUND` /
 *   409 `INQUIRY_UNAVAILABLE` when the firm no longer takes inquiries.
 */
export async function confirmServiceInquiry(token: string): Promise<ServiceInquiryConfirmed> {
  const { data } = await apiRequest<ServiceInquiryConfirmed>('/api/inquiries/confirm', {
    method: 'POST',
    body: { token },
    schema: import.meta.env.DEV && serviceInquiryConfirmedSchema,
  });
  return data;
}

/** The confirmation of one link (a mutation: it changes state, so it is never refetched on its own). */
export function useConfirmServiceInquiry() {
  return useMutation({ mutationFn: confirmServiceInquiry });
}
