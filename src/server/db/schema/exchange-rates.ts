/**
 * Daily exchange rates (issue 20, comparison in one currency): the Central Bank of the Republic of
 * Türkiye's ForexSelling rate of each currency in Turkish lira, one row per currency and bulletin date,
 * written by the daily job. An admin override lives in system settings (`exchangeRates`), not here.
 */
import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    /** The bulletin's date (TCMB's `Tarih`), a calendar day in Europe/Istanbul. */
    rateDate: date('rate_date').notNull(),
    /** ISO 4217 code of the foreign currency (USD, EUR, …). */
    currency: text('currency').notNull(),
    /** Turkish lira for one unit of `currency` (ForexSelling, four decimals as published). */
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rateDate, t.currency] }), check('exchange_rates_rate_check', sql`${t.rate} > 0`)],
);
