/**
 * Two-factor sign-in of the signed-in account (issue 22; docs/decisions/044): better-auth's
 * two-factor routes under /api/auth/two-factor/*, called with the session. The answers the client
 * reads have contracts (`twoFactorEnrolmentSchema`, `backupCodesSchema`), checked in development as
 * every other call's and against the real plugin by the server suite (two-factor.routes.test.ts), so a
 * better-auth upgrade that changes them fails there. Whether two-factor sign-in is on is the session
 * user's `twoFactorEnabled`: every change refetches the session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { backupCodesSchema, twoFactorEnrolmentSchema, type TwoFactorEnrolment } from '@shared/contracts/auth';
import { apiRequest, type ResponseContract } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/session';

async function post<T>(path: string, body: object, schema: ResponseContract<T> = false): Promise<T> {
  const { data } = await apiRequest<T>(`/api/auth/two-factor/${path}`, { method: 'POST', body, schema });
  return data;
}

/** Refetches the session user, whose `twoFactorEnabled` (and `twoFactorRequired`) the change turned. */
function useSessionChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/**
 * POST /api/auth/two-factor/enable `{password}`: starts the enrolment. Two-factor sign-in is not on
 * until the first code is confirmed ({@link useConfirmTwoFactor}); the backup codes are kept until then.
 * @throws {ApiError} 400 INVALID_PASSWORD; 400 for an account without a password (the server says to
 *   set one first); 400 TWO_FACTOR_ALREADY_ENABLED
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      post<TwoFactorEnrolment>('enable', { password }, import.meta.env.DEV && twoFactorEnrolmentSchema),
  });
}

/**
 * POST /api/auth/two-factor/verify-totp `{code}` with the session: the authenticator's first code
 * turns two-factor sign-in on (the server replaces the session cookie); the session is refetched.
 * @throws {ApiError} 401 INVALID_TWO_FACTOR_CODE, 429 TWO_FACTOR_LOCKED
 */
export function useConfirmTwoFactor() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (code: string) => post<unknown>('verify-totp', { code }),
    onSuccess: changed,
  });
}

/**
 * POST /api/auth/two-factor/disable `{password}`; the session is refetched.
 * @throws {ApiError} 400 INVALID_PASSWORD, 400 TWO_FACTOR_NOT_ENABLED
 */
export function useDisableTwoFactor() {
  const changed = useSessionChanged();
  return useMutation({
    mutationFn: (password: string) => post<{ status: boolean }>('disable', { password }),
    onSuccess: changed,
  });
}

/**
 * POST /api/auth/two-factor/generate-backup-codes `{password}`: new backup codes; the old ones stop
 * working at once.
 * @returns the new codes
 * @throws {ApiError} 400 INVALID_PASSWORD, 400 TWO_FACTOR_NOT_ENABLED
 */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: async (password: string) =>
      (
        await post<z.infer<typeof backupCodesSchema>>(
          'generate-backup-codes',
          { password },
          import.meta.env.DEV && backupCodesSchema,
        )
      ).backupCodes,
  });
}
