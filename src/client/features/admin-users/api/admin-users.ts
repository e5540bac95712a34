import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUser,
  type AdminUsersQueryInput,
  adminUserListSchema,
  adminUserSchema,
  type AuditQueryInput,
  auditListSchema,
  type CreateAdminUserInput,
  type GrantableUserType,
} from '@shared/contracts/admin-users';
import { apiGet, apiRequest, withQuery } from '@/lib/api';

/** Prefix of every user-management query (the lists and the audit list). */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
const AUDIT_KEY = ['admin', 'audit'] as const;

/**
 * GET /api/admin/users (master admins): one page of accounts; `search` matches names and e-mail.
 * @throws {ApiError} 403 not a master admin.
 */
export const adminUsersQueryOptions = (query: AdminUsersQueryInput) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/api/admin/users', { ...query }), import.meta.env.DEV && adminUserListSchema, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQueryInput) {
  return useQuery(adminUsersQueryOptions(query));
}

/** GET /api/admin/audit (master admins): the change history, newest first. */
export function useAuditList(query: AuditQueryInput) {
  return useQuery({
    queryKey: [...AUDIT_KEY, query],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/api/admin/audit', { ...query }), import.meta.env.DEV && auditListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

async function send(path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: object): Promise<AdminUser> {
  const { data } = await apiRequest(path, { method, body, schema: import.meta.env.DEV && adminUserSchema });
  return data;
}

/** Refreshes the user lists and the audit list after a change. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
}

/**
 * PATCH /api/admin/users/{id}/type `{userType, granted}`: revoking ends the person's sessions.
 * @throws {ApiError} 409 `LAST_MASTER_ADMIN`; 404 `USER_NOT_FOUND`.
 */
export function useSetUserType() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; userType: GrantableUserType; granted: boolean }) =>
      send(`/api/admin/users/${v.id}/type`, 'PATCH', { userType: v.userType, granted: v.granted }),
    onSettled: invalidate,
  });
}

/**
 * PATCH /api/admin/users/{id} `{isActive}`: deactivation ends every session and blocks sign-in.
 * @throws {ApiError} 409 `CANNOT_CHANGE_SELF` / `LAST_MASTER_ADMIN`.
 */
export function useSetUserActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; isActive: boolean }) =>
      send(`/api/admin/users/${v.id}`, 'PATCH', { isActive: v.isActive }),
    onSettled: invalidate,
  });
}

/**
 * PATCH /api/admin/users/{id}/assign-partner `{partnerId}` (`null` unlinks).
 * @throws {ApiError} 404 `PARTNER_NOT_FOUND`; 409 `PARTNER_ALREADY_LINKED`.
 */
export function useAssignPartner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; partnerId: number | null }) =>
      send(`/api/admin/users/${v.id}/assign-partner`, 'PATCH', { partnerId: v.partnerId }),
    onSettled: invalidate,
  });
}

/**
 * DELETE /api/admin/users/{id}/two-factor: turns off the person's two-factor sign-in (a lost phone and
 * backup codes), ends their sessions and mails them (docs/decisions/044, "Recovery").
 * @throws {ApiError} 404 `USER_NOT_FOUND`; 400 `TWO_FACTOR_NOT_ENABLED`; 409 `CANNOT_CHANGE_SELF`.
 */
export function useResetTwoFactor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number }) => send(`/api/admin/users/${v.id}/two-factor`, 'DELETE'),
    onSettled: invalidate,
  });
}

/**
 * POST /api/admin/users: a verified account; the person gets a mail to set their password.
 * @throws {ApiError} 409 `USER_EMAIL_TAKEN`; 400 with `fieldErrors`.
 */
export function useCreateUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateAdminUserInput) => send('/api/admin/users', 'POST', body),
    onSettled: invalidate,
  });
}
