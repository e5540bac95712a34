/**
 * Application errors: services throw {@link AppError}; the errors plugin turns it into
 * `{message, code, fieldErrors?}` in the caller's language (ARCHITECTURE.md, errors).
 */
import type { ErrorCode } from '../../shared/contracts/errors';
import type { MessageKey } from './messages';

export class AppError extends Error {
  /**
   * @param statusCode HTTP status (4xx/5xx)
   * @param code machine-readable code
   * @param messageKey server text key, translated per request
   * @param params placeholder values for the text
   * @param fieldErrors field → message keys
   */
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, MessageKey[]>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'error.notFound', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, key);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'error.unauthorized');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'error.forbidden');
