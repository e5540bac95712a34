import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@shared/constants';
import {
  partnerListSchema,
  type PartnerSummary,
  type PartnersQuery,
  type PartnersQueryInput,
} from '@shared/contracts/partners';
import { capabilityParams } from '@shared/capability-values';
import { apiRequest, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/**
 * Catalogue filters and sort as kept in the URL (issue 21): the contract's parsed form, each absent
 * for "all" (and `sort` absent for relevance).
 */
export type CatalogueFilters = Partial<
  Pick<
    PartnersQuery,
    | 'category'
    | 'search'
    | 'city'
    | 'market'
    | 'language'
    | 'service'
    | 'size'
    | 'minRating'
    | 'verified'
    | 'sort'
    | 'capability'
  >
>;

/**
 * The filters as query parameters of the contract: the capability choice as its repeated
 * `capability=<field>:<option>` values (issue 21, decision 027).
 */
export function catalogueQuery({
  capability,
  ...rest
}: CatalogueFilters): Omit<PartnersQueryInput, 'limit' | 'offset'> {
  return { ...rest, capability: capabilityParams(capability) };
}

/** The filters in a fixed shape (null for "all"), for query keys. */
export function filterKey(filters: CatalogueFilters) {
  return {
    category: filters.category ?? null,
    search: filters.search ?? null,
    city: filters.city ?? null,
    market: filters.market ?? null,
    language: filters.language ?? null,
    service: filters.service ?? null,
    size: filters.size ?? null,
    minRating: filters.minRating ?? null,
    capability: capabilityParams(filters.capability),
    verified: filters.verified ?? null,
  };
}

/** One page of the catalogue and the total count from `X-Total-Count` (null when absent). */
export interface PartnerPage {
  items: PartnerSummary[];
  total: number | null;
}

/**
 * GET /api/partners (spec §7) with a query of the contract: filters, `limit` (default 20) and `offset`.
 * @throws {ApiError} see {@link apiRequest}.
 */
export async function fetchPartnerPage(query: PartnersQueryInput, signal?: AbortSignal): Promise<PartnerPage> {
  const { data, headers } = await apiRequest(withQuery('/api/partners', query), {
    schema: import.meta.env.DEV && partnerListSchema,
    signal,
  });
  const header = headers.get('X-Total-Count');
  const total = header === null ? null : Number.parseInt(header, 10);
  return { items: data, total: Number.isFinite(total) ? total : null };
}

/**
 * Infinite query options: pages of {@link CATALOGUE_PAGE_SIZE}, the next offset being the number already
 * loaded. The key holds the filters only (null for "all"), so every page of one filter shares it.
 */
export const partnerListQueryOptions = (filters: CatalogueFilters) =>
  infiniteQueryOptions({
    queryKey: [...sharedKeys.partnerLists, { ...filterKey(filters), sort: filters.sort ?? null }],
    queryFn: ({ pageParam, signal }) =>
      fetchPartnerPage({ ...catalogueQuery(filters), limit: CATALOGUE_PAGE_SIZE, offset: pageParam }, signal),
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
