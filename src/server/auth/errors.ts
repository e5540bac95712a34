/**
 * better-auth's errors in our shape (ARCHITECTURE.md, errors): its `{code, message}` bodies (English)
 * become an {@link AppError} with a translated message, for the `/api/auth/*` mount and for the
 * platform routes that call `auth.api.*` in-process.
 */
import { type ErrorCode, errorCodeForStatus } from '@shared/contracts/errors';
import { AppError } from '../lib/errors';
import { isMessageKey } from '@shared/messages';
import type { MessageKey } from '../lib/messages';

type Mapping = readonly [code: ErrorCode, key: MessageKey, field?: 'password' | 'email'];

/** better-auth error code → our code (its status comes from the error table), text and the field it concerns. */
const BY_CODE: Record<string, Mapping> = {
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS', 'auth.invalidCredentials'],
  INVALID_EMAIL: ['VALIDATION_ERROR', 'auth.invalidEmail', 'email'],
  EMAIL_NOT_VERIFIED: ['EMAIL_NOT_VERIFIED', 'auth.emailNotVerified'],
  ACCOUNT_DISABLED: ['ACCOUNT_DISABLED', 'auth.accountDisabled'],
  PASSWORD_TOO_SHORT: ['PASSWORD_TOO_SHORT', 'auth.passwordTooShort', 'password'],
  PASSWORD_TOO_LONG: ['PASSWORD_TOO_LONG', 'auth.passwordTooLong', 'password'],
  PASSWORD_COMMON: ['PASSWORD_COMMON', 'auth.passwordCommon', 'password'],
  INVALID_PASSWORD: ['INVALID_PASSWORD', 'auth.invalidPassword'],
  CREDENTIAL_ACCOUNT_NOT_FOUND: ['INVALID_PASSWORD', 'auth.noPassword'],
  INVALID_TOKEN: ['INVALID_TOKEN', 'auth.invalidToken'],
  USER_NOT_FOUND: ['INVALID_TOKEN', 'auth.invalidToken'],
  TOKEN_EXPIRED: ['TOKEN_EXPIRED', 'auth.tokenExpired'],
  INVALID_CALLBACK_URL: ['INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_REDIRECT_URL: ['INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_ERROR_CALLBACK_URL: ['INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_NEW_USER_CALLBACK_URL: ['INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_ORIGIN: ['BAD_ORIGIN', 'error.badOrigin'],
  MISSING_OR_NULL_ORIGIN: ['BAD_ORIGIN', 'error.badOrigin'],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ['BAD_ORIGIN', 'error.badOrigin'],
  FIELD_NOT_ALLOWED: ['VALIDATION_ERROR', 'auth.fieldNotAllowed'],
  EMAIL_ALREADY_VERIFIED: ['VALIDATION_ERROR', 'auth.emailAlreadyVerified'],
  PROVIDER_NOT_FOUND: ['PROVIDER_NOT_FOUND', 'auth.providerNotFound'],
  SESSION_EXPIRED: ['SESSION_NOT_FRESH', 'auth.sessionNotFresh'],
  SESSION_NOT_FRESH: ['SESSION_NOT_FRESH', 'auth.sessionNotFresh'],
  FAILED_TO_CREATE_SESSION: ['ACCOUNT_DISABLED', 'auth.accountDisabled'],
  UNAUTHORIZED: ['UNAUTHORIZED', 'error.unauthorized'],
  RATE_LIMITED: ['RATE_LIMITED', 'error.rateLimited'],
  // Two-factor sign-in (issue 22; docs/decisions/044).
  INVALID_CODE: ['INVALID_TWO_FACTOR_CODE', 'auth.twoFactorInvalidCode'],
  INVALID_BACKUP_CODE: ['INVALID_TWO_FACTOR_CODE', 'auth.twoFactorInvalidBackupCode'],
  INVALID_TWO_FACTOR_COOKIE: ['TWO_FACTOR_CHALLENGE_EXPIRED', 'auth.twoFactorChallengeExpired'],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ['TWO_FACTOR_TOO_MANY_ATTEMPTS', 'auth.twoFactorTooManyAttempts'],
  ACCOUNT_TEMPORARILY_LOCKED: ['TWO_FACTOR_LOCKED', 'auth.twoFactorLocked'],
  OTP_HAS_EXPIRED: ['TWO_FACTOR_CODE_EXPIRED', 'auth.twoFactorCodeExpired'],
  TOTP_NOT_ENABLED: ['TWO_FACTOR_NOT_ENABLED', 'auth.twoFactorNotEnabled'],
  OTP_NOT_ENABLED: ['TWO_FACTOR_NOT_ENABLED', 'auth.twoFactorNotEnabled'],
  TWO_FACTOR_NOT_ENABLED: ['TWO_FACTOR_NOT_ENABLED', 'auth.twoFactorNotEnabled'],
  BACKUP_CODES_NOT_ENABLED: ['TWO_FACTOR_NOT_ENABLED', 'auth.twoFactorNotEnabled'],
  TOTP_ALREADY_ENABLED: ['TWO_FACTOR_ALREADY_ENABLED', 'auth.twoFactorAlreadyEnabled'],
  TWO_FACTOR_SMS_UNAVAILABLE: ['TWO_FACTOR_SMS_UNAVAILABLE', 'auth.twoFactorSmsUnavailable'],
};

/** A field name in better-call's validation message (`[body.email] Invalid email address; …`) → text. */
const FIELD_TEXT: Record<string, MessageKey> = {
  email: 'auth.invalidEmail',
  password: 'auth.passwordRequired',
  newPassword: 'auth.passwordRequired',
  currentPassword: 'auth.passwordRequired',
  token: 'auth.invalidToken',
  callbackURL: 'auth.invalidRedirect',
  provider: 'auth.providerNotFound',
};

/** Which body field holds the new password on each endpoint (for `fieldErrors`). */
function passwordFieldOf(path: string): string {
  return path.includes('reset-password') || path.includes('change-password') ? 'newPassword' : 'password';
}

/**
 * Translates one better-auth error.
 * @param status HTTP status better-auth chose
 * @param body its JSON body (`code`, `message`), if any
 * @param path the better-auth endpoint path (e.g. `/reset-password`), to name the password field
 * @param retryAfter seconds, for 429
 */
export function authErrorToAppError(
  status: number,
  body: { code?: unknown; message?: unknown } | undefined,
  path = '',
  retryAfter?: number,
): AppError {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  // A 429 of its own (the two-factor lockout) keeps its code; any other 429 is a rate limit.
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return new AppError('TWO_FACTOR_LOCKED');
  if (status === 429 || code === 'RATE_LIMITED') {
    return new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, retryAfter ?? 60) } });
  }
  // The strength check says why in its message key (auth/passwords.ts `passwordProblem`).
  if (code === 'PASSWORD_WEAK' && typeof body?.message === 'string' && isMessageKey(body.message)) {
    const key = body.message;
    return new AppError('PASSWORD_WEAK', { message: key, fieldErrors: { [passwordFieldOf(path)]: [key] } });
  }
  const mapped = code ? BY_CODE[code] : undefined;
  if (mapped) {
    const [ourCode, key, field] = mapped;
    const fieldName = field === 'password' ? passwordFieldOf(path) : field;
    return new AppError(ourCode, { message: key, ...(fieldName ? { fieldErrors: { [fieldName]: [key] } } : {}) });
  }
  if (code === 'VALIDATION_ERROR' || (status === 400 && typeof body?.message === 'string')) {
    const fieldErrors: Record<string, MessageKey[]> = {};
    const message = typeof body?.message === 'string' ? body.message : '';
    for (const m of message.matchAll(/\[(?:body|query)\.([A-Za-z]+)[^\]]*\]/g)) {
      const field = m[1]!;
      fieldErrors[field] = [FIELD_TEXT[field] ?? 'validation.required'];
    }
    return new AppError('VALIDATION_ERROR', Object.keys(fieldErrors).length ? { fieldErrors } : {});
  }
  if (status === 404 || status === 405) return new AppError('NOT_FOUND', { message: 'error.routeNotFound' });
  return new AppError(errorCodeForStatus(status));
}

/** An `APIError` thrown by an in-process `auth.api.*` call, as an {@link AppError}; anything else as is. */
export function fromAuthApiError(err: unknown, path = ''): unknown {
  if (!err || typeof err !== 'object' || !('statusCode' in err) || !('body' in err)) return err;
  const e = err as { statusCode: number; body?: { code?: unknown; message?: unknown }; headers?: HeadersInit };
  if (typeof e.statusCode !== 'number' || e.statusCode < 400) return err;
  const retry = e.headers ? Number(new Headers(e.headers).get('x-retry-after')) : NaN;
  return authErrorToAppError(e.statusCode, e.body, path, Number.isFinite(retry) ? retry : undefined);
}
