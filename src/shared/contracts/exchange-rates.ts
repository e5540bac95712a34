/**
 * `GET /api/exchange-rates` (issue 20, comparison in one currency): Turkish lira per unit of each
 * foreign currency, the bulletin date they hold for, and where they come from.
 */
import { z } from 'zod';

export const exchangeRatesSchema = z.object({
  /** TRY per one unit, e.g. `{ USD: 34.5123, EUR: 36.8011 }`; TRY itself is 1 and not listed. */
  rates: z.record(z.string(), z.number().positive()),
  /** The bulletin date (YYYY-MM-DD, Europe/Istanbul) the rates hold for; null when none is known. */
  rateDate: z.string().nullable(),
  /** `tcmb`: the Central Bank's ForexSelling; `admin`: the override in system settings. */
  source: z.enum(['tcmb', 'admin']).nullable(),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/**
 * The Central Bank of the Republic of Türkiye's latest bulletin (published on working days around
 * 15:30 Europe/Istanbul; on other days it still holds the last one). The server reads it from
 * `TCMB_RATES_URL`, which defaults to this.
 */
export const TCMB_TODAY_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';

/**
 * Query of GET /api/exchange-rates: `source=tcmb` answers TCMB's latest bulletin even while the admin
 * override is on (the settings screen shows it beside the override); without it, the rates that hold.
 */
export const exchangeRatesQuerySchema = z.object({ source: z.enum(['tcmb']).optional() });
export type ExchangeRatesQuery = z.infer<typeof exchangeRatesQuerySchema>;
