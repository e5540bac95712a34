/**
 * The quote PDF (issue 9): read back with pdf-parse, the way a buyer's PDF reader or a search index sees
 * it — Turkish letters exact, every line and total as `formatMoney` writes it, labels in the language,
 * long quotes over several pages, document info set.
 */
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages';
import { computeQuoteTotals, formatMoney } from '@shared/money';
import { type QuotePdfData, renderQuotePdf } from './quote-pdf';

const TURKISH = 'ğüşıöçİĞÜŞÖÇ';

function quote(
  lines: { description: string; quantity: number; unitPrice: number }[],
  patch: Partial<QuotePdfData> = {},
) {
  const totals = computeQuoteTotals(lines, 20);
  const data: QuotePdfData = {
    responseId: 4711,
    version: 3,
    title: 'Hamburg parsiyel taşıma teklifi',
    sentAt: '2026-11-22T09:30:00Z',
    partner: {
      companyName: 'Ege Lojistik Şirketi',
      contactPerson: 'Mert Aydın',
      email: 'info@egelojistik.example.com',
      phone: '+90 232 555 00 00',
      city: 'İzmir',
    },
    requester: {
      fullName: 'Ayşe Yılmaz',
      companyName: 'Yılmaz Dış Ticaret',
      email: 'ayse@example.com',
      phone: '5321110001',
    },
    serviceNeeded: {
      service: 'Parsiyel Taşımacılık',
      workType: 'monthly',
      projectStartDate: null,
      projectEndDate: null,
    },
    items: totals.items,
    vatRate: 20,
    currency: 'TRY',
    subtotal: totals.subtotal,
    vatAmount: totals.vatAmount,
    totalAmount: totals.totalAmount,
    validUntil: '2026-12-22',
    deliveryTime: '5 iş günü',
    terms: 'Ödeme: %50 peşin, %50 teslimde.',
    ...patch,
  };
  return data;
}

async function read(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      text: text.text,
      pages: text.total,
      pageTexts: text.pages.map((p) => p.text),
      info: info.info as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}

const threeLines = [
  { description: `İhracat beyannamesi ${TURKISH}`, quantity: 1, unitPrice: 150_000 },
  { description: 'Şirket içi depolama', quantity: 2.5, unitPrice: 33_333 },
  { description: 'Gümrük müşavirliği', quantity: 3, unitPrice: 99_999 },
];

