/**
 * Validation and error handling (ARCHITECTURE.md, errors): every non-2xx body is
 * `{message, code, fieldErrors?}` in the caller's language; 5xx bodies never carry internals.
 */
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/contracts/errors';
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

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

async function errorsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, req, reply) => {
    const lang = requestLanguage(req);
    if (error instanceof RequestValidationError) {
      return reply
        .status(400)
        .send(body(t(lang, 'error.validation'), 'VALIDATION_ERROR', fieldErrorsOf(lang, error.issues)));
    }
    if (error instanceof AppError) {
      const fieldErrors = error.fieldErrors
        ? Object.fromEntries(Object.entries(error.fieldErrors).map(([f, keys]) => [f, keys.map((k) => t(lang, k))]))
        : undefined;
      return reply
        .status(error.statusCode)
        .send(body(t(lang, error.messageKey, error.params), error.code, fieldErrors));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return reply.status(429).send(body(t(lang, 'error.rateLimited', { seconds }), 'RATE_LIMITED'));
    }
    if (status === 413) return reply.status(413).send(body(t(lang, 'error.payloadTooLarge'), 'PAYLOAD_TOO_LARGE'));
    if (status === 415)
      return reply.status(415).send(body(t(lang, 'error.unsupportedMediaType'), 'UNSUPPORTED_MEDIA_TYPE'));
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(body(t(lang, 'error.invalidJson'), 'VALIDATION_ERROR'));
    }
    if (status < 500) {
      const code = statusCodes[status] ?? 'VALIDATION_ERROR';
      const key =
        status === 404
          ? 'error.notFound'
          : status === 401
            ? 'error.unauthorized'
            : status === 403
              ? 'error.forbidden'
              : 'error.validation';
      return reply.status(status).send(body(t(lang, key), code));
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .status(status === 503 ? 503 : 500)
      .send(
        status === 503
          ? body(t(lang, 'error.serviceUnavailable'), 'SERVICE_UNAVAILABLE')
          : body(t(lang, 'error.internal'), 'INTERNAL_ERROR'),
      );
  });
}

export default fp(errorsPlugin, { name: 'errors' });
