/**
 * The PDF of a priced quote (issue 9: GET /api/quote-responses/{id}/pdf): A4, the platform's name,
 * "Fiyat Teklifi" / "Price Quote", quote number and version, date, both parties, the service, the
 * numbered lines (continued on further pages, the table header repeated), subtotal, VAT with its rate,
 * total, validity, delivery time and terms; a page footer with the page number.
 *
 * Text is set in DejaVu Sans from the `dejavu-fonts-ttf` package (bold for headings): pdfkit embeds a
 * subset of it with a ToUnicode map, so Turkish letters (ğüşıöç İĞÜŞÖÇ) and the ₺ sign print and copy
 * correctly — the 14 standard PDF fonts have no glyphs for them. Labels come from the message catalogue
 * (`quote.pdf*`), amounts from `formatMoney`, dates in the language (tr-TR, en-GB).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Currency, Language } from '@shared/constants';
import { formatMoney, type QuoteLineItem } from '@shared/money';
import { type MessageKey, t } from '../../lib/messages';

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

// ---------------------------------------------------------------------------------------------
// Fonts: resolved through the package, so they are found from any working directory and after
// `npm ci`; read once per process (pdfkit takes the bytes and embeds only the glyphs used).
// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | undefined;

function fonts(): Record<keyof typeof FONT_FILES, Buffer> {
  fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontBytes;
}

// ---------------------------------------------------------------------------------------------
// Layout (points; A4 is 595.28 × 841.89)
// ---------------------------------------------------------------------------------------------

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const COLOR = { text: '#1f2937', muted: '#6b7280', accent: '#1d4ed8', rule: '#d1d5db', band: '#f3f4f6' };
const SIZE = { body: 9.5, small: 8, heading: 11, title: 20 };
/** Table columns: widths of all but the description, which takes the rest. */
const COL = { no: 24, quantity: 58, unitPrice: 100, amount: 100 };
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;

/** Formats of the language: tr-TR or en-GB (ARCHITECTURE.md, i18n). */
function formats(language: Language) {
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // A calendar day is formatted in UTC so it never shifts; a moment in Istanbul time (the platform's).
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
  return {
    quantity: (q: number) => quantity.format(q),
    day: (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? day.format(new Date(`${d}T00:00:00Z`)) : d),
    moment: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : moment.format(d);
    },
  };
}

/**
 * Renders the quote as a PDF in `language` (the requester's language, or the caller's).
 * @param data the quote's figures (minor units) and both parties, see {@link QuotePdfData}
 * @param language labels, amounts and dates in Turkish (tr-TR) or English (en-GB)
 * @returns the PDF bytes (A4; as many pages as the lines need); document info Title and Author set
 * @throws Error when the font files cannot be read (the `dejavu-fonts-ttf` package is missing)
 */
