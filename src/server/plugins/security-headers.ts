/**
 * Security headers on every answer (ARCHITECTURE.md, errors and files): the CSP (only our own
 * scripts, `frame-ancestors 'none'`), `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy`
 * and helmet's other defaults. Helmet computes them once ({@link staticSecurityHeaders}) and an
 * `onRequest` hook sets them: `@fastify/helmet` rebuilt helmet's middleware, parsing every CSP
 * directive, on each request (5 % of the server's CPU in the catalogue's long-tail bench,
 * docs/benchmarks.md), for headers that never vary here (no nonces, no per-route settings).
 * Three kinds of answer need more than that hook:
 * - the early 401/403/429 of the origin, rate-limit, session and access hooks: the headers' `onRequest`
 *   hook must run before theirs, so this plugin is registered right after the errors plugin;
 * - answers Node writes before Fastify sees a request (431 header fields too large, 400 unparsable
 *   request): {@link clientErrorHandler} writes them raw, in the error shape, with the same headers;
 * - requests that arrive while the server shuts down: Fastify's own 503 (`return503OnClosing`) has
 *   neither our shape nor the headers, so the app turns it off and this plugin's hook answers
 *   503 SERVICE_UNAVAILABLE instead, with `Connection: close`.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { ErrorCode } from '@shared/contracts/errors';
import { AppError } from '../lib/errors';
import { type MessageKey, t } from '../lib/messages';

export interface SecurityHeadersOptions {
  production: boolean;
}

/** Helmet's settings; the same object serves Fastify's answers and the raw ones. */
export function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // PDF previews frame a blob: URL of the fetched bytes (src/client/components/PdfPreview.tsx).
        frameSrc: ['blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The HSTS header only makes sense behind TLS.
    strictTransportSecurity: production ? undefined : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with {@link helmetOptions}, as name → value, for answers written without
 * Fastify. Computed by running helmet's middleware on a stand-in response.
 */
export function staticSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(production))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    res as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/** A complete raw HTTP/1.1 answer in the error shape (Turkish: no request was read to choose). */
function rawErrorAnswer(status: number, reason: string, code: ErrorCode, key: MessageKey, production: boolean) {
  const body = JSON.stringify({ message: t(DEFAULT_LANGUAGE, key), code });
  const headers = {
    ...staticSecurityHeaders(production),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it.
 * Header fields over `maxHeaderSize` answer 431, a request timeout 408, anything else 400, each as
 * `{message, code}` with the security headers; the socket is then closed.
 */
export function clientErrorHandler(production: boolean) {
  const tooLarge = rawErrorAnswer(
    431,
    'Request Header Fields Too Large',
    'VALIDATION_ERROR',
    'error.headersTooLarge',
    production,
  );
  const badRequest = rawErrorAnswer(400, 'Bad Request', 'VALIDATION_ERROR', 'error.badRequest', production);
  const timeout = rawErrorAnswer(408, 'Request Timeout', 'VALIDATION_ERROR', 'error.badRequest', production);
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? tooLarge
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? timeout
          : badRequest;
    // end() closes the socket once the answer is flushed.
    socket.end(answer);
  };
}

async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const headers = staticSecurityHeaders(opts.production);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  // See the file comment: our 503 while shutting down (the app sets return503OnClosing: false), from
  // the one shutdown state (plugins/shutdown.ts). The probes answer for themselves: /healthz that the
  // process lives, /readyz `shutting_down`.
  app.addHook('onRequest', async (req, reply) => {
    if (!app.shutdown.started || req.routeOptions.config.answersDuringShutdown) return;
    reply.header('connection', 'close');
    throw new AppError('SERVICE_UNAVAILABLE');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['errors', 'shutdown'] });
