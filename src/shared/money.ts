/**
 * Money of priced quotes (PRODUCT-DECISIONS 15; docs/decisions/013-quotes.md). Every amount is an
 * integer in the currency's minor unit (kuruş for TRY, cent for USD and EUR: all three have two
 * decimals). Quantities may carry up to {@link QUANTITY_DECIMALS} decimals. The arithmetic is done
 * in BigInt, so no floating-point error can reach a total:
 *
 * - line amount = quantity × unit price, rounded half up to a whole minor unit, per line;
 * - subtotal = sum of the line amounts;
 * - VAT = subtotal × rate / 100, rounded half up once, on the subtotal (not per line);
 * - total = subtotal + VAT.
 *
 * The server computes and stores these figures; the client calls the same function to show them
 * while the partner types, so both always agree.
 */
import type { Currency } from './constants';

/** Decimals a quantity may have (0.25 hours, 1.5 tonnes). */
export const QUANTITY_DECIMALS = 2;
/** Largest quantity of one line. */
export const QUANTITY_MAX = 1_000_000;
/** Largest unit price, in minor units (10 billion in the major unit). */
export const UNIT_PRICE_MAX = 1_000_000_000_000;
/** Largest total of a quote, in minor units; keeps every figure a safe JavaScript integer. */
export const QUOTE_TOTAL_MAX = 1_000_000_000_000_000;
/** Minor units per major unit of every supported currency. */
export const MINOR_UNITS = 100;

/** One line of a priced quote as stored and answered: `amount` = rounded quantity × unitPrice. */
export interface QuoteLineItem {
  description: string;
  /** Positive, at most {@link QUANTITY_DECIMALS} decimals. */
  quantity: number;
  /** Minor units, integer ≥ 0. */
  unitPrice: number;
  /** Minor units, computed. */
  amount: number;
}

/** The figures of a quote, all in minor units. */
export interface QuoteTotals {
  items: QuoteLineItem[];
  subtotal: number;
  vatAmount: number;
  totalAmount: number;
}

const SCALE = 10n ** BigInt(QUANTITY_DECIMALS);

/** `n / d` for n ≥ 0, d > 0, rounded half up. */
function divRoundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** The quantity as an integer count of hundredths; `1.005` (beyond 2 decimals) rounds to `101`. */
function quantityUnits(quantity: number): bigint {
  return BigInt(Math.round(quantity * Number(SCALE)));
}

/** Whether `quantity` is positive, finite, at most {@link QUANTITY_MAX} and has ≤ 2 decimals. */
export function isValidQuantity(quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > QUANTITY_MAX) return false;
  const scaled = quantity * Number(SCALE);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Computes the line amounts, subtotal, VAT and total of a quote.
 * @param items lines with `quantity` (≤ 2 decimals) and integer `unitPrice` in minor units
 * @param vatRate VAT in percent, an integer 0–100 (default of the form: 20)
 * @returns the lines with their `amount` and the totals, in minor units
 * @throws RangeError when the total exceeds {@link QUOTE_TOTAL_MAX} (callers validate first)
 */
export function computeQuoteTotals(
  items: readonly { description: string; quantity: number; unitPrice: number }[],
  vatRate: number,
): QuoteTotals {
  let subtotal = 0n;
  const lines = items.map((item) => {
    const amount = divRoundHalfUp(quantityUnits(item.quantity) * BigInt(Math.round(item.unitPrice)), SCALE);
    subtotal += amount;
    return {
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: Number(amount),
    };
  });
  const vat = divRoundHalfUp(subtotal * BigInt(Math.round(vatRate)), 100n);
  const total = subtotal + vat;
  if (total > BigInt(QUOTE_TOTAL_MAX)) throw new RangeError('Quote total too large');
  return { items: lines, subtotal: Number(subtotal), vatAmount: Number(vat), totalAmount: Number(total) };
}

/** Whether the total of these lines stays within {@link QUOTE_TOTAL_MAX} (for validation). */
export function isTotalWithinLimit(
  items: readonly { quantity: number; unitPrice: number }[],
  vatRate: number,
): boolean {
  try {
    computeQuoteTotals(
      items.map((i) => ({ ...i, description: '' })),
      vatRate,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Minor units as a localised amount: `formatMoney(123456, 'TRY', 'tr')` → `'₺1.234,56'`,
 * `formatMoney(123456, 'EUR', 'en')` → `'€1,234.56'`.
 * @param language `tr` formats with tr-TR, `en` with en-GB (ARCHITECTURE.md, i18n)
 */
export function formatMoney(minor: number, currency: Currency, language: 'tr' | 'en'): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / MINOR_UNITS);
}

/**
 * Minor units as an editable major-unit text without grouping, the inverse of {@link parseMajorAmount}:
 * 123450 → `1234,50` (tr) / `1234.50` (en).
 */
export function minorToText(minor: number, language: 'tr' | 'en'): string {
  const whole = Math.floor(minor / MINOR_UNITS);
  const cents = String(minor % MINOR_UNITS).padStart(2, '0');
  return `${whole}${language === 'tr' ? ',' : '.'}${cents}`;
}

/**
 * A typed major-unit price (`'1.234,50'` in Turkish, `'1,234.50'` in English, or plain `'1234.5'`)
 * as minor units; null when it is not a non-negative amount with at most two decimals.
 * @param language decides which of `.` and `,` is the decimal separator when both could be
 */
export function parseMajorAmount(text: string, language: 'tr' | 'en'): number | null {
  let s = text.trim().replace(/[\s₺$€]/g, '');
  if (s === '') return null;
  const decimal = language === 'tr' ? ',' : '.';
  const group = language === 'tr' ? '.' : ',';
  // A lone separator followed by one or two digits is read as the decimal point in either language.
  if (!s.includes(decimal) && new RegExp(`^\\d+\\${group}\\d{1,2}$`).test(s)) s = s.replace(group, decimal);
  s = s.split(group).join('').replace(decimal, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole = '0', frac = ''] = s.split('.');
  const minor = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** Decimals of an exchange rate as TCMB publishes it and `exchange_rates.rate` stores it. */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * An amount in Turkish lira at the given rates (issue 20, comparison in one currency; decision 022).
 * `rates` holds TRY per ONE unit of each foreign currency (`GET /api/exchange-rates`, e.g.
 * `{ USD: 42.1234 }`); the rate is taken to {@link RATE_DECIMALS} decimals, the product computed in
 * BigInt and rounded half up (away from zero for a negative amount) to a whole kuruş, once:
 * `toTry(123_45, 'USD', { USD: 42.1234 })` → `520_013` (₺5.200,13; 123.45 × 42.1234 = 5200.13373).
 * @param amountMinor an integer amount in the minor unit of `currency` (cent, kuruş)
 * @returns integer kuruş; the amount itself for TRY; null when `rates` has no positive rate for `currency`
 */
export function toTry(amountMinor: number, currency: Currency, rates: Readonly<Record<string, number>>): number | null {
  if (currency === 'TRY') return amountMinor;
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const amount = BigInt(Math.round(amountMinor));
  const magnitude = divRoundHalfUp((amount < 0n ? -amount : amount) * scaledRate, RATE_SCALE);
  return Number(amount < 0n ? -magnitude : magnitude);
}
