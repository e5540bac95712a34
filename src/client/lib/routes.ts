import type { PartnerSummary } from '@shared/contracts/partners';

/** Client paths used in more than one place (spec §2, route table). */
export const paths = {
  home: '/',
  partners: '/partners',
  categories: '/#categories',
  sysStatus: '/sys-status',
  signIn: '/auth',
  register: '/auth?tab=register',
  /** Visitors who want to become a partner sign in first (spec §2, "Become-partner"). */
  becomePartner: '/auth?from=partner',
  /** Visitors who want a quote sign in first (spec §2, "Quote"). */
  quote: '/auth?from=quote',
  passwordReset: '/password-reset',
  emailConfirmed: '/email-confirmed',
  /** Expired or invalid e-mail link (spec §2, "Password reset page"). */
  authExpired: '/auth?expired=true',
  userPanel: '/user-panel',
  userProfile: '/user-panel?tab=profile',
  serviceRequests: '/service-requests',
  messages: '/messages',
  partnerDashboard: '/partner-dashboard',
  partnerApplication: '/partner-application',
  adminDashboard: '/admin-dashboard',
  systemSettings: '/system-settings',
  emailPreferences: '/email-preferences',
  templateManagement: '/template-management',
  fileManagement: '/file-management',
  userManagement: '/user-management',
  statistics: '/statistics',
  systemStatus: '/system-status',
  marketingList: '/marketing-list',
} as const;

/** Profile link of a partner: `/partner/{username}`, or the id when there is no username (spec §2). */
export function partnerPath(partner: Pick<PartnerSummary, 'id' | 'username'>): string {
  return `/partner/${encodeURIComponent(partner.username || String(partner.id))}`;
}

/** The query parameter that opens the quote dialog on a partner's profile (issue 18 item 13). */
export const QUOTE_INTENT_PARAM = 'quote';

/**
 * A partner's profile with its quote dialog asked for (`/partner/ege-lojistik?quote=1`): where a
 * visitor's TEKLİF AL comes back to after sign-in, sign-up or a mailed link. A query parameter, not a
 * hash, because better-auth accepts no hash in a link's callback path.
 */
export function partnerQuotePath(partner: Pick<PartnerSummary, 'id' | 'username'>): string {
  return `${partnerPath(partner)}?${QUOTE_INTENT_PARAM}=1`;
}

/**
 * The sign-in page with its query parameters (spec §2 "/auth"): `from` shows why sign-in is needed,
 * `redirect` is where to continue afterwards, `tab=register` opens the sign-up tab.
 */
export function authPath({
  from,
  redirect,
  tab,
}: { from?: 'quote' | 'partner'; redirect?: string; tab?: 'register' } = {}): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (from) params.set('from', from);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return query ? `${paths.signIn}?${query}` : paths.signIn;
}
