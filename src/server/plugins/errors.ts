/**
 * Validation and error handling (ARCHITECTURE.md, errors): every non-2xx body is
 * `{message, code, fieldErrors?}` in the caller's language; 5xx bodies never carry internals.
 */
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type ErrorBody, type ErrorCode, errorCodeForStatus } from '../../shared/contracts/errors';
import type { Language } from '../../shared/constants';
import { AppError } from '../lib/errors';
import { isMessageKey, requestLanguage, t } from '../lib/messages';

/** A request part (body, querystring, params) that failed its zod schema. */
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Fastify validator compiler that keeps zod's issues so messages can be localised per request. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

const zodLocales = { tr: z.locales.tr(), en: z.locales.en() };

/** One issue's text: a server message key from the schema if it has one, else zod's own locale text. */
function issueMessage(lang: Language, issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return t(lang, issue.message);
  const out = zodLocales[lang].localeError(issue as Parameters<(typeof zodLocales)['tr']['localeError']>[0]);
  if (typeof out === 'string') return out;
  return out?.message ?? issue.message;
}

/** Groups issues by their top-level field name ('_' for the whole part). */
export function fieldErrorsOf(lang: Language, issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (out[field] ??= []).push(issueMessage(lang, issue));
  }
  return out;
}

function body(message: string, code: ErrorCode, fieldErrors?: Record<string, string[]>): ErrorBody {
  return fieldErrors ? { message, code, fieldErrors } : { message, code };
}

/**
 * Any error thrown while handling a request, as an {@link AppError} of the error table: Fastify's own
 * errors (body too large, bad JSON, wrong content type, rate limits) keep their status; anything
 * else is a 500 whose details stay in the log.
 */
function toAppError(error: FastifyError, retryAfter: unknown): AppError {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status === 429) {
    return new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(Number(retryAfter ?? 60))) } });
  }
  if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('VALIDATION_ERROR', { message: 'error.invalidJson' });
  }
  return new AppError(status === 503 ? 'SERVICE_UNAVAILABLE' : errorCodeForStatus(status));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, req, reply) => {
    const lang = requestLanguage(req);
    if (error instanceof RequestValidationError) {
      return reply
        .status(400)
        .send(body(t(lang, 'error.validation'), 'VALIDATION_ERROR', fieldErrorsOf(lang, error.issues)));
    }
    const appError = error instanceof AppError ? error : toAppError(error, reply.getHeader('retry-after'));
    if (appError.statusCode >= 500) req.log.error({ err: error }, 'request failed');
    const fieldErrors = appError.fieldErrors
      ? Object.fromEntries(Object.entries(appError.fieldErrors).map(([f, keys]) => [f, keys.map((k) => t(lang, k))]))
      : undefined;
    return reply
      .status(appError.statusCode)
      .send(body(t(lang, appError.messageKey, appError.params), appError.code, fieldErrors));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
