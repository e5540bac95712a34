import type { Language } from '@shared/constants';
import { intlLocale } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A chat or list timestamp (spec §9): the time when under 24 hours old, otherwise day and month, in
 * the language's locale (tr-TR / en-GB). '' for an unparsable value.
 */
export function formatChatTime(value: string, lang: Language, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const recent = now.getTime() - date.getTime() < DAY_MS;
  return new Intl.DateTimeFormat(
    intlLocale(lang),
    recent ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** The full date and time of a message, for its `title` and `dateTime`. */
export function formatFullTime(value: string, lang: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
