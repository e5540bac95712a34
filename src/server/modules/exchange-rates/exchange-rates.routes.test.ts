/**
 * TCMB's daily rates (issue 20, comparison in one currency): the job reading a recorded copy of
 * today.xml from a local HTTP server (nothing here reaches the internet), GET /api/exchange-rates, and
 * the admin override in system settings.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, exchangeRates, systemConfig } from '../../db/schema';
import { createTestApp, signIn, TEST_ORIGIN } from '../../test/helpers';
import { ExchangeRatesFeedError, refreshExchangeRates } from './exchange-rates.service';

const FIXTURE = readFileSync(new URL('../../test/fixtures/tcmb/today-2026-11-27.xml', import.meta.url), 'utf8');
/** The next working day's bulletin: another date, the dollar dearer. */
const NEXT_DAY = FIXTURE.replace(
  'Tarih="27.11.2026" Date="11/27/2026"  Bulten_No="2026/224"',
  'Tarih="30.11.2026" Date="11/30/2026"  Bulten_No="2026/225"',
).replace('<ForexSelling>42.1234</ForexSelling>', '<ForexSelling>42.2001</ForexSelling>');
const BROKEN = {
  '/truncated.xml': NEXT_DAY.slice(0, NEXT_DAY.indexOf('Kod="EUR"') + 40),
  '/no-eur.xml': NEXT_DAY.replace(/Kod="EUR" CurrencyCode="EUR"/, 'Kod="XEU" CurrencyCode="XEU"'),
  '/bad-date.xml': NEXT_DAY.replace('Tarih="30.11.2026"', 'Tarih="31.11.2026"'),
  '/bad-figure.xml': NEXT_DAY.replace('<ForexSelling>42.2001</ForexSelling>', '<ForexSelling>42,2001</ForexSelling>'),
  '/html.xml': '<!doctype html><html><body>Bakım çalışması</body></html>',
} as const;

let feed: Server;
let base: string;
/** What the feed's today.xml answers now. */
let today = FIXTURE;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let editor: string;
let user: string;
let partner: string;

beforeAll(async () => {
  feed = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/kurlar/today.xml') {
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(today);
    } else if (path in BROKEN) {
      res.writeHead(200, { 'content-type': 'text/xml' }).end(BROKEN[path as keyof typeof BROKEN]);
    } else if (path === '/error') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    } else if (path === '/slow') {
      // Never answers: the job's timeout must give up. closeAllConnections() ends it in afterAll.
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  ctx = await createTestApp({ tcmbRatesUrl: `${base}/kurlar/today.xml` });
  [admin, editor, user, partner] = await Promise.all([
    signIn(ctx.app, 'admin@demo.example.com'),
    signIn(ctx.app, 'editor@demo.example.com'),
    signIn(ctx.app, 'kullanici@demo.example.com'),
    signIn(ctx.app, 'partner@demo.example.com'),
  ]);
});
afterAll(async () => {
  feed?.closeAllConnections();
  await new Promise((resolve) => feed?.close(resolve));
  await ctx?.close();
});

const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const storedRows = () => ctx.db.select().from(exchangeRates).orderBy(exchangeRates.rateDate, exchangeRates.currency);

describe('GET /api/exchange-rates before the job has run', () => {
  it('answers no rates, no date and no source to a signed-in caller, and 401 to a visitor', async () => {
    const res = await call('GET', '/api/exchange-rates', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rates: {}, rateDate: null, source: null });
    expect((await call('GET', '/api/exchange-rates')).statusCode).toBe(401);
  });
});

