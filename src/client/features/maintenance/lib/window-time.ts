import type { Language } from '@shared/constants';

/** A window's time in the reader's time zone, day and hour: `12 Ara 2026 02:00`. */
export function formatWindowTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** `start – end`, the end without its day when both fall on the same day. */
export function formatWindowRange(startsAt: string, endsAt: string, lang: Language): string {
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const end =
    day(startsAt) === day(endsAt)
      ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(endsAt))
      : formatWindowTime(endsAt, lang);
  return `${formatWindowTime(startsAt, lang)} – ${end}`;
}

/** Whether the window is in force at `now` (epoch ms). */
export const isActiveAt = (w: { startsAt: string; endsAt: string }, now: number): boolean =>
  Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt);

/**
 * The `<input type="datetime-local">` value of an instant, in the browser's time zone (the form works
 * in the admin's own clock; the server stores the instant).
 */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a `datetime-local` value in the browser's time zone, as ISO 8601; '' when empty or invalid. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
