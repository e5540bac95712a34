import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EmailPreferences,
  emailPreferencesSchema,
  type UpdateEmailPreferencesInput,
} from '@shared/contracts/email-preferences';
import { apiRequest } from '@/lib/api';
import { emailPreferencesQueryOptions } from './get-email-preferences';

async function post(path: string, body?: UpdateEmailPreferencesInput): Promise<EmailPreferences> {
  const { data } = await apiRequest(path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && emailPreferencesSchema,
  });
  return data;
}

/**
 * POST /api/email-preferences: sets the given switches; absent ones keep their value.
 * @returns the full preferences after the change
 * @throws {ApiError} 400 VALIDATION_ERROR; 401 when signed out
 */
export const updateEmailPreferences = (body: UpdateEmailPreferencesInput) => post('/api/email-preferences', body);

/** POST /api/email-preferences/unsubscribe-all (spec §4): marketing, partner updates and digest off. */
export const unsubscribeAll = () => post('/api/email-preferences/unsubscribe-all');

/** POST /api/email-preferences/subscribe-back (spec §4): marketing and partner updates on. */
export const subscribeBack = () => post('/api/email-preferences/subscribe-back');

/** A mutation over one of the calls above; the answer replaces the cached preferences. */
function usePreferencesMutation<V>(fn: (vars: V) => Promise<EmailPreferences>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (prefs) => queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, prefs),
  });
}

/** Saves changed switches ({@link updateEmailPreferences}). */
export const useUpdateEmailPreferences = () => usePreferencesMutation(updateEmailPreferences);
/** 'Tüm e-postalardan çık' ({@link unsubscribeAll}). */
export const useUnsubscribeAll = () => usePreferencesMutation<void>(() => unsubscribeAll());
/** 'Tekrar abone ol' ({@link subscribeBack}). */
export const useSubscribeBack = () => usePreferencesMutation<void>(() => subscribeBack());
