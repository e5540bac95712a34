import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec §9: no retry, no refetch on focus, data never stale, no polling unless a
 * query asks for it (the system status does). Mutations are not retried either.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
