/**
 * Account calls (spec §7 "Session and auth"; docs/decisions/003-identity.md). Password sign-in,
 * sign-up, sign-out and the account type switch are platform routes; magic link, forgot/reset
 * password, resending the verification mail, changing the password and social sign-in are
 * better-auth's own routes under /api/auth/*, called with plain fetch through the API client (its
 * client bundle is not needed). Every error is an {@link ApiError} with a translated message.
 */
import type { UserType } from '@shared/constants';
import {
  loginResponseSchema,
  logoutResponseSchema,
  registerResponseSchema,
  sessionUserSchema,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type RegisterResponse,
  type SessionUser,
  type TwoFactorChallenge,
} from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api';
import { paths } from '@/lib/routes';

/** The answer of better-auth's mail-sending routes; the same for every address (PRODUCT-DECISIONS 5). */
interface StatusResponse {
  status: boolean;
}

/**
 * POST /api/login: answers the signed-in user itself (spec §7 "returns the user"), or, for an account
 * with two-factor sign-in, the challenge (no session yet; a cookie holds it for 10 minutes): finish
 * with {@link verifyTwoFactor}.
 * @throws {ApiError} 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED (a fresh link was sent),
 *   403 ACCOUNT_DISABLED, 429 RATE_LIMITED, 400 VALIDATION_ERROR
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>('/api/login', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && loginResponseSchema,
  });
  return data;
}

/** Whether POST /api/login asked for a second factor instead of signing in. */
export function isTwoFactorChallenge(answer: LoginResponse): answer is TwoFactorChallenge {
  return 'twoFactorRedirect' in answer && answer.twoFactorRedirect;
}

/**
 * GET /api/user: the signed-in user (spec §7). Read once a second factor has finished a sign-in,
 * whose own answer is better-auth's user, not ours.
 * @throws {ApiError} 401 when there is no session
 */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const { data } = await apiRequest<SessionUser>('/api/user', {
    schema: import.meta.env.DEV && sessionUserSchema,
  });
  return data;
}

/**
 * How a second factor is given at sign-in: `totp`, the authenticator app's code; `otp`, the code of
 * {@link sendTwoFactorSms}; `backup`, one of the backup codes (`xxxxx-xxxxx`, each works once).
 */
export type TwoFactorCodeKind = 'totp' | 'otp' | 'backup';

const VERIFY_PATHS: Record<TwoFactorCodeKind, string> = {
  totp: '/api/auth/two-factor/verify-totp',
  otp: '/api/auth/two-factor/verify-otp',
  backup: '/api/auth/two-factor/verify-backup-code',
};

/**
 * POST /api/auth/two-factor/verify-totp, /verify-otp or /verify-backup-code `{code, trustDevice}`
 * with the challenge cookie of POST /api/login (or of a magic link or provider landing): sets the
 * session cookie; `trustDevice` skips the second factor in this browser for 30 days. The answer
 * (better-auth's `{token, user}`) is not read: the caller loads our user with {@link fetchCurrentUser}.
 * @throws {ApiError} 401 INVALID_TWO_FACTOR_CODE, 401 TWO_FACTOR_CHALLENGE_EXPIRED,
 *   400 TWO_FACTOR_TOO_MANY_ATTEMPTS, 429 TWO_FACTOR_LOCKED, 400 TWO_FACTOR_CODE_EXPIRED (SMS)
 */
export async function verifyTwoFactor(kind: TwoFactorCodeKind, code: string, trustDevice: boolean): Promise<void> {
  await apiRequest(VERIFY_PATHS[kind], { method: 'POST', body: { code, trustDevice }, schema: false });
}

/**
 * POST /api/auth/two-factor/send-otp `{}` with the challenge cookie: a sign-in code by SMS to the
 * account's verified phone.
 * @throws {ApiError} 400 TWO_FACTOR_SMS_UNAVAILABLE, 401 TWO_FACTOR_CHALLENGE_EXPIRED, 429 RATE_LIMITED
 */
export async function sendTwoFactorSms(): Promise<void> {
  await apiRequest('/api/auth/two-factor/send-otp', { method: 'POST', body: {}, schema: false });
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
