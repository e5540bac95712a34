/**
 * Application errors: services throw {@link AppError} naming an error code; the errors plugin turns it
 * into `{message, code, fieldErrors?}` in the caller's language, with the status of the error table
 * (`src/shared/contracts/errors.ts`; ARCHITECTURE.md, errors).
 */
import { ERRORS, type ErrorCode } from '@shared/contracts/errors';
import type { z } from 'zod';
import type { MessageKey } from './messages';

export interface AppErrorOptions {
  /** A more precise text than the code's default (e.g. `auth.noPassword` for INVALID_PASSWORD). */
  message?: MessageKey;
  /** Placeholder values for the text, e.g. `{seconds: 30}`. */
  params?: Record<string, string | number>;
  /** Request field → message keys, shown under the form fields. */
  fieldErrors?: Record<string, MessageKey[]>;
}

export class AppError extends Error {
  /** HTTP status, from the error table. */
  readonly statusCode: number;
  /** Text key, translated per request. */
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fieldErrors?: Record<string, MessageKey[]>;

  /**
   * @param code the error code; its status and default text come from `ERRORS`
   * @param options a more precise text, its placeholders, field errors
   */
  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    const definition = ERRORS[code];
    super(options.message ?? definition.message);
    this.name = 'AppError';
    this.statusCode = definition.status;
    this.messageKey = options.message ?? definition.message;
    this.params = options.params ?? {};
    if (options.fieldErrors) this.fieldErrors = options.fieldErrors;
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code);
export const unauthorized = () => new AppError('UNAUTHORIZED');
export const forbidden = () => new AppError('FORBIDDEN');

/** A request part (body, querystring, params) that failed its zod schema. */
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}
