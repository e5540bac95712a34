import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema';
import { APP_JOBS } from '../../jobs/app-jobs';
import { createTestApp } from '../../test/helpers';
import { exchangeRatesJob, exchangeRatesStale, lastWorkingDay } from './exchange-rates-job';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A moment given in Istanbul time (UTC+3 all year). */
const istanbul = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

describe('the daily TCMB rates job', () => {
  it('is on the queue, on working days a quarter of an hour after TCMB publishes', () => {
    expect(APP_JOBS).toContain(exchangeRatesJob);
    expect(exchangeRatesJob.schedule).toBe('45 15 * * 1-5');
  });

  it('knows the last working day (weekends roll back to Friday)', () => {
    expect(lastWorkingDay('2026-11-27')).toBe('2026-11-27'); // Friday
    expect(lastWorkingDay('2026-11-28')).toBe('2026-11-27'); // Saturday
    expect(lastWorkingDay('2026-11-29')).toBe('2026-11-27'); // Sunday
    expect(lastWorkingDay('2026-11-30')).toBe('2026-11-30'); // Monday
  });

  it('runs at start-up only when the stored bulletin is older than the one published by now', async () => {
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-27', '16:00'))).toBe(true); // none stored
    await ctx.db.insert(exchangeRates).values([
      { rateDate: '2026-11-26', currency: 'USD', rate: '42.1000' },
      { rateDate: '2026-11-26', currency: 'EUR', rate: '49.0000' },
    ]);
    // Friday before 15:45: Thursday's bulletin is the latest there is.
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-27', '15:44'))).toBe(false);
    // Friday after 15:45: Friday's is out.
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-27', '15:45'))).toBe(true);
    await ctx.db.insert(exchangeRates).values({ rateDate: '2026-11-27', currency: 'USD', rate: '42.1234' });
    // The weekend and Monday morning: Friday's bulletin is still the latest.
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-29', '12:00'))).toBe(false);
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-30', '09:00'))).toBe(false);
    expect(await exchangeRatesStale(ctx.db, istanbul('2026-11-30', '16:00'))).toBe(true);
  });
});
