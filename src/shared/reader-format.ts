/**
 * How values are written for a reader (issue 22 "The reader's language"; docs/decisions/038): one
 * place for the dates and sizes that notifications, mails, PDFs and the client show, so a day is
 * `15 Aralık 2026` / `15 December 2026` and a file `10 KB` wherever it appears. Money is
 * `formatMoney` in `money.ts`. Locales are tr-TR and en-GB (ARCHITECTURE.md, i18n); the platform's
 * calendar is Türkiye's (Europe/Istanbul).
 *
 * Pure functions with type-only imports: the server and the client load this module as it is.
 */
import type { Language } from './constants';

/** The Intl locale of a language: tr-TR or en-GB. */
export function localeOf(lang: Language): 'tr-TR' | 'en-GB' {
  return lang === 'en' ? 'en-GB' : 'tr-TR';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar day or an instant as a long date: `15 Aralık 2026` / `15 December 2026`.
 * @param value a `YYYY-MM-DD` day (read as that calendar day, whatever the time zone) or an instant
 *   (an ISO string or a Date: the day it is in Istanbul)
 * @returns '' for an unparsable value
 */
export function formatLongDate(value: string | Date, lang: Language): string {
  const at = typeof value === 'string' ? new Date(DAY.test(value) ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(at.getTime())) return '';
  let format = longDates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: 'Europe/Istanbul' });
    longDates.set(lang, format);
  }
  return format.format(at);
}

const longDateTimes = new Map<Language, Intl.DateTimeFormat>();

/**
 * An instant as a long date with the Istanbul time of day: `15 Aralık 2026 09:00` /
 * `15 December 2026 at 09:00` (a maintenance window, a download link's expiry).
 * @param value an ISO instant or a Date
 * @returns '' for an unparsable value
 */
export function formatLongDateTime(value: string | Date, lang: Language): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  let format = longDateTimes.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    });
    longDateTimes.set(lang, format);
  }
  return format.format(at);
}

/** A file size in B, KB or MB with at most one decimal, in the language's number format (spec §3 File): `10 KB`, `1,5 MB`. */
export function formatFileSize(bytes: number, lang: Language): string {
  const one = (n: number) => n.toLocaleString(localeOf(lang), { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${one(bytes / 1024)} KB`;
  return `${one(bytes / 1024 / 1024)} MB`;
}
