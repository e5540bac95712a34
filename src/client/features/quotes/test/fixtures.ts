/** Test data of the quote desk (contract-shaped answers of the mocked routes). */
import type {
  AdminQuoteRequest,
  PartnerQuoteRequest,
  PartnerQuoteRequestsPage,
  QuoteCounts,
  QuoteResponse,
} from '@shared/contracts/quotes';

/** Counters of a desk; override what the test is about. */
export function counts(overrides: Partial<QuoteCounts> = {}): QuoteCounts {
  return { total: 3, pending: 1, responded: 1, accepted: 1, completed: 0, rejected: 0, cancelled: 0, ...overrides };
}

/** A live answer as GET /api/quote-requests gives it. */
export function quoteResponse(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    id: 71,
    quoteRequestId: 2,
    partnerId: 5,
    status: 'sent',
    isExpired: false,
    version: 2,
    title: 'Hamburg parsiyel',
    items: [{ description: 'Nakliye', quantity: 2, unitPrice: 150000, amount: 300000 }],
    vatRate: 20,
    currency: 'TRY',
    subtotal: 300000,
    vatAmount: 60000,
    totalAmount: 360000,
    validUntil: '2099-01-31',
    deliveryTime: '5 iş günü',
    terms: 'Peşin ödeme',
    attachment: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    previousVersions: [
      {
        version: 1,
        title: 'İlk teklif',
        items: [{ description: 'Nakliye', quantity: 2, unitPrice: 175000, amount: 350000 }],
        vatRate: 20,
        currency: 'TRY',
        subtotal: 350000,
        vatAmount: 70000,
        totalAmount: 420000,
        validUntil: '2099-01-15',
        deliveryTime: null,
        terms: null,
        attachment: null,
        createdAt: '2026-11-19T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** One row of the partner's table. */
export function partnerRequest(overrides: Partial<PartnerQuoteRequest> = {}): PartnerQuoteRequest {
  const id = overrides.id ?? 1;
  return {
    id,
    groupId: null,
    partnerId: 5,
    fullName: `Ayşe Yılmaz ${id}`,
    companyName: 'Yılmaz İhracat A.Ş.',
    email: 'ayse@example.com',
    phone: '+90 532 000 00 00',
    budget: '5k-15k',
    serviceNeeded: 'Parsiyel Taşımacılık — Çalışma şekli: Aylık',
    message: 'Hamburg için aylık sevkiyat',
    status: 'pending',
    createdAt: '2026-11-18T10:00:00.000Z',
    respondedAt: null,
    updatedAt: '2026-11-18T10:00:00.000Z',
    response: null,
    ...overrides,
  };
}

/** The three rows the partner tests use: pending, responded with a revised answer, accepted (with its project). */
export function partnerPage(): PartnerQuoteRequestsPage {
  return {
    quoteRequests: [
      partnerRequest({ id: 1 }),
      partnerRequest({
        id: 2,
        status: 'responded',
        respondedAt: '2026-11-19T09:00:00.000Z',
        response: quoteResponse(),
      }),
      partnerRequest({
        id: 3,
        status: 'accepted',
        projectId: 'prj-3',
        response: quoteResponse({ id: 72, quoteRequestId: 3, status: 'accepted', previousVersions: [] }),
      }),
    ],
    counts: counts(),
    page: 1,
    hasMore: false,
  };
}

/** One row of the admin desk. */
export function adminRequest(overrides: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest {
  const id = overrides.id ?? 1;
  return {
    id,
    fullName: `Mehmet Demir ${id}`,
    companyName: 'Demir Tekstil',
    email: 'mehmet@example.com',
    serviceNeeded: 'Gümrük müşavirliği',
    budget: null,
    status: 'pending',
    createdAt: '2026-11-18T10:00:00.000Z',
    groupId: null,
    partner: { id: 9, username: 'anadolu-lojistik', logo: null, companyName: 'Anadolu Lojistik' },
    ...overrides,
  };
}