describe('refreshExchangeRates (the daily job)', () => {
  it('stores ForexSelling per ONE unit for the bulletin date from TCMB_RATES_URL (JPY is published per 100)', async () => {
    const bulletin = await refreshExchangeRates(ctx.app);
    expect(bulletin.rateDate).toBe('2026-11-27');
    const rows = await storedRows();
    const byCode = Object.fromEntries(rows.map((r) => [r.currency, r]));
    expect(byCode.USD).toMatchObject({ rateDate: '2026-11-27', rate: '42.1234' });
    expect(byCode.EUR?.rate).toBe('49.0705');
    expect(byCode.GBP?.rate).toBe('56.0921');
    // 100 JPY = 27,8003 TL → 0,278003 TL per yen, stored to four decimals.
    expect(byCode.JPY?.rate).toBe('0.2780');
    // Published with five decimals (0,02889): rounded half up to four.
    expect(byCode.KRW?.rate).toBe('0.0289');
    // SDR has no ForexSelling in the bulletin: nothing to store.
    expect(byCode.XDR).toBeUndefined();
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.rateDate))).toEqual(new Set(['2026-11-27']));
  });

  it('is idempotent: a second run on the same bulletin keeps one row per currency and the same rates', async () => {
    const before = await storedRows();
    await refreshExchangeRates(ctx.app, `${base}/kurlar/today.xml`);
    const after = await storedRows();
    expect(after.map(({ rateDate, currency, rate }) => ({ rateDate, currency, rate }))).toEqual(
      before.map(({ rateDate, currency, rate }) => ({ rateDate, currency, rate })),
    );
  });

  it.each([
    ['malformed XML', '/truncated.xml', /not well-formed XML/],
    ['a bulletin without EUR', '/no-eur.xml', /lacks EUR/],
    ['an impossible date', '/bad-date.xml', /no valid Tarih date/],
    ['a figure with a comma', '/bad-figure.xml', /invalid Unit or ForexSelling for USD/],
    ['an HTML page', '/html.xml', /no Tarih_Date root|not well-formed/],
    ['HTTP 500', '/error', /answered HTTP 500/],
    ['a 404', '/missing.xml', /answered HTTP 404/],
  ])('refuses %s with a clear error and writes nothing', async (_what, path, message) => {
    const before = await storedRows();
    const error = await refreshExchangeRates(ctx.app, `${base}${path}`).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ExchangeRatesFeedError);
    expect((error as Error).message).toMatch(message);
    expect(await storedRows()).toEqual(before);
  });

  it('gives up on a feed that does not answer in time, and on one that cannot be reached', async () => {
    const before = await storedRows();
    const slow = await refreshExchangeRates(ctx.app, `${base}/slow`, { timeoutMs: 300 }).catch((err: unknown) => err);
    expect(slow).toBeInstanceOf(ExchangeRatesFeedError);
    expect((slow as Error).message).toMatch(/did not answer within 300 ms/);
    // A port nobody listens on (the feed's own, on another address family the server does not bind).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await refreshExchangeRates(ctx.app, `http://127.0.0.1:${port}/today.xml`).catch(
      (err: unknown) => err,
    );
    expect(unreachable).toBeInstanceOf(ExchangeRatesFeedError);
    expect((unreachable as Error).message).toMatch(/unreachable/);
    expect(await storedRows()).toEqual(before);
  });
});

