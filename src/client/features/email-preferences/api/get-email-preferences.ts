import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EmailPreferences, emailPreferencesSchema } from '@shared/contracts/email-preferences';
import { apiGet } from '@/lib/api';

/**
 * GET /api/email-preferences: the signed-in user's four switches (the spec §3 defaults when they never
 * saved any).
 * @throws {ApiError} 401 UNAUTHORIZED when signed out
 */
export function fetchEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return apiGet<EmailPreferences>('/api/email-preferences', import.meta.env.DEV && emailPreferencesSchema, signal);
}

/** Query options of {@link fetchEmailPreferences}. */
export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'email-preferences'],
    queryFn: ({ signal }) => fetchEmailPreferences(signal),
  });

/** The signed-in user's e-mail preferences. */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}
