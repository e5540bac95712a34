import type { Language } from '@shared/constants';
import { intlLocale } from '@/lib/format';

/**
 * A calendar day `YYYY-MM-DD` (an answer's `validUntil`) as "31 Aralık 2026" / "31 December 2026",
 * read in UTC so that no time zone moves it to the day before.
 */
export function formatDay(day: string, lang: Language): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A line's quantity, up to two decimals: "1,5" / "1.5". */
export function formatQuantity(quantity: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(quantity);
}
