/**
 * Validation and error handling (ARCHITECTURE.md, errors): every non-2xx body is
 * `{message, code, fieldErrors?, requestId}` in the caller's language; 5xx bodies never carry internals.
 * `requestId` is the request's id (plugins/request-id.ts), so a user can quote it to support.
 */
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type ErrorBody, type ErrorCode, errorCodeForStatus } from '@shared/contracts/errors';
import { type Language, UPLOAD_LIMITS_MB } from '@shared/constants';
import { AppError, RequestValidationError } from '../lib/errors';
import { isMessageKey, requestLanguage, t } from '../lib/messages';

/** Fastify validator compiler that keeps zod's issues so messages can be localised per request. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

const zodLocales = { tr: z.locales.tr(), en: z.locales.en() };

/** A range issue of a number (zod names integer bounds `int`). */
const isNumeric = (issue: z.core.$ZodIssue) =>
  'origin' in issue && ['number', 'int', 'bigint'].includes(String(issue.origin));

/**
 * One issue's text: a server message key from the schema if it has one; for a number out of range our
 * own text with the bound; else zod's own locale text.
 */
function issueMessage(lang: Language, issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return t(lang, issue.message);
  if (issue.code === 'too_big' && isNumeric(issue)) {
    return t(lang, 'error.numberTooLarge', { max: Number(issue.maximum) });
  }
  if (issue.code === 'too_small' && isNumeric(issue)) {
    return t(lang, 'error.numberTooSmall', { min: Number(issue.minimum) });
  }
  const out = zodLocales[lang].localeError(issue as Parameters<(typeof zodLocales)['tr']['localeError']>[0]);
  if (typeof out === 'string') return out;
  return out?.message ?? issue.message;
}

/**
 * Groups issues by their top-level field name ('_' for the whole part). Of several range issues of
 * one number (`1e30` breaks both "safe integer" and "at most 100") only the tightest bound is shown.
 */
export function fieldErrorsOf(lang: Language, issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const tightest = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    if ((issue.code === 'too_big' || issue.code === 'too_small') && isNumeric(issue)) {
      const key = `${field} ${issue.code}`;
      const seen = tightest.get(key);
      if (seen) {
        const bound = (i: z.core.$ZodIssue) => Number('maximum' in i ? i.maximum : 'minimum' in i ? i.minimum : 0);
        const tighter = issue.code === 'too_big' ? bound(issue) < bound(seen) : bound(issue) > bound(seen);
        if (tighter) {
          const list = out[field]!;
          list[list.indexOf(issueMessage(lang, seen))] = issueMessage(lang, issue);
          tightest.set(key, issue);
        }
        continue;
      }
      tightest.set(key, issue);
    }
    const message = issueMessage(lang, issue);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/**
 * The SQLSTATE of a database error (node-postgres and PGlite errors carry `code`; Drizzle wraps them
 * in `cause`), if `error` is one.
 */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function body(requestId: string, message: string, code: ErrorCode, fieldErrors?: Record<string, string[]>): ErrorBody {
  return fieldErrors ? { message, code, fieldErrors, requestId } : { message, code, requestId };
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
  // @fastify/multipart cut a file part off at its limit: the spec's upload text, in the caller's language.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('FILE_TOO_LARGE', { params: { n: UPLOAD_LIMITS_MB.default } });
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
        .send(body(req.id, t(lang, 'error.validation'), 'VALIDATION_ERROR', fieldErrorsOf(lang, error.issues)));
    }
    // Class 22 (data exception: a value out of a column's range, an invalid byte sequence, …) is the
    // database refusing a value a request carried: bad input, answered 400 and logged without a stack.
    // The validators and the input plugin should have caught it first; the warning shows where not.
    const state = error instanceof AppError ? undefined : sqlState(error);
    if (state?.startsWith('22')) {
      req.log.warn({ sqlState: state, url: req.routeOptions.url }, 'input refused by the database');
      return reply.status(400).send(body(req.id, t(lang, 'error.validation'), 'VALIDATION_ERROR'));
    }
    const appError = error instanceof AppError ? error : toAppError(error, reply.getHeader('retry-after'));
    // A write refused during planned maintenance (decision 040) is the platform working as planned, not a fault.
    if (appError.statusCode >= 500 && appError.code !== 'MAINTENANCE') req.log.error({ err: error }, 'request failed');
    // A field's text takes the error's params too ("at most {{remaining}} more"), else it reads "()".
    const fieldErrors = appError.fieldErrors
      ? Object.fromEntries(
          Object.entries(appError.fieldErrors).map(([f, keys]) => [f, keys.map((k) => t(lang, k, appError.params))]),
        )
      : undefined;
    return reply
      .status(appError.statusCode)
      .send(body(req.id, t(lang, appError.messageKey, appError.params), appError.code, fieldErrors));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