describe('GET /api/exchange-rates with rates', () => {
  it('answers the latest bulletin, per one unit, to every signed-in type', async () => {
    for (const cookie of [user, partner, editor]) {
      const res = await call('GET', '/api/exchange-rates', cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { rates: Record<string, number>; rateDate: string; source: string };
      expect(body).toMatchObject({ rateDate: '2026-11-27', source: 'tcmb' });
      expect(body.rates).toMatchObject({ USD: 42.1234, EUR: 49.0705, JPY: 0.278 });
    }
    today = NEXT_DAY;
    await refreshExchangeRates(ctx.app);
    const next = (await call('GET', '/api/exchange-rates', user)).json() as {
      rates: { USD: number };
      rateDate: string;
    };
    expect(next.rateDate).toBe('2026-11-30');
    expect(next.rates.USD).toBe(42.2001);
  });
});

describe('the admin override (system settings `exchangeRates`)', () => {
  const override = { enabled: true, rates: { USD: 41.5, EUR: 48.25 }, rateDate: '2026-11-26' };

  it('refuses bad values with field errors in the caller’s language and saves nothing', async () => {
    const before = await ctx.db.select().from(systemConfig).where(eq(systemConfig.key, 'exchangeRates'));
    const cases: [unknown, string[]][] = [
      [{ ...override, rates: { USD: 41.5, EUR: null } }, ['exchangeRates.rates.EUR']],
      [{ ...override, rates: { USD: 41.12345, EUR: -1 } }, ['exchangeRates.rates.EUR', 'exchangeRates.rates.USD']],
      [{ ...override, rateDate: '2026-02-30' }, ['exchangeRates.rateDate']],
      [{ ...override, rateDate: '2999-01-01' }, ['exchangeRates.rateDate']],
      [{ ...override, rateDate: null }, ['exchangeRates.rateDate']],
      [{ ...override, rates: { USD: '41,5', EUR: 48 } }, ['exchangeRates.rates.USD']],
    ];
    for (const [exchangeRates, fields] of cases) {
      const res = await call('PATCH', '/api/admin/system-config', admin, { exchangeRates });
      expect(res.statusCode, JSON.stringify(exchangeRates)).toBe(400);
      const body = res.json() as { code: string; fieldErrors: Record<string, string[]> };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fieldErrors).sort()).toEqual(fields);
    }
    const turkish = async (exchangeRates: unknown) =>
      (
        (await call('PATCH', '/api/admin/system-config', admin, { exchangeRates })).json() as {
          fieldErrors: Record<string, string[]>;
        }
      ).fieldErrors;
    expect((await turkish({ ...override, rates: { USD: 41.12345, EUR: 48 } }))['exchangeRates.rates.USD']).toEqual([
      'Kur en fazla dört ondalık basamak taşıyabilir.',
    ]);
    expect((await turkish({ ...override, rates: { USD: 41.5, EUR: null } }))['exchangeRates.rates.EUR']).toEqual([
      'Yönetici kuru açıkken bu alan zorunludur.',
    ]);
    const english = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/system-config',
      headers: { origin: TEST_ORIGIN, cookie: `${admin}; lang=en` },
      payload: { exchangeRates: { ...override, rateDate: '2999-01-01' } },
    });
    expect((english.json() as { fieldErrors: Record<string, string[]> }).fieldErrors['exchangeRates.rateDate']).toEqual(
      ['The rate date cannot be after today.'],
    );
    expect(await ctx.db.select().from(systemConfig).where(eq(systemConfig.key, 'exchangeRates'))).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await call('PATCH', '/api/admin/system-config', user, { exchangeRates: override })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/system-config', partner, { exchangeRates: override })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', '/api/admin/system-config', undefined, { exchangeRates: override })).statusCode).toBe(
      401,
    );
    expect(await ctx.db.select().from(systemConfig).where(eq(systemConfig.key, 'exchangeRates'))).toEqual([]);
  });

  it('wins while enabled (source admin), is audited, leaves TCMB’s bulletin readable, and yields when switched off', async () => {
    const saved = await call('PATCH', '/api/admin/system-config', editor, { exchangeRates: override });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { exchangeRates: unknown }).exchangeRates).toEqual(override);

    expect((await call('GET', '/api/exchange-rates', user)).json()).toEqual({
      rates: { USD: 41.5, EUR: 48.25 },
      rateDate: '2026-11-26',
      source: 'admin',
    });
    const tcmb = (await call('GET', '/api/exchange-rates?source=tcmb', user)).json() as {
      source: string;
      rateDate: string;
    };
    expect(tcmb).toMatchObject({ source: 'tcmb', rateDate: '2026-11-30' });

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'system_config.exchangeRates.updated'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      targetType: 'system_config',
      targetId: 'exchangeRates',
      details: {
        before: { enabled: false, rates: { USD: null, EUR: null }, rateDate: null },
        after: override,
      },
    });

    const off = await call('PATCH', '/api/admin/system-config', admin, {
      exchangeRates: { ...override, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/exchange-rates', user)).json()).toMatchObject({
      source: 'tcmb',
      rateDate: '2026-11-30',
    });
    // Switched off, the rates may also be emptied.
    const emptied = await call('PATCH', '/api/admin/system-config', admin, {
      exchangeRates: { enabled: false, rates: { USD: null, EUR: null }, rateDate: null },
    });
    expect(emptied.statusCode).toBe(200);
  });
});
