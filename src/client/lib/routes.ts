import type { Language } from '@shared/constants';
import type { PartnerSummary } from '@shared/contracts/partners';
import { localisePath, pageUrl } from '@shared/pages';
import { currentLanguage } from './i18n';

/**
 * A link to a page in the current UI language (issue 21, decision 030): a localised public page
 * (home, catalogue, profile) gets the language's prefix (`/en/partners`, Turkish unprefixed), every
 * other page stays as it is. The one way the client writes a localised link: read at render time, so
 * a component re-rendered by a language change links to the new language's pages.
 * @param url a site-relative link from {@link pageUrl} (query and hash kept)
 */
export function localised(url: string, lang: Language = currentLanguage()): string {
  return localisePath(url, lang);
}

/** The element id of the user panel's two-factor card, the hash of `paths.twoFactorSettings`. */
export const TWO_FACTOR_CARD_ID = 'two-factor';

/**
 * Client links used in more than one place (spec §2, route table), built from the one page list
 * (src/shared/pages.ts): write `pageUrl(...)` for anything else, never a path by hand. The links to
 * the localised pages are getters that answer in the current UI language ({@link localised}).
 */
export const paths = {
  get home() {
    return localised(pageUrl('home'));
  },
  get partners() {
    return localised(pageUrl('partners'));
  },
  get categories() {
    return localised(pageUrl('home', { hash: 'categories' }));
  },
  sysStatus: pageUrl('sysStatus'),
  signIn: pageUrl('auth'),
  register: pageUrl('auth', { tab: 'register' }),
  /** Visitors who want to become a partner sign in first (spec §2, "Become-partner"). */
  becomePartner: pageUrl('auth', { query: { from: 'partner' } }),
  /** Visitors who want a quote sign in first (spec §2, "Quote"). */
  quote: pageUrl('auth', { query: { from: 'quote' } }),
  passwordReset: pageUrl('passwordReset'),
  emailConfirmed: pageUrl('emailConfirmed'),
  /** Expired or invalid e-mail link (spec §2, "Password reset page"). */
  authExpired: pageUrl('auth', { query: { expired: 'true' } }),
  userPanel: pageUrl('userPanel'),
  userProfile: pageUrl('userPanel', { tab: 'profile' }),
  /** The user panel's two-factor card (issue 22): where an admin without it is sent to turn it on. */
  twoFactorSettings: pageUrl('userPanel', { tab: 'settings', hash: TWO_FACTOR_CARD_ID }),
  serviceRequests: pageUrl('serviceRequests'),
  messages: pageUrl('messages'),
  partnerDashboard: pageUrl('partnerDashboard'),
  partnerApplication: pageUrl('partnerApplication'),
  adminDashboard: pageUrl('adminDashboard'),
  systemSettings: pageUrl('systemSettings'),
  emailPreferences: pageUrl('emailPreferences'),
  templateManagement: pageUrl('templateManagement'),
  fileManagement: pageUrl('fileManagement'),
  userManagement: pageUrl('userManagement'),
  statistics: pageUrl('statistics'),
  systemStatus: pageUrl('systemStatus'),
  marketingList: pageUrl('marketingList'),
  notifications: pageUrl('notifications'),
};

/**
 * Profile link of a partner: `/partner/{username}`, or the id when there is no username (spec §2), in
 * the current UI language (`/en/partner/{username}`).
 */
export function partnerPath(partner: Pick<PartnerSummary, 'id' | 'username'>): string {
  return localised(pageUrl('partnerProfile', { params: { idOrUsername: partner.username || String(partner.id) } }));
}

/** The query parameter that opens the quote dialog on a partner's profile (issue 18 item 13). */
export const QUOTE_INTENT_PARAM = 'quote';

/**
 * A partner's profile with its quote dialog asked for (`/partner/ege-lojistik?quote=1`): where a
 * visitor's TEKLİF AL comes back to after sign-in, sign-up or a mailed link. A query parameter, not a
 * hash, because better-auth accepts no hash in a link's callback path.
 */
export function partnerQuotePath(partner: Pick<PartnerSummary, 'id' | 'username'>): string {
  return localised(
    pageUrl('partnerProfile', {
      params: { idOrUsername: partner.username || String(partner.id) },
      query: { [QUOTE_INTENT_PARAM]: 1 },
    }),
  );
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
