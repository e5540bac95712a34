import type { Language } from '@shared/constants';
import { formatRecentTime, intlLocale } from '@/lib/format';

/**
 * A chat or list timestamp (spec §9): the time when under 24 hours old, otherwise day and short month.
 * '' for an unparsable value.
 */
export function formatChatTime(value: string, lang: Language, now: Date = new Date()): string {
  return formatRecentTime(value, lang, { month: 'short', now: now.getTime() });
}

/** The full date and time of a message, for its `title` and `dateTime`. */
export function formatFullTime(value: string, lang: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
