/**
 * better-auth's errors in our shape (ARCHITECTURE.md, errors): its `{code, message}` bodies (English)
 * become an {@link AppError} with a translated message, for the `/api/auth/*` mount and for the
 * platform routes that call `auth.api.*` in-process.
 */
import type { ErrorCode } from '../../shared/contracts/errors';
import { AppError } from '../lib/errors';
import type { MessageKey } from '../lib/messages';

type Mapping = readonly [status: number | null, code: ErrorCode, key: MessageKey, field?: 'password' | 'email'];

/** better-auth error code → our status (null: keep better-auth's), code, text and the field it concerns. */
const BY_CODE: Record<string, Mapping> = {
  INVALID_EMAIL_OR_PASSWORD: [401, 'INVALID_CREDENTIALS', 'auth.invalidCredentials'],
  INVALID_EMAIL: [400, 'VALIDATION_ERROR', 'auth.invalidEmail', 'email'],
  EMAIL_NOT_VERIFIED: [403, 'EMAIL_NOT_VERIFIED', 'auth.emailNotVerified'],
  ACCOUNT_DISABLED: [403, 'ACCOUNT_DISABLED', 'auth.accountDisabled'],
  PASSWORD_TOO_SHORT: [400, 'PASSWORD_TOO_SHORT', 'auth.passwordTooShort', 'password'],
  PASSWORD_TOO_LONG: [400, 'PASSWORD_TOO_LONG', 'auth.passwordTooLong', 'password'],
  PASSWORD_COMMON: [400, 'PASSWORD_COMMON', 'auth.passwordCommon', 'password'],
  INVALID_PASSWORD: [400, 'INVALID_PASSWORD', 'auth.invalidPassword'],
  CREDENTIAL_ACCOUNT_NOT_FOUND: [400, 'INVALID_PASSWORD', 'auth.noPassword'],
  INVALID_TOKEN: [400, 'INVALID_TOKEN', 'auth.invalidToken'],
  USER_NOT_FOUND: [400, 'INVALID_TOKEN', 'auth.invalidToken'],
  TOKEN_EXPIRED: [400, 'TOKEN_EXPIRED', 'auth.tokenExpired'],
  INVALID_CALLBACK_URL: [403, 'INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_REDIRECT_URL: [403, 'INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_ERROR_CALLBACK_URL: [403, 'INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_NEW_USER_CALLBACK_URL: [403, 'INVALID_REDIRECT', 'auth.invalidRedirect'],
  INVALID_ORIGIN: [403, 'BAD_ORIGIN', 'error.badOrigin'],
  MISSING_OR_NULL_ORIGIN: [403, 'BAD_ORIGIN', 'error.badOrigin'],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: [403, 'BAD_ORIGIN', 'error.badOrigin'],
  FIELD_NOT_ALLOWED: [400, 'VALIDATION_ERROR', 'auth.fieldNotAllowed'],
  EMAIL_ALREADY_VERIFIED: [400, 'VALIDATION_ERROR', 'auth.emailAlreadyVerified'],
  PROVIDER_NOT_FOUND: [404, 'PROVIDER_NOT_FOUND', 'auth.providerNotFound'],
  SESSION_EXPIRED: [403, 'SESSION_NOT_FRESH', 'auth.sessionNotFresh'],
  SESSION_NOT_FRESH: [403, 'SESSION_NOT_FRESH', 'auth.sessionNotFresh'],
  FAILED_TO_CREATE_SESSION: [403, 'ACCOUNT_DISABLED', 'auth.accountDisabled'],
  UNAUTHORIZED: [401, 'UNAUTHORIZED', 'error.unauthorized'],
  RATE_LIMITED: [429, 'RATE_LIMITED', 'error.rateLimited'],
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
  if (status === 429 || code === 'RATE_LIMITED') {
    return new AppError(429, 'RATE_LIMITED', 'error.rateLimited', { seconds: Math.max(1, retryAfter ?? 60) });
  }
  const mapped = code ? BY_CODE[code] : undefined;
  if (mapped) {
    const [mappedStatus, ourCode, key, field] = mapped;
    const fieldName = field === 'password' ? passwordFieldOf(path) : field;
    return new AppError(mappedStatus ?? status, ourCode, key, {}, fieldName ? { [fieldName]: [key] } : undefined);
  }
  if (code === 'VALIDATION_ERROR' || (status === 400 && typeof body?.message === 'string')) {
    const fieldErrors: Record<string, MessageKey[]> = {};
    const message = typeof body?.message === 'string' ? body.message : '';
    for (const m of message.matchAll(/\[(?:body|query)\.([A-Za-z]+)[^\]]*\]/g)) {
      const field = m[1]!;
      fieldErrors[field] = [FIELD_TEXT[field] ?? 'validation.required'];
    }
    return new AppError(
      400,
      'VALIDATION_ERROR',
      'error.validation',
      {},
      Object.keys(fieldErrors).length ? fieldErrors : undefined,
    );
  }
  if (status === 401) return new AppError(401, 'UNAUTHORIZED', 'error.unauthorized');
  if (status === 403) return new AppError(403, 'FORBIDDEN', 'error.forbidden');
  if (status === 404) return new AppError(404, 'NOT_FOUND', 'error.routeNotFound');
  if (status === 405) return new AppError(404, 'NOT_FOUND', 'error.routeNotFound');
  if (status >= 500) return new AppError(500, 'INTERNAL_ERROR', 'error.internal');
  return new AppError(status, 'VALIDATION_ERROR', 'error.validation');
}

/** An `APIError` thrown by an in-process `auth.api.*` call, as an {@link AppError}; anything else as is. */
export function fromAuthApiError(err: unknown, path = ''): unknown {
  if (!err || typeof err !== 'object' || !('statusCode' in err) || !('body' in err)) return err;
  const e = err as { statusCode: number; body?: { code?: unknown; message?: unknown }; headers?: HeadersInit };
  if (typeof e.statusCode !== 'number' || e.statusCode < 400) return err;
  const retry = e.headers ? Number(new Headers(e.headers).get('x-retry-after')) : NaN;
  return authErrorToAppError(e.statusCode, e.body, path, Number.isFinite(retry) ? retry : undefined);
}
