import type { Language } from '@shared/constants';
import { formatRecentTime, intlLocale } from '@/lib/format';

/** A notification's time as spec §9 says (see {@link formatRecentTime}): "14:05", or "12 Mart" / "12 March". */
export function formatNotificationTime(value: string, lang: Language, now: number = Date.now()): string {
  return formatRecentTime(value, lang, { month: 'long', now });
}

/** Full date and time for the tooltip of a timestamp, e.g. "12 Mart 2025 14:05". Returns '' when unparsable. */
export function formatNotificationTitle(value: string, lang: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
