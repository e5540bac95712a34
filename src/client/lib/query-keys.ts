/**
 * Query keys that more than one feature reads or invalidates (issue 19 step 2). A feature may not
 * import another (features/README.md), so a key one feature owns and another must refresh lives here,
 * once: the owner builds its `queryOptions` from it and the other invalidates through it. Keys only
 * one feature uses stay in that feature's `api/` files; the realtime ones are in `realtime-keys.ts`.
 */
export const sharedKeys = {
  /** The requester's quote requests (/service-requests; features/quotes). */
  userQuoteRequests: ['quote-requests', 'user'] as const,
  /** Every query of the partner's quote desk (features/quotes): list pages and single requests. */
  partnerQuoteRequests: ['quote-requests', 'partner'] as const,
  /** Every query of the admins' quote desk (features/quotes). */
  adminQuoteRequests: ['quote-requests', 'admin'] as const,
  /** The partners a new request could also go to (features/quotes). */
  quoteAlternatives: ['quote-requests', 'alternatives'] as const,
  /** Every quote request list of any role: a new request makes all of them stale. */
  quoteRequests: ['quote-requests'] as const,
  /** What a campaign may start from (features/marketing): the newsletter and the e-mail builder's library. */
  campaignStarters: ['admin', 'marketing', 'starters'] as const,
  /** Every catalogue list and partner profile (features/partners). */
  partners: ['partners'] as const,
  /** Every page of the catalogue (features/partners). */
  partnerLists: ['partners', 'list'] as const,
  /** Every partner profile (features/partners). */
  partnerDetails: ['partners', 'detail'] as const,
  /** One partner's profile, by id or username in any case (features/partners; the chat reads it too). */
  partnerDetail: (idOrUsername: string) => ['partners', 'detail', idOrUsername.toLowerCase()] as const,
  /** The 16 categories (features/categories; the settings screen renames them). */
  categories: ['categories'] as const,
  /** The services pool as partners pick from it (features/partner-applications; the settings screen edits it). */
  services: ['services'] as const,
  /** The partner dashboard's figures (features/partner-stats; answering a quote changes them). */
  partnerStats: ['partner-dashboard', 'stats'] as const,
  /** The admins' partner list (features/partners; approving an application adds to it). */
  adminPartners: ['admin', 'partners'] as const,
  /** The admin dashboard's overview figures (features/partner-applications; a partner switched passive changes them). */
  adminOverview: ['admin', 'overview'] as const,
  /**
   * The exchange rates offers are compared with (`lib/exchange-rates.ts`: the quote comparison reads
   * them, the settings screen shows TCMB's and refreshes them after saving the admin override).
   */
  exchangeRates: ['exchange-rates'] as const,
  /**
   * The capability field definitions of every category (`lib/capabilities.ts`: the catalogue, profiles
   * and the partner editor read them; the settings screen edits them and refreshes this).
   */
  capabilities: ['capabilities'] as const,
  /** The partner's delivered inquiries (features/service-inquiries; a `service_inquiry` notification refreshes it). */
  serviceInquiries: ['service-inquiries'] as const,
  /** Which partner the signed-in user owns, per user (features/auth; a profile edit changes it). */
  ownPartner: ['account', 'own-partner'] as const,
};
