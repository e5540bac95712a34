import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { UserType } from '@shared/constants';
import { SIGNED_IN_HOME, type LoginBody, type RegisterBody, type SessionUser } from '@shared/contracts/auth';
import { localisePath } from '@shared/pages';
import { isApiError } from '@/lib/api';
import { clearAllQuoteDrafts } from '@/lib/quote-draft';
import { paths } from '@/lib/routes';
import { setSessionUser } from '@/lib/session';
import {
  fetchCurrentUser,
  isTwoFactorChallenge,
  login,
  logout,
  register,
  switchAccountType,
  verifyTwoFactor,
  type TwoFactorCodeKind,
} from '../api/auth-api';
import { landingPathFor } from '../lib/roles';
import { bannerStore, shouldWelcomeNewUser } from '../lib/welcome-store';

/**
 * POST /api/login; on success the cached user is the returned one (spec §4 "Session"). A two-factor
 * challenge signs nobody in yet: the cache is left alone and the caller asks for the second factor.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) setSessionUser(queryClient, answer);
    },
  });
}

/**
 * A second factor for the pending sign-in (issue 22): verifies the code, then loads the signed-in user
 * (GET /api/user) and caches it as POST /api/login's answer would have been.
 * @throws {ApiError} the verify route's codes (see `verifyTwoFactor`)
 */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      code,
      trustDevice,
    }: {
      kind: TwoFactorCodeKind;
      code: string;
      trustDevice: boolean;
    }) => {
      await verifyTwoFactor(kind, code, trustDevice);
      return fetchCurrentUser();
    },
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

/**
 * What follows a finished sign-in, with the password alone or with a second factor (spec §8 toasts;
 * issue 18 item 13): 'Başarıyla giriş yapıldı' / 'Hoş geldiniz!', the new-account welcome banner, and
 * `target` or, without one, the home of the account's type in the account's language (decision 038).
 * @param target where to go (already sanitised), or null
 */
export function useFinishSignIn(target: string | null) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (user: SessionUser) => {
    toast.success(t('signIn.successTitle'), { description: t('signIn.successText') });
    if (shouldWelcomeNewUser(user)) bannerStore.showWelcome('new_user');
    void navigate(target ?? localisePath(SIGNED_IN_HOME[user.userType], user.language), { replace: true });
  };
}

/** POST /api/register (no session until the address is confirmed). */
export function useSignUp() {
  return useMutation({ mutationFn: (body: RegisterBody) => register(body) });
}

/**
 * Clears everything the browser keeps about the signed-in user (spec §4 "Sign-out", SIGNED_OUT):
 * the whole query cache, then the session set to null (so nothing refetches it), the quote drafts
 * kept in local storage, and session storage.
 */
export function clearClientSession(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.clear();
  setSessionUser(queryClient, null);
  clearAllQuoteDrafts();
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
}

/**
 * Sign-out (spec §4, §9 toasts): POST /api/logout, then, whatever its outcome, the client session is
 * cleared and the home page opened. Success toasts 'Çıkış yapıldı'; a server error 'Çıkış başarısız'
 * with its message; no answer at all 'Çıkış Hatası' / 'Çıkış yapılırken bir hata oluştu'.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success(t('signOut.successTitle'), { description: t('signOut.successText') });
    },
    onError: (error) => {
      if (isApiError(error) && error.status > 0 && error.message) {
        toast.error(t('signOut.failedTitle'), { description: error.message });
      } else {
        toast.error(t('signOut.errorTitle'), { description: t('signOut.errorText') });
      }
    },
    onSettled: () => {
      clearClientSession(queryClient);
      void navigate(paths.home);
    },
  });
}

/**
 * Account type switch (spec §4): replaces the cached user, toasts 'Hesap türü değiştirildi' and
 * opens the new type's landing page. Failure: 'Hata' with the server's message, or
 * 'Hesap türü değiştirilemedi'.
 */
export function useSwitchAccountType({ onSwitched }: { onSwitched?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: (userType: UserType) => switchAccountType(userType),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast.success(t('switchType.success'));
      onSwitched?.();
      void navigate(landingPathFor(user.userType));
    },
    onError: (error) => {
      const message = isApiError(error) && error.message ? error.message : t('switchType.failed');
      toast.error(t('switchType.errorTitle'), { description: message });
    },
  });
}