export function renderQuotePdf(data: QuotePdfData, language: Language): Promise<Buffer> {
  const label = (key: MessageKey, params: Record<string, string | number> = {}) => t(language, key, params);
  const fmt = formats(language);
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const { regular, bold } = fonts();

  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language === 'tr' ? 'tr-TR' : 'en-GB',
    info: {
      Title: `${label('quotes.pdfTitle')} ${data.responseId}-${data.version}: ${data.title}`,
      Author: data.partner.companyName,
      Subject: data.serviceNeeded,
      Creator: label('quotes.pdfPlatform'),
      Keywords: label('quotes.pdfTitle'),
    },
  });
  doc.registerFont('Sans', regular);
  doc.registerFont('Sans-Bold', bold);
  doc.font('Sans').fontSize(SIZE.body).fillColor(COLOR.text);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  /** Starts a new page when `height` points do not fit below the cursor. */
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header: the platform's name, the title, quote number, version and date.
  doc.font('Sans-Bold').fontSize(SIZE.small).fillColor(COLOR.accent);
  doc.text(label('quotes.pdfPlatform').toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-GB'), left, MARGIN, {
    width,
    characterSpacing: 0.6,
  });
  doc.moveDown(0.3);
  doc.font('Sans-Bold').fontSize(SIZE.title).fillColor(COLOR.text).text(label('quotes.pdfTitle'), { width });
  doc.moveDown(0.2);
  doc.font('Sans').fontSize(SIZE.body).fillColor(COLOR.muted);
  doc.text(
    [
      `${label('quotes.pdfQuoteNo')}: ${data.responseId}`,
      `${label('quotes.pdfVersion')}: ${data.version}`,
      `${label('quotes.pdfDate')}: ${fmt.moment(data.sentAt)}`,
    ].join('   ·   '),
    { width },
  );
  doc.moveDown(0.6);
  doc.font('Sans-Bold').fontSize(SIZE.heading).fillColor(COLOR.text).text(data.title, { width });
  doc.moveDown(0.6);
  rule(doc, left, width);

  // The two parties side by side.
  const partyWidth = (width - 20) / 2;
  const partyTop = doc.y + 8;
  const partyBlock = (x: number, heading: string, lines: (string | null)[]) => {
    doc
      .font('Sans-Bold')
      .fontSize(SIZE.small)
      .fillColor(COLOR.muted)
      .text(heading.toLocaleUpperCase(language), x, partyTop, {
        width: partyWidth,
      });
    doc.moveDown(0.2);
    const [name, ...rest] = lines.filter((l): l is string => Boolean(l && l.trim()));
    doc
      .font('Sans-Bold')
      .fontSize(SIZE.body)
      .fillColor(COLOR.text)
      .text(name ?? '', x, doc.y, { width: partyWidth });
    doc.font('Sans');
    for (const line of rest) doc.text(line, x, doc.y, { width: partyWidth });
    return doc.y;
  };
  const fromBottom = partyBlock(left, label('quotes.pdfFrom'), [
    data.partner.companyName,
    data.partner.contactPerson,
    data.partner.email,
    data.partner.phone,
    data.partner.city,
  ]);
  const toBottom = partyBlock(left + partyWidth + 20, label('quotes.pdfTo'), [
    data.requester.companyName,
    data.requester.fullName,
    data.requester.email,
    data.requester.phone,
  ]);
  doc.x = left;
  doc.y = Math.max(fromBottom, toBottom) + 10;
  rule(doc, left, width);
  doc.moveDown(0.6);

  // The service asked for.
  doc
    .font('Sans-Bold')
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(label('quotes.pdfService').toLocaleUpperCase(language), left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font('Sans').fontSize(SIZE.body).fillColor(COLOR.text).text(data.serviceNeeded, left, doc.y, { width });
  doc.moveDown(1);

  // The lines, numbered; the header is repeated on every page the table continues on.
  const descWidth = width - COL.no - COL.quantity - COL.unitPrice - COL.amount;
  const columns = [
    { width: COL.no, align: 'left' as const, fit: false },
    { width: descWidth, align: 'left' as const, fit: false },
    { width: COL.quantity, align: 'right' as const, fit: true },
    { width: COL.unitPrice, align: 'right' as const, fit: true },
    { width: COL.amount, align: 'right' as const, fit: true },
  ];
  const rowHeight = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((c, i) => {
        const col = columns[i]!;
        if (col.fit) return doc.font(font).fontSize(SIZE.body).currentLineHeight(true);
        return doc
          .font(font)
          .fontSize(SIZE.body)
          .heightOfString(c, { width: col.width - 2 * CELL_PAD });
      }),
    ) +
    2 * CELL_PAD;
  const drawRow = (cells: string[], font: string, fill?: string) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    if (fill) doc.rect(left, top, width, height).fill(fill);
    let x = left;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      const size = col.fit ? fitSize(doc, cell, font, SIZE.body, col.width - 2 * CELL_PAD) : SIZE.body;
      doc.font(font).fontSize(size).fillColor(COLOR.text);
      doc.text(cell, x + CELL_PAD, top + CELL_PAD, {
        width: col.width - 2 * CELL_PAD,
        align: col.align,
        lineBreak: !col.fit,
      });
      x += col.width;
    });
    doc.x = left;
    doc.y = top + height;
    rule(doc, left, width);
  };
  const header = [
    label('quotes.pdfLineNo'),
    label('quotes.pdfDescription'),
    label('quotes.pdfQuantity'),
    label('quotes.pdfUnitPrice'),
    label('quotes.pdfAmount'),
  ];
  const headerHeight = rowHeight(header, 'Sans-Bold');
  const drawHeader = () => drawRow(header, 'Sans-Bold', COLOR.band);

  // The header never stands alone at the foot of a page: it goes with the first line.
  const firstRow = data.items[0];
  ensureRoom(
    headerHeight +
      (firstRow
        ? rowHeight(['1', firstRow.description, '', money(firstRow.unitPrice), money(firstRow.amount)], 'Sans')
        : 0),
  );
  drawHeader();
  data.items.forEach((item, i) => {
    const cells = [
      String(i + 1),
      item.description,
      fmt.quantity(item.quantity),
      money(item.unitPrice),
      money(item.amount),
    ];
    const height = rowHeight(cells, 'Sans');
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, 'Sans');
  });

  // Totals, kept together on one page, right-aligned under the amounts.
  const totals: [string, string, boolean][] = [
    [label('quotes.pdfSubtotal'), money(data.subtotal), false],
    [label('quotes.pdfVat', { rate: data.vatRate }), money(data.vatAmount), false],
    [label('quotes.pdfTotal'), money(data.totalAmount), true],
  ];
  // The figures get the two right columns' width, so a large total stays on one line.
  const totalsValueWidth = COL.unitPrice + COL.amount - 40;
  const totalsLabelWidth = 150;
  const totalsX = left + width - totalsLabelWidth - totalsValueWidth;
  ensureRoom(totals.length * 18 + 16);
  doc.moveDown(0.6);
  for (const [name, value, strong] of totals) {
    const top = doc.y;
    if (strong) {
      doc
        .moveTo(totalsX, top)
        .lineTo(left + width, top)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke();
      doc.y = top + 4;
    }
    const y = doc.y;
    const font = strong ? 'Sans-Bold' : 'Sans';
    const size = strong ? SIZE.heading : SIZE.body;
    doc.font(font).fontSize(size).fillColor(COLOR.text);
    doc.text(name, totalsX, y, { width: totalsLabelWidth - CELL_PAD, align: 'right' });
    const nameBottom = doc.y;
    doc.fontSize(fitSize(doc, value, font, size, totalsValueWidth - CELL_PAD));
    doc.text(value, totalsX + totalsLabelWidth, y, {
      width: totalsValueWidth - CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
    doc.y = Math.max(nameBottom, y + doc.font(font).fontSize(size).currentLineHeight(true)) + 3;
  }
  doc.x = left;
  doc.moveDown(1);

  // Validity, delivery time, terms.
  const details: [string, string | null][] = [
    [label('quotes.pdfValidUntil'), fmt.day(data.validUntil)],
    [label('quotes.pdfDeliveryTime'), data.deliveryTime],
  ];
  for (const [name, value] of details) {
    if (!value) continue;
    ensureRoom(20);
    doc.font('Sans-Bold').fontSize(SIZE.body).fillColor(COLOR.text).text(`${name}: `, left, doc.y, { continued: true });
    doc.font('Sans').text(value);
  }
  if (data.terms) {
    ensureRoom(40);
    doc.moveDown(0.6);
    doc.font('Sans-Bold').fontSize(SIZE.body).text(label('quotes.pdfTerms'), left, doc.y, { width });
    doc.moveDown(0.2);
    doc.font('Sans').text(data.terms, left, doc.y, { width });
  }

  // Footer of every page: where the quote was made and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not open a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT / 2;
    doc.font('Sans').fontSize(SIZE.small).fillColor(COLOR.muted);
    doc.text(label('quotes.pdfFooter'), left, y, { width: width - 90, lineBreak: false });
    doc.text(label('quotes.pdfPage', { page: i - range.start + 1, pages: range.count }), left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }

  doc.end();
  return done;
}

/**
 * The largest font size up to `size` (and at least 5 pt) at which `text` fits `width` on one line:
 * figures shrink rather than break across lines.
 */
function fitSize(doc: Doc, text: string, font: string, size: number, width: number): number {
  doc.font(font).fontSize(size);
  const natural = doc.widthOfString(text);
  return natural <= width ? size : Math.max(5, Math.floor(((size * width) / natural) * 10) / 10);
}

/** A thin horizontal rule across the text width at the cursor. */
function rule(doc: Doc, left: number, width: number): void {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}
