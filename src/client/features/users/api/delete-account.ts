import { useMutation } from '@tanstack/react-query';
import { type AccountActionResponse, accountActionResponseSchema } from '@shared/contracts/users';
import { apiRequest } from '@/lib/api';

/**
 * DELETE /api/user `{confirm: true}`: deletes (anonymises) the signed-in account and ends its sessions.
 * @throws {ApiError} 409 `CONFLICT` for the last master admin.
 */
export async function deleteAccount(): Promise<AccountActionResponse> {
  const { data } = await apiRequest('/api/user', {
    method: 'DELETE',
    body: { confirm: true },
    schema: import.meta.env.DEV && accountActionResponseSchema,
  });
  return data;
}

/** Mutation of {@link deleteAccount}. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
