import type { SessionUser } from '@shared/contracts/auth';

/** Display names of sign-in providers (spec §4 "First-time social login"). */
const PROVIDER_LABELS: Record<string, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  linkedin_oidc: 'LinkedIn',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/** The provider's label: a known name, else the raw id, or 'OAuth' when empty. */
export function providerLabel(provider: string | null | undefined): string {
  const id = (provider ?? '').trim();
  if (!id) return 'OAuth';
  return PROVIDER_LABELS[id.toLowerCase()] ?? id;
}

/**
 * How close account creation and sign-in must be to count as "the same moment": the server creates
 * the user and then its first session in the same OAuth callback, a few milliseconds apart.
 */
export const FIRST_SIGN_IN_WINDOW_MS = 60_000;

/**
 * First sign-in through a social provider (spec §4): the provider is not e-mail and the account was
 * created when it last signed in.
 */
export function isFirstSocialSignIn(user: Pick<SessionUser, 'provider' | 'createdAt' | 'lastSignInAt'>): boolean {
  if (!user.provider || user.provider === 'email' || !user.lastSignInAt) return false;
  const created = Date.parse(user.createdAt);
  const lastSignIn = Date.parse(user.lastSignInAt);
  if (Number.isNaN(created) || Number.isNaN(lastSignIn)) return false;
  return Math.abs(lastSignIn - created) <= FIRST_SIGN_IN_WINDOW_MS;
}
