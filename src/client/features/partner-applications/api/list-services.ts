import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Service, serviceListSchema } from '@shared/contracts/services';
import { apiGet } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** GET /api/services: the service pools of every category (spec §7), for the form's suggestions. */
export function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return apiGet('/api/services', import.meta.env.DEV && serviceListSchema, signal);
}

/** Query options of {@link fetchServices}. */
export const servicesQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.services, queryFn: ({ signal }) => fetchServices(signal) });

/** Every pool service. */
export function useServices() {
  return useQuery(servicesQueryOptions());
}
