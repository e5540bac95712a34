/**
 * The platform's printed documents (the quote of issue 9, the project contract of issue 20) share one
 * look and one set of primitives: A4, a header with the platform's name, the two parties side by side,
 * tables whose header repeats on every page they continue on, right-aligned totals and a footer with
 * the page number on every page.
 *
 * Text is set in DejaVu Sans from the `dejavu-fonts-ttf` package (bold for headings): pdfkit embeds a
 * subset of it with a ToUnicode map, so Turkish letters (ğüşıöç İĞÜŞÖÇ) and the ₺ sign print and copy
 * correctly — the 14 standard PDF fonts have no glyphs for them. Dates are formatted in the document's
 * language (tr-TR, en-GB); calendar days in UTC so they never shift, moments in Istanbul time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@shared/constants';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** The font files, resolved through the package (any working directory, after `npm ci`), read once. */
function fonts(): Record<keyof typeof FONT_FILES, Buffer> {
  fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontBytes;
}

// Layout in points; A4 is 595.28 × 841.89.
const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const CELL_PAD = 4;
export const PDF_COLOR = { text: '#1f2937', muted: '#6b7280', accent: '#1d4ed8', rule: '#d1d5db', band: '#f3f4f6' };
export const PDF_SIZE = { body: 9.5, small: 8, heading: 11, title: 20 };

type Doc = PDFKit.PDFDocument;

/** A document being written: the pdfkit document, the text column, and the language's formats. */
export interface PdfWriter {
  doc: Doc;
  language: Language;
  /** x of the text column and its width. */
  left: number;
  width: number;
  /** Starts a new page when `height` points do not fit above the footer. */
  ensureRoom(height: number): void;
  /** Bottom of the writable area of a page (above the footer). */
  bottom(): number;
  format: PdfFormats;
  done: Promise<Buffer>;
}

/** Number and date formats of a language. */
export interface PdfFormats {
  quantity(q: number): string;
  /** A calendar day `YYYY-MM-DD` as "22 Kasım 2026" / "22 November 2026"; anything else unchanged. */
  day(d: string): string;
  /** An ISO 8601 moment as the day in Istanbul. */
  moment(iso: string): string;
  /** An ISO 8601 moment with the time of day, in Istanbul. */
  momentWithTime(iso: string): string;
}

/** Formats of the language: tr-TR or en-GB (ARCHITECTURE.md, i18n). */
export function pdfFormats(language: Language): PdfFormats {
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const dayOptions = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const day = new Intl.DateTimeFormat(locale, { ...dayOptions, timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, { ...dayOptions, timeZone: 'Europe/Istanbul' });
  const withTime = new Intl.DateTimeFormat(locale, {
    ...dayOptions,
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  });
  const safe = (f: Intl.DateTimeFormat) => (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : f.format(d);
  };
  return {
    quantity: (q) => quantity.format(q),
    day: (d) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? day.format(new Date(`${d}T00:00:00Z`)) : d),
    moment: safe(moment),
    momentWithTime: safe(withTime),
  };
}

/**
 * Opens an A4 document in `language` with the fonts registered (`Sans`, `Sans-Bold`) and the pages
 * buffered (so {@link finishPdf} can number them).
 * @throws Error when the font files cannot be read (the `dejavu-fonts-ttf` package is missing)
 */
export function openPdf(
  language: Language,
  info: { Title: string; Author: string; Subject?: string; Creator: string; Keywords?: string },
): PdfWriter {
  const { regular, bold } = fonts();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language === 'tr' ? 'tr-TR' : 'en-GB',
    info,
  });
  doc.registerFont('Sans', regular);
  doc.registerFont('Sans-Bold', bold);
  doc.font('Sans').fontSize(PDF_SIZE.body).fillColor(PDF_COLOR.text);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  return {
    doc,
    language,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom,
    ensureRoom(height) {
      if (doc.y + height > bottom()) doc.addPage();
    },
    format: pdfFormats(language),
    done,
  };
}

const upper = (w: PdfWriter, text: string) => text.toLocaleUpperCase(w.language === 'tr' ? 'tr-TR' : 'en-GB');

