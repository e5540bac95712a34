import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddVerificationDocumentInput,
  type PartnerVerification,
  partnerVerificationSchema,
} from '@shared/contracts/partner-verification';
import { apiGet, apiRequest } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** This feature's query keys: the owner's verification, and one partner's as admins see it. */
export const verificationKeys = {
  own: ['partner-dashboard', 'verification'] as const,
  admin: (partnerId: number) => ['admin', 'partners', partnerId, 'verification'] as const,
};

/**
 * GET /api/partner-dashboard/verification: the signed-in owner's registry documents and whether the
 * partner is verified now.
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND` when the account owns no partner; 401 when signed out.
 */
export function fetchOwnVerification(signal?: AbortSignal): Promise<PartnerVerification> {
  return apiGet('/api/partner-dashboard/verification', import.meta.env.DEV && partnerVerificationSchema, signal);
}

/** The owner's verification. */
export function useOwnVerification() {
  return useQuery(
    queryOptions({ queryKey: verificationKeys.own, queryFn: ({ signal }) => fetchOwnVerification(signal) }),
  );
}

/**
 * GET /api/admin/partners/{id}/verification (admins).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 403 for others.
 */
export function fetchPartnerVerification(partnerId: number, signal?: AbortSignal): Promise<PartnerVerification> {
  return apiGet(
    `/api/admin/partners/${partnerId}/verification`,
    import.meta.env.DEV && partnerVerificationSchema,
    signal,
  );
}

/** One partner's verification as admins review it. */
export function usePartnerVerification(partnerId: number) {
  return useQuery(
    queryOptions({
      queryKey: verificationKeys.admin(partnerId),
      queryFn: ({ signal }) => fetchPartnerVerification(partnerId, signal),
    }),
  );
}

async function send(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<PartnerVerification> {
  const { data } = await apiRequest<PartnerVerification>(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema: import.meta.env.DEV && partnerVerificationSchema,
  });
  return data;
}

/** The owner's moves: add an uploaded file as a document, delete a document. */
export type OwnDocumentAction =
  { kind: 'add'; body: AddVerificationDocumentInput } | { kind: 'delete'; documentId: number };

/**
 * POST /api/partner-dashboard/verification/documents or DELETE …/documents/{id}; the card shows the
 * answer at once. A deletion can end the verification, so the catalogue and profiles refetch.
 * @throws {ApiError} 400 with `fieldErrors` (file not the caller's, already added, no title); 404.
 */
export function useOwnDocumentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnDocumentAction) =>
      action.kind === 'add'
        ? send('/api/partner-dashboard/verification/documents', 'POST', action.body)
        : send(`/api/partner-dashboard/verification/documents/${action.documentId}`, 'DELETE'),
    onSuccess: (data) => queryClient.setQueryData(verificationKeys.own, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.partners }),
  });
}

/** An admin's decision on one document. */
export type DocumentDecision =
  { kind: 'verify'; documentId: number; expiresOn: string } | { kind: 'reject'; documentId: number; reason: string };

/**
 * POST /api/admin/partner-documents/{id}/verify {expiresOn} or …/reject {reason}; the panel shows the
 * answer, and the catalogue and profiles refetch (the badge may have come or gone).
 * @throws {ApiError} 400 with `fieldErrors.expiresOn` / `fieldErrors.reason`; 404.
 */
export function useDocumentDecision(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DocumentDecision) =>
      decision.kind === 'verify'
        ? send(`/api/admin/partner-documents/${decision.documentId}/verify`, 'POST', {
            expiresOn: decision.expiresOn,
          })
        : send(`/api/admin/partner-documents/${decision.documentId}/reject`, 'POST', { reason: decision.reason }),
    onSuccess: (data) => queryClient.setQueryData(verificationKeys.admin(partnerId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.partners }),
  });
}
