import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPartnerListSchema } from '@shared/contracts/partner-applications';
import { apiGet, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The partner picker of the link and new-user dialogs: GET /api/admin/partners?q= (every partner,
 * with its owner's id, so partners owned by someone else can be shown as taken). Runs while `enabled`.
 */
export function usePartnerLookup(q: string, limit: number, enabled: boolean) {
  const query = { q: q || undefined, limit, offset: 0 };
  return useQuery({
    queryKey: [...sharedKeys.adminPartners, query],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/api/admin/partners', query), import.meta.env.DEV && adminPartnerListSchema, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
