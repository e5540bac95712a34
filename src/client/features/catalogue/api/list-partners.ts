import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE, type CategorySlug } from '@shared/constants';
import { partnerSummarySchema, type PartnerSummary } from '@shared/contracts/partners';
import { apiRequest } from '@/lib/api';

// Built lazily: production builds skip response checks and must not pull zod in (lib/api.ts).
const partnerListSchema = () => z.array(partnerSummarySchema);

/** Catalogue filters as kept in the URL (`category`, `search`). */
export interface CatalogueFilters {
  category?: CategorySlug | undefined;
  search?: string | undefined;
}

/** One page of the catalogue and the total count from `X-Total-Count` (null when absent). */
export interface PartnerPage {
  items: PartnerSummary[];
  total: number | null;
}

/**
 * GET /api/partners with the filters, `limit` = {@link CATALOGUE_PAGE_SIZE} and `offset`.
 * @throws {ApiError} see {@link apiRequest}.
 */
export async function fetchPartnerPage(
  filters: CatalogueFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<PartnerPage> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  params.set('limit', String(CATALOGUE_PAGE_SIZE));
  params.set('offset', String(offset));
  const { data, headers } = await apiRequest<PartnerSummary[]>(`/api/partners?${params.toString()}`, {
    schema: import.meta.env.DEV && partnerListSchema(),
    signal,
  });
  const header = headers.get('X-Total-Count');
  const total = header === null ? null : Number.parseInt(header, 10);
  return { items: data, total: Number.isFinite(total) ? total : null };
}

/** Infinite query options: pages of 20, the next offset being the number already loaded. */
export const partnerListQueryOptions = (filters: CatalogueFilters) =>
  infiniteQueryOptions({
    queryKey: ['partners', 'list', { category: filters.category ?? null, search: filters.search ?? null }],
    queryFn: ({ pageParam, signal }) => fetchPartnerPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.items.length === CATALOGUE_PAGE_SIZE
        ? pages.reduce((sum, page) => sum + page.items.length, 0)
        : undefined,
  });

/** The catalogue for the given filters; `fetchNextPage` loads the next 20. */
export function usePartnerList(filters: CatalogueFilters) {
  return useInfiniteQuery(partnerListQueryOptions(filters));
}
