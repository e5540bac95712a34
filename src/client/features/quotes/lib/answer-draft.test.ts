import { describe, expect, it } from 'vitest';
import type { QuoteResponse } from '@shared/contracts/quotes';
import { computeQuoteTotals, minorToText } from '@shared/money';
import {
  type AnswerDraft,
  draftFromResponse,
  draftToInput,
  draftTotals,
  newDraft,
  parseQuantity,
  vatRateOf,
} from './answer-draft';

const draft = (items: [string, string][], patch: Partial<AnswerDraft> = {}): AnswerDraft => ({
  ...newDraft('2026-11-22'),
  title: 'Teklif',
  items: items.map(([quantity, unitPrice], i) => ({
    key: `k${i}`,
    description: `Kalem ${i + 1}`,
    quantity,
    unitPrice,
  })),
  ...patch,
});

describe('answer draft', () => {
  it('defaults to one line, VAT 20 %, TRY and validity today + 30 days', () => {
    const d = newDraft('2026-12-15');
    expect(d.items).toHaveLength(1);
    expect(vatRateOf(d)).toBe(20);
    expect(d.currency).toBe('TRY');
    expect(d.validUntil).toBe('2027-01-14');
  });

  it('reads quantities with a Turkish decimal comma or a point, at most two decimals', () => {
    expect(parseQuantity('2,5', 'tr')).toBe(2.5);
    expect(parseQuantity('0.25', 'tr')).toBe(0.25);
    expect(parseQuantity('1.000', 'tr')).toBe(1000);
    expect(parseQuantity('1,234', 'tr')).toBeNull();
    expect(parseQuantity('0', 'tr')).toBeNull();
    expect(parseQuantity('abc', 'en')).toBeNull();
  });

  it('sends unit prices in minor units and unparsable texts as NaN for the schema to refuse', () => {
    const input = draftToInput(
      draft([
        ['2,5', '1.234,56'],
        ['1', 'on bin'],
      ]),
      'tr',
    );
    expect(input.items).toEqual([
      { description: 'Kalem 1', quantity: 2.5, unitPrice: 123456 },
      { description: 'Kalem 2', quantity: 1, unitPrice: Number.NaN },
    ]);
    expect(input.vatRate).toBe(20);
  });

  it('totals equal computeQuoteTotals of the parsed lines; lines still being typed count as nothing', () => {
    const totals = draftTotals(
      draft(
        [
          ['3', '33,33'],
          ['0,5', '0,01'],
          ['x', '5'],
        ],
        { vatChoice: '10' },
      ),
      'tr',
    );
    const expected = computeQuoteTotals(
      [
        { description: '', quantity: 3, unitPrice: 3333 },
        { description: '', quantity: 0.5, unitPrice: 1 },
      ],
      10,
    );
    expect(totals.lineAmounts).toEqual([9999, 1, null]);
    expect([totals.subtotal, totals.vatAmount, totals.totalAmount]).toEqual([
      expected.subtotal,
      expected.vatAmount,
      expected.totalAmount,
    ]);
    // 10 000 × 10 % = 1 000 exactly; the half-kuruş line rounds up to 1.
    expect(totals.totalAmount).toBe(11000);
  });

  it('takes a custom VAT rate only as a whole percent', () => {
    expect(vatRateOf({ vatChoice: 'custom', customVat: '8' })).toBe(8);
    expect(Number.isNaN(vatRateOf({ vatChoice: 'custom', customVat: '8,5' }))).toBe(true);
  });

  it('prefills a revision with the current version as the partner would type it', () => {
    const response = {
      title: 'Eski',
      items: [{ description: 'Nakliye', quantity: 1.5, unitPrice: 123405, amount: 185108 }],
      vatRate: 8,
      currency: 'EUR',
      validUntil: '2026-12-31',
      deliveryTime: null,
      terms: 'Peşin',
      attachment: null,
    } as unknown as QuoteResponse;
    const d = draftFromResponse(response, 'tr');
    expect(d.items[0]).toMatchObject({ description: 'Nakliye', quantity: '1,5', unitPrice: '1234,05' });
    expect([d.vatChoice, d.customVat, d.currency, d.deliveryTime, d.terms]).toEqual([
      'custom',
      '8',
      'EUR',
      '',
      'Peşin',
    ]);
    expect(minorToText(5, 'en')).toBe('0.05');
  });
});
