import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminListingInput,
  type ClaimLinkSent,
  claimLinkSentSchema,
  type CreatedListing,
  createdListingSchema,
  type ListingImportResult,
  listingImportResultSchema,
} from '@shared/contracts/partner-claims';
import { apiRequest, ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { sharedKeys } from '@/lib/query-keys';
import { uploadRawFile } from '@/lib/upload';

/** Refreshes what a new or changed listing changes: the admin partner list and the overview counters. */
function useRefreshAdminPartners() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedKeys.adminPartners }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.adminOverview }),
    ]);
}

/**
 * POST /api/admin/partners: one listing without an account.
 * @throws {ApiError} 400 with fieldErrors; 409 `LISTING_DUPLICATE` (fieldErrors on email or companyName).
 */
export async function createListing(input: AdminListingInput): Promise<CreatedListing> {
  const { data } = await apiRequest('/api/admin/partners', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV && createdListingSchema,
  });
  return data;
}

/** Creating one listing. */
export function useCreateListing() {
  const refresh = useRefreshAdminPartners();
  return useMutation({ mutationFn: createListing, onSuccess: refresh });
}

/**
 * POST /api/admin/partners/import?dryRun=…: the CSV file as the body (`text/csv`), with upload progress.
 * @throws {ApiError} 400 `LISTING_IMPORT_INVALID` when the file cannot be read (or, on the real import,
 *   has row errors); `INVALID_RESPONSE` when the answer breaks the contract
 */
export async function importListings(
  file: Blob,
  dryRun: boolean,
  onProgress?: (percent: number) => void,
): Promise<ListingImportResult> {
  const body = await uploadRawFile<unknown>(
    `/api/admin/partners/import?dryRun=${dryRun ? 'true' : 'false'}`,
    file,
    'text/csv',
    { onProgress },
  );
  const parsed = listingImportResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', i18n.t('common:errors.unknown'));
  return parsed.data;
}

/** The import's check (dry run) or the import itself; the latter refreshes the partner lists. */
export function useImportListings() {
  const refresh = useRefreshAdminPartners();
  return useMutation({
    mutationFn: ({ file, dryRun, onProgress }: { file: Blob; dryRun: boolean; onProgress?: (p: number) => void }) =>
      importListings(file, dryRun, onProgress),
    onSuccess: async (result) => {
      if (!result.dryRun) await refresh();
    },
  });
}

/**
 * POST /api/admin/partners/{id}/claim-link: mails the listing its claim link.
 * @throws {ApiError} 409 `PARTNER_ALREADY_CLAIMED` / `PARTNER_NO_EMAIL`; 429 `CLAIM_LINK_TOO_SOON`.
 */
export async function sendClaimLink(partnerId: number): Promise<ClaimLinkSent> {
  const { data } = await apiRequest(`/api/admin/partners/${partnerId}/claim-link`, {
    method: 'POST',
    schema: import.meta.env.DEV && claimLinkSentSchema,
  });
  return data;
}

/** Sending a claim link; the list then shows when. */
export function useSendClaimLink() {
  const refresh = useRefreshAdminPartners();
  return useMutation({ mutationFn: sendClaimLink, onSuccess: refresh });
}
