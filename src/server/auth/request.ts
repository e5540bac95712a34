/**
 * Bridging Fastify requests to better-auth's Web `Request`/`Headers` world, and the origin rules shared
 * by the CSRF check (plugins/origin.ts) and better-auth's `trustedOrigins`.
 */
import type { FastifyRequest } from 'fastify';

/**
 * Header that carries the client IP to better-auth (rate limits, `sessions.ip_address`). Whatever a
 * client sends under this name is dropped and replaced by Fastify's `req.ip`, which honours
 * TRUST_PROXY; better-auth reads only this header (`advanced.ipAddress.ipAddressHeaders`).
 */
export const CLIENT_IP_HEADER = 'x-epp-client-ip';

/** The request's own origin (`http://host:port`), as Fastify sees it (honours TRUST_PROXY). */
export function ownOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  // Through URL so a default port is dropped, as browsers do in Origin ("http://h:80" → "http://h").
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return 'null';
  }
}

/**
 * Origins allowed to make state-changing requests: the public origin; outside production also the
 * request's own Host origin (a developer's http://localhost:5000 while PUBLIC_URL says otherwise).
 * @param ownOriginValue the request's own origin, or undefined when unknown
 */
export function allowedOrigins(publicUrl: string, production: boolean, ownOriginValue?: string): string[] {
  const list = [new URL(publicUrl).origin];
  if (!production && ownOriginValue && !list.includes(ownOriginValue)) list.push(ownOriginValue);
  return list;
}

/** The request's headers as Web `Headers`, with {@link CLIENT_IP_HEADER} set from `req.ip`. */
export function webHeaders(req: Pick<FastifyRequest, 'headers' | 'ip'>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

/** The caller's IP as the limiter keys it. */
export const clientIp = (req: Pick<FastifyRequest, 'ip'>) => req.ip;
