/**
 * The identity provider (ARCHITECTURE.md, identity; PRODUCT-DECISIONS 1–7; spec §7 "Session and
 * auth"): better-auth 1.7 over the Drizzle schema in `db/schema/auth.ts`. See
 * docs/decisions/003-identity.md for the choices made here.
 *
 * Model and field names: the Drizzle adapter looks a model up as `schema[modelName]` and a field as
 * the schema object's key (`getFieldName` returns the option's `fieldName` or the better-auth field
 * name itself). Our tables are exported as `users`, `sessions`, `accounts`, `verifications`,
 * `rateLimits` with camelCase keys equal to better-auth's field names, so only `modelName` is set.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTH_LANDING,
  linkLanding,
  SIGNED_IN_HOME,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@shared/contracts/auth';
import { localisePath } from '@shared/pages';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { requestLanguage } from '../lib/messages';
import { type AuthRateLimits, emailKey, hitLimit, resolveRateLimits } from './limiter';
import { createAccountMailer, type EnqueueTemplateMail, mailLanguage, type MailRecipient } from './mails';
import { passwordProblem } from './passwords';
import type { PasswordOwner } from '@shared/password/strength';
import { afterResponse } from './deferred';
import { afterCommit } from '../lib/realtime';
import { allowedOrigins, CLIENT_IP_HEADER } from './request';
import { signInPlugin, twoFactorPlugin } from './two-factor';

/** OAuth client credentials of a social provider. */
export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

