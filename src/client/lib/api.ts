import type { z } from 'zod';
import type { ErrorBody } from '@shared/contracts/errors';
import { currentLanguage, i18n } from './i18n';

/**
 * The shared contract schema a response must satisfy, or `false` to skip the check.
 *
 * Call sites pass `import.meta.env.DEV && someSchema`: development and tests validate every
 * response, while production builds drop the schema and zod with it (about 30 kB gzip, more than
 * the home route's JavaScript budget allows). The server already serialises each response through
 * the same shared schema, so production loses no guarantee it had.
 */
export type ResponseContract<T> = z.ZodType<T> | false;

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  if (typeof body.message !== 'string' || typeof body.code !== 'string') return false;
  if (body.fieldErrors === undefined) return true;
  return (
    typeof body.fieldErrors === 'object' &&
    body.fieldErrors !== null &&
    Object.values(body.fieldErrors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/**
 * A failed API call. `message` is the server's text, already in the caller's language
 * (ARCHITECTURE.md "Errors"); `status` is 0 when the network itself failed. `requestId` is the
 * server's id of the request (error body or `X-Request-Id`, issue 23).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: ErrorBody['fieldErrors'];
  readonly requestId: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: ErrorBody['fieldErrors'],
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
  }

  /** The first message the server gave for one request field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors?.[field]?.[0];
  }
}

/** Narrows an unknown error to {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised as the request body. */
  body?: unknown;
  /** See {@link ResponseContract}. */
  schema: ResponseContract<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of POST /api/messages). */
  headers?: Record<string, string>;
}

/** A parsed response plus its headers (e.g. `X-Total-Count`). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * The text shown for a failed call: the server's message, and for an unexpected error (5xx) a
 * second line "Hata kodu: {id}" with the request's id, so the user can quote it to support, who
 * find the request's log lines by it (issue 23). Every toast and alert that shows `error.message`
 * shows it, without each call site knowing.
 */
function shownMessage(status: number, message: string, requestId: string | undefined, code?: string): string {
  // A write refused during planned maintenance (503 MAINTENANCE) is expected, not a fault to report.
  if (status < 500 || !requestId || code === 'MAINTENANCE') return message;
  return `${message}\n${i18n.t('common:errors.reference', { id: requestId })}`;
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const headerId = response.headers.get('X-Request-Id') ?? undefined;
  if (isErrorBody(body)) {
    const requestId = typeof body.requestId === 'string' ? body.requestId : headerId;
    const message = shownMessage(response.status, body.message, requestId, body.code);
    return new ApiError(response.status, body.code, message, body.fieldErrors, requestId);
  }
  const message = shownMessage(response.status, i18n.t('common:errors.unknown'), headerId);
  return new ApiError(response.status, `HTTP_${response.status}`, message, undefined, headerId);
}

/**
 * Calls the same-origin API with cookies and `Accept-Language`, and validates the JSON answer
 * against a shared contract schema. A 204 answer resolves with `data: undefined` (call such routes
 * with `schema: false` and type `void`).
 *
 * @throws {ApiError} on a non-2xx status (with the server's code, message and fieldErrors),
 *   on a network failure (status 0, code `NETWORK_ERROR`) or when the body breaks the contract
 *   (code `INVALID_RESPONSE`). An abort rethrows the original `AbortError`.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, signal, headers: extraHeaders }: RequestOptions<T>,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  }

  if (!response.ok) throw await readErrorBody(response);
  // 204 No Content (e.g. DELETE /api/admin/feedback/{id}): success without a body to validate.
  if (response.status === 204) return { data: undefined as T, headers: response.headers };

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', i18n.t('common:errors.unknown'));
  }
  if (schema) {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`Contract mismatch on ${method} ${path}`, parsed.error);
      throw new ApiError(response.status, 'INVALID_RESPONSE', i18n.t('common:errors.unknown'));
    }
    return { data: parsed.data, headers: response.headers };
  }
  return { data: json as T, headers: response.headers };
}

/**
 * `path` with a query string of the defined, non-empty `query` values (`undefined`, `null` and '' are
 * left out, as the contracts read them as "not given"; a list is repeated). Type `query` with the route's contract input,
 * e.g. `PartnersQueryInput`, so the fetcher cannot send a parameter the route does not know.
 */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | readonly string[] | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A list is a repeated parameter (`capability=a:b&capability=c:d`).
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET shorthand of {@link apiRequest} returning the body only. */
export async function apiGet<T>(path: string, schema: ResponseContract<T>, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest(path, { schema, signal });
  return data;
}
