/**
 * Two-factor sign-in (issue 22 "SMS and second factor"; docs/decisions/044; docs/decisions/044):
 * better-auth's two-factor plugin (TOTP with an authenticator app, backup codes, an SMS code as the
 * alternative) and our `epp-sign-in` plugin, which runs after it and
 * - asks for the second factor after a magic link or a provider sign-in too (better-auth asks only on
 *   password sign-in), by the same challenge cookie, then sends the browser to
 *   `/auth?twoFactor=totp,otp`;
 * - does the bookkeeping of a finished sign-in (last sign-in time, known browsers and their alert,
 *   the partner's activity), so a password sign-in still waiting for its second factor counts as none;
 * - mails a `security_alert` when two-factor sign-in is turned on or off, or backup codes are renewed.
 */
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AUTH_LANDING, TWO_FACTOR_LANDING_PARAM, type TwoFactorMethod } from '@shared/contracts/auth';
import { localisePath } from '@shared/pages';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { recordPartnerActivity } from '../modules/partners/partners.service';
import { enqueueSms } from '../sms/outbox';
import { storedPhoneToE164 } from '../sms/phone';
import { hitLimit, type LimitRule } from './limiter';
import { type AccountMailer, mailLanguage } from './mails';
import { browserOf, isNewBrowser, rememberBrowser } from './known-browsers';

/** How long a sign-in waits for its second factor (seconds): better-auth's challenge cookie. */
export const TWO_FACTOR_CHALLENGE_TTL = 10 * 60;
/** An SMS sign-in code's lifetime (minutes). */
export const SMS_CODE_MINUTES = 5;
/** SMS sign-in codes one account may ask for: an SMS costs money and reaches a person. */
export const SMS_CODE_LIMIT: LimitRule = { max: 5, window: 3600 };
/** The name better-auth gives the challenge cookie (prefixed `epp.`). */
const CHALLENGE_COOKIE = 'two_factor';

/** The two-factor endpoints that, with a session, manage the account's 2FA rather than sign in. */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-otp', '/two-factor/verify-backup-code']);
/** Endpoints that finish a sign-in: a new session here is a sign-in (the others replace a session). */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/magic-link/verify',
  '/callback/:id',
  '/verify-email',
  ...VERIFY_PATHS,
]);
/** Sign-ins better-auth finishes without asking for the second factor; we ask (decision 044). */
const LINK_SIGN_IN_PATHS = new Set(['/magic-link/verify', '/callback/:id']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The ways `userId` may give a second factor (better-auth's names): `totp` once an authenticator is
 * confirmed, `otp` (an SMS code) when the account has a verified phone.
 */
export async function twoFactorMethodsOf(db: Db, userId: number): Promise<TwoFactorMethod[]> {
  const [row] = await db
    .select({ verified: schema.twoFactors.verified, phoneVerifiedAt: schema.users.phoneVerifiedAt })
    .from(schema.users)
    .leftJoin(schema.twoFactors, eq(schema.twoFactors.userId, schema.users.id))
    .where(eq(schema.users.id, userId));
  const methods: TwoFactorMethod[] = [];
  if (row?.verified) methods.push('totp');
  if (row?.phoneVerifiedAt) methods.push('otp');
  return methods;
}

/** The sign-in page that asks for the second factor, in `language`, with the methods and return path. */
export function twoFactorLanding(language: string | null | undefined, methods: TwoFactorMethod[], returnTo?: string) {
  const query = new URLSearchParams({ [TWO_FACTOR_LANDING_PARAM]: methods.join(',') });
  if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')) query.set('redirect', returnTo);
  return `${localisePath(AUTH_LANDING.auth, mailLanguage(language))}?${query}`;
}

/**
 * The account waiting for its second factor: the user id the challenge cookie names, or null.
 * (better-auth reads the same cookie in `verifyTwoFactor`.)
 */
async function challengedUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/**
 * Replaces the session a magic link or provider just created by a two-factor challenge, exactly as
 * better-auth's plugin does after a password sign-in: the session and its cookie go, a signed
 * challenge cookie (10 minutes, 5 tries) names the account.
 */
async function challenge(ctx: HookContext, session: { token: string }, userId: string): Promise<void> {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: TWO_FACTOR_CHALLENGE_TTL });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/** The same-site path a redirect answer (better-call's error FOUND, or a Response) sends the browser to. */
function redirectTarget(returned: unknown, publicUrl: string): string | undefined {
  const raw = returned && typeof returned === 'object' && 'headers' in returned ? returned.headers : undefined;
  const location = raw ? new Headers(raw as HeadersInit).get('location') : null;
  if (!location) return undefined;
  const url = new URL(location, publicUrl);
  return url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : undefined;
}

export interface TwoFactorOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: AccountMailer;
}

/**
 * better-auth's two-factor plugin as the platform uses it: issuer "İhracat Partner", TOTP of 6 digits
 * every 30 s, 10 backup codes stored encrypted, the SMS code (`login_verification`, 5 minutes, stored
 * hashed) queued through the SMS outbox to the account's verified phone in its language.
 */
export function twoFactorPlugin(opts: TwoFactorOptions) {
  return twoFactor({
    issuer: 'İhracat Partner',
    twoFactorTable: 'twoFactors',
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_TTL,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
    otpOptions: {
      period: SMS_CODE_MINUTES,
      storeOTP: 'hashed',
      // The before hook checked the phone; this only queues (an error here would be logged, not answered).
      async sendOTP({ user, otp }) {
        const [row] = await opts.db
          .select({ phone: schema.users.phone, language: schema.users.language })
          .from(schema.users)
          .where(and(eq(schema.users.id, Number(user.id)), isNotNull(schema.users.phoneVerifiedAt)));
        const to = storedPhoneToE164(row?.phone);
        if (!row || !to) return;
        await enqueueSms(opts.db, {
          to,
          type: 'login_verification',
          language: mailLanguage(row.language),
          params: { code: otp },
        });
      },
    },
  });
}

