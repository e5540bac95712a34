import type { Category, PartnerSummary } from '@shared/contracts/catalogue';

/** Two categories as GET /api/categories returns them. */
export const categories: Category[] = [
  { id: 1, slug: 'gumruk', name: 'Gümrük', nameEn: 'Customs', icon: 'Stamp' },
  { id: 2, slug: 'lojistik', name: 'Lojistik', nameEn: 'Logistics', icon: 'Truck' },
  { id: 3, slug: 'fuar', name: 'Fuar', nameEn: 'Trade Fairs', icon: null },
];

/** A catalogue card's data; override what the test is about. */
export function partner(overrides: Partial<PartnerSummary> = {}): PartnerSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    userId: null,
    username: `partner-${id}`,
    companyName: `Partner ${id} A.Ş.`,
    logo: null,
    coverImage: null,
    serviceCategory: 'gumruk',
    shortDescription: 'Gümrük müşavirliği hizmetleri',
    description: null,
    dipAdvantages: null,
    followersCount: 0,
    profileViews: 0,
    city: 'İstanbul',
    country: 'Türkiye',
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` distinct partners with ids starting at `firstId`. */
export function partners(count: number, firstId = 1): PartnerSummary[] {
  return Array.from({ length: count }, (_, i) => partner({ id: firstId + i }));
}
