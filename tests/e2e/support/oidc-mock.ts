/**
 * The e2e run's stand-in for Google (a `webServer` entry of playwright.config.ts, started before the
 * app): an OpenID Connect issuer from `oauth2-mock-server` on 127.0.0.1 (discovery, JWKS, authorize,
 * token, userinfo; RS256 ID tokens with the request's nonce; PKCE checked). The app reaches it through
 * OIDC_DISCOVERY_URL (docs/decisions/004-oidc-provider.md).
 *
 *   node --import tsx tests/e2e/support/oidc-mock.ts
 *
 * It has no login screen: a spec first says who signs in next, then clicks the Google button
 * (support/social.ts):
 *
 *   POST /__e2e/next-identity {sub, email, email_verified?, given_name?, family_name?, name?}   → 204
 *
 * Each authorize request takes the oldest waiting identity and binds it to its code, so the ID token
 * and userinfo of that code carry its claims. Without a waiting identity, authorize answers the
 * client with `error=access_denied`, as a person cancelling at Google would.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { E2E_HOST, OIDC_PORT } from './services';

/** The claims of one person at the issuer. */
export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

const PORT = Number(process.env.OIDC_MOCK_PORT ?? OIDC_PORT);

const issuer = new OAuth2Issuer();
issuer.url = `http://${E2E_HOST}:${PORT}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

const waiting: OidcIdentity[] = [];
const byCode = new Map<string, OidcIdentity>();
const byAccessSubject = new Map<string, OidcIdentity>();

service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
  const code = url.searchParams.get('code');
  if (!code) return;
  const identity = waiting.shift();
  if (identity) {
    byCode.set(code, identity);
    return;
  }
  url.searchParams.delete('code');
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', 'no identity queued at the e2e issuer');
});

// Access token and ID token of an authorization-code request: the identity of that code.
service.on(
  'beforeTokenSigning',
  (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, unknown> }) => {
    const code = typeof req.body?.code === 'string' ? req.body.code : undefined;
    const identity = code ? byCode.get(code) : undefined;
    if (!identity) return;
    Object.assign(token.payload, { email_verified: true, ...identity });
    byAccessSubject.set(identity.sub, identity);
  },
);

service.on('beforeUserinfo', (response: { body: Record<string, unknown> }, req: IncomingMessage) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = bearer?.split('.')[1];
  if (!payload) return;
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  const identity = sub ? byAccessSubject.get(sub) : undefined;
  if (identity) response.body = { email_verified: true, ...identity };
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

async function control(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'POST' && req.url === '/__e2e/next-identity') {
    const body = (await readJson(req)) as Partial<OidcIdentity> | null;
    if (!body || typeof body.sub !== 'string' || typeof body.email !== 'string') {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"sub and email are required"}');
      return;
    }
    waiting.push(body as OidcIdentity);
    res.writeHead(204).end();
    return;
  }
  res.writeHead(404).end();
}

const server = createServer((req, res) => {
  if (req.url?.startsWith('/__e2e/')) {
    control(req, res).catch((err: unknown) => res.writeHead(400).end(String(err)));
    return;
  }
  service.requestHandler(req, res);
});
server.listen(PORT, E2E_HOST, () => console.log(`[oidc-mock] issuer ${issuer.url}`));

// Playwright stops its web servers with SIGTERM (gracefulShutdown in playwright.config.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
