/**
 * The Central Bank of the Republic of Türkiye's daily rates (issue 20, comparison in one currency;
 * docs/decisions/022-exchange-rates.md): the job that copies TCMB's bulletin into `exchange_rates`,
 * and the rates that hold for the comparison — the admin's override while it is on, else the latest
 * bulletin.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import { RATE_DECIMALS } from '@shared/money';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { getExchangeRateOverride } from '../system-config/system-config.service';

/**
 * When the job-runner should call {@link refreshExchangeRates} (cron, Europe/Istanbul): 15:45 on working
 * days, a quarter of an hour after TCMB publishes. Also once at start-up when today's bulletin is
 * missing (see README.md here); this module schedules nothing itself.
 */
export const EXCHANGE_RATES_SCHEDULE = { cron: '45 15 * * 1-5', tz: 'Europe/Istanbul' } as const;

/** How long a fetch of the feed may take before it counts as unreachable. */
export const FEED_TIMEOUT_MS = 15_000;
/** Largest feed accepted (today.xml is about 6 kB). */
const FEED_MAX_BYTES = 1_048_576;
/** Currencies the comparison needs (the foreign currencies of quote responses): a bulletin without them is refused. */
const REQUIRED_CURRENCIES = ['USD', 'EUR'] as const;

/** The feed could not be read or did not hold a usable bulletin; nothing was written. */
export class ExchangeRatesFeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExchangeRatesFeedError';
  }
}

/** One bulletin as read from the feed: TRY per one unit, as four-decimal strings (numeric column). */
export interface TcmbBulletin {
  /** YYYY-MM-DD, from the bulletin's `Tarih` (DD.MM.YYYY). */
  rateDate: string;
  /** ISO code → TRY per ONE unit (JPY's per-100 rate divided), e.g. `{ USD: '42.1234', JPY: '0.2780' }`. */
  rates: Record<string, string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep the figures as written: they are decimals, not floats.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => name === 'Currency',
});

/** A published figure: up to 8 decimals (TCMB writes 4, a few small currencies 5). */
const DECIMAL = /^\d{1,10}(?:\.\d{1,8})?$/;
const FIGURE_DECIMALS = 8;
const SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * TRY per ONE unit in ten-thousandths: the figure for `units` units (`'27.8003'` for 100 JPY) divided
 * by `units`, rounded half up once, exactly (BigInt).
 */
function perOneUnit(figure: string, units: bigint): bigint {
  const [whole = '0', frac = ''] = figure.split('.');
  const scaled = BigInt(whole) * 10n ** BigInt(FIGURE_DECIMALS) + BigInt(frac.padEnd(FIGURE_DECIMALS, '0'));
  const divisor = units * 10n ** BigInt(FIGURE_DECIMALS - RATE_DECIMALS);
  return (2n * scaled + divisor) / (2n * divisor);
}

/** Ten-thousandths as the numeric column's text: `2780n` → `'0.2780'`. */
function fromTenThousandths(value: bigint): string {
  const whole = value / SCALE;
  return `${whole}.${String(value % SCALE).padStart(RATE_DECIMALS, '0')}`;
}

/** An element's or attribute's text, trimmed; '' for an absent, empty or nested one. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads TCMB's `today.xml` (format: docs/decisions/022-exchange-rates.md): the root `Tarih_Date` with
 * `Tarih="DD.MM.YYYY"`, one `Currency` per currency with `Kod` and children `Unit` and `ForexSelling`.
 * Takes ForexSelling (what invoices use, not Banknote) divided by `Unit` (100 for JPY), to four
 * decimals rounded half up. A currency without a ForexSelling (XDR) is skipped.
 * @throws ExchangeRatesFeedError when the XML is malformed, the date is missing or invalid, a figure
 *   is not a positive decimal, or USD or EUR is missing
 */
export function parseTcmbBulletin(xml: string): TcmbBulletin {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new ExchangeRatesFeedError(`TCMB feed is not well-formed XML: ${valid.err.msg}`);
  const doc = parser.parse(xml) as { Tarih_Date?: { '@_Tarih'?: string; Currency?: Record<string, unknown>[] } };
  const root = doc.Tarih_Date;
  if (!root) throw new ExchangeRatesFeedError('TCMB feed has no Tarih_Date root element');
  const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root['@_Tarih'] ?? '');
  const rateDate = day ? `${day[3]}-${day[2]}-${day[1]}` : '';
  const parsed = new Date(`${rateDate}T00:00:00Z`);
  if (!day || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== rateDate) {
    throw new ExchangeRatesFeedError(`TCMB feed has no valid Tarih date: ${JSON.stringify(root['@_Tarih'] ?? null)}`);
  }
  const rates: Record<string, string> = {};
  for (const currency of root.Currency ?? []) {
    const code = text(currency['@_Kod']);
    const selling = text(currency.ForexSelling);
    if (!/^[A-Z]{3}$/.test(code)) throw new ExchangeRatesFeedError(`TCMB feed has a currency without a valid Kod`);
    if (selling === '') continue;
    const unit = text(currency.Unit);
    if (!/^[1-9]\d{0,6}$/.test(unit) || !DECIMAL.test(selling)) {
      throw new ExchangeRatesFeedError(`TCMB feed has an invalid Unit or ForexSelling for ${code}`);
    }
    const perOne = perOneUnit(selling, BigInt(unit));
    // Worth less than 0.00005 TRY a unit: four decimals cannot hold it (`rate > 0` is checked), and no
    // offer is priced in it.
    if (perOne <= 0n) continue;
    rates[code] = fromTenThousandths(perOne);
  }
  const missing = REQUIRED_CURRENCIES.filter((c) => !(c in rates));
  if (missing.length > 0) throw new ExchangeRatesFeedError(`TCMB feed lacks ${missing.join(' and ')}`);
  return { rateDate, rates };
}

