/**
 * The answer dialog's draft and its pure arithmetic (issue 9 "Answering"; decision 013). The partner
 * types amounts in major units with the language's separators (`1.234,50` in Turkish); the draft keeps
 * the typed text so nothing jumps while typing, and this module turns it into the contract's body
 * (minor units) and into the live totals with the very function the server stores with
 * (`computeQuoteTotals`), so the preview and the stored quote cannot disagree.
 */
import type { Currency, Language } from '@shared/constants';
import {
  QUOTE_DEFAULT_VALIDITY_DAYS,
  QUOTE_DEFAULT_VAT_RATE,
  type QuoteResponse,
  type ReviseQuoteResponseInput,
} from '@shared/contracts/quotes';
import { addDays, istanbulToday } from '@shared/calendar';
import { computeQuoteTotals, isValidQuantity, minorToText, parseMajorAmount } from '@shared/money';

/** The VAT rates offered in the select (percent); any other integer 0–100 is typed as `custom`. */
export const VAT_PRESETS = ['0', '1', '10', '20'] as const;
export type VatChoice = (typeof VAT_PRESETS)[number] | 'custom';

/** One line as typed: quantity and unit price are the raw texts. */
export interface ItemDraft {
  /** A stable React key (rows can be removed from the middle). */
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

/** The whole form as typed. */
export interface AnswerDraft {
  title: string;
  items: ItemDraft[];
  vatChoice: VatChoice;
  /** The typed rate when `vatChoice` is `custom`. */
  customVat: string;
  currency: Currency;
  /** `YYYY-MM-DD`. */
  validUntil: string;
  deliveryTime: string;
  terms: string;
  /** The uploaded attachment's file id (POST /api/upload/document), or null. */
  attachmentFileId: string | null;
}

let nextKey = 0;
/** An empty line with a fresh key. */
export function emptyItem(): ItemDraft {
  nextKey += 1;
  return { key: `item-${nextKey}`, description: '', quantity: '1', unitPrice: '' };
}

/**
 * A new answer's draft: one empty line, VAT 20 %, TRY, valid until today (Istanbul) + 30 days
 * (PRODUCT-DECISIONS 15). `today` is injectable for tests.
 */
export function newDraft(today: string = istanbulToday()): AnswerDraft {
  return {
    title: '',
    items: [emptyItem()],
    vatChoice: String(QUOTE_DEFAULT_VAT_RATE) as VatChoice,
    customVat: '',
    currency: 'TRY',
    validUntil: addDays(today, QUOTE_DEFAULT_VALIDITY_DAYS),
    deliveryTime: '',
    terms: '',
    attachmentFileId: null,
  };
}

/** A quantity as editable text: 1.5 → `1,5` (tr) / `1.5` (en). */
export function quantityToText(quantity: number, lang: Language): string {
  const s = String(quantity);
  return lang === 'tr' ? s.replace('.', ',') : s;
}

/**
 * The draft of a revision: the answer's current version as the partner would type it (its attachment
 * is kept unless replaced).
 */
export function draftFromResponse(response: QuoteResponse, lang: Language): AnswerDraft {
  const vat = String(response.vatRate);
  const preset = (VAT_PRESETS as readonly string[]).includes(vat);
  return {
    title: response.title,
    items: response.items.map((item) => ({
      ...emptyItem(),
      description: item.description,
      quantity: quantityToText(item.quantity, lang),
      unitPrice: minorToText(item.unitPrice, lang),
    })),
    vatChoice: preset ? (vat as VatChoice) : 'custom',
    customVat: preset ? '' : vat,
    currency: response.currency,
    validUntil: response.validUntil,
    deliveryTime: response.deliveryTime ?? '',
    terms: response.terms ?? '',
    attachmentFileId: response.attachment?.id ?? null,
  };
}

/**
 * A typed quantity (`1,5`, `2`, `0.25`) as a number with at most two decimals, or null. It reads the
 * separators as {@link parseMajorAmount} does, so `1,5` and `1.5` both mean one and a half.
 */
export function parseQuantity(text: string, lang: Language): number | null {
  const hundredths = parseMajorAmount(text, lang);
  if (hundredths === null) return null;
  const quantity = hundredths / 100;
  return isValidQuantity(quantity) ? quantity : null;
}

/** The VAT rate in percent, or NaN when the custom text is not a whole number. */
export function vatRateOf(draft: Pick<AnswerDraft, 'vatChoice' | 'customVat'>): number {
  if (draft.vatChoice !== 'custom') return Number(draft.vatChoice);
  const text = draft.customVat.trim().replace(/^%/, '');
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The body of POST / PUT /api/quote-responses from the draft: `unitPrice` in minor units, `vatRate`
 * in percent. A text that does not parse becomes NaN, which the contract's schema refuses with the
 * catalogue's message (`quotes.invalidQuantity`, `quotes.invalidPrice`), so one validation path shows
 * every error.
 */
export function draftToInput(draft: AnswerDraft, lang: Language): ReviseQuoteResponseInput {
  return {
    title: draft.title,
    items: draft.items.map((item) => ({
      description: item.description,
      quantity: parseQuantity(item.quantity, lang) ?? Number.NaN,
      unitPrice: parseMajorAmount(item.unitPrice, lang) ?? Number.NaN,
    })),
    vatRate: vatRateOf(draft),
    currency: draft.currency,
    validUntil: draft.validUntil,
    deliveryTime: draft.deliveryTime,
    terms: draft.terms,
    attachmentFileId: draft.attachmentFileId,
  };
}

/** The live figures under the lines, in minor units. */
export interface DraftTotals {
  /** Each line's amount, or null while its quantity or price does not parse. */
  lineAmounts: (number | null)[];
  subtotal: number;
  vatAmount: number;
  totalAmount: number;
  /** The total passed the limit the server refuses (`quotes.totalTooLarge`). */
  tooLarge: boolean;
  /** The VAT rate used (0 while the custom rate does not parse). */
  vatRate: number;
}

/**
 * The totals of the lines that parse, by `computeQuoteTotals` (per-line rounding half up, VAT once
 * on the subtotal). Lines still being typed count as nothing until they parse.
 */
export function draftTotals(draft: AnswerDraft, lang: Language): DraftTotals {
  const parsed = draft.items.map((item) => {
    const quantity = parseQuantity(item.quantity, lang);
    const unitPrice = parseMajorAmount(item.unitPrice, lang);
    return quantity === null || unitPrice === null ? null : { description: item.description, quantity, unitPrice };
  });
  const rate = vatRateOf(draft);
  const vatRate = Number.isInteger(rate) && rate >= 0 && rate <= 100 ? rate : 0;
  const valid = parsed.filter((p): p is NonNullable<typeof p> => p !== null);
  try {
    const totals = computeQuoteTotals(valid, vatRate);
    let i = 0;
    const lineAmounts = parsed.map((p) => (p === null ? null : (totals.items[i++]?.amount ?? null)));
    return {
      lineAmounts,
      subtotal: totals.subtotal,
      vatAmount: totals.vatAmount,
      totalAmount: totals.totalAmount,
      tooLarge: false,
      vatRate,
    };
  } catch {
    return { lineAmounts: parsed.map(() => null), subtotal: 0, vatAmount: 0, totalAmount: 0, tooLarge: true, vatRate };
  }
}
