/**
 * The platform's calendar: days are Europe/Istanbul days written `YYYY-MM-DD` (project dates "minimum
 * today", spec §5; an answer's `validUntil`; "verified now", decision 028; TCMB's bulletin dates).
 */

/**
 * One formatter for every call: building an `Intl.DateTimeFormat` with a time zone costs tens of
 * microseconds, and the catalogue asks for today on every search (11 % of the server's CPU in the long
 * tail bench before it was shared; docs/benchmarks.md).
 */
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Istanbul as `YYYY-MM-DD`. `now` is injectable for tests. */
export function istanbulToday(now: Date = new Date()): string {
  return ISTANBUL_DAY.format(now);
}

/** `days` calendar days after the `YYYY-MM-DD` day `from` (negative: before). */
export function addDays(from: string, days: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
