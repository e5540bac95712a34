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
