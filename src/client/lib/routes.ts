import type { PartnerSummary } from '@shared/contracts/catalogue';

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
} as const;

/** Profile link of a partner: `/partner/{username}`, or the id when there is no username (spec §2). */
export function partnerPath(partner: Pick<PartnerSummary, 'id' | 'username'>): string {
  return `/partner/${encodeURIComponent(partner.username || String(partner.id))}`;
}
