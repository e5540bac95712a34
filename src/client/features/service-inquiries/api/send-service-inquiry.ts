import { useMutation } from '@tanstack/react-query';
import {
  type ServiceInquiryAccepted,
  serviceInquiryAcceptedSchema,
  type ServiceInquiryFormInput,
} from '@shared/contracts/service-inquiries';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/partners/{id}/inquiries: a visitor's inquiry, stored pending until the sender opens the
 * confirmation link mailed to them (docs/decisions/042-service-inquiry.md).
 * @throws {ApiError} 400 validation (`fieldError('name' | 'email' | 'company' | 'phone' | 'message')`);
 *   404 `PARTNER_NOT_FOUND`; 409 `INQUIRY_UNAVAILABLE`; 429 `RATE_LIMITED` (per IP or per address).
 */
export async function sendServiceInquiry(
  partnerId: number,
  input: ServiceInquiryFormInput,
): Promise<ServiceInquiryAccepted> {
  const { data } = await apiRequest<ServiceInquiryAccepted>(`/api/partners/${partnerId}/inquiries`, {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && serviceInquiryAcceptedSchema,
  });
  return data;
}

/** Sends an inquiry to `partnerId`. */
export function useSendServiceInquiry(partnerId: number) {
  return useMutation({ mutationFn: (input: ServiceInquiryFormInput) => sendServiceInquiry(partnerId, input) });
}
