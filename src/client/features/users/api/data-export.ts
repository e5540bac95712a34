import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataExportState, dataExportStateSchema } from '@shared/contracts/data-export';
import { apiGet, apiRequest } from '@/lib/api';

const PATH = '/api/user/data-export';
/** How often the card asks again while an export is being built (the mail and a notification also tell). */
const PENDING_POLL_MS = 10_000;

/**
 * GET /api/user/data-export: the latest export (pending, ready, expired or none) and when the next
 * request is allowed (docs/decisions/039-data-export.md).
 * @throws {ApiError} 401 when signed out.
 */
export function fetchDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return apiGet(PATH, import.meta.env.DEV && dataExportStateSchema, signal);
}

/** Query options of {@link fetchDataExport}; polled while the latest export is pending. */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'data-export'],
    queryFn: ({ signal }) => fetchDataExport(signal),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? PENDING_POLL_MS : false),
  });

/** The signed-in user's data export state. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

/**
 * POST /api/user/data-export: asks for a copy of the user's data.
 * @returns the state after the request (a pending export)
 * @throws {ApiError} 429 `DATA_EXPORT_TOO_SOON` (one request a day; the message names the time); 401 when signed out.
 */
export async function requestDataExport(): Promise<DataExportState> {
  const { data } = await apiRequest(PATH, { method: 'POST', schema: import.meta.env.DEV && dataExportStateSchema });
  return data;
}

/** Mutation of {@link requestDataExport}; the answer replaces the cached state, a refusal refreshes it. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const { queryKey } = dataExportQueryOptions();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
