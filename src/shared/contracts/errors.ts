import { z } from 'zod';

/**
 * Error body of every non-2xx response (ARCHITECTURE.md, "Errors").
 * `message` is in the caller's language; `fieldErrors` maps a request field to its messages.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable error codes used across the API. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'PARTNER_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'BAD_ORIGIN',
  // Accounts and access (src/shared/contracts/auth.ts; docs/decisions/003-identity.md).
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_COMMON',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_REDIRECT',
  'USER_TYPE_NOT_HELD',
  'PROVIDER_NOT_FOUND',
  'SESSION_NOT_FRESH',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
