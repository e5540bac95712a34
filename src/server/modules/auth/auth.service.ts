/**
 * The platform's own account API (spec §7 "Session and auth"; PRODUCT-DECISIONS 2–5, 8): register,
 * login, logout and account-type switch, on top of better-auth's in-process API.
 */
import { generateRandomString } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTH_LANDING,
  type loginBodySchema,
  type registerBodySchema,
  type RegisterResponse,
  type SessionUser,
  type TwoFactorChallenge,
} from '@shared/contracts/auth';
import type { UserType } from '@shared/constants';
import { type Auth, RESET_LINK_TTL } from '../../auth/auth';
import { fromAuthApiError } from '../../auth/errors';
import { emailKey, hitLimit, ipKey, type LimitRule } from '../../auth/limiter';
import { passwordProblem } from '../../auth/passwords';
import { twoFactorMethodsOf } from '../../auth/two-factor';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getSessionUser } from '../users/users.service';

/** What a service call needs from the request. */
export interface AuthCall {
  db: Db;
  auth: Auth;
  /** The request's headers as Web Headers, client IP set (auth/request.ts `webHeaders`). */
  headers: Headers;
  ip: string;
}

/** Counts one attempt per IP and per address; throws 429 over either limit. */
async function limit(db: Db, action: string, rules: { ip: LimitRule; email: LimitRule }, ip: string, email: string) {
  for (const [key, rule] of [
    [ipKey(action, ip), rules.ip],
    [emailKey(action, email), rules.email],
  ] as const) {
    const verdict = await hitLimit(db, key, rule);
    if (!verdict.allowed) throw new AppError('RATE_LIMITED', { params: { seconds: verdict.retryAfter } });
  }
}

/** Rethrows better-auth's APIError as our AppError. */
function rethrow(err: unknown, path: string): never {
  throw fromAuthApiError(err, path);
}

/**
 * Registers an account (PRODUCT-DECISIONS 3–5; issue 7). Every outcome answers the same 201 shape,
 * and each path hashes the password once, so neither body nor timing tells whether the address had an
 * account:
 * - new address: better-auth creates the unverified user and queues `email_verification`;
 * - unverified account: nothing about the account changes (password, names, phone, earlier
 *   verification links all stay as its first registrant left them), and the address gets
 *   `registration_pending` with a link to set a password, which also verifies the address. So
 *   whoever registers a pending address second — an attacker included — never gets a password onto
 *   the account the mailbox owner verifies, and a mailbox owner who registered twice still gets in;
 * - verified account: nothing changes; the owner gets a `security_alert` ("someone tried to register
 *   with your address; sign in or reset your password");
 * - inactive account: nothing happens.
 * @throws AppError 429 RATE_LIMITED, 400 PASSWORD_COMMON / PASSWORD_WEAK (fieldErrors.password),
 *   other 4xx mapped from better-auth
 */
export async function register(call: AuthCall, input: z.output<typeof registerBodySchema>): Promise<RegisterResponse> {
  const { db, auth } = call;
  await limit(db, 'signUp', auth.platform.limits.signUp, call.ip, input.email);
  const problem = passwordProblem(input.password, input);
  if (problem) {
    throw new AppError(problem.code, { message: problem.messageKey, fieldErrors: { password: [problem.messageKey] } });
  }
  const name = `${input.firstName} ${input.lastName}`;
  const phone = input.phone ?? undefined;
  const [existing] = await db.select().from(users).where(eq(users.email, input.email));

  if (!existing) {
    try {
      await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name,
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          // Where the verification link lands (a same-site path, checked by the contract; issue 18 item 13).
          callbackURL: input.callbackURL,
        },
        headers: call.headers,
      });
    } catch (err) {
      rethrow(err, '/sign-up/email');
    }
  } else {
    const ctx = await auth.$context;
    // The same expensive work as a new registration; the hash itself is not kept.
    await ctx.password.hash(input.password);
    if (existing.isActive && !existing.emailVerified) {
      // A reset token (better-auth's own format), so the link runs its reset flow: the callback
      // checks the token, /password-reset sets the password, and onPasswordReset verifies the address.
      const token = generateRandomString(24);
      await ctx.internalAdapter.createVerificationValue({
        value: String(existing.id),
        identifier: `reset-password:${token}`,
        expiresAt: new Date(Date.now() + RESET_LINK_TTL * 1000),
      });
      const link = `${auth.platform.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(AUTH_LANDING.passwordReset)}`;
      await auth.platform.mailer.pendingRegistration(existing, link);
    } else if (existing.isActive) {
      await auth.platform.mailer.securityAlert(existing, 'registerAttempt');
    }
  }
  return {
    user: { email: input.email, firstName: input.firstName, lastName: input.lastName, emailVerified: false },
    requiresVerification: true,
  };
}

/**
 * Password sign-in (spec §7 POST /api/login): a new session on every success. An account with
 * two-factor sign-in (issue 22; docs/decisions/044) gets no session yet: the answer is the challenge,
 * with the methods it may use, and the headers carry its cookie.
 * @returns the user (or the challenge) and better-auth's response headers (Set-Cookie of the session
 *   or of the challenge)
 * @throws AppError 429 RATE_LIMITED, 401 INVALID_CREDENTIALS ('E-posta veya şifre hatalı'),
 *   403 EMAIL_NOT_VERIFIED (a fresh verification link is queued), 403 ACCOUNT_DISABLED
 */
export async function login(
  call: AuthCall,
  input: z.output<typeof loginBodySchema>,
): Promise<{ user: SessionUser | TwoFactorChallenge; headers: Headers | null }> {
  const { db, auth } = call;
  await limit(db, 'signIn', auth.platform.limits.signIn, call.ip, input.email);
  const result = await auth.api
    .signInEmail({
      // callbackURL: where a fresh verification link (unverified account) lands; already same-site.
      body: { email: input.email, password: input.password, callbackURL: input.callbackURL },
      headers: call.headers,
      returnHeaders: true,
    })
    .catch((err: unknown) => rethrow(err, '/sign-in/email'));
  const answer = result.response as typeof result.response | { twoFactorRedirect: true };
  if ('twoFactorRedirect' in answer) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    const twoFactorMethods = row ? await twoFactorMethodsOf(db, row.id) : [];
    return { user: { twoFactorRedirect: true, twoFactorMethods }, headers: result.headers };
  }
  const user = await getSessionUser(db, Number(answer.user.id));
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  return { user, headers: result.headers };
}

/**
 * Signs out: deletes the session of the cookie on the server and expires the cookie. Succeeds also
 * without a session (spec: failures are ignored by the client).
 * @returns better-auth's response headers (Set-Cookie that clears the cookie)
 */
export async function logout(call: AuthCall): Promise<Headers | null> {
  try {
    const result = await call.auth.api.signOut({ headers: call.headers, returnHeaders: true });
    return result.headers;
  } catch {
    return null;
  }
}

/**
 * Makes `userType` the active type (spec §4 "Account type switch"; PRODUCT-DECISIONS 8): only a held
 * type; checked and written in one statement, so a concurrent role removal cannot be raced.
 * @throws AppError 403 USER_TYPE_NOT_HELD
 */
export async function switchAccountType(db: Db, userId: number, userType: UserType): Promise<SessionUser> {
  const updated = await db
    .update(users)
    .set({ userType, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${userType} = ANY(${users.availableUserTypes})`))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('USER_TYPE_NOT_HELD');
  const user = await getSessionUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}
