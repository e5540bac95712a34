import { queryOptions, useQuery } from '@tanstack/react-query';
import { userQuoteRequestsSchema, type UserQuoteRequests } from '@shared/contracts/quotes';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/user/quote-requests: the signed-in user's quote requests, newest first, each with its
 * partner (trust figures included), its answers that are not cancelled, and `canReview`. The requests
 * of one form sent to several partners share a `groupId`.
 * @throws {ApiError} 401 when signed out.
 */
export function fetchUserQuoteRequests(signal?: AbortSignal): Promise<UserQuoteRequests> {
  return apiGet<UserQuoteRequests>('/api/user/quote-requests', import.meta.env.DEV && userQuoteRequestsSchema, signal);
}

/** Query options of {@link fetchUserQuoteRequests}; decisions and reviews invalidate this key. */
export const userQuoteRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...sharedKeys.userQuoteRequests, 'list'],
    queryFn: ({ signal }) => fetchUserQuoteRequests(signal),
  });

/** The signed-in user's quote requests. */
export function useUserQuoteRequests() {
  return useQuery(userQuoteRequestsQueryOptions());
}
