import type { PartnerDetail } from '@shared/contracts/partners';

/** The parts of a complete partner profile, in the order the dashboard lists what is missing. */
export const COMPLETENESS_ITEMS = [
  'logo',
  'cover',
  'description',
  'shortDescription',
  'dipAdvantages',
  'services',
  'city',
  'website',
  'social',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

const filled = (v: string | null | undefined) => Boolean(v?.trim());

/**
 * How complete a partner profile is: each of the nine {@link COMPLETENESS_ITEMS} counts equally
 * (social = at least one of LinkedIn, Twitter, Instagram, Facebook).
 * @returns the percentage (0–100, whole number) and the missing items in list order
 */
export function profileCompleteness(partner: PartnerDetail): { percent: number; missing: CompletenessItem[] } {
  const present: Record<CompletenessItem, boolean> = {
    logo: filled(partner.logo),
    cover: filled(partner.coverImage),
    description: filled(partner.description),
    shortDescription: filled(partner.shortDescription),
    dipAdvantages: filled(partner.dipAdvantages),
    services: partner.services.length > 0,
    city: filled(partner.city),
    website: filled(partner.website),
    social: [partner.linkedinProfile, partner.twitterProfile, partner.instagramProfile, partner.facebookProfile].some(
      filled,
    ),
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !present[item]);
  return {
    percent: Math.round(((COMPLETENESS_ITEMS.length - missing.length) / COMPLETENESS_ITEMS.length) * 100),
    missing,
  };
}
