/**
 * The access policy (ARCHITECTURE.md, access; spec §6): every route declares `config.access`, and this
 * plugin refuses to register one that does not. The rules themselves live in `src/shared/access.ts` (`lib/viewer.ts` gives the caller).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { type AccessLevel, ACCESS_LEVELS, decide } from '../lib/viewer';
import { getSecuritySettings } from '../modules/system-config/system-config.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route. */
    access?: AccessLevel;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access level, for the policy test. */
    routeAccess: { method: string; url: string; access: AccessLevel }[];
  }
}

async function accessPlugin(app: FastifyInstance) {
  const table: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    let access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Static files and the SPA shell (routes added by @fastify/static outside /api) are public by
    // nature and cannot carry a config; anything that serves data lives under /api and must declare.
    if (!access && !route.url.startsWith('/api')) {
      access = 'public';
      route.config = { ...(route.config ?? {}), access };
    }
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access level (config.access)`);
    }
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access) return; // 404 handler
    const verdict = decide(access, req.viewer ?? null);
    if (verdict === 'unauthenticated') throw new AppError('UNAUTHORIZED');
    if (verdict === 'forbidden') throw new AppError('FORBIDDEN');
    // An admin without two-factor sign-in, while a master_admin requires it (issue 22; decision 044).
    // Read per request, only for such admins: the setting applies at once on every process.
    if ((access === 'admin' || access === 'master_admin') && !req.viewer?.twoFactorEnabled) {
      if ((await getSecuritySettings(app.db)).adminTwoFactorRequired) throw new AppError('TWO_FACTOR_REQUIRED');
    }
  });
}

export default fp(accessPlugin, { name: 'access' });
