import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, isApiError } from '@/lib/api';

/**
 * The answer of GET /api/partner-applications/mine (owned by the applications module). Typed here
 * with a local schema until that contract is merged; the lead may swap it for the shared one.
 */
export const myApplicationSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    reviewNotes: z.string().nullable(),
  })
  .nullable();
export type MyApplication = z.infer<typeof myApplicationSchema>;

/**
 * GET /api/partner-applications/mine: the signed-in user's latest partner application, or null.
 * A 404 (no application, or the route not deployed yet) also means "none".
 * @throws {ApiError} on other failures.
 */
export async function fetchMyApplication(signal?: AbortSignal): Promise<MyApplication> {
  try {
    return await apiGet('/api/partner-applications/mine', myApplicationSchema, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Query options of {@link fetchMyApplication}. */
export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'application'], queryFn: ({ signal }) => fetchMyApplication(signal) });

/** The signed-in user's latest partner application (null when none). */
export function useMyApplication() {
  return useQuery(myApplicationQueryOptions());
}
