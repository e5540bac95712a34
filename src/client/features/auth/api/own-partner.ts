import { useQuery } from '@tanstack/react-query';
import { partnerListSchema, type PartnerSummary, type PartnersQueryInput } from '@shared/contracts/partners';
import { apiGet, withQuery } from '@/lib/api';
import { partnerPath } from '@/lib/routes';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/partners?userId={id}&limit=1: the partner profile the user owns, if any (spec §7). */
export async function fetchOwnPartner(userId: number, signal?: AbortSignal): Promise<PartnerSummary | null> {
  const query: PartnersQueryInput = { userId, limit: 1 };
  const list = await apiGet(withQuery('/api/partners', query), import.meta.env.DEV && partnerListSchema, signal);
  return list[0] ?? null;
}

/**
 * The path of the signed-in partner's own profile (`/partner/{username}`), null when none is found
 * (the menu then links to the partner dashboard). Only asked while the active type is partner.
 */
export function useOwnPartnerPath(userId: number | undefined, enabled: boolean): string | null {
  const { data } = useQuery({
    queryKey: [...sharedKeys.ownPartner, userId],
    queryFn: ({ signal }) => fetchOwnPartner(userId!, signal),
    enabled: enabled && userId !== undefined,
  });
  return data ? partnerPath(data) : null;
}
