import type { SessionUser } from '@shared/contracts/auth';
import type { PartnerSummary } from '@shared/contracts/partners';
import { authPath, partnerPath, partnerQuotePath, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';

/** Whether a user is signed in (false while the session is still being checked). */
export function useIsSignedIn(): boolean {
  return Boolean(useSession().user);
}

/**
 * Whether an invitation to become a partner makes sense for this person: a visitor or someone who holds
 * only the user type. Partners and admins (any type they hold, not only the active one) have nothing to
 * apply for, so the welcome banners and the header's 'Partner Ol' leave them out (issue 7).
 */
export function mayApplyAsPartner(
  user: Pick<SessionUser, 'availableUserTypes' | 'userType'> | null | undefined,
): boolean {
  if (!user) return true;
  return user.userType === 'user' && user.availableUserTypes.every((type) => type === 'user');
}

/**
 * Target of the become-partner buttons (spec §2 "Become-partner"): the partner application when
 * signed in (its dialog comes with that page), otherwise /auth?from=partner.
 */
export function useBecomePartnerPath(): string {
  return useIsSignedIn() ? paths.partnerApplication : paths.becomePartner;
}

/**
 * Target of the quote buttons when they are links (spec §2 "Quote"). Visitors: /auth?from=quote,
 * coming back to the partner's profile with the quote dialog open after signing in, signing up or
 * following a mailed link (issue 18 item 13). Signed in, the cards and the profile open
 * the quote dialog instead where the page composes it (`pages/home/use-quote-dialog.tsx`); this
 * path (the partner's profile, or the catalogue when no partner is concerned) is the fallback.
 */
export function useQuotePath(partner?: Pick<PartnerSummary, 'id' | 'username'>): string {
  const signedIn = useIsSignedIn();
  const target = partner ? partnerPath(partner) : paths.partners;
  if (signedIn) return target;
  return partner ? authPath({ from: 'quote', redirect: partnerQuotePath(partner) }) : paths.quote;
}
