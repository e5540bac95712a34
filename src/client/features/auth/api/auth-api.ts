/**
 * Account calls (spec §7 "Session and auth"; docs/decisions/003-identity.md). Password sign-in,
 * sign-up, sign-out and the account type switch are platform routes; magic link, forgot/reset
 * password, resending the verification mail, changing the password and social sign-in are
 * better-auth's own routes under /api/auth/*, called with plain fetch through the API client (its
 * client bundle is not needed). Every error is an {@link ApiError} with a translated message.
 */
import type { UserType } from '@shared/constants';
import {
  logoutResponseSchema,
  registerResponseSchema,
  sessionUserSchema,
  type LoginBody,
  type RegisterBody,
  type RegisterResponse,
  type SessionUser,
} from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api';
import { paths } from '@/lib/routes';

/** The answer of better-auth's mail-sending routes; the same for every address (PRODUCT-DECISIONS 5). */
interface StatusResponse {
  status: boolean;
}

/**
 * POST /api/login: answers the signed-in user itself (spec §7 "returns the user").
 * @throws {ApiError} 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (a fresh link was sent),
 *   403 ACCOUNT_DISABLED, 429 RATE_LIMITED, 400 VALIDATION_ERROR
 */
export async function login(body: LoginBody): Promise<SessionUser> {
  const { data } = await apiRequest<SessionUser>('/api/login', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && sessionUserSchema,
  });
  return data;
}

/**
 * POST /api/register: 201 with no session; the address must be confirmed (PRODUCT-DECISIONS 3).
 * @throws {ApiError} 400 VALIDATION_ERROR / PASSWORD_COMMON (fieldErrors), 429 RATE_LIMITED
 */
export async function register(body: RegisterBody): Promise<RegisterResponse> {
  const { data } = await apiRequest<RegisterResponse>('/api/register', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && registerResponseSchema,
  });
  return data;
}

/**
 * POST /api/logout. The caller ends the session on the browser's side whatever the outcome (spec §4
 * "Sign-out"); a failure is still reported, so the person learns the server may not have ended it.
 * @throws {ApiError} when the server answers an error, or the network fails
 */
export async function logout(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST', schema: import.meta.env.DEV && logoutResponseSchema });
}

/**
 * POST /api/auth/switch-account-type: only a held type is accepted; answers the updated user itself.
 * @throws {ApiError} 403 USER_TYPE_NOT_HELD, 401 when the session ended
 */
export async function switchAccountType(userType: UserType): Promise<SessionUser> {
  const { data } = await apiRequest<SessionUser>('/api/auth/switch-account-type', {
    method: 'POST',
    body: { userType },
    schema: import.meta.env.DEV && sessionUserSchema,
  });
  return data;
}

/**
 * POST /api/auth/sign-in/magic-link. The server builds the link itself: it lands on `returnTo` (a
 * same-site path) or, without one, on the home of the account's type, with `?magic=true`.
 * @throws {ApiError} 400 VALIDATION_ERROR, 429 RATE_LIMITED
 */
export async function requestMagicLink(email: string, returnTo?: string | null): Promise<void> {
  await apiRequest<StatusResponse>('/api/auth/sign-in/magic-link', {
    method: 'POST',
    body: { email, ...(returnTo ? { callbackURL: returnTo } : {}) },
    schema: false,
  });
}

/**
 * POST /api/auth/request-password-reset. The link lands on `/password-reset?token=…`.
 * @throws {ApiError} 400 VALIDATION_ERROR, 429 RATE_LIMITED
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<StatusResponse>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.passwordReset },
    schema: false,
  });
}

/**
 * POST /api/auth/reset-password with the token of the e-mail link. Ends every session of the account.
 * @throws {ApiError} 400 INVALID_TOKEN / PASSWORD_TOO_SHORT / PASSWORD_COMMON (fieldErrors.newPassword)
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest<StatusResponse>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    schema: false,
  });
}

/**
 * POST /api/auth/change-password for a signed-in user; other sessions end.
 * @throws {ApiError} 400 INVALID_PASSWORD (wrong current password), 400 PASSWORD_* (fieldErrors.newPassword)
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    schema: false,
  });
}

/**
 * POST /api/auth/send-verification-email: a fresh confirmation link (same answer for every address),
 * landing on `returnTo` (a same-site path) or the home page.
 * @throws {ApiError} 429 RATE_LIMITED
 */
export async function resendVerificationEmail(email: string, returnTo?: string | null): Promise<void> {
  await apiRequest<StatusResponse>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: returnTo ?? paths.home },
    schema: false,
  });
}

/** Social sign-in providers offered when enabled in GET /api/init `features`. */
export type SocialProvider = 'google' | 'linkedin';

/**
 * POST /api/auth/sign-in/social: returns the provider's authorisation URL to open. Landing pages are
 * same-site paths; an error comes back to /auth with `?error=<code>`.
 * @param callbackPath a path already checked with `sanitizeRedirect`
 * @throws {ApiError} 404 PROVIDER_NOT_FOUND, 403 INVALID_REDIRECT, 429 RATE_LIMITED
 */
export async function startSocialSignIn(provider: SocialProvider, callbackPath: string): Promise<string> {
  const { data } = await apiRequest<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL: callbackPath, errorCallbackURL: paths.signIn, disableRedirect: true },
    schema: false,
  });
  if (!data.url) throw new Error('No authorisation URL');
  return data.url;
}
