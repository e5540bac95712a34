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

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** The language's formatter of an Istanbul day (`long`, or `full`: with the weekday) and its time of day. */
function dateTimeFormat(lang: Language, dateStyle: 'long' | 'full'): Intl.DateTimeFormat {
  const key = `${lang}:${dateStyle}`;
  let format = dateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { dateStyle, timeStyle: 'short', timeZone: 'Europe/Istanbul' });
    dateTimes.set(key, format);
  }
  return format;
}

/**
 * An instant as a long date with the Istanbul time of day: `15 Aralık 2026 09:00` /
 * `15 December 2026 at 09:00` (a download link's expiry, the next allowed data export).
 * @param value an ISO instant or a Date
 * @returns '' for an unparsable value
 */
export function formatLongDateTime(value: string | Date, lang: Language): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  return dateTimeFormat(lang, 'long').format(at);
}

/**
 * An instant's Istanbul day and time of day apart, for texts that place them themselves (a mail
 * template's `{{date}} {{time}}`), from the same formatter as {@link formatLongDateTime}:
 * `{ date: '15 Aralık 2026', time: '09:00' }` / `{ date: '15 December 2026', time: '09:00' }`; with
 * `weekday` (a maintenance window, which readers plan by the day of the week) `15 Aralık 2026 Salı` /
 * `Tuesday, 15 December 2026`. The time is 24-hour, `00:00` at midnight.
 * @param value an ISO instant or a Date
 * @returns both '' for an unparsable value
 */
export function formatDateAndTime(
  value: string | Date,
  lang: Language,
  options: { weekday?: boolean } = {},
): { date: string; time: string } {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  const parts = dateTimeFormat(lang, options.weekday ? 'full' : 'long').formatToParts(at);
  // Both locales write the day first, then a joiner (' ' or ' at '), then the time from its hour on.
  const hour = parts.findIndex((part) => part.type === 'hour');
  const join = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { date: join(0, parts[hour - 1]?.type === 'literal' ? hour - 1 : hour), time: join(hour, parts.length) };
}

/** A file size in B, KB or MB with at most one decimal, in the language's number format (spec §3 File): `10 KB`, `1,5 MB`. */
export function formatFileSize(bytes: number, lang: Language): string {
  const one = (n: number) => n.toLocaleString(localeOf(lang), { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${one(bytes / 1024)} KB`;
  return `${one(bytes / 1024 / 1024)} MB`;
}
