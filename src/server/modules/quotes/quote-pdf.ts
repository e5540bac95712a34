/**
 * The PDF of a priced quote (issue 9: GET /api/quote-responses/{id}/pdf): A4, the platform's name,
 * "Fiyat Teklifi" / "Price Quote", quote number and version, date, both parties, the service, the
 * numbered lines (continued on further pages, the table header repeated), subtotal, VAT with its rate,
 * total, validity, delivery time and terms; a page footer with the page number.
 *
 * Drawn with the shared primitives of `lib/pdf.ts` (DejaVu Sans, so Turkish letters and ₺ print and
 * copy). Labels come from the message catalogue (`quotes.pdf*`), amounts from `formatMoney`, dates in
 * the language (tr-TR, en-GB).
 */
import type { Currency, Language } from '@shared/constants';
import { formatMoney, type QuoteLineItem } from '@shared/money';
import type { ServiceNeededParts } from '@shared/service-needed';
import { type MessageKey, t } from '../../lib/messages';
import { serviceNeededText } from '../../lib/reader-params';
import {
  drawFacts,
  drawParties,
  drawPdfHeader,
  drawSection,
  drawTable,
  drawTotals,
  finishPdf,
  openPdf,
  type PdfColumn,
} from '../../lib/pdf';

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
  /** What was requested, written in the PDF's language (docs/decisions/038). */
  serviceNeeded: ServiceNeededParts;
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

/** Table columns: widths of all but the description, which takes the rest. */
const COLUMNS: PdfColumn[] = [
  { width: 24, align: 'left' },
  { align: 'left' },
  { width: 58, align: 'right', fit: true },
  { width: 100, align: 'right', fit: true },
  { width: 100, align: 'right', fit: true },
];

/**
 * Renders the quote as a PDF in `language` (the requester's language, or the caller's).
 * @param data the quote's figures (minor units) and both parties, see {@link QuotePdfData}
 * @param language labels, amounts and dates in Turkish (tr-TR) or English (en-GB)
 * @returns the PDF bytes (A4; as many pages as the lines need); document info Title and Author set
 * @throws Error when the font files cannot be read (the `dejavu-fonts-ttf` package is missing)
 */
export function renderQuotePdf(data: QuotePdfData, language: Language): Promise<Buffer> {
  const label = (key: MessageKey, params: Record<string, string | number> = {}) => t(language, key, params);
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const service = serviceNeededText(data.serviceNeeded, language);
  const w = openPdf(language, {
    Title: `${label('quotes.pdfTitle')} ${data.responseId}-${data.version}: ${data.title}`,
    Author: data.partner.companyName,
    Subject: service,
    Creator: label('quotes.pdfPlatform'),
    Keywords: label('quotes.pdfTitle'),
  });
  const fmt = w.format;

  drawPdfHeader(w, {
    platform: label('quotes.pdfPlatform'),
    title: label('quotes.pdfTitle'),
    facts: [
      `${label('quotes.pdfQuoteNo')}: ${data.responseId}`,
      `${label('quotes.pdfVersion')}: ${data.version}`,
      `${label('quotes.pdfDate')}: ${fmt.moment(data.sentAt)}`,
    ],
    subject: data.title,
  });
  drawParties(w, [
    {
      heading: label('quotes.pdfFrom'),
      lines: [
        data.partner.companyName,
        data.partner.contactPerson,
        data.partner.email,
        data.partner.phone,
        data.partner.city,
      ],
    },
    {
      heading: label('quotes.pdfTo'),
      lines: [data.requester.companyName, data.requester.fullName, data.requester.email, data.requester.phone],
    },
  ]);
  drawSection(w, label('quotes.pdfService'), service);
  drawTable(
    w,
    COLUMNS,
    [
      label('quotes.pdfLineNo'),
      label('quotes.pdfDescription'),
      label('quotes.pdfQuantity'),
      label('quotes.pdfUnitPrice'),
      label('quotes.pdfAmount'),
    ],
    data.items.map((item, i) => [
      String(i + 1),
      item.description,
      fmt.quantity(item.quantity),
      money(item.unitPrice),
      money(item.amount),
    ]),
  );
  drawTotals(w, [
    { label: label('quotes.pdfSubtotal'), value: money(data.subtotal) },
    { label: label('quotes.pdfVat', { rate: data.vatRate }), value: money(data.vatAmount) },
    { label: label('quotes.pdfTotal'), value: money(data.totalAmount), strong: true },
  ]);
  drawFacts(w, [
    [label('quotes.pdfValidUntil'), fmt.day(data.validUntil)],
    [label('quotes.pdfDeliveryTime'), data.deliveryTime],
  ]);
  if (data.terms) {
    w.doc.moveDown(0.6);
    drawSection(w, label('quotes.pdfTerms'), data.terms, 'heading');
  }
  return finishPdf(w, label('quotes.pdfFooter'), (page, pages) => label('quotes.pdfPage', { page, pages }));
}
