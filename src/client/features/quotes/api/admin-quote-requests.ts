import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteStatus } from '@shared/constants';
import { type AdminQuoteRequestsPage, adminQuoteRequestsPageSchema } from '@shared/contracts/quotes';
import { apiGet, apiRequest, withQuery } from '@/lib/api';
import type { QuoteDeskQuery } from './list-quote-requests';
import { sharedKeys } from '@/lib/query-keys';

/** Prefix of every admin quote desk query. */
export const ADMIN_QUOTES_KEY = sharedKeys.adminQuoteRequests;

/**
 * GET /api/admin/quote-requests (admins; spec §2, §3 "Quote request (admin list)"): one page of every
 * partner's requests with the partner's logo and name, and the counters per status over all.
 * @throws {ApiError} 403 not an admin; 401 signed out.
 */
export function fetchAdminQuoteRequests(query: QuoteDeskQuery, signal?: AbortSignal): Promise<AdminQuoteRequestsPage> {
  return apiGet(
    withQuery('/api/admin/quote-requests', { ...query }),
    import.meta.env.DEV && adminQuoteRequestsPageSchema,
    signal,
  );
}

/** Query options of {@link fetchAdminQuoteRequests}. */
export const adminQuoteRequestsQueryOptions = (query: QuoteDeskQuery) =>
  queryOptions({
    queryKey: [...ADMIN_QUOTES_KEY, 'list', query],
    queryFn: ({ signal }) => fetchAdminQuoteRequests(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the admin desk, optionally of one status. */
export function useAdminQuoteRequests(status: QuoteStatus | undefined, page: number) {
  return useQuery(adminQuoteRequestsQueryOptions({ status, page }));
}

/**
 * PATCH /api/admin/quote-requests/{id} `{status}`: an admin sets any of the five statuses from any
 * other (spec §4); answers are left as they are.
 * @throws {ApiError} 404 `QUOTE_REQUEST_NOT_FOUND`; 400 unknown status; 403 not an admin.
 */
export async function updateAdminQuoteStatus(id: number, status: QuoteStatus): Promise<void> {
  // The answer's body is not read: the desk refetches its page and counters.
  await apiRequest<unknown>(`/api/admin/quote-requests/${id}`, { method: 'PATCH', body: { status }, schema: false });
}

/** The desk's status dropdown; refreshes the list and the counters whatever the outcome. */
export function useUpdateAdminQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuoteStatus }) => updateAdminQuoteStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUOTES_KEY }),
  });
}
