import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerFacetsSchema, type PartnerFacets } from '@shared/contracts/partners';
import { apiRequest, withQuery } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { type CatalogueFilters, catalogueQuery, filterKey } from './list-partners';

/**
 * GET /api/partners/facets (issue 21): for each filter, the count of each value given the others.
 * The sort is not sent (counts do not depend on it).
 * @throws {ApiError} see {@link apiRequest}.
 */
export async function fetchPartnerFacets(filters: CatalogueFilters, signal?: AbortSignal): Promise<PartnerFacets> {
  const { sort: _sort, ...query } = catalogueQuery(filters);
  const { data } = await apiRequest(withQuery('/api/partners/facets', query), {
    schema: import.meta.env.DEV && partnerFacetsSchema,
    signal,
  });
  return data;
}

/** Facet query options; under the partner lists' key, so whatever refreshes the catalogue refreshes the counts. */
export const partnerFacetsQueryOptions = (filters: CatalogueFilters) =>
  queryOptions({
    queryKey: [...sharedKeys.partnerLists, 'facets', filterKey(filters)],
    queryFn: ({ signal }) => fetchPartnerFacets(filters, signal),
    // While the next counts load, the panel keeps the previous ones instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** The catalogue's filter counts for the given filters. */
export function usePartnerFacets(filters: CatalogueFilters) {
  return useQuery(partnerFacetsQueryOptions(filters));
}
