/**
 * The PDF of a priced quote (issue 9: GET /api/quote-responses/{id}/pdf). Interface fixed for the
 * quotes routes; the rendering is being written (pdfkit with the bundled DejaVu Sans TTF from the
 * `dejavu-fonts-ttf` package, so Turkish characters are embedded and correct).
 */
import type { Currency, Language } from '../../../shared/constants';
import type { QuoteLineItem } from '../../../shared/money';

/** Everything the PDF shows; amounts in minor units, days `YYYY-MM-DD`, times ISO 8601. */
export interface QuotePdfData {
  responseId: number;
  version: number;
  title: string;
  /** When this version was sent. */
  sentAt: string;
  partner: {
    companyName: string;
    contactPerson: string | null;
    email: string | null;
    phone: string | null;
    city: string | null;
  };
  requester: { fullName: string; companyName: string; email: string; phone: string };
  serviceNeeded: string;
  items: QuoteLineItem[];
  vatRate: number;
  currency: Currency;
  subtotal: number;
  vatAmount: number;
  totalAmount: number;
  validUntil: string;
  deliveryTime: string | null;
  terms: string | null;
}

/**
 * Renders the quote as a PDF in `language` (the requester's language, or the caller's).
 * @returns the PDF bytes
 */
export function renderQuotePdf(data: QuotePdfData, language: Language): Promise<Buffer> {
  void data;
  void language;
  return Promise.reject(new Error('renderQuotePdf: being written (issue 9)'));
}
