import { useMutation } from '@tanstack/react-query';
import { type ClaimLinkRequested, claimLinkRequestedSchema } from '@shared/contracts/partner-claims';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/claim-links `{partnerId}`: mails the listing's claim link to the listing's own address.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 409 `PARTNER_ALREADY_CLAIMED` / `PARTNER_NO_EMAIL`;
 *   429 `CLAIM_LINK_TOO_SOON` (once a day per listing) or the per-client limit.
 */
export async function requestClaimLink(partnerId: number): Promise<ClaimLinkRequested> {
  const { data } = await apiRequest('/api/claim-links', {
    method: 'POST',
    body: { partnerId },
    schema: import.meta.env.DEV && claimLinkRequestedSchema,
  });
  return data;
}

/** Asking for the claim link; nothing cached changes (the listing stays unclaimed until the link is used). */
export function useRequestClaimLink() {
  return useMutation({ mutationFn: requestClaimLink });
}
