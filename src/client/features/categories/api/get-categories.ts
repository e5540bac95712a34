import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema, type Category } from '@shared/contracts/categories';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/categories: the 16 service categories in display order (spec §7). */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiGet('/api/categories', import.meta.env.DEV && categoryListSchema, signal);
}

/** Query options of {@link fetchCategories}. */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });

/** The category list, shared by the grid, the catalogue select and the card badges. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
