/**
 * A Google-style sign-in through a generic OpenID Connect issuer (docs/decisions/004-oidc-provider.md):
 * a local oauth2-mock-server on 127.0.0.1 plays the issuer; the app does the whole round trip
 * (POST /api/auth/sign-in/social → issuer's authorize → GET /api/auth/callback/google → session).
 */
import type { IncomingMessage } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@shared/contracts/auth';
import { accounts, users } from '../db/schema';
import { loadEnv } from '../env';
import { createTestApp, freshIp, latestMail, mailsTo, sessionCookieOf, TEST_ORIGIN } from '../test/helpers';

/** Claims the issuer puts in the ID token of one sign-in. */
interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

const CLIENT_ID = 'epp-oidc-test';
const CLIENT_SECRET = 'oidc-test-secret';

let issuer: OAuth2Server;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** The identity the issuer signs in at its next authorize request (it has no login screen). */
let nextIdentity: Identity | undefined;
/** Authorization code → identity, so the token request gets the claims of its own authorize. */
const identityByCode = new Map<string, Identity>();

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    const code = url.searchParams.get('code');
    if (code && nextIdentity) identityByCode.set(code, nextIdentity);
  });
  issuer.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, string> }) => {
      const identity = identityByCode.get(req.body?.code ?? '');
      if (identity) Object.assign(token.payload, identity);
    },
  );
  ctx = await createTestApp({
    // Built-in Google credentials too: the issuer must take the 'google' id's place.
    google: { clientId: 'real-google-id', clientSecret: 'real-google-secret' },
    oidc: {
      discoveryUrl: `${issuer.issuer.url}/.well-known/openid-configuration`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      name: 'Test SSO',
    },
  });
});

afterAll(async () => {
  await ctx?.close();
  await issuer?.stop();
});