/** The platform's name, the document's title, a line of facts (number · version · date) and a subject. */
export function drawPdfHeader(
  w: PdfWriter,
  head: { platform: string; title: string; facts: string[]; subject: string },
) {
  const { doc, left, width } = w;
  doc.font('Sans-Bold').fontSize(PDF_SIZE.small).fillColor(PDF_COLOR.accent);
  doc.text(upper(w, head.platform), left, MARGIN, { width, characterSpacing: 0.6 });
  doc.moveDown(0.3);
  doc.font('Sans-Bold').fontSize(PDF_SIZE.title).fillColor(PDF_COLOR.text).text(head.title, { width });
  doc.moveDown(0.2);
  doc.font('Sans').fontSize(PDF_SIZE.body).fillColor(PDF_COLOR.muted);
  doc.text(head.facts.join('   ·   '), { width });
  doc.moveDown(0.6);
  doc.font('Sans-Bold').fontSize(PDF_SIZE.heading).fillColor(PDF_COLOR.text).text(head.subject, { width });
  doc.moveDown(0.6);
  drawRule(w);
}

/** Two parties side by side, each a heading and lines (the first in bold; empty lines left out). */
export function drawParties(
  w: PdfWriter,
  parties: [{ heading: string; lines: (string | null)[] }, { heading: string; lines: (string | null)[] }],
) {
  const { doc, left, width } = w;
  const partyWidth = (width - 20) / 2;
  const top = doc.y + 8;
  const block = (x: number, heading: string, lines: (string | null)[]) => {
    doc.font('Sans-Bold').fontSize(PDF_SIZE.small).fillColor(PDF_COLOR.muted);
    doc.text(upper(w, heading), x, top, { width: partyWidth });
    doc.moveDown(0.2);
    const [name, ...rest] = lines.filter((l): l is string => Boolean(l && l.trim()));
    doc
      .font('Sans-Bold')
      .fontSize(PDF_SIZE.body)
      .fillColor(PDF_COLOR.text)
      .text(name ?? '', x, doc.y, { width: partyWidth });
    doc.font('Sans');
    for (const line of rest) doc.text(line, x, doc.y, { width: partyWidth });
    return doc.y;
  };
  const a = block(left, parties[0].heading, parties[0].lines);
  const b = block(left + partyWidth + 20, parties[1].heading, parties[1].lines);
  doc.x = left;
  doc.y = Math.max(a, b) + 10;
  drawRule(w);
  doc.moveDown(0.6);
}

/**
 * A section: its label (`label` style: small, muted, upper case; `heading` style: bold body text),
 * then `text` (if any) as a paragraph.
 */
export function drawSection(w: PdfWriter, label: string, text?: string, style: 'label' | 'heading' = 'label') {
  const { doc, left, width } = w;
  w.ensureRoom(40);
  if (style === 'label') {
    doc
      .font('Sans-Bold')
      .fontSize(PDF_SIZE.small)
      .fillColor(PDF_COLOR.muted)
      .text(upper(w, label), left, doc.y, { width });
  } else {
    doc.font('Sans-Bold').fontSize(PDF_SIZE.body).fillColor(PDF_COLOR.text).text(label, left, doc.y, { width });
  }
  doc.moveDown(0.2);
  if (text !== undefined) {
    doc.font('Sans').fontSize(PDF_SIZE.body).fillColor(PDF_COLOR.text).text(text, left, doc.y, { width });
    doc.moveDown(1);
  }
}

/** A column of {@link drawTable}: a fixed width (or the rest of the line when absent). */
export interface PdfColumn {
  width?: number;
  align: 'left' | 'right';
  /** Figures shrink to fit one line rather than wrap. */
  fit?: boolean;
}

/**
 * A table with a banded header row that is repeated on every page the table continues on, and never
 * left alone at the foot of a page.
 */
