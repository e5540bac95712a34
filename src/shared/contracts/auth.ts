import { z } from 'zod';
import { LANGUAGES, USER_TYPES, type UserType } from '../constants';
import { sanitizeRedirect, withQueryParam } from '../redirect';
import { cleanName } from './text-rules';

/**
 * Accounts and access (spec §7 "Session and auth"; PRODUCT-DECISIONS 2–5, 8). The server validates
 * every body with these schemas and the client's forms use them as resolvers. Custom messages are
 * message keys (`auth.*`): the server answers with the text in the caller's language, and the client
 * has the same keys in its locale files.
 */

/** Password length limits (PRODUCT-DECISIONS 4: at least 8, at most 128 characters). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest first or last name accepted. */
export const NAME_MAX_LENGTH = 50;

/** Message keys used by the auth contracts and by auth error responses. */
export const AUTH_MESSAGE_KEYS = [
  'auth.emailRequired',
  'auth.invalidEmail',
  'auth.passwordRequired',
  'auth.passwordTooShort',
  'auth.passwordTooLong',
  'auth.passwordCommon',
  'auth.firstNameRequired',
  'auth.firstNameTooShort',
  'auth.lastNameRequired',
  'auth.lastNameTooShort',
  'auth.nameTooLong',
  'auth.invalidPhone',
  'auth.invalidUserType',
] as const;
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];

/** A trimmed, lower-cased e-mail address. */
export const emailSchema = z
  .string({ error: 'auth.emailRequired' })
  .trim()
  .min(1, { error: 'auth.emailRequired' })
  .max(EMAIL_MAX_LENGTH, { error: 'auth.invalidEmail' })
  .toLowerCase()
  .pipe(z.email({ error: 'auth.invalidEmail' }));

/**
 * A new password: 8 to 128 characters. The server also refuses passwords on its common-password list
 * (`auth.passwordCommon`); that list is not shipped to the browser.
 */
export const newPasswordSchema = z
  .string({ error: 'auth.passwordRequired' })
  .min(1, { error: 'auth.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.passwordTooLong' });

/**
 * A person's first or last name (spec §5): trimmed, 2 to NAME_MAX_LENGTH characters, no control or
 * bidi characters ({@link cleanName}). Shared by sign-up and the profile form.
 */
export const personName = (required: AuthMessageKey, tooShort: AuthMessageKey) =>
  cleanName(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .min(2, { error: tooShort })
      .max(NAME_MAX_LENGTH, { error: 'auth.nameTooLong' }),
  );

/**
 * A Turkish mobile number as the spec stores it (§5): 10 digits starting with 5. Spaces, dashes,
 * parentheses and a leading +90 / 0 are removed first; an empty value means "no phone".
 */
export const phoneSchema = z
  .string({ error: 'auth.invalidPhone' })
  .transform((v) => v.replace(/[\s\-().]/g, '').replace(/^(\+?90|0)(?=5\d{9}$)/, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^5\d{9}$/, { error: 'auth.invalidPhone' })]))
  .transform((v) => (v === '' ? undefined : v));

