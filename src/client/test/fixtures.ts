import type { Category } from '@shared/contracts/categories';
import type { PartnerSummary } from '@shared/contracts/partners';
import type { SessionUser } from '@shared/contracts/auth';
import type { Project } from '@shared/contracts/projects';

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
    shortDescriptionEn: null,
    description: null,
    dipAdvantages: null,
    languages: [],
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

/** A signed-in user as GET /api/user returns it; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const userType = overrides.userType ?? 'user';
  return {
    id: 1,
    email: 'ayse@example.com',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: null,
    userType,
    activeUserType: userType,
    availableUserTypes: [userType],
    emailVerified: true,
    language: 'tr',
    profileImage: null,
    company: null,
    website: null,
    linkedinProfile: null,
    sector: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    lastSignInAt: '2025-03-01T09:00:00.000Z',
    provider: 'email',
    providers: ['email'],
    twoFactorEnabled: false,
    twoFactorRequired: false,
    ...overrides,
  };
}

/** GET /api/init as the server answers it; `features` switches the social buttons. */
export function initData(features: { google: boolean; linkedin: boolean } = { google: false, linkedin: false }) {
  return {
    site: {
      siteName: 'İhracat Partner Platformu',
      contactEmail: 'iletisim@example.org',
      contactPhone: '+90 212 555 01 00',
      address: 'İstanbul',
      parentOrganisationUrl: 'https://example.org',
      parentOrganisationName: 'Dijital İhracat Derneği',
      siteNameEn: 'Export Partner Platform',
      parentOrganisationNameEn: 'Digital Export Association',
      socialLinks: { linkedin: '', x: '', instagram: '', facebook: '', youtube: '' },
    },
    seoSettings: {
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
      ogTitle: '',
      ogDescription: '',
      ogImage: '',
      ogUrl: '',
      twitterTitle: '',
      twitterDescription: '',
      twitterImage: '',
    },
    categoryCount: 16,
    features,
  };
}

/** A project room's data (GET /api/projects/{id}): active, seen by the partner; override what the test is about. */
export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: '0b3c6f52-8a1d-4e7b-9c2f-5d4e3a2b1c0d',
    title: 'İzmir – Hamburg parsiyel',
    status: 'active',
    role: 'partner',
    partner: { id: 3, companyName: 'Ege Lojistik', username: 'egelojistik' },
    buyer: { name: 'Ayşe Yılmaz', companyName: 'Yılmaz Dış Ticaret' },
    currency: 'TRY',
    totalAmount: 120_000,
    approvedAmount: 0,
    paidAmount: 0,
    nextMilestone: { title: 'İzmir – Hamburg parsiyel', dueDate: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    quoteRequestId: 11,
    quoteResponseId: 21,
    items: [{ description: 'Navlun', quantity: 2, unitPrice: 50_000, amount: 100_000 }],
    vatRate: 20,
    subtotal: 100_000,
    vatAmount: 20_000,
    deliveryTime: '7 gün',
    terms: 'Fatura ile havale',
    contractHash: 'a'.repeat(64),
    signatures: [],
    tasks: [],
    updates: [],
    files: [],
    milestones: [],
    payments: [],
    paymentSummary: { confirmed: 0, awaitingConfirmation: 0, requested: 0, outstanding: 120_000 },
    cancelRequest: null,
    completedAt: null,
    cancelledAt: null,
    adminNote: null,
    ...overrides,
  };
}