/** Social providers the client has a button for (GET /api/init `features`). */
export const SOCIAL_PROVIDER_IDS = ['google', 'linkedin'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/**
 * A sign-in through any OpenID Connect issuer, found by its discovery document, offered under the id
 * of a built-in provider (docs/decisions/004-oidc-provider.md): staging and e2e tests point the
 * 'google' button at a local issuer, a company at its own. Enabled only when the URL, id and secret
 * are all set; it then replaces the built-in provider of the same id.
 */
export interface OidcProviderOptions {
  /** `https://issuer.example/.well-known/openid-configuration`. */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Which button it serves; default 'google'. */
  providerId?: SocialProviderId;
  /** Name better-auth keeps for the provider (logs); default the id. */
  name?: string;
}

/** Whether every required value of an OIDC provider is set. */
export function oidcConfigured(o: Partial<OidcProviderOptions> | undefined): o is OidcProviderOptions {
  return Boolean(o?.discoveryUrl && o.clientId && o.clientSecret);
}

/** A string claim of a provider profile, or ''. */
function claim(profile: Record<string, unknown>, name: string): string {
  const value = profile[name];
  return typeof value === 'string' ? value : '';
}

export interface CreateAuthOptions {
  db: Db;
  /** Public origin of the site (PUBLIC_URL), e.g. https://ihracatpartner.example; links and trusted origin. */
  publicUrl: string;
  /** At least 32 random characters; signs cookies and verification tokens. Same on every process. */
  secret: string;
  /** Secure cookies, no dev-only origins. */
  production: boolean;
  /** Google sign-in, only when both values are set. */
  google?: Partial<OAuthCredentials>;
  /** LinkedIn sign-in (OpenID Connect), only when both values are set. */
  linkedin?: Partial<OAuthCredentials>;
  /** An OpenID Connect issuer in place of `google` or `linkedin` (see {@link OidcProviderOptions}). */
  oidc?: Partial<OidcProviderOptions>;
  /** Queues a templated mail: the outbox's `enqueueTemplateMail`. */
  enqueueMail: EnqueueTemplateMail;
  /** Overrides of {@link DEFAULT_AUTH_RATE_LIMITS} (tests use small windows). */
  rateLimits?: Partial<{ [K in keyof AuthRateLimits]: Partial<AuthRateLimits[K]> }>;
  /** Where to report unexpected problems (pino-compatible). */
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Session lifetime (7 days) and how often its expiry slides forward (1 day), in seconds. */
export const SESSION_EXPIRES_IN = 7 * 24 * 3600;
export const SESSION_UPDATE_AGE = 24 * 3600;
/** Link lifetimes in seconds: verification 24 h, reset 1 h, magic link 15 min. */
export const VERIFICATION_LINK_TTL = 24 * 3600;
export const RESET_LINK_TTL = 3600;
export const MAGIC_LINK_TTL = 15 * 60;
/** Cookie prefix: the session cookie is `epp.session_token` (`__Secure-epp.session_token` over TLS). */
export const COOKIE_PREFIX = 'epp';

/**
 * better-auth endpoints reachable over HTTP under /api/auth (issue 7): only the flows the product
 * uses, as `METHOD /path` with better-auth's path patterns. The client calls magic link, forgot and
 * reset password, resend verification, change password and social sign-in (features/auth/api); the
 * mails link to verify-email, magic-link/verify and reset-password/:token; providers come back to
 * callback/:id (GET, or POST for form_post answers); get-session and sign-out serve API clients; the
 * two-factor endpoints serve enrolment in the user panel and the sign-in's second step.
 * Everything else — password sign-in and sign-up (the platform routes POST /api/login and
 * /api/register add per-address limits, the no-enumeration answer and our error codes), update-user,
 * verify-password, session and account management, changing the address, deleting the account,
 * better-auth's /ok and /error pages, and whatever a later better-auth version adds — answers 404
 * `NOT_FOUND` in our error shape. In-process `auth.api.*` calls are not affected.
 */
export const ALLOWED_AUTH_ENDPOINTS = [
  'POST /sign-in/social',
  'GET /callback/:id',
  'POST /callback/:id',
  'GET /get-session',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /sign-in/magic-link',
  'GET /magic-link/verify',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
  // Two-factor sign-in (issue 22; docs/decisions/044): enrolment and its management with a session,
  // the second step of a sign-in with the challenge cookie.
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/generate-backup-codes',
  'POST /two-factor/verify-totp',
  'POST /two-factor/send-otp',
  'POST /two-factor/verify-otp',
  'POST /two-factor/verify-backup-code',
] as const;

/** `METHOD /path/:param` → a matcher of the method and a concrete path (one segment per parameter). */
const ALLOWED_MATCHERS = ALLOWED_AUTH_ENDPOINTS.map((entry) => {
  const [method, path] = entry.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  return (m: string, p: string) => m === method && pattern.test(p);
});

/** Whether `method` on the better-auth path `path` (base path removed, no trailing slash) is allowed. */
export function isAllowedAuthEndpoint(method: string, path: string): boolean {
  return ALLOWED_MATCHERS.some((matches) => matches(method.toUpperCase(), path));
}

const nameValidator = z.string().trim().max(NAME_MAX_LENGTH);
const phoneValidator = z.union([z.string().regex(/^5\d{9}$/), z.literal('')]).nullable();

/** Endpoints whose body carries a new password, and the field it is in. */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Endpoints whose body carries an e-mail address, with the per-address limit that applies. */
const EMAIL_LIMITS: Record<string, keyof AuthRateLimits> = {
  '/sign-in/magic-link': 'magicLink',
  '/request-password-reset': 'forgotPassword',
  '/send-verification-email': 'verificationEmail',
};

function rateLimitedError(retryAfter: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    { 'X-Retry-After': String(retryAfter) },
  );
}

/**
 * Creates the better-auth instance (one per app; it holds no per-process state that another
 * process needs: sessions, verifications and rate limits are in the database).
 *
 * Flows: e-mail + password with required verification (the link signs in and lands on
 * `/?confirmed=true`), reset password (link → client `/password-reset?token=…`; all sessions revoked;
 * the address counts as verified), magic link for existing accounts (verifies the address; lands on
 * `/?magic=true`), Google and LinkedIn when configured, either of them possibly served by an OpenID
 * Connect issuer (`oidc`; both use POST /sign-in/social and GET /callback/:id). Inactive users
 * (`users.is_active = false`) get no new session by any method.
 *
 * @returns the better-auth instance; mount `handler` on `/api/auth/*` and call `api.*` in-process
 * @throws Error when `secret` is shorter than 32 characters
 */
export function createAuth(opts: CreateAuthOptions) {
  const { db } = opts;
  if (opts.secret.length < 32) throw new Error('The auth secret must be at least 32 characters long');
  const publicUrl = opts.publicUrl.replace(/\/$/, '');
  const limits = resolveRateLimits(opts.rateLimits);
  const mailer = createAccountMailer({
    db,
    publicUrl,
    enqueueMail: opts.enqueueMail,
    throttle: limits.mailPerAddress,
    log: (msg, data) => opts.log?.warn(data, msg),
  });
  const apiBase = `${publicUrl}/api/auth`;
  const twoFactorOptions = { db, secret: opts.secret, publicUrl, mailer };
  const landing = (path: string) => encodeURIComponent(path);
  /** The `callbackURL` better-auth put in the link it built from the request (not yet trusted). */
  const requestedCallback = (url: string) => new URL(url, publicUrl).searchParams.get('callbackURL');

  /** The user row as better-auth returns it, with our additional fields. */
  type AuthUser = MailRecipient & { id: string | number; isActive?: boolean | null; emailVerified?: boolean };

  async function findUserByEmail(email: string) {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email.trim().toLowerCase()));
    return row;
  }

  /**
   * POST /request-password-reset over HTTP (PRODUCT-DECISIONS 5; issue 7): the answer must take the
   * same time for a known and an unknown address, so after checking only what does not depend on the
   * address (its format, the redirect's origin) it answers better-auth's usual body at once and runs
   * the endpoint itself — user lookup, token, mail — in-process after the response.
   * @returns the body the before-hook answers with, or undefined to let the endpoint answer a
   *   malformed body with its own 400
   * @throws APIError 403 INVALID_REDIRECT_URL when `redirectTo` is on another origin
   */
  function deferPasswordReset(email: string, redirectTo: unknown, request: Request) {
    if (!z.email().safeParse(email).success) return undefined;
    if (redirectTo !== undefined) {
      let origin: string | undefined;
      try {
        origin = typeof redirectTo === 'string' ? new URL(redirectTo, publicUrl).origin : undefined;
      } catch {
        origin = undefined;
      }
      const allowed = allowedOrigins(publicUrl, opts.production, new URL(request.url).origin);
      if (!origin || !allowed.includes(origin)) {
        throw new APIError('FORBIDDEN', { code: 'INVALID_REDIRECT_URL', message: 'Invalid redirectURL' });
      }
    }
    const headers = new Headers(request.headers);
    afterResponse.schedule(async () => {
      // The mail's link is built by sendResetPassword; redirectTo is never used for it.
      await instance.api.requestPasswordReset({ body: { email }, headers });
    }, opts.log);
    return { status: true, message: 'If this email exists in our system, check your email for the reset link' };
  }

  /**
   * Whose new password a better-auth endpoint sets, for the strength check's personal words: the
   * body's address and names on sign-up, the token's account on reset, the session's on change.
   * Unknown (a bad token, no session) gives no words: the endpoint refuses such a request anyway.
   */
  async function passwordOwner(
    endpoint: Parameters<typeof getSessionFromCtx>[0],
    body: Record<string, unknown>,
    email: string | undefined,
  ): Promise<PasswordOwner> {
    const path = endpoint.path;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    if (path === '/sign-up/email') return { email, firstName: text(body.firstName), lastName: text(body.lastName) };
    const ctx = await instance.$context;
    let userId: string | undefined;
    if (path === '/reset-password' && typeof body.token === 'string') {
      const row = await ctx.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      userId = row?.value;
    } else if (path === '/change-password') {
      const session = await getSessionFromCtx(endpoint).catch(() => null);
      userId = session?.user.id;
    }
    const user = userId ? ((await ctx.internalAdapter.findUserById(userId)) as AuthUser | null) : null;
    return user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : {};
  }

  // An OIDC issuer configured under a built-in id takes that id's place.
  const oidc = oidcConfigured(opts.oidc) ? { providerId: 'google' as const, ...opts.oidc } : undefined;
  const socialProviders: Parameters<typeof betterAuth>[0]['socialProviders'] = {};
  if (opts.google?.clientId && opts.google.clientSecret && oidc?.providerId !== 'google') {
    socialProviders.google = {
      clientId: opts.google.clientId,
      clientSecret: opts.google.clientSecret,
      prompt: 'select_account',
      mapProfileToUser: (p) => ({ firstName: p.given_name ?? '', lastName: p.family_name ?? '' }),
    };
  }
  if (opts.linkedin?.clientId && opts.linkedin.clientSecret && oidc?.providerId !== 'linkedin') {
    socialProviders.linkedin = {
      clientId: opts.linkedin.clientId,
      clientSecret: opts.linkedin.clientSecret,
      mapProfileToUser: (p) => ({ firstName: p.given_name ?? '', lastName: p.family_name ?? '' }),
    };
  }

  const instance = betterAuth({
    appName: 'İhracat Partner Platformu',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    telemetry: { enabled: false },
    // Warnings and errors go to pino. No explicit level: with one, better-auth also prints every
    // expected 4xx (wrong password, foreign callback) to the console.
    logger: {
      log: (level, message) => opts.log?.[level === 'error' ? 'error' : 'warn']({ source: 'better-auth' }, message),
    },
    // Dev and tests also accept the request's own origin (see plugins/origin.ts); the mount builds the
    // Request on that origin outside production.
    trustedOrigins: (request) =>
      allowedOrigins(publicUrl, opts.production, request ? new URL(request.url).origin : undefined),
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    user: {
      modelName: 'users',
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', validator: { input: nameValidator } },
        lastName: { type: 'string', required: false, defaultValue: '', validator: { input: nameValidator } },
        phone: { type: 'string', required: false, validator: { input: phoneValidator } },
        // Roles: never from input (PRODUCT-DECISIONS 8; STACK-NOTES). On create the default is
        // written whatever the body says; on update a value is refused with FIELD_NOT_ALLOWED.
        userType: { type: 'string', required: false, defaultValue: 'user', input: false },
        availableUserTypes: { type: 'string[]', required: false, defaultValue: ['user'], input: false },
        language: { type: 'string', required: false, defaultValue: 'tr', input: false },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      // No cookie cache: every request reads the session row, so ending sessions takes effect at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      // A provider links to an existing (verified) account of the same address. Google and LinkedIn
      // are trusted to own the addresses they report; a generic issuer only when it says the address
      // is verified, so it is left out of this list.
      accountLinking: {
        enabled: true,
        trustedProviders: SOCIAL_PROVIDER_IDS.filter((id) => id !== oidc?.providerId),
      },
    },
    verification: { modelName: 'verifications' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/magic-link': limits.magicLink.ip,
        '/magic-link/verify': { window: 60, max: 10 },
        '/request-password-reset': limits.forgotPassword.ip,
        '/reset-password': limits.resetPassword.ip,
        '/reset-password/*': { window: 60, max: 20 },
        // Our rows share the table; they store their window's end, so better-auth's pruning of rows
        // older than its longest window never cuts one short (src/server/lib/rate-limit.ts).
        '/send-verification-email': limits.verificationEmail.ip,
        '/verify-email': { window: 60, max: 20 },
        '/sign-in/social': { window: 60, max: 10 },
        '/change-password': { window: 300, max: 5 },
        // Per IP; the challenge itself allows 5 tries, and 10 wrong codes lock the account's 2FA for
        // 15 minutes (better-auth's lockout). SMS codes also count per account (two-factor.ts).
        '/two-factor/*': { window: 60, max: 10 },
      },
    },
    advanced: {
      database: { generateId: 'serial' },
      useSecureCookies: opts.production,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: opts.production, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns both checks off when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    onAPIError: { errorURL: `${publicUrl}${AUTH_LANDING.auth}` },

    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const u = user as AuthUser;
        if (u.isActive === false) return;
        // better-auth's callback checks the token first and redirects to the page with
        // ?token=… or ?error=INVALID_TOKEN; the callback is fixed here, never taken from the request.
        await mailer.passwordReset(
          u,
          `${apiBase}/reset-password/${token}?callbackURL=${landing(AUTH_LANDING.passwordReset)}`,
        );
      },
      async onPasswordReset({ user }, request) {
        // The link went to the mailbox, so the address is proven (as with a magic link).
        await db
          .update(schema.users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(schema.users.id, Number(user.id)));
        // The owner just proved the mailbox and chose a new password: lift the per-address sign-in
        // lock that failed guesses (theirs or an attacker's) may have set, so they can sign in at once.
        await db.delete(schema.rateLimits).where(eq(schema.rateLimits.key, emailKey('signIn', user.email)));
        await mailer.securityAlert(user, 'passwordReset', request?.headers.get('user-agent'));
        // Sockets outlive the sessions the reset ended (PRODUCT-DECISIONS 7; issue 10).
        const userId = Number(user.id);
        afterCommit((hub) => hub.disconnectUsers([userId]));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL,
      async sendVerificationEmail({ user, token, url }) {
        const u = user as AuthUser;
        if (u.isActive === false) return;
        // The landing is built here: only a same-site path the client asked for (the page the person
        // was on, e.g. a profile with its quote dialog: issue 18 item 13) survives, with the banner's
        // flag; anything else lands on the home page in the account's language (`/?confirmed=true`,
        // `/en?confirmed=true`: the URL names the language the signed-in person then reads,
        // docs/decisions/038).
        const home = localisePath(SIGNED_IN_HOME.user, mailLanguage(u.language));
        await mailer.verification(
          u,
          `${apiBase}/verify-email?token=${token}&callbackURL=${landing(linkLanding('confirmed', requestedCallback(url), home))}`,
        );
      },
    },
    socialProviders,
    plugins: [
      {
        // The allow-list above, checked before any endpoint runs (better-auth answers its own 404).
        id: 'epp-allowed-endpoints',
        onRequest: async (request: Request) => {
          const path = new URL(request.url).pathname.replace(/^\/api\/auth(?=\/|$)/, '').replace(/\/+$/, '') || '/';
          if (isAllowedAuthEndpoint(request.method, path)) return undefined;
          return { response: new Response(null, { status: 404 }) };
        },
      },
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidc.providerId,
                  name: oidc.name || oidc.providerId,
                  discoveryUrl: oidc.discoveryUrl,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  // Identity comes from the ID token: it must be checked against the issuer's keys
                  // (discovery must name them) and bound to this request (nonce, PKCE by default).
                  requireIdTokenVerification: true,
                  // No session for an address the issuer has not verified; better-auth mails our
                  // verification link instead (emailVerification.sendOnSignUp).
                  requireEmailVerification: true,
                  mapProfileToUser: (p) => ({ firstName: claim(p, 'given_name'), lastName: claim(p, 'family_name') }),
                },
              ],
            }),
          ]
        : []),
      twoFactorPlugin(twoFactorOptions),
      // After the two-factor plugin: its hooks see the sign-in as better-auth left it.
      signInPlugin(twoFactorOptions),
      magicLink({
        expiresIn: MAGIC_LINK_TTL,
        storeToken: 'hashed',
        // A magic link signs in an existing account; accounts are created by registration (names,
        // password) or by a social provider (verified profile).
        disableSignUp: true,
        async sendMagicLink({ email, token, url }) {
          const user = await findUserByEmail(email);
          // Same answer either way (PRODUCT-DECISIONS 5); only existing, active accounts get a mail.
          if (!user || !user.isActive) return;
          // A same-site path the client asked for (issue 18 item 13), else the home of the active type
          // (partners their dashboard, admins theirs) in the account's language (decision 038);
          // better-auth writes '/' when none was sent.
          const requested = requestedCallback(url);
          const home = localisePath(SIGNED_IN_HOME[user.userType], mailLanguage(user.language));
          const target = linkLanding('magic', requested === '/' ? null : requested, home);
          const link =
            `${apiBase}/magic-link/verify?token=${encodeURIComponent(token)}` +
            `&callbackURL=${landing(target)}&errorCallbackURL=${landing(AUTH_LANDING.expired)}`;
          await mailer.magicLink(user, link);
        },
      }),
    ],

    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
        const passwordField = PASSWORD_FIELDS[ctx.path];
        if (passwordField) {
          const password = body[passwordField];
          // Length first (better-auth's own check answers PASSWORD_TOO_SHORT / _TOO_LONG).
          if (
            typeof password === 'string' &&
            password.length >= PASSWORD_MIN_LENGTH &&
            password.length <= PASSWORD_MAX_LENGTH
          ) {
            const problem = passwordProblem(password, await passwordOwner(ctx, body, email));
            if (problem?.code === 'PASSWORD_COMMON') {
              throw new APIError('BAD_REQUEST', { code: 'PASSWORD_COMMON', message: 'Password is too common' });
            }
            // The message is our key that says why (auth/errors.ts turns it into the text).
            if (problem) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_WEAK', message: problem.messageKey });
          }
        }
        // Per-address limits count requests from outside; in-process calls (the deferred reset
        // below) were counted when their request came in.
        const limitName = EMAIL_LIMITS[ctx.path];
        if (limitName && email && ctx.request) {
          const rule = (limits[limitName] as { email: { max: number; window: number } }).email;
          const verdict = await hitLimit(db, emailKey(limitName, email), rule);
          if (!verdict.allowed) throw rateLimitedError(verdict.retryAfter);
        }
        if (ctx.path === '/request-password-reset' && ctx.request && email !== undefined) {
          const answer = deferPasswordReset(email, body.redirectTo, ctx.request);
          if (answer) return ctx.json(answer);
        }
        // One spelling of an address everywhere (magic-link records keep the address as sent).
        if (email !== undefined && email !== body.email) return { context: { body: { ...body, email } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          // A changed password ends the user's sockets on every device (issue 10), also when the
          // caller kept the other sessions: they reconnect only if their session is still valid.
          const returned = ctx.context.returned as { user?: { id?: unknown } } | APIError | undefined;
          const userId = returned instanceof APIError ? NaN : Number(returned?.user?.id);
          if (!Number.isInteger(userId)) return;
          afterCommit((hub) => hub.disconnectUsers([userId]));
          // The owner hears of it by mail, with the device (issue 22): "not you?" leads to a reset.
          const [account] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
          const headers = ctx.headers ?? ctx.request?.headers;
          if (account) await mailer.securityAlert(account, 'passwordChanged', headers?.get('user-agent'));
          return;
        }
        if (ctx.path !== '/verify-email') return;
        // better-auth sends a failed verification to callbackURL?error=…, which would show the
        // "verified" banner; and a used link simply redirects without a session. Both go to /auth.
        const returned = ctx.context.returned as { status?: unknown; headers?: HeadersInit } | undefined;
        if (!returned || returned.status !== 'FOUND') return;
        const location = new Headers(returned.headers).get('location') ?? '';
        const error = new URL(location, publicUrl).searchParams.get('error');
        if (error) throw ctx.redirect(`${AUTH_LANDING.expired}&error=${encodeURIComponent(error)}`);
        if (!ctx.context.newSession) throw ctx.redirect(`${AUTH_LANDING.auth}?error=ALREADY_VERIFIED`);
      }),
    },

    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            const headers = ctx?.request?.headers ?? ctx?.headers;
            const cookie = headers?.get('cookie') ?? undefined;
            const acceptLanguage = headers?.get('accept-language') ?? undefined;
            const language = requestLanguage({ headers: { cookie, 'accept-language': acceptLanguage } });
            const first = typeof user.firstName === 'string' ? user.firstName.trim() : '';
            const last = typeof user.lastName === 'string' ? user.lastName.trim() : '';
            return {
              data: {
                ...user,
                name: user.name?.trim() || `${first} ${last}`.trim() || user.email.split('@')[0],
                firstName: first,
                lastName: last,
                // Whatever reached here, a new account holds only the plain user type.
                userType: 'user',
                availableUserTypes: ['user'],
                isActive: true,
                language,
              },
            };
          },
        },
      },
      session: {
        delete: {
          // Every ended session (sign-out, the sessions a password change or reset revokes) drops its
          // open sockets once the request has answered (PRODUCT-DECISIONS 7; realtime plugin).
          async after(session) {
            const sessionId = String(session.id);
            afterCommit((hub) => hub.disconnectSession(sessionId));
          },
        },
        create: {
          async before(session, ctx) {
            const found = ctx
              ? ((await ctx.context.internalAdapter.findUserById(String(session.userId))) as AuthUser | null)
              : null;
            if (found && found.isActive === false) {
              // Links and OAuth callbacks are page navigations: send the browser to /auth with a reason.
              if (ctx?.request?.method === 'GET') throw ctx.redirect(`${AUTH_LANDING.auth}?error=ACCOUNT_DISABLED`);
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' });
            }
          },
        },
      },
    },
  });

  /** What the platform routes need beside better-auth's API (auth.service.ts). */
  const platform = { mailer, limits, publicUrl };
  return Object.assign(instance, { platform });
}

/** The better-auth instance type, with `platform` (mailer, limits, public URL). */
export type Auth = ReturnType<typeof createAuth>;