/** POST /api/register body (PRODUCT-DECISIONS 3). Unknown keys (e.g. `userType`) are ignored. */
/** An optional return path: kept only when it is a same-site path ({@link sanitizeRedirect}). */
const returnPathSchema = z
  .string()
  .max(2048)
  .optional()
  .transform((value) => sanitizeRedirect(value) ?? undefined);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName('auth.firstNameRequired', 'auth.firstNameTooShort'),
  lastName: personName('auth.lastNameRequired', 'auth.lastNameTooShort'),
  phone: phoneSchema.optional().nullable(),
  /**
   * Where the verification link should land (a same-site path, e.g. the partner profile with the quote
   * dialog asked for); anything else is ignored and the link lands on `/` (issue 18 item 13).
   */
  callbackURL: returnPathSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /api/login body. No length rule beyond 128: a wrong password is simply wrong. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'auth.passwordRequired' })
    .min(1, { error: 'auth.passwordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'auth.passwordTooLong' }),
  /** Where the fresh verification link of an unverified account lands (see `registerBodySchema`). */
  callbackURL: returnPathSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /api/auth/switch-account-type body: one of the four types; only a held one is accepted. */
export const switchAccountTypeBodySchema = z.object({
  userType: z.enum(USER_TYPES, { error: 'auth.invalidUserType' }),
});
export type SwitchAccountTypeBody = z.infer<typeof switchAccountTypeBodySchema>;

const userTypeSchema = z.enum(USER_TYPES);

/**
 * The signed-in user (spec §3 "User (session)" and "Profile"): the answer of GET /api/user, of
 * POST /api/login and of POST /api/auth/switch-account-type (spec §7: "returns the user"), and
 * `user` in GET /api/session. Dates are ISO 8601 strings.
 * `provider` is how the account signs in most recently ('email' for password or magic link, else the
 * social provider id, e.g. 'google', 'linkedin'); `providers` lists every linked method.
 */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  userType: userTypeSchema,
  /** Same as `userType` (the spec's client reads both names). */
  activeUserType: userTypeSchema,
  availableUserTypes: z.array(userTypeSchema),
  emailVerified: z.boolean(),
  language: z.enum(LANGUAGES),
  profileImage: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  sector: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  provider: z.string(),
  providers: z.array(z.string()),
  /** Two-factor sign-in is on: a password, magic link or provider sign-in asks for a second factor (issue 22). */
  twoFactorEnabled: z.boolean(),
  /**
   * The active type is an admin type, a master_admin requires two-factor sign-in for admins (system
   * settings, `security.adminTwoFactorRequired`) and this account has not turned it on: admin routes
   * answer 403 `TWO_FACTOR_REQUIRED` until it does (docs/decisions/044).
   */
  twoFactorRequired: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * How a two-factor sign-in may be finished (better-auth's names): `totp`, a code of the authenticator
 * app; `otp`, a code sent by SMS (`login_verification`) to the account's verified phone, offered only
 * when it has one. A backup code is always accepted (POST /api/auth/two-factor/verify-backup-code).
 */
export const TWO_FACTOR_METHODS = ['totp', 'otp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/**
 * The answer of POST /api/login when the password was right but the account has two-factor sign-in
 * on (issue 22; docs/decisions/044): no session yet; a signed `epp.two_factor` cookie (10 minutes)
 * lets POST /api/auth/two-factor/verify-totp, /verify-otp or /verify-backup-code finish the sign-in.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** 200 answer of POST /api/login: the signed-in user (spec §7), or a second factor to give. */
export const loginResponseSchema = z.union([sessionUserSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * 200 answer of POST /api/auth/two-factor/enable `{password}` (better-auth's two-factor plugin, decision
 * 044): the authenticator's `otpauth://totp/…` URI (issuer "İhracat Partner") and the 10 backup codes
 * (`xxxxx-xxxxx`). Two-factor sign-in is on only after the first code (POST …/verify-totp).
 */
export const twoFactorEnrolmentSchema = z.object({
  totpURI: z.string().startsWith('otpauth://totp/'),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** 200 answer of POST /api/auth/two-factor/generate-backup-codes `{password}`: the new codes (the old stop). */
export const backupCodesSchema = z.object({ status: z.literal(true), backupCodes: z.array(z.string()) });

/**
 * Where a magic link or a provider sign-in of an account with two-factor sign-in lands: the sign-in
 * page with the methods, e.g. `/auth?twoFactor=totp,otp` (the challenge cookie is set).
 */
export const TWO_FACTOR_LANDING_PARAM = 'twoFactor';

/** Length of an authenticator or SMS code; backup codes are 10 characters written `xxxxx-xxxxx`. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Backup codes issued on enrolment and on each regeneration (each works once). */
export const BACKUP_CODE_COUNT = 10;

/**
 * `user` in the answer of POST /api/register. It carries no id: an address that already has an
 * account gets the very same answer (PRODUCT-DECISIONS 5), so nothing in it may come from the database.
 */
export const registeredUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.literal(false),
});

/** 201 answer of POST /api/register: no session yet; the UI shows the "one last step" screen. */
export const registerResponseSchema = z.object({
  user: registeredUserSchema,
  requiresVerification: z.literal(true),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * 200 answer of GET /api/session: the signed-in user, or null for a visitor. Always 200, so a
 * visitor's page load makes no failing request (GET /api/user keeps its 401 for API clients).
 */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * 200 answer of GET /api/user/profile (spec §3 "Profile", §7; signed-in only): what the partner
 * application form is prefilled from. Each field is null when unknown. `company`, `website` and
 * `linkedinProfile` fall back to the user's partner profile, then to the latest partner application;
 * `profileImage` to the social provider's picture; `title` (the person's job title) has no source yet.
 */
export const userProfileSchema = z.object({
  profileImage: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  sector: z.string().nullable(),
  title: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** 200 answer of POST /api/logout and POST /api/auth/logout (also when already signed out). */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/**
 * Where the e-mail links and better-auth redirects land in the client (spec §2, §4):
 * - verification link → `/?confirmed=true` (signed in);
 * - magic link → `/?magic=true` (signed in);
 * - reset link → `/password-reset?token=…` (or `?error=INVALID_TOKEN` when it is no longer valid);
 * - an expired, invalid or used verification or magic link → `/auth?expired=true&error=<code>`;
 * - a verification link of an already verified address → `/auth?error=ALREADY_VERIFIED`;
 * - a deactivated account following a link → `/auth?error=ACCOUNT_DISABLED`.
 */
export const AUTH_LANDING = {
  confirmed: '/?confirmed=true',
  magic: '/?magic=true',
  passwordReset: '/password-reset',
  expired: '/auth?expired=true',
  auth: '/auth',
} as const;

/**
 * Where a signed-in person lands when nothing else was asked for (issue 18 item 13): users on the home
 * page (spec §2 "/auth": default '/'), partners on their dashboard, admins on theirs. Used after
 * password sign-in and by magic links without a return path.
 */
export const SIGNED_IN_HOME: Readonly<Record<UserType, string>> = {
  user: '/',
  partner: '/partner-dashboard',
  editor_admin: '/admin-dashboard',
  master_admin: '/admin-dashboard',
};

/**
 * The landing of a verification (`confirmed`) or magic (`magic`) link: the same-site `returnTo` (what
 * the person was doing when asked to sign in: `/partner/ege?quote=1`), else `fallback`, with the
 * banner's flag added: `/partner/ege?quote=1&confirmed=true`. An unsafe `returnTo` is dropped.
 */
export function linkLanding(flag: 'confirmed' | 'magic', returnTo: string | null | undefined, fallback = '/'): string {
  return withQueryParam(sanitizeRedirect(returnTo) ?? fallback, flag, 'true');
}

/** `error` codes the client may find in the query string of /auth or /password-reset. */
export const AUTH_LINK_ERRORS = [
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'ALREADY_VERIFIED',
  'ACCOUNT_DISABLED',
  'new_user_signup_disabled',
] as const;