/** A tiny cookie jar: `name=value` pairs from Set-Cookie headers (a Max-Age=0 cookie is removed). */
function mergeCookies(jar: Map<string, string>, res: LightMyRequestResponse): Map<string, string> {
  const raw = res.headers['set-cookie'];
  for (const c of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    if (/Max-Age=0/i.test(c)) jar.delete(name);
    else jar.set(name, pair!.slice(eq + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Runs a sign-in as `identity` from the button's request to the app's callback answer.
 * @param browser what the browser sends on every request besides the app's own cookies: the site's
 *   `lang` cookie (the language the page was read in) and Accept-Language
 * @returns the callback's redirect target and the session cookie it set, if any
 */
async function signInWithIssuer(
  identity: Identity,
  device?: string,
  browser: { lang?: 'tr' | 'en'; acceptLanguage?: string } = {},
) {
  const ip = freshIp();
  const own = new Map<string, string>();
  if (device) own.set(...(device.split('=') as [string, string]));
  if (browser.lang) own.set('lang', browser.lang);
  const accept = browser.acceptLanguage ? { 'accept-language': browser.acceptLanguage } : {};
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN, ...accept, ...(own.size ? { cookie: cookieHeader(own) } : {}) },
    remoteAddress: ip,
    // Exactly what the client's Google button sends (features/auth/api/auth-api.ts).
    payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth', disableRedirect: true },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  const jar = mergeCookies(own, start);

  nextIdentity = identity;
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  nextIdentity = undefined;
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);

  const callback = await ctx.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(jar), ...accept },
    remoteAddress: ip,
  });
  expect(callback.statusCode, callback.body).toBe(302);
  const deviceId = mergeCookies(jar, callback).get('epp.device_id');
  return {
    authorizeUrl,
    location: callback.headers.location as string,
    cookie: sessionCookieOf(callback),
    /** The browser's device cookie after the sign-in (docs/decisions/037-security-alerts.md). */
    device: deviceId ? `epp.device_id=${deviceId}` : undefined,
  };
}

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('OpenID Connect issuer in place of Google', () => {
  it('shows the Google button (GET /api/init) and sends it to the issuer with PKCE and a nonce', async () => {
    const init = await ctx.app.inject({ method: 'GET', url: '/api/init' });
    expect(init.json().features).toEqual({ google: true, linkedin: false });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: freshIp(),
      payload: { provider: 'google', callbackURL: '/', disableRedirect: true },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin).toBe(issuer.issuer.url);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/google`);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates a verified user on the first sign-in and signs it in as provider google', async () => {
    const { location, cookie } = await signInWithIssuer({
      sub: 'oidc-user-1',
      email: 'Ayse.Kaya@Example.com',
      email_verified: true,
      given_name: 'Ayşe',
      family_name: 'Kaya',
      name: 'Ayşe Kaya',
    });
    expect(location).toBe('/');
    expect(cookie).toBeDefined();

    const res = await me(cookie!);
    expect(res.statusCode).toBe(200);
    const user = sessionUserSchema.parse(res.json());
    expect(user).toMatchObject({
      email: 'ayse.kaya@example.com',
      firstName: 'Ayşe',
      lastName: 'Kaya',
      emailVerified: true,
      userType: 'user',
      availableUserTypes: ['user'],
      provider: 'google',
      providers: ['google'],
    });
    // The client's first-sign-in welcome reads these two (features/auth/lib/social.ts).
    expect(user.lastSignInAt).not.toBeNull();
    expect(Math.abs(Date.parse(user.lastSignInAt!) - Date.parse(user.createdAt))).toBeLessThan(60_000);

    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'ayse.kaya@example.com'));
    expect(row).toMatchObject({ emailVerified: true, name: 'Ayşe Kaya', userType: 'user', isActive: true });
    const linked = await ctx.db.select().from(accounts).where(eq(accounts.userId, row!.id));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['google', 'oidc-user-1']]);
  });

  it("gives a new account the language the site was read in (the lang cookie), not the browser's", async () => {
    // The same source as a password sign-up (auth.ts, the user create hook): the page's language wins.
    await signInWithIssuer(
      { sub: 'oidc-lang-en', email: 'english.reader@example.com', email_verified: true, given_name: 'Jane' },
      undefined,
      { lang: 'en', acceptLanguage: 'tr-TR,tr;q=0.9' },
    );
    await signInWithIssuer(
      { sub: 'oidc-lang-tr', email: 'turkce.okur@example.com', email_verified: true, given_name: 'Elif' },
      undefined,
      { lang: 'tr', acceptLanguage: 'en-GB,en;q=0.9' },
    );
    const languageOf = async (email: string) =>
      (await ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
    expect(await languageOf('english.reader@example.com')).toBe('en');
    expect(await languageOf('turkce.okur@example.com')).toBe('tr');
  });

  it('signs the same subject in again without a second user', async () => {
    const identity = { sub: 'oidc-user-2', email: 'tekrar@example.com', email_verified: true, given_name: 'Can' };
    const first = await signInWithIssuer(identity);
    const second = await signInWithIssuer(identity);
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'tekrar@example.com'));
    expect(rows).toHaveLength(1);
    expect((await me(second.cookie!)).json()).toMatchObject({ email: 'tekrar@example.com', provider: 'google' });
  });

  it('alerts the owner when a browser it has not seen signs in through the issuer, not on the first sign-in', async () => {
    const identity = { sub: 'oidc-user-4', email: 'tarayici@example.com', email_verified: true, given_name: 'Ada' };
    const alerts = async () =>
      (await mailsTo(ctx.db, 'tarayici@example.com')).filter((m) => m.templateType === 'security_alert');
    const first = await signInWithIssuer(identity);
    expect(first.device).toBeDefined();
    expect(await alerts()).toHaveLength(0);

    await signInWithIssuer(identity, first.device);
    expect(await alerts()).toHaveLength(0);

    const elsewhere = await signInWithIssuer(identity);
    expect(elsewhere.cookie).toBeDefined();
    expect(await alerts()).toHaveLength(1);
  });

  it('gives no session for an address the issuer has not verified, and mails our own link', async () => {
    const { location, cookie } = await signInWithIssuer({
      sub: 'oidc-user-3',
      email: 'dogrulanmamis@example.com',
      email_verified: false,
      given_name: 'Ece',
    });
    expect(cookie).toBeUndefined();
    expect(location).toMatch(/^\/auth\?error=email_not_verified/);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'dogrulanmamis@example.com'));
    expect(row?.emailVerified).toBe(false);
    expect(await latestMail(ctx.db, 'dogrulanmamis@example.com')).toMatchObject({ templateType: 'email_verification' });
  });

  it('links to an existing account only when the issuer vouches for the address', async () => {
    const email = 'kullanici@demo.example.com';
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(owner?.emailVerified).toBe(true);
    const googleAccounts = () =>
      ctx.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, owner!.id), eq(accounts.providerId, 'google')));

    // Unverified claim of someone else's address: not linked, no session (a generic issuer is not
    // a trusted provider).
    const refused = await signInWithIssuer({ sub: 'intruder', email, email_verified: false });
    expect(refused.cookie).toBeUndefined();
    expect(refused.location).toMatch(/^\/auth\?error=account_not_linked/);
    expect(await googleAccounts()).toHaveLength(0);

    const linked = await signInWithIssuer({ sub: 'owner-at-issuer', email, email_verified: true });
    expect(linked.cookie).toBeDefined();
    expect((await me(linked.cookie!)).json()).toMatchObject({ email, userType: 'user' });
    expect((await googleAccounts()).map((a) => a.accountId)).toEqual(['owner-at-issuer']);
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: freshIp(),
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth', disableRedirect: true },
    });
    nextIdentity = { sub: 'csrf', email: 'csrf@example.com', email_verified: true };
    const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
    nextIdentity = undefined;
    const back = new URL(authorize.headers.get('location')!);
    const callback = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/error=state_mismatch/);
    expect(sessionCookieOf(callback)).toBeUndefined();
    expect(await ctx.db.select().from(users).where(eq(users.email, 'csrf@example.com'))).toHaveLength(0);
  });
});

describe('OIDC_* environment', () => {
  const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

  it('is off by default and treats empty values as unset', () => {
    const env = loadEnv({ ...base, OIDC_DISCOVERY_URL: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' });
    expect(env).toMatchObject({ OIDC_DISCOVERY_URL: undefined, OIDC_CLIENT_ID: undefined, OIDC_PROVIDER_ID: 'google' });
  });

  it('reads a complete setting, with the provider id google by default', () => {
    const env = loadEnv({
      ...base,
      OIDC_DISCOVERY_URL: 'https://sso.example.com/.well-known/openid-configuration',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_PROVIDER_ID: 'linkedin',
    });
    expect(env).toMatchObject({ OIDC_CLIENT_ID: 'id', OIDC_PROVIDER_ID: 'linkedin' });
  });

  it('refuses a partial setting, a bad URL and an unknown provider id', () => {
    expect(() => loadEnv({ ...base, OIDC_DISCOVERY_URL: 'https://sso.example.com/x' })).toThrow(/all three or none/);
    expect(() => loadEnv({ ...base, OIDC_DISCOVERY_URL: 'not a url' })).toThrow(/OIDC_DISCOVERY_URL/);
    expect(() => loadEnv({ ...base, OIDC_PROVIDER_ID: 'github' })).toThrow(/OIDC_PROVIDER_ID/);
  });
});
