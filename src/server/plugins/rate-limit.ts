/**
 * Per-route rate limits (PRODUCT-DECISIONS 6), through the one database limiter of
 * `lib/rate-limit.ts`, so the limit holds across every server process.
 *
 * The one way a route declares its limit:
 * ```ts
 * app.post('/api/x', { config: { access: 'public', rateLimit: { key: 'ip', max: 5, window: 60 } } }, …)
 * ```
 * Every request to the route, valid or not, counts against the caller's IP (Fastify's `req.ip`, so
 * TRUST_PROXY decides whether X-Forwarded-For counts); over the limit it answers 429 RATE_LIMITED
 * with the seconds to wait in the message and in `Retry-After`. Limits on anything other than the IP
 * (an e-mail address, an account) are counted by the service with `enforceLimit` / `hitLimit`, where
 * the value is known after validation.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { hitLimit, ipKey, type LimitRule } from '../lib/rate-limit';

/** A route's declared limit: at most `max` requests per `window` seconds per `key`. */
export interface RouteRateLimit extends LimitRule {
  /** What is counted: the caller's IP. */
  key: 'ip';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate limit (plugins/rate-limit.ts); none when absent. */
    rateLimit?: RouteRateLimit;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    const rule = req.routeOptions.config?.rateLimit;
    if (!rule) return;
    // One bucket per route (method and pattern), so two limited routes do not share a count.
    const bucket = `${req.method} ${req.routeOptions.url ?? ''}`;
    const verdict = await hitLimit(app.db, ipKey(bucket, req.ip), rule);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfter));
      throw new AppError('RATE_LIMITED', { params: { seconds: verdict.retryAfter } });
    }
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors'] });
