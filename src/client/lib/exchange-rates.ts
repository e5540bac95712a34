/**
 * The exchange rates offers are compared with (issue 20, comparison in one currency): GET
 * /api/exchange-rates, which two features read — the quote comparison (features/quotes) and the
 * settings screen beside the admin override (features/system-config) — so it lives here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import { type ExchangeRates, exchangeRatesSchema, type ExchangeRatesQuery } from '@shared/contracts/exchange-rates';
import { RATE_DECIMALS } from '@shared/money';
import { apiGet, withQuery } from '@/lib/api';
import { intlLocale } from '@/lib/format';
import { sharedKeys } from '@/lib/query-keys';

/**
 * GET /api/exchange-rates: TRY per one unit of each currency, the day they hold for and their source
 * (`tcmb` or `admin`); `{ source: 'tcmb' }` asks for TCMB's latest bulletin whatever the override.
 * @throws {ApiError} 401 `UNAUTHORIZED` when signed out.
 */
export function fetchExchangeRates(query: ExchangeRatesQuery = {}, signal?: AbortSignal): Promise<ExchangeRates> {
  return apiGet(withQuery('/api/exchange-rates', query), import.meta.env.DEV && exchangeRatesSchema, signal);
}

/**
 * Query options of {@link fetchExchangeRates}. Rates change once a working day: an open page
 * refetches after an hour (the app's default is never).
 */
export const exchangeRatesQueryOptions = (query: ExchangeRatesQuery = {}) =>
  queryOptions({
    queryKey: [...sharedKeys.exchangeRates, query.source ?? 'current'],
    queryFn: ({ signal }) => fetchExchangeRates(query, signal),
    staleTime: 60 * 60_000,
  });

/** The rates that hold (or TCMB's with `{ source: 'tcmb' }`); `enabled` false skips the call. */
export function useExchangeRates(query: ExchangeRatesQuery = {}, enabled = true) {
  return useQuery({ ...exchangeRatesQueryOptions(query), enabled });
}

/** A rate with its four decimals, as TCMB writes it: "42,1234" / "42.1234". */
export function formatRate(rate: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: RATE_DECIMALS,
    maximumFractionDigits: RATE_DECIMALS,
  }).format(rate);
}

/**
 * A bulletin day `YYYY-MM-DD` in short numeric form, "27.11.2026" / "27/11/2026", read in UTC so that
 * no time zone moves it to the day before.
 */
export function formatRateDate(day: string, lang: Language): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