/**
 * Our plugin, listed after {@link twoFactorPlugin} so its hooks run after better-auth's: see the
 * module comment. Its before hook refuses what the product does not offer (SMS-only enrolment; an
 * account without a password cannot confirm one) and an SMS code for an account without a verified
 * phone, and limits SMS codes per account.
 */
export function signInPlugin(opts: TwoFactorOptions): BetterAuthPlugin {
  const { db } = opts;
  /** Per request: whether a two-factor verify call finishes a sign-in, and the account's 2FA before it. */
  const verifyMode = new WeakMap<object, { signIn: boolean; enabledBefore: boolean }>();

  async function userRow(id: number) {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
    return row;
  }

  return {
    id: 'epp-sign-in',
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => (ctx.path ?? '').startsWith('/two-factor/'),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (ctx.path === '/two-factor/enable' && body.method !== undefined && body.method !== 'totp') {
              throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: '[body.method] totp only' });
            }
            if (ctx.path === '/two-factor/enable') {
              // better-auth would call a missing password simply wrong; say that there is none.
              const session = await getSessionFromCtx(ctx).catch(() => null);
              const credential = session
                ? await ctx.context.internalAdapter.findCredentialAccount(String(session.user.id))
                : null;
              if (session && !credential?.password) {
                throw new APIError('BAD_REQUEST', { code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', message: 'No password' });
              }
            }
            if (ctx.path === '/two-factor/send-otp') {
              const userId = await challengedUserId(ctx);
              if (!userId) {
                throw new APIError('UNAUTHORIZED', { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid challenge' });
              }
              const user = await userRow(Number(userId));
              if (!user?.phoneVerifiedAt || !storedPhoneToE164(user.phone)) {
                throw new APIError('BAD_REQUEST', { code: 'TWO_FACTOR_SMS_UNAVAILABLE', message: 'No verified phone' });
              }
              const verdict = await hitLimit(db, `sms:login:${userId}`, SMS_CODE_LIMIT);
              if (!verdict.allowed) {
                throw new APIError(
                  'TOO_MANY_REQUESTS',
                  { code: 'RATE_LIMITED', message: 'Too many codes' },
                  { 'X-Retry-After': String(verdict.retryAfter) },
                );
              }
            }
            if (VERIFY_PATHS.has(ctx.path ?? '')) {
              // better-auth uses a session when the request has one (enrolment), else the challenge.
              const session = await getSessionFromCtx(ctx).catch(() => null);
              verifyMode.set(ctx.context, {
                signIn: !session,
                enabledBefore: Boolean((session?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled),
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const path = ctx.path ?? '';
            const returned = ctx.context.returned;
            const failed = returned instanceof APIError && returned.statusCode >= 400;
            const headers = ctx.headers ?? ctx.request?.headers;
            const userAgent = headers?.get('user-agent');

            // Security alerts on 2FA changes (issue 22): enrolment confirmed, turned off, codes renewed.
            const mode = verifyMode.get(ctx.context);
            if (!failed && mode && !mode.signIn && !mode.enabledBefore && path === '/two-factor/verify-totp') {
              const id = Number(ctx.context.newSession?.user.id);
              const user = Number.isInteger(id) ? await userRow(id) : undefined;
              if (user?.twoFactorEnabled) await opts.mailer.securityAlert(user, 'twoFactorEnabled', userAgent);
              return;
            }
            if (!failed && (path === '/two-factor/disable' || path === '/two-factor/generate-backup-codes')) {
              const id = Number(ctx.context.session?.user.id ?? ctx.context.newSession?.user.id);
              const user = Number.isInteger(id) ? await userRow(id) : undefined;
              const event = path === '/two-factor/disable' ? 'twoFactorDisabled' : 'backupCodesRegenerated';
              if (user) await opts.mailer.securityAlert(user, event, userAgent);
              return;
            }

            const created = ctx.context.newSession;
            if (!created || !SIGN_IN_PATHS.has(path)) return;
            if (mode && !mode.signIn) return;
            const userId = Number(created.user.id);
            const user = await userRow(userId);
            if (!user) return;

            // A magic link or provider: ask for the second factor before any session is kept.
            if (LINK_SIGN_IN_PATHS.has(path) && user.twoFactorEnabled) {
              const returnTo = redirectTarget(returned, opts.publicUrl);
              await challenge(ctx, created.session, String(userId));
              const methods = await twoFactorMethodsOf(db, userId);
              throw ctx.redirect(twoFactorLanding(user.language, methods, returnTo));
            }

            // A finished sign-in (known browsers: issue 22, known-browsers.ts). The browser is
            // remembered on every sign-in; one unseen for 90 days alerts, except on the account's
            // first session (sign-up through the verification link or a provider).
            const now = new Date();
            await db.update(schema.users).set({ lastSignInAt: now }).where(eq(schema.users.id, userId));
            const previous = await rememberBrowser(db, userId, browserOf(ctx, opts.secret), now);
            if (user.lastSignInAt && isNewBrowser(previous, now)) {
              await opts.mailer.securityAlert(user, 'newBrowserSignIn', created.session.userAgent);
            }
            // The admin's partner inspection lists sign-ins (spec §3 Partner activity); a no-op for
            // accounts without a partner.
            await recordPartnerActivity(db, userId, { type: 'login', description: 'Giriş yaptı' });
          }),
        },
      ],
    },
  };
}
