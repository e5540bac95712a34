import type { Language } from '@shared/constants';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The Intl locale of a UI language: tr-TR or en-GB (DESIGN.md "Behaviour"). */
export function intlLocale(lang: Language): string {
  return LOCALES[lang];
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
 * Splits an uptime in seconds into whole hours and remaining minutes (spec §9: "Uptime shown in
 * hours and minutes"). Negative or non-finite input counts as zero.
 */
export function splitUptime(seconds: number): { hours: number; minutes: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) };
}

/** A file size in B, KB or MB with at most one decimal, in the language's number format (spec §3 File). */
export function formatFileSize(bytes: number, lang: Language): string {
  const one = (n: number) => n.toLocaleString(intlLocale(lang), { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${one(bytes / 1024)} KB`;
  return `${one(bytes / 1024 / 1024)} MB`;
}
