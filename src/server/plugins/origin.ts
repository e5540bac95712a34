/**
 * CSRF defence (ARCHITECTURE.md: "SameSite=Lax cookies plus an Origin check on every state-changing
 * request"), for every route including better-auth's under /api/auth.
 *
 * Rule for POST, PUT, PATCH and DELETE:
 * 1. `Origin` present: it must be the public origin (PUBLIC_URL), or outside production the request's
 *    own Host origin. `Origin: null` (sandboxed frames, some redirects) is refused.
 * 2. No `Origin`, but a `Referer`: its origin must pass the same test.
 * 3. Neither: browsers always send `Origin` on cross-site POST/PUT/PATCH/DELETE, so such a request
 *    comes from a non-browser client (curl, a mail provider, server-to-server) that carries no
 *    victim's cookies by accident. It is allowed unless `Sec-Fetch-Site` says a browser made it from
 *    another site (`cross-site`, `same-site`); `same-origin`, `none` or no header pass.
 * The one-click unsubscribe POSTs of the newsletter and of preference mails (RFC 8058: mail providers
 * post them from their servers) are exempt: their authority is the token in the URL, never a cookie.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowedOrigins, ownOrigin } from '../auth/request';
import { AppError } from '../lib/errors';

export interface OriginPluginOptions {
  publicUrl: string;
  production: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes (method and path) that skip the check, with the reason next to each. */
const EXEMPT = new Set([
  // RFC 8058 one-click unsubscribe: the mail provider's server posts it without Origin or cookies.
  'POST /api/newsletter/unsubscribe',
  'POST /api/email-preferences/one-click',
]);

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Decides whether a state-changing request may proceed.
 * @returns true when allowed
 */
export function originAllowed(
  req: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>,
  publicUrl: string,
  production: boolean,
): boolean {
  const allowed = allowedOrigins(publicUrl, production, ownOrigin(req));
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    const parsed = origin === 'null' ? null : originOf(origin);
    return parsed !== null && allowed.includes(parsed);
  }
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    const parsed = originOf(referer);
    return parsed !== null && allowed.includes(parsed);
  }
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

async function originPlugin(app: FastifyInstance, opts: OriginPluginOptions) {
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const path = req.url.split('?')[0] ?? '';
    if (EXEMPT.has(`${req.method} ${path}`)) return;
    if (!originAllowed(req, opts.publicUrl, opts.production)) {
      throw new AppError('BAD_ORIGIN');
    }
  });
}

export default fp(originPlugin, { name: 'origin', dependencies: ['errors'] });
