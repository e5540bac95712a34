/**
 * The figures of a comparison of answers (issue 20, comparison in one currency): each answer's total
 * in lira at the rates, the cheapest and the fastest, and the orders the table can be sorted in.
 */
import type { Currency } from '@shared/constants';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import type { QuoteResponse } from '@shared/contracts/quotes';
import { parseDeliveryDays } from '@shared/delivery-time';
import { toTry } from '@shared/money';
import { cheapestAnswerId } from './group';

/**
 * How the cheapest answer was found: `currency` — every competing answer is in one currency, compared
 * as it is; `rates` — several currencies, compared as lira totals at the rates; `none` — several
 * currencies and no rate for one of them, so only answers in the same currency are compared.
 */
export type PriceBasis = 'currency' | 'rates' | 'none';

export interface AnswerComparison {
  /** Answer id → its total with VAT in kuruş at the rates (the total itself for TRY); null without a rate. */
  tryTotals: ReadonlyMap<number, number | null>;
  /** Answer id → its delivery time in days ({@link parseDeliveryDays}); null when the text is not read. */
  deliveryDays: ReadonlyMap<number, number | null>;
  basis: PriceBasis;
  /** The cheapest answer's id, or null (fewer than two competing, a tie, or `basis` none). */
  cheapest: number | null;
  /** With `basis` none: the cheapest answer of each currency two or more competing answers are in. */
  cheapestByCurrency: ReadonlyMap<Currency, number>;
  /** The answer with the shortest delivery time among the readable ones, or null (fewer than two, a tie). */
  fastest: number | null;
  /** Whether any answer is in a currency other than the lira (the lira totals and rates are then shown). */
  foreign: boolean;
}

/** Answers that compete: sent or accepted, not declined or withdrawn (as {@link cheapestAnswerId}). */
function competing(answers: readonly (QuoteResponse | null)[]): QuoteResponse[] {
  return answers.filter((a): a is QuoteResponse => a != null && (a.status === 'sent' || a.status === 'accepted'));
}

/** The id of the one answer with the lowest `value`, among at least two with a value; null on a tie. */
function uniqueMin(answers: readonly QuoteResponse[], value: (a: QuoteResponse) => number | null): number | null {
  const scored = answers.flatMap((a) => {
    const v = value(a);
    return v == null ? [] : [{ id: a.id, v }];
  });
  if (scored.length < 2) return null;
  const min = Math.min(...scored.map((s) => s.v));
  const best = scored.filter((s) => s.v === min);
  return best.length === 1 ? best[0]!.id : null;
}

/**
 * Compares the answers of one request group.
 * @param answers each partner's live answer, or null while it waits
 * @param rates GET /api/exchange-rates, or null while unknown (loading, failed): lira answers are
 *   still compared, answers in another currency only among themselves
 */
export function compareAnswers(
  answers: readonly (QuoteResponse | null)[],
  rates: Pick<ExchangeRates, 'rates'> | null,
): AnswerComparison {
  const present = answers.filter((a): a is QuoteResponse => a != null);
  const tryTotals = new Map(present.map((a) => [a.id, toTry(a.totalAmount, a.currency, rates?.rates ?? {})]));
  const deliveryDays = new Map(present.map((a) => [a.id, parseDeliveryDays(a.deliveryTime)]));
  const running = competing(answers);
  const currencies = new Set(running.map((a) => a.currency));

  let basis: PriceBasis;
  let cheapest: number | null = null;
  const cheapestByCurrency = new Map<Currency, number>();
  if (currencies.size <= 1) {
    basis = 'currency';
    cheapest = cheapestAnswerId(answers);
  } else if (running.every((a) => tryTotals.get(a.id) != null)) {
    basis = 'rates';
    cheapest = uniqueMin(running, (a) => tryTotals.get(a.id) ?? null);
  } else {
    basis = 'none';
    for (const currency of currencies) {
      const id = uniqueMin(
        running.filter((a) => a.currency === currency),
        (a) => a.totalAmount,
      );
      if (id != null) cheapestByCurrency.set(currency, id);
    }
  }

  return {
    tryTotals,
    deliveryDays,
    basis,
    cheapest,
    cheapestByCurrency,
    fastest: uniqueMin(running, (a) => deliveryDays.get(a.id) ?? null),
    foreign: present.some((a) => a.currency !== 'TRY'),
  };
}

/** The orders of the comparison's columns: as the form listed the partners, by price, by delivery time. */
export const COMPARISON_ORDERS = ['sent', 'price', 'delivery'] as const;
export type ComparisonOrder = (typeof COMPARISON_ORDERS)[number];

/**
 * The columns in `order`: by price (the lira total at the rates, or the total when all are in one
 * currency) or by delivery days, lowest first; answers without that figure (waiting, declined, not
 * convertible, delivery time not read) follow in their own order. `sent` keeps the given order.
 */
export function sortColumns<T extends { answer: QuoteResponse | null }>(
  columns: readonly T[],
  order: ComparisonOrder,
  comparison: AnswerComparison,
): T[] {
  if (order === 'sent') return [...columns];
  const key = (answer: QuoteResponse | null): number | null => {
    if (!answer || (answer.status !== 'sent' && answer.status !== 'accepted')) return null;
    if (order === 'delivery') return comparison.deliveryDays.get(answer.id) ?? null;
    if (comparison.basis === 'currency') return answer.totalAmount;
    if (comparison.basis === 'rates') return comparison.tryTotals.get(answer.id) ?? null;
    return null;
  };
  const keyed = columns.map((column, index) => ({ column, index, key: key(column.answer) }));
  keyed.sort((a, b) => {
    if (a.key == null || b.key == null) return a.key == null ? (b.key == null ? a.index - b.index : 1) : -1;
    return a.key - b.key || a.index - b.index;
  });
  return keyed.map((k) => k.column);
}
