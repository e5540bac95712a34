import type { UserType } from '@shared/constants';
import { SIGNED_IN_HOME } from '@shared/contracts/auth';
import { sanitizeRedirect } from '@shared/redirect';
import { paths } from '@/lib/routes';

// One check for the client's `redirect` and the server's link landing (src/shared/redirect.ts).
export { sanitizeRedirect };

/** Where to go after sign-in when nothing (valid) is asked for (spec §2 "/auth": default '/'). */
export const DEFAULT_REDIRECT = '/';

/** {@link sanitizeRedirect} with a fallback. */
export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  return sanitizeRedirect(value) ?? fallback;
}

/** The `from` values of /auth (spec §2): why a visitor was asked to sign in. */
export type AuthFrom = 'quote' | 'partner';

export function parseFrom(value: string | null): AuthFrom | null {
  return value === 'quote' || value === 'partner' ? value : null;
}

/**
 * What the visitor came to /auth for, when anything: the sanitised `redirect`, else the partner
 * application for `from=partner`, the catalogue for `from=quote`. Null when nothing was asked for;
 * sign-up and the magic link then send no return path, and sign-in lands by account type.
 */
export function intentOf(params: URLSearchParams): string | null {
  const from = parseFrom(params.get('from'));
  const fromDefault = from === 'partner' ? paths.partnerApplication : from === 'quote' ? paths.partners : null;
  return sanitizeRedirect(params.get('redirect')) ?? fromDefault;
}

/**
 * Where to go after signing in: what the visitor came for ({@link intentOf}), else the active type's
 * home (issue 18 item 13): the partner dashboard for partners, the admin dashboard for admins, the home
 * page for users (spec §2 "/auth": default '/').
 */
export function targetAfterSignIn(params: URLSearchParams, userType: UserType = 'user'): string {
  return intentOf(params) ?? SIGNED_IN_HOME[userType];
}