/** The text of a response body in the encoding its XML declaration names (UTF-8 unless it says otherwise). */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const encoding = /<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (err) {
    throw new ExchangeRatesFeedError(`TCMB feed is not valid ${encoding}`, { cause: err });
  }
}

/**
 * The daily job (issue 20): fetches TCMB's bulletin and writes one row per currency for its date
 * (`exchange_rates`, TRY per one unit), replacing that date's rows if they exist, so a second run on
 * the same day changes nothing but `fetched_at`. All rows in one transaction: a bad feed writes none.
 * Scheduled by the job-runner ({@link EXCHANGE_RATES_SCHEDULE}), not here.
 * @param ctx the database and logger (`app`, or a stub)
 * @param url the feed (default `ctx.config.tcmbRatesUrl`, i.e. TCMB_RATES_URL)
 * @param options.timeoutMs how long the fetch may take (default {@link FEED_TIMEOUT_MS})
 * @returns the bulletin written
 * @throws ExchangeRatesFeedError when the feed is unreachable, slow, answers non-2xx, is too large or
 *   is not a usable bulletin ({@link parseTcmbBulletin})
 */
export async function refreshExchangeRates(
  ctx: Pick<ServiceContext, 'db' | 'log' | 'config'>,
  url: string = ctx.config.tcmbRatesUrl,
  options: { timeoutMs?: number } = {},
): Promise<TcmbBulletin> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  let bytes: Uint8Array;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } });
    if (!res.ok) throw new ExchangeRatesFeedError(`TCMB feed answered HTTP ${res.status}`);
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    if (err instanceof ExchangeRatesFeedError) throw err;
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ExchangeRatesFeedError(
      timedOut ? `TCMB feed did not answer within ${timeoutMs} ms` : `TCMB feed is unreachable: ${String(err)}`,
      { cause: err },
    );
  }
  if (bytes.byteLength > FEED_MAX_BYTES) throw new ExchangeRatesFeedError('TCMB feed is larger than 1 MB');
  const bulletin = parseTcmbBulletin(decode(bytes));
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values(
        Object.entries(bulletin.rates).map(([currency, rate]) => ({ rateDate: bulletin.rateDate, currency, rate })),
      )
      .onConflictDoUpdate({
        target: [exchangeRates.rateDate, exchangeRates.currency],
        set: { rate: sql`excluded.rate`, fetchedAt: sql`now()` },
      });
  });
  ctx.log.info(
    { rateDate: bulletin.rateDate, currencies: Object.keys(bulletin.rates).length },
    'exchange rates refreshed from TCMB',
  );
  return bulletin;
}

/**
 * TCMB's latest bulletin as stored: TRY per one unit of each currency, and its date; empty (`rates: {}`,
 * `rateDate` and `source` null) before the job has run once.
 */
export async function latestTcmbRates(db: Pick<Db, 'select'>): Promise<ExchangeRates> {
  const [latest] = await db
    .select({ rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!latest) return { rates: {}, rateDate: null, source: null };
  const rows = await db
    .select({ currency: exchangeRates.currency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.rateDate, latest.rateDate));
  return {
    rates: Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)])),
    rateDate: latest.rateDate,
    source: 'tcmb',
  };
}

/**
 * GET /api/exchange-rates: the rates the comparison converts with. The admin's override in system
 * settings while it is on (USD and EUR, `source: 'admin'`), else TCMB's latest bulletin
 * ({@link latestTcmbRates}); empty when neither exists, and the comparison then says so.
 */
export async function currentExchangeRates(db: Pick<Db, 'select'>): Promise<ExchangeRates> {
  const override = await getExchangeRateOverride(db);
  const { USD, EUR } = override.rates;
  if (override.enabled && USD != null && EUR != null && override.rateDate) {
    return { rates: { USD, EUR }, rateDate: override.rateDate, source: 'admin' };
  }
  return latestTcmbRates(db);
}
