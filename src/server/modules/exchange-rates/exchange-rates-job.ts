/**
 * The daily TCMB rates job on the app's job queue (issue 20; docs/decisions/022-exchange-rates.md,
 * 021-job-queue.md): a quarter of an hour after TCMB publishes on working days, with retries a while
 * apart (the feed is sometimes late or briefly down), and once at start-up when the stored bulletin is
 * older than the last working day, so a fresh install or a server that was down at 15:45 has rates.
 */
import { addDays, istanbulToday } from '@shared/calendar';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { EXCHANGE_RATES_SCHEDULE, latestTcmbRates, refreshExchangeRates } from './exchange-rates.service';

export const exchangeRatesJob = defineJob({
  name: 'exchange-rates.refresh',
  schedule: EXCHANGE_RATES_SCHEDULE.cron,
  // 15, 30, 60, 120 minutes: a late bulletin is still caught the same evening.
  retryLimit: 4,
  retryDelaySeconds: 15 * 60,
  run: async (ctx) => {
    const bulletin = await refreshExchangeRates(ctx);
    ctx.log.info({ rateDate: bulletin.rateDate }, 'TCMB exchange rates stored');
  },
});

/**
 * The last working day (Monday to Friday) on or before `today`, `YYYY-MM-DD` (Europe/Istanbul).
 * Public holidays are not known here: on one, TCMB serves the last bulletin again and the job's upsert
 * changes nothing.
 */
export function lastWorkingDay(today: string): string {
  let day = today;
  for (;;) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
    day = addDays(day, -1);
  }
}

/**
 * Whether the stored bulletin is older than the one TCMB has published by `now`: none stored, or dated
 * before the last working day (before 15:45 Istanbul time, the day before that).
 */
export async function exchangeRatesStale(db: Pick<Db, 'select'>, now: Date = new Date()): Promise<boolean> {
  const today = istanbulToday(now);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Istanbul',
    })
      .format(now)
      .replace(':', ''),
  );
  const expected = lastWorkingDay(hour >= 1545 ? today : addDays(today, -1));
  const { rateDate } = await latestTcmbRates(db);
  return rateDate === null || rateDate < expected;
}
