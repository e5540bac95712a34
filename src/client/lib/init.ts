import { queryOptions, useQuery } from '@tanstack/react-query';
import { initSchema, type InitData } from '@shared/contracts/init';
import { apiGet } from '@/lib/api';

/** GET /api/init: site settings, SEO settings, category count and sign-in features. */
export function fetchInit(signal?: AbortSignal): Promise<InitData> {
  return apiGet<InitData>('/api/init', import.meta.env.DEV && initSchema, signal);
}

/** Query options of {@link fetchInit}; fetched once per visit (staleTime is Infinity app-wide). */
export const initQueryOptions = () => queryOptions({ queryKey: ['init'], queryFn: ({ signal }) => fetchInit(signal) });

/** Site settings for header, footer and hero. `data` is undefined while loading or on error. */
export function useInit() {
  return useQuery(initQueryOptions());
}
