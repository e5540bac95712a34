import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { categorySchema, type Category } from '@shared/contracts/categories';
import { apiGet } from '@/lib/api';

// Built lazily: production builds skip response checks and must not pull zod in (lib/api.ts).
const categoriesSchema = () => z.array(categorySchema);

/** GET /api/categories: the 16 service categories in display order. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiGet<Category[]>('/api/categories', import.meta.env.DEV && categoriesSchema(), signal);
}

/** Query options of {@link fetchCategories}. */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => fetchCategories(signal) });

/** The category list, shared by the grid, the catalogue select and the card badges. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
