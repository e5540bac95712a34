import type { Language } from '@shared/constants';
import { formatLongDate } from '@shared/reader-format';
import { intlLocale } from '@/lib/format';

/**
 * A calendar day `YYYY-MM-DD` (an answer's `validUntil`) as "31 Aralık 2026" / "31 December 2026", as
 * the server's notifications and mails write it (`formatLongDate`); an unreadable value as it is.
 */
export function formatDay(day: string, lang: Language): string {
  return formatLongDate(day.slice(0, 10), lang) || day;
}

/** A line's quantity, up to two decimals: "1,5" / "1.5". */
export function formatQuantity(quantity: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(quantity);
}
