/**
 * Identity in the HTTP layer (ARCHITECTURE.md, identity and access):
 * - `req.viewer` comes from the session cookie only, resolved in an `onRequest` hook that this
 *   plugin adds before the access plugin's (register this plugin first). Only routes that need it
 *   look the session up: every non-public route, and public routes that declare
 *   `config.readsViewer: true`. A public route that forgets the flag sees a visitor: it can do no
 *   more than a visitor may, which is the safe way to be wrong;
 * - better-auth is mounted on `/api/auth/*` (a catch-all; the platform's own `/api/auth/logout` and
 *   `/api/auth/switch-account-type` are static routes and win over it), with its error bodies turned
 *   into `{message, code, fieldErrors?}` in the caller's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USER_TYPES, type UserType } from '@shared/constants';
import { type Auth, COOKIE_PREFIX } from '../auth/auth';
import { authErrorToAppError } from '../auth/errors';
import { ownOrigin, webHeaders } from '../auth/request';
import { AppError } from '../lib/errors';
import type { Viewer } from '../lib/viewer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (see auth/auth.ts). */
    auth: Auth;
  }
  interface FastifyContextConfig {
    /**
     * A `public` route that reads `req.viewer` (e.g. partner detail's view counting) sets this; other
     * public routes never look the session up, and see `req.viewer === null`.
     */
    readsViewer?: boolean;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  publicUrl: string;
  production: boolean;
}

/** Marker of the session cookie in a Cookie header (any prefix, e.g. `__Secure-`). */
export const SESSION_COOKIE_MARK = `${COOKIE_PREFIX}.session_token=`;

/** Response headers that must not be copied from better-auth's Response onto Fastify's reply. */
const SKIPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

const isUserType = (v: unknown): v is UserType =>
  typeof v === 'string' && (USER_TYPES as readonly string[]).includes(v);

/**
 * The viewer from a better-auth session user, or null when the account is inactive or its role
 * columns hold something unexpected.
 */
export function viewerOf(user: Record<string, unknown> | null | undefined): Viewer | null {
  if (!user || user.isActive === false) return null;
  const id = Number(user.id);
  const userType = user.userType;
  const available = Array.isArray(user.availableUserTypes) ? user.availableUserTypes.filter(isUserType) : [];
  if (!Number.isInteger(id) || !isUserType(userType) || !available.includes(userType)) return null;
  return { id, userType, availableUserTypes: available, twoFactorEnabled: user.twoFactorEnabled === true };
}

/** Copies every Set-Cookie of a better-auth answer onto the reply (several survive). */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
}

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const { auth } = opts;
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  // Runs before the access hook, which reads req.viewer.
  app.addHook('onRequest', async (req, reply) => {
    req.viewer = null;
    const config = req.routeOptions.config;
    // No access level: the 404 handler, which needs nobody.
    if (!config?.access || (config.access === 'public' && !config.readsViewer)) return;
    // Static files and the SPA shell never need the caller; only the API does, and the private
    // objects at /objects/{id} (declared with readsViewer).
    if (!req.url.startsWith('/api') && !config.readsViewer) return;
    if (!req.headers.cookie?.includes(SESSION_COOKIE_MARK)) return;
    const { headers, response } = await auth.api.getSession({ headers: webHeaders(req), returnHeaders: true });
    // A sliding expiry renews the cookie; an unknown or expired session clears it.
    forwardCookies(reply, headers);
    req.viewer = viewerOf(response?.user);
  });
}

/**
 * Mounts better-auth on `/api/auth/*`: builds a Web `Request` from the Fastify request (client IP in
 * its own header, body re-serialised), copies every response header (several Set-Cookie included),
 * and answers better-auth's errors as `{message, code, fieldErrors?}` in the caller's language.
 * Register after the access plugin, so the route's `access: 'public'` is recorded.
 */
export const authRoutes = async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const { auth } = opts;
  const publicOrigin = new URL(opts.publicUrl).origin;

  await app.register(async (scope) => {
    // OAuth providers may post their answer as a form; better-auth parses it itself. A NUL byte, raw
    // or encoded, is refused as in JSON bodies (plugins/input.ts): no provider sends one.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      const text = String(body);
      if (/%00|\0/.test(text)) {
        done(new AppError('VALIDATION_ERROR', { message: 'error.nulByte' }));
        return;
      }
      done(null, text);
    });
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      config: { access: 'public' },
      handler: async (req, reply) => handle(req, reply),
    });
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    // Outside production the Request is built on the caller's own origin, so better-auth's trusted
    // origins can accept it like the Origin check does (auth/request.ts).
    const url = new URL(req.url, opts.production ? publicOrigin : ownOrigin(req));
    const headers = webHeaders(req);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    let body: string | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined && req.body !== null) {
      body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    }
    const response = await auth.handler(new Request(url, { method: req.method, headers, body }));

    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
    });
    forwardCookies(reply, response.headers);

    if (response.status >= 400) {
      const text = await response.text();
      let parsed: { code?: unknown; message?: unknown } | undefined;
      try {
        parsed = text ? (JSON.parse(text) as typeof parsed) : undefined;
      } catch {
        parsed = undefined;
      }
      const retry = Number(response.headers.get('x-retry-after'));
      if (response.status === 429 && Number.isFinite(retry)) reply.header('retry-after', String(retry));
      const path = url.pathname.replace(/^\/api\/auth/, '');
      reply.removeHeader('content-type');
      throw authErrorToAppError(response.status, parsed, path, Number.isFinite(retry) ? retry : undefined);
    }
    const buffer = Buffer.from(await response.arrayBuffer());
    return reply.send(buffer.length ? buffer : '');
  }
};

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
