import { useMutation } from '@tanstack/react-query';
import {
  type AccountActionResponse,
  accountActionResponseSchema,
  type ChangePasswordInput,
} from '@shared/contracts/users';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/user/password: changes the password; the server ends every other session.
 * @throws {ApiError} 400 `INVALID_PASSWORD` (fieldErrors.currentPassword), `PASSWORD_WEAK` /
 *   `PASSWORD_COMMON` / `PASSWORD_TOO_SHORT` (fieldErrors.newPassword, with the reason).
 */
export async function changePassword(body: ChangePasswordInput): Promise<AccountActionResponse> {
  const { data } = await apiRequest('/api/user/password', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && accountActionResponseSchema,
  });
  return data;
}

/** Mutation of {@link changePassword}. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
