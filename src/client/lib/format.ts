import type { Language } from '@shared/constants';
import { localeOf } from '@shared/reader-format';

// Written once for the client and the server's notifications and mails (docs/decisions/038).
export { formatFileSize } from '@shared/reader-format';

/** The Intl locale of a UI language: tr-TR or en-GB (DESIGN.md "Behaviour"). */
export function intlLocale(lang: Language): string {
  return localeOf(lang);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number with the language's grouping: 12.500 in Turkish, 12,500 in English. */
export function formatNumber(value: number, lang: Language): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** A percent figure (0–100) with at most one decimal, as the language writes it: %99,9 in Turkish, 99.9% in English. */
export function formatPercent(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A list timestamp as spec §9 says: the time of day ("14:05") when under 24 hours old, otherwise day and
 * month ("12 Mar" / "12 Mart" with `month: 'short'`, "12 March" with `'long'`), in tr-TR or en-GB. A
 * time slightly in the future (clock skew) counts as recent. Returns '' for an unparsable value.
 * @param now epoch milliseconds to compare with (tests)
 */
export function formatRecentTime(
  value: string,
  lang: Language,
  { month = 'long', now = Date.now() }: { month?: 'short' | 'long'; now?: number } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const recent = now - date.getTime() < DAY_MS;
  return new Intl.DateTimeFormat(
    intlLocale(lang),
    recent ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month },
  ).format(date);
}

/** The highest count a badge spells out (spec §9: "Badges cap at '99+'"). */
export const BADGE_MAX = 99;

/** A badge's text: the count up to 99, '99+' above, null at 0 (or for a count not known yet): no badge. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** A calendar date, e.g. "12 Mart 2025" / "12 March 2025". Returns '' for an unparsable value. */
export function formatDate(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long' }).format(date);
}

/** Date and time to the second, e.g. "12.03.2025 14:05:09" / "12/03/2025, 14:05:09". */
export function formatDateTime(value: string | Date, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
}

/**
 * How long ago `value` was, in the largest whole unit: "5 dakika önce", "3 saat önce", "6 gün önce" /
 * "6 days ago" (Intl.RelativeTimeFormat). '' for an unparsable value; a future time counts as now.
 * @param now epoch milliseconds to compare with (tests)
 */
export function formatAge(value: string, lang: Language, now = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 48 * 60) return rtf.format(-Math.floor(minutes / 60), 'hour');
  return rtf.format(-Math.floor(minutes / 1440), 'day');
}

/**
 * Splits an uptime in seconds into whole hours and remaining minutes (spec §9: "Uptime shown in
 * hours and minutes"). Negative or non-finite input counts as zero.
 */
export function splitUptime(seconds: number): { hours: number; minutes: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
}
