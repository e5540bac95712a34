import { describe, expect, it } from 'vitest';
import { computeQuoteTotals, formatMoney, isValidQuantity, parseMajorAmount, QUOTE_TOTAL_MAX, toTry } from './money';

const line = (quantity: number, unitPrice: number) => ({ description: 'x', quantity, unitPrice });

describe('computeQuoteTotals (hand-computed cases)', () => {
  it('sums several lines and takes 20% VAT on the subtotal', () => {
    // 3 × 1.250,00 = 3.750,00; 2 × 499,99 = 999,98; 1 × 0,01 = 0,01 → 4.749,99; VAT 949,998 → 950,00
    const t = computeQuoteTotals([line(3, 125_000), line(2, 49_999), line(1, 1)], 20);
    expect(t.items.map((i) => i.amount)).toEqual([375_000, 99_998, 1]);
    expect(t.subtotal).toBe(474_999);
    expect(t.vatAmount).toBe(95_000);
    expect(t.totalAmount).toBe(569_999);
  });

  it('rounds a fractional quantity half up per line', () => {
    // 1,5 × 0,33 = 0,495 → 0,50; 0,25 × 0,10 = 0,025 → 0,03
    const t = computeQuoteTotals([line(1.5, 33), line(0.25, 10)], 0);
    expect(t.items.map((i) => i.amount)).toEqual([50, 3]);
    expect(t.subtotal).toBe(53);
    expect(t.vatAmount).toBe(0);
    expect(t.totalAmount).toBe(53);
  });

  it('rounds VAT half up once, on the subtotal', () => {
    // 10% of 0,05 = 0,005 → 0,01; per line it would be 0 + 0 + … ; 1% of 0,49 = 0,0049 → 0,00
    expect(computeQuoteTotals([line(1, 2), line(1, 3)], 10).vatAmount).toBe(1);
    expect(computeQuoteTotals([line(1, 49)], 1).vatAmount).toBe(0);
    expect(computeQuoteTotals([line(1, 50)], 1).vatAmount).toBe(1);
  });

  it('keeps large amounts exact (no floating-point drift)', () => {
    // 999.999,99 × 0,07 = 69.999,9993 → 70.000,00 (7.000.000 minor); VAT 18% = 1.260.000
    const t = computeQuoteTotals([line(0.07, 99_999_999)], 18);
    expect(t.items[0]?.amount).toBe(7_000_000);
    expect(t.vatAmount).toBe(1_260_000);
    // 10.000 × 1.000.000.000,00 = 10^15 minor, the largest total allowed, exactly
    const big = computeQuoteTotals([line(10_000, 100_000_000_000)], 0);
    expect(big.totalAmount).toBe(1_000_000_000_000_000);
  });

  it('refuses a total beyond the limit', () => {
    expect(() => computeQuoteTotals([line(1_000_000, 1_000_000_000_000)], 20)).toThrow(RangeError);
    expect(QUOTE_TOTAL_MAX).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('gives zero figures for zero prices', () => {
    expect(computeQuoteTotals([line(5, 0)], 20)).toMatchObject({ subtotal: 0, vatAmount: 0, totalAmount: 0 });
  });
});

describe('isValidQuantity', () => {
  it('accepts positive quantities with up to two decimals', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(0.25)).toBe(true);
    expect(isValidQuantity(1.1)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(-1)).toBe(false);
    expect(isValidQuantity(1.005)).toBe(false);
    expect(isValidQuantity(Number.NaN)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('formats in three currencies and both languages', () => {
    expect(formatMoney(123_456, 'TRY', 'tr')).toBe('₺1.234,56');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('US$1,234.56');
    expect(formatMoney(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(5, 'EUR', 'tr')).toBe('€0,05');
  });
});

describe('parseMajorAmount', () => {
  it('reads the typed price in the language of the form', () => {
    expect(parseMajorAmount('1.234,56', 'tr')).toBe(123_456);
    expect(parseMajorAmount('1,234.56', 'en')).toBe(123_456);
    expect(parseMajorAmount('1234.5', 'tr')).toBe(123_450);
    expect(parseMajorAmount('1234,5', 'en')).toBe(123_450);
    expect(parseMajorAmount('1.234', 'tr')).toBe(123_400);
    expect(parseMajorAmount('₺ 99', 'tr')).toBe(9_900);
    expect(parseMajorAmount('', 'tr')).toBeNull();
    expect(parseMajorAmount('-5', 'tr')).toBeNull();
    expect(parseMajorAmount('1,234', 'tr')).toBeNull();
    expect(parseMajorAmount('abc', 'en')).toBeNull();
  });
});

describe('toTry (issue 20: offers compared in lira at TCMB rates)', () => {
  const rates = { USD: 42.1234, EUR: 49.0705 };

  it('converts cents to kuruş at the rate per one unit, rounded half up once', () => {
    // 123,45 USD × 42,1234 = 5.200,13373 TL → 520.013 kuruş
    expect(toTry(123_45, 'USD', rates)).toBe(520_013);
    // 1.000,00 EUR × 49,0705 = 49.070,50 TL exactly
    expect(toTry(1_000_00, 'EUR', rates)).toBe(4_907_050);
  });

  it('rounds exactly half a kuruş up, and below half down', () => {
    // 0,01 USD × 12,3450 = 12,345 kuruş → 12; 0,05 USD × 10,0010 = 50,005 kuruş → 50
    expect(toTry(1, 'USD', { USD: 12.345 })).toBe(12);
    expect(toTry(5, 'USD', { USD: 10.001 })).toBe(50);
    // 1,00 USD × 0,0050 = 0,5 kuruş → 1 (half up); × 0,0049 = 0,49 kuruş → 0
    expect(toTry(100, 'USD', { USD: 0.005 })).toBe(1);
    expect(toTry(100, 'USD', { USD: 0.0049 })).toBe(0);
  });

  it('takes a rate to four decimals, as TCMB publishes it and the table stores it', () => {
    // 0,27800315 (100 JPY = 27,8003 TL, per one yen) is used as 0,2780
    expect(toTry(100_00, 'USD', { USD: 0.27800315 })).toBe(toTry(100_00, 'USD', { USD: 0.278 }));
  });

  it('stays exact where floating point would not (large totals)', () => {
    // 9.007.199.254.740,99 USD would lose cents as a float product; BigInt keeps them
    expect(toTry(900_719_925_474_099, 'USD', { USD: 1.0001 })).toBe(900_809_997_466_646);
  });

  it('leaves lira as it is, rounds a negative amount away from zero, and gives null without a rate', () => {
    expect(toTry(120_000, 'TRY', {})).toBe(120_000);
    expect(toTry(-1, 'USD', { USD: 0.5 })).toBe(-1);
    expect(toTry(100, 'USD', { EUR: 49 })).toBeNull();
    expect(toTry(100, 'USD', { USD: 0 })).toBeNull();
  });
});