describe('renderQuotePdf', () => {
  it('writes a Turkish quote with exact Turkish letters, every line, the totals and the labels', async () => {
    const data = quote(threeLines);
    const pdf = await renderQuotePdf(data, 'tr');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages, info } = await read(pdf);
    const tr = catalogues.tr.quotes;

    expect(pages).toBe(1);
    expect(text).toContain('İhracat');
    expect(text).toContain('Şirket');
    expect(text).toContain(TURKISH);
    for (const label of [tr.pdfTitle, tr.pdfPlatform, tr.pdfSubtotal, tr.pdfTotal, tr.pdfValidUntil, tr.pdfTerms])
      expect(text).toContain(label);
    expect(text).toContain('KDV (%20)');
    expect(text).toMatch(/Teklif No: 4711/);
    expect(text).toMatch(/Sürüm: 3/);
    expect(text).toContain('22 Kasım 2026');
    expect(text).toContain('22 Aralık 2026');

    // Hand-checked figures: 2.5 × 333.33 = 833.325 → 833.33; VAT 20 % of 5 333.30 = 1 066.66.
    expect(data.items.map((i) => i.amount)).toEqual([150_000, 83_333, 299_997]);
    expect([data.subtotal, data.vatAmount, data.totalAmount]).toEqual([533_330, 106_666, 639_996]);
    for (const [i, item] of data.items.entries()) {
      expect(text).toContain(item.description);
      expect(text).toMatch(new RegExp(`(^|\\s)${i + 1}\\s`));
      expect(text).toContain(formatMoney(item.unitPrice, 'TRY', 'tr'));
      expect(text).toContain(formatMoney(item.amount, 'TRY', 'tr'));
    }
    expect(text).toContain('2,5');
    expect(text).toContain('₺5.333,30');
    expect(text).toContain('₺1.066,66');
    expect(text).toContain('₺6.399,96');

    // Both parties and their contacts, the service, delivery time and terms.
    for (const part of [
      'Ege Lojistik Şirketi',
      'Mert Aydın',
      'info@egelojistik.example.com',
      'Ayşe Yılmaz',
      'Yılmaz Dış Ticaret',
      'ayse@example.com',
      '5321110001',
      'Parsiyel Taşımacılık — Çalışma şekli: Aylık',
      '5 iş günü',
      'Ödeme: %50 peşin, %50 teslimde.',
    ])
      expect(text).toContain(part);

    expect(info.Title).toBe('Fiyat Teklifi 4711-3: Hamburg parsiyel taşıma teklifi');
    expect(info.Author).toBe('Ege Lojistik Şirketi');
  });

  it('writes the English labels, amounts and dates for `en`', async () => {
    const data = quote(threeLines, { currency: 'EUR', deliveryTime: null, terms: null });
    const { text, info } = await read(await renderQuotePdf(data, 'en'));
    const en = catalogues.en.quotes;
    for (const label of [
      en.pdfTitle,
      en.pdfPlatform,
      en.pdfDescription,
      en.pdfQuantity,
      en.pdfUnitPrice,
      en.pdfAmount,
      en.pdfSubtotal,
      en.pdfTotal,
      en.pdfValidUntil,
    ])
      expect(text).toContain(label);
    expect(text).toContain('VAT (20%)');
    // The request's summary in the PDF's language too (docs/decisions/038).
    expect(text).toContain('Parsiyel Taşımacılık — Work type: Monthly');
    expect(text).toContain(en.pdfFrom.toUpperCase());
    expect(text).toContain(en.pdfTo.toUpperCase());
    expect(text).toContain('22 December 2026');
    expect(text).toContain('€5,333.30');
    expect(text).toContain('€1,066.66');
    expect(text).toContain('€6,399.96');
    expect(text).toContain('2.5');
    // Nothing Turkish but the data itself; no delivery time or terms when there are none.
    expect(text).not.toContain(catalogues.tr.quotes.pdfTitle);
    expect(text).not.toContain(catalogues.tr.quotes.pdfSubtotal);
    expect(text).not.toContain(en.pdfDeliveryTime);
    expect(text).not.toContain(en.pdfTerms);
    expect(text).toContain(TURKISH);
    expect(info.Title).toBe('Price Quote 4711-3: Hamburg parsiyel taşıma teklifi');
  });

  it('continues a 60-line quote on further pages with every line, the header repeated and the totals once', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Kalem ${String(i + 1).padStart(2, '0')} ığüşöç`,
      quantity: (i % 4) + 1,
      unitPrice: 10_000 + i * 101,
    }));
    const data = quote(lines);
    const { text, pages, pageTexts } = await read(await renderQuotePdf(data, 'tr'));
    expect(pages).toBeGreaterThan(1);
    for (const item of data.items) {
      expect(text).toContain(item.description);
      expect(text).toContain(formatMoney(item.amount, 'TRY', 'tr'));
    }
    const tr = catalogues.tr.quotes;
    const count = (needle: string) => text.split(needle).length - 1;
    // Every page the table runs over starts it with its header.
    const tablePages = pageTexts.filter((p) => p.includes('Kalem '));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toContain(tr.pdfDescription);
    expect(count(tr.pdfDescription)).toBe(tablePages.length);
    expect(count(tr.pdfTotal)).toBe(1);
    expect(text).toContain(formatMoney(data.totalAmount, 'TRY', 'tr'));
    expect(text).toContain(`Sayfa 1 / ${pages}`);
    expect(text).toContain(`Sayfa ${pages} / ${pages}`);
  });
});
