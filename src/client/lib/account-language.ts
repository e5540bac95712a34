import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@shared/constants';
import { type SessionUser, sessionUserSchema } from '@shared/contracts/auth';
import type { UpdateLanguageInput } from '@shared/contracts/users';
import { apiRequest } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { SESSION_QUERY_KEY, setSessionUser } from '@/lib/session';

/**
 * PUT /api/user/language: sets the signed-in user's account language (docs/decisions/038).
 * @returns the user as GET /api/user gives it
 * @throws {ApiError} 401 when signed out; 400 `VALIDATION_ERROR` for a language other than tr and en
 */
export async function updateAccountLanguage(language: Language, signal?: AbortSignal): Promise<SessionUser> {
  const body: UpdateLanguageInput = { language };
  const { data } = await apiRequest('/api/user/language', {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV && sessionUserSchema,
    signal,
  });
  return data;
}

/**
 * Saves a language the person chose with the TR/EN switch to their account, when signed in (issue 22
 * "The reader's language"; docs/decisions/038), so notifications and mails follow it: the cached user
 * takes the answer, and the notification lists, which the server writes in the account's language,
 * are fetched again. Only an explicit choice is saved; a language a localised page's URL put the UI
 * in (decision 030) is not. A failure leaves the UI in the chosen language and says the account kept
 * the old one. A visitor's choice stays in the browser only (`setLanguage`).
 * @returns the function to call with the chosen language
 */
export function useSaveAccountLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const { mutate } = useMutation({
    mutationFn: (language: Language) => updateAccountLanguage(language),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications });
    },
    onError: () => {
      toast.error(t('language.saveFailed'));
    },
  });
  return (language) => {
    const user = queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY);
    if (user && user.language !== language) mutate(language);
  };
}
