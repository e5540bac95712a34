/**
 * Request ids (issue 23, "Health and metrics": every log line of a request carries its request id,
 * also returned as `X-Request-Id`; errors shown to users carry the same id, so support can find them).
 *
 * - {@link requestIdOptions} go into the Fastify constructor: each request's id is the caller's
 *   `X-Request-Id` when it is a short, safe token (a proxy or load balancer in front may have set it,
 *   so one id follows the request through every log), else a random UUID. Fastify binds it to the
 *   request's logger as `reqId`, so every line `req.log` writes carries it.
 * - This plugin's `onSend` hook answers it as `X-Request-Id` on every response, errors included; the
 *   errors plugin puts it in the error body as `requestId`, which the client shows with an unexpected
 *   error ("Hata kodu: …").
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries the id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id we keep: 1–64 letters, digits, `.`, `_`, `-`. Anything else (too long, spaces,
 * control characters, a second header) is replaced, so a caller cannot forge log lines or flood the
 * logs with huge ids.
 */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: its `X-Request-Id` when that matches {@link SAFE_REQUEST_ID}, else a new UUID.
 * @param req the raw Node request (Fastify calls this before it builds its own request)
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify constructor options of the request id: our own `genReqId` (Fastify's `requestIdHeader`
 * would take the header unchecked, so it is off). The log label stays Fastify's default `reqId`
 * (its top-level `requestIdLogLabel` option is deprecated); the system status's log capture and the
 * request-id test read that name.
 */
export const requestIdOptions = {
  genReqId: requestIdOf,
  requestIdHeader: false,
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'>;

async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