export function drawTable(w: PdfWriter, columns: PdfColumn[], header: string[], rows: string[][]) {
  const { doc, left, width } = w;
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const widths = columns.map((c) => c.width ?? width - fixed);
  const rowHeight = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((c, i) =>
        columns[i]!.fit
          ? doc.font(font).fontSize(PDF_SIZE.body).currentLineHeight(true)
          : doc
              .font(font)
              .fontSize(PDF_SIZE.body)
              .heightOfString(c, { width: widths[i]! - 2 * CELL_PAD }),
      ),
    ) +
    2 * CELL_PAD;
  const drawRow = (cells: string[], font: string, fill?: string) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    if (fill) doc.rect(left, top, width, height).fill(fill);
    let x = left;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      const cellWidth = widths[i]! - 2 * CELL_PAD;
      const size = col.fit ? fitSize(doc, cell, font, PDF_SIZE.body, cellWidth) : PDF_SIZE.body;
      doc.font(font).fontSize(size).fillColor(PDF_COLOR.text);
      doc.text(cell, x + CELL_PAD, top + CELL_PAD, { width: cellWidth, align: col.align, lineBreak: !col.fit });
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = top + height;
    drawRule(w);
  };
  const first = rows[0];
  w.ensureRoom(rowHeight(header, 'Sans-Bold') + (first ? rowHeight(first, 'Sans') : 0));
  drawRow(header, 'Sans-Bold', PDF_COLOR.band);
  for (const cells of rows) {
    if (doc.y + rowHeight(cells, 'Sans') > w.bottom()) {
      doc.addPage();
      drawRow(header, 'Sans-Bold', PDF_COLOR.band);
    }
    drawRow(cells, 'Sans');
  }
}

/** Right-aligned totals kept on one page; a `strong` line is bold with a rule above it. */
export function drawTotals(w: PdfWriter, totals: { label: string; value: string; strong?: boolean }[]) {
  const { doc, left, width } = w;
  const valueWidth = 160;
  const labelWidth = 150;
  const x = left + width - labelWidth - valueWidth;
  w.ensureRoom(totals.length * 18 + 16);
  doc.moveDown(0.6);
  for (const { label, value, strong } of totals) {
    const top = doc.y;
    if (strong) {
      doc
        .moveTo(x, top)
        .lineTo(left + width, top)
        .lineWidth(0.8)
        .strokeColor(PDF_COLOR.text)
        .stroke();
      doc.y = top + 4;
    }
    const y = doc.y;
    const font = strong ? 'Sans-Bold' : 'Sans';
    const size = strong ? PDF_SIZE.heading : PDF_SIZE.body;
    doc.font(font).fontSize(size).fillColor(PDF_COLOR.text);
    doc.text(label, x, y, { width: labelWidth - CELL_PAD, align: 'right' });
    const labelBottom = doc.y;
    doc.fontSize(fitSize(doc, value, font, size, valueWidth - CELL_PAD));
    doc.text(value, x + labelWidth, y, { width: valueWidth - CELL_PAD, align: 'right', lineBreak: false });
    doc.y = Math.max(labelBottom, y + doc.font(font).fontSize(size).currentLineHeight(true)) + 3;
  }
  doc.x = left;
  doc.moveDown(1);
}

/** "Label: value" lines; pairs without a value are left out. */
export function drawFacts(w: PdfWriter, facts: [string, string | null | undefined][]) {
  const { doc, left } = w;
  for (const [label, value] of facts) {
    if (!value) continue;
    w.ensureRoom(20);
    doc
      .font('Sans-Bold')
      .fontSize(PDF_SIZE.body)
      .fillColor(PDF_COLOR.text)
      .text(`${label}: `, left, doc.y, { continued: true });
    doc.font('Sans').text(value);
  }
}

/**
 * Writes the footer of every page (a line of text and "page n of m") and ends the document.
 * @returns the PDF bytes
 */
export function finishPdf(w: PdfWriter, footer: string, pageLabel: (page: number, pages: number) => string) {
  const { doc, left, width } = w;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not open a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT / 2;
    doc.font('Sans').fontSize(PDF_SIZE.small).fillColor(PDF_COLOR.muted);
    doc.text(footer, left, y, { width: width - 90, lineBreak: false });
    doc.text(pageLabel(i - range.start + 1, range.count), left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return w.done;
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
export function drawRule(w: PdfWriter): void {
  w.doc
    .moveTo(w.left, w.doc.y)
    .lineTo(w.left + w.width, w.doc.y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLOR.rule)
    .stroke();
}
