import type { Language } from '@shared/constants';
import { intlLocale } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A notification's time as spec §9 says: the time of day ("14:05") when under 24 hours old, otherwise
 * day and month ("12 Mart" / "12 March"), in tr-TR or en-GB by language. A time slightly in the
 * future (clock skew) counts as recent. Returns '' for an unparsable value.
 */
export function formatNotificationTime(value: string, lang: Language, now: number = Date.now()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const recent = now - date.getTime() < DAY_MS;
  const options: Intl.DateTimeFormatOptions = recent
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'long' };
  return new Intl.DateTimeFormat(intlLocale(lang), options).format(date);
}

/** Full date and time for the tooltip of a timestamp, e.g. "12 Mart 2025 14:05". Returns '' when unparsable. */
export function formatNotificationTitle(value: string, lang: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
