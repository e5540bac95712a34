/** Shared column sets of partner reads (catalogue cards), used by the service and its concern files. */
import type { PartnerSummary } from '@shared/contracts/partners';
import { partners } from '../../db/schema';
import { verifiedUntilColumn } from './catalogue-filters';

/** The columns of a catalogue card (PartnerSummary), for Drizzle selects. */
export const summaryColumns = {
  id: partners.id,
  userId: partners.userId,
  username: partners.username,
  companyName: partners.companyName,
  logo: partners.logo,
  coverImage: partners.coverImage,
  serviceCategory: partners.serviceCategory,
  shortDescription: partners.shortDescription,
  shortDescriptionEn: partners.shortDescriptionEn,
  description: partners.description,
  dipAdvantages: partners.dipAdvantages,
  languages: partners.languages,
  followersCount: partners.followersCount,
  profileViews: partners.profileViews,
  city: partners.city,
  country: partners.country,
  createdAt: partners.createdAt,
  capabilities: partners.capabilities,
  /** Issue 21: the day the partner's verification holds until, while it holds (docs/decisions/028). */
  verifiedUntil: verifiedUntilColumn('partners'),
};

/** A card as Drizzle selects it: the contract's shape with the timestamp still a Date. */
type SummaryRow = Omit<PartnerSummary, 'createdAt'> & { createdAt: Date };

export function toSummary(row: SummaryRow): PartnerSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
