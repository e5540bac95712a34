/**
 * `npm run bench:catalogue`: load test of the catalogue search (GET /api/partners) on 10,000
 * generated partners, over PGlite and over PostgreSQL, against a naive ILIKE search on the same data.
 *
 * Layout: this file is both the driver and (with `--serve`) the server. The driver runs autocannon; a
 * child process prepares the database and serves the real app (`buildApp`) plus a second, bench-only
 * Fastify instance with the naive search. Separate processes matter on a 2-core machine: autocannon and
 * the server on one event loop would measure each other.
 *
 * Environment:
 *   DURATION              seconds of load per measurement (default 20; e.g. DURATION=3 for a smoke run)
 *   CONNECTIONS           concurrent connections (default 50)
 *   BENCH_PARTNERS        generated partners (default 10000)
 *   BENCH_TARGETS         comma list of pglite,postgres (default both)
 *   BENCH_CACHE_TTL_MS    the app's catalogue page cache TTL (default 0 = off, every request hits the database;
 *                         production's default is 5000)
 *   BENCH_DATABASE_URL    admin connection for PostgreSQL (default postgres://postgres@127.0.0.1:5432/test);
 *                         the bench creates `bench_<pid>` next to it and drops it at the end
 *   BENCH_EXPLAIN=1       print EXPLAIN ANALYZE of the slowest requests even when the p95 goal is met
 *   BENCH_PHASES          comma list of mix,longtail (default both). `mix`: the fixed request mix above
 *                         against a naive ILIKE search. `longtail` (issue 21): requests that are all new —
 *                         searches, facet counts and suggestions drawn from the generated vocabulary with
 *                         typos, cities, trade codes and filter combinations (lib/long-tail.ts) — each
 *                         measured alone, beside the same server's trivial JSON route (`/healthz`) and
 *                         `/api/categories`, with the share of the trivial route's throughput printed
 *   BENCH_CPU_PROF=<dir>  profile the server's CPU during each long-tail kind and write one profile per kind
 *                         into <dir> (`<target>-<kind>.cpuprofile`: Chrome DevTools, or
 *                         `node --import tsx scripts/bench/cpu-profile-top.ts <file>`)
 *
 * Scale: BENCH_PARTNERS=100000 for the issue's 100k run (preparing it takes minutes).
 *
 * Exit code: 0 when every response was 2xx without errors or timeouts, 1 otherwise (2 on a crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import { partners } from '../../src/server/db/schema';
import { runSeeds } from '../../src/server/db/seed';
import { summaryColumns } from '../../src/server/modules/partners/partners.service';
import { type PartnersQuery, type PartnersQueryInput, partnersQuerySchema } from '../../src/shared/contracts/partners';
import { longTail } from './lib/long-tail';
import { populate } from './lib/populate';
import { ms, quantile, table } from './lib/stats';

/** The p95 goal on PostgreSQL (issue 2, Benchmarks). */
const P95_GOAL_MS = 25;
const DURATION_S = positiveInt(process.env.DURATION, 20);
const CONNECTIONS = positiveInt(process.env.CONNECTIONS, 50);
/** The app's catalogue page cache (CATALOGUE_CACHE_TTL_MS in production, default 5000); 0 measures the database path. */
const CACHE_TTL_MS = Number(process.env.BENCH_CACHE_TTL_MS ?? 0);
const PARTNERS = positiveInt(process.env.BENCH_PARTNERS, 10_000);
const WARMUP_S = Math.min(5, DURATION_S);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'mix,longtail').split(',').map((x) => x.trim()));
/** Long-tail goals (issue 21): p95 in milliseconds; search throughput as a share of the trivial route. */
const LONG_TAIL_GOALS = { search: 50, facets: 50, suggest: 20, searchShare: 0.25 } as const;
/** The issue's own cases, counted on the generated catalogue (correctness at scale). */
const ISSUE_CASES = [
  'EUR.1',
  'EUR1',
  'EUR 1',
  'A.TR',
  'ATR',
  'ATA karnesi',
  '8471.30',
  'lojistik istanbul',
  'istanbul',
  'izmir',
  'gumruk mersin',
  'türkiye',
];
/** Hard stop for the whole run, so a hung server never keeps the machine busy. */
const WATCHDOG_MS = 30 * 60_000;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

// ---------------------------------------------------------------------------------------------
// The request mix
// ---------------------------------------------------------------------------------------------

/**
 * Search terms as users type them: plain ASCII for accented words ('gumruk'), upper case with Turkish
 * letters ('GÜMRÜK', 'ISPARTA'), a typo ('lojstik'), inflected words, a hyphenated word, two words.
 */
const SEARCH_TERMS = [
  'gumruk',
  'GÜMRÜK',
  'lojistik',
  'lojstik',
  'danışmanlık',
  'istanbul',
  'pazar',
  'e-ticaret',
  'ambalaj',
  'izmir',
  'ISPARTA',
  'amazon',
  'ihracat danışmanlığı',
] as const;

/** One request of the mix: a catalogue query as the client sends it, and its label in the report. */
interface Probe extends Pick<PartnersQueryInput, 'search' | 'category' | 'offset'> {
  label: string;
}

/** Everything the catalogue page asks for: searches, category filters, both, first page, deeper pages. */
const PROBES: Probe[] = [
  ...SEARCH_TERMS.map((search) => ({ label: `search=${search}`, search })),
  { label: 'category=gumruk', category: 'gumruk' },
  { label: 'category=lojistik', category: 'lojistik' },
  { label: 'category=eticaret', category: 'eticaret' },
  { label: 'category=it', category: 'it' },
  { label: 'search=istanbul&category=lojistik', search: 'istanbul', category: 'lojistik' },
  { label: 'search=gumruk&category=gumruk', search: 'gumruk', category: 'gumruk' },
  { label: 'search=pazar&category=pazaryeri', search: 'pazar', category: 'pazaryeri' },
  { label: 'search=danışmanlık&category=finans', search: 'danışmanlık', category: 'finans' },
  { label: '(first page)' },
  { label: 'offset=20', offset: 20 },
  { label: 'offset=200', offset: 200 },
  { label: 'offset=2000', offset: 2000 },
  { label: 'search=lojistik&offset=20', search: 'lojistik', offset: 20 },
  { label: 'category=gumruk&offset=40', category: 'gumruk', offset: 40 },
];

function probePath(p: Probe): string {
  const qs = new URLSearchParams();
  if (p.search !== undefined) qs.set('search', p.search);
  if (p.category) qs.set('category', p.category);
  if (p.offset) qs.set('offset', String(p.offset));
  const s = qs.toString();
  return s ? `/api/partners?${s}` : '/api/partners';
}

// ---------------------------------------------------------------------------------------------
// Server side (child process, `--serve`)
// ---------------------------------------------------------------------------------------------

type ServeMessage =
  | { type: 'ready'; ours: number; naive: number; partners: number; prepareMs: number }
  | { type: 'error'; message: string }
  | { type: 'profiled' };

/** Driver → server: start the CPU profiler, or stop it and write the profile to `file`. */
type ProfileMessage = { type: 'profile-start' } | { type: 'profile-stop'; file: string };

/**
 * The naive search the benchmark compares against: ILIKE '%term%' over three columns, same filters,
 * same page size, same count, same response shape. It does not fold Turkish case or accents.
 */
async function naiveList(db: Db, q: PartnersQuery) {
  const filters: SQL[] = [eq(partners.isActive, true), eq(partners.isApproved, true)];
  if (q.category) filters.push(eq(partners.serviceCategory, q.category));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(partners.companyName, pattern),
        ilike(partners.shortDescription, pattern),
        ilike(partners.descriptionText, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const [items, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.followersCount), desc(partners.createdAt), desc(partners.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

async function serve(): Promise<void> {
  const kind = process.env.BENCH_KIND;
  const target = process.env.BENCH_TARGET ?? '';
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const send = (m: ServeMessage) => process.send?.(m);
  let database: Database | undefined;
  try {
    const started = performance.now();
    // Pool size as in production (openDatabase uses openPostgres' default).
    database = kind === 'postgres' ? openPostgres(target) : await openPglite(target);
    await database.migrate();
    await runSeeds(database.db, { demo: true, production: false, uploadsDir: join(dataDir, 'uploads') });
    await populate(database.db, PARTNERS);
    const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(partners);
    const prepareMs = performance.now() - started;

    const app = await buildApp({
      database,
      dataDir,
      publicUrl: 'http://127.0.0.1',
      logger: false,
      catalogueCacheTtlMs: CACHE_TTL_MS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const db = database.db;
    const naive = Fastify({ logger: false });
    naive.get('/api/partners', async (req, reply) => {
      // The app's own query contract: same defaults, limits and trimming as the real route.
      const { items, total } = await naiveList(db, partnersQuerySchema.parse(req.query));
      reply.header('x-total-count', String(total));
      return items;
    });
    // Whether the previous measurement is still being worked off, so the next one starts clean.
    // Open HTTP requests are not enough: autocannon drops a timed-out request's socket, but its
    // handler and queries keep running. So also count busy pool clients (PostgreSQL) and time a
    // `SELECT 1`, which on PGlite queues behind every pending query.
    let openRequests = 0;
    for (const server of [app.server, naive.server]) {
      server.on('request', (_req, res) => {
        openRequests++;
        res.once('close', () => openRequests--);
      });
    }
    const pool = database.pool;
    naive.get('/bench/busy', async () => {
      const pingMs = await database!.ping();
      const poolBusy = pool ? pool.totalCount - pool.idleCount + pool.waitingCount : 0;
      return { openRequests: openRequests - 1, poolBusy, pingMs };
    });
    await naive.listen({ port: 0, host: '127.0.0.1' });

    const port = (s: typeof naive.server) => (s.address() as { port: number }).port;
    const shutdown = async () => {
      await naive.close();
      await app.close();
      await database?.close();
      process.exit(0);
    };
    const profiler = new inspector.Session();
    process.on('message', (m: 'stop' | ProfileMessage) => {
      if (m === 'stop') void shutdown();
      else if (m.type === 'profile-start') {
        profiler.connect();
        void profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start'));
      } else if (m.type === 'profile-stop') {
        void profiler.post('Profiler.stop').then(({ profile }) => {
          writeFileSync(m.file, JSON.stringify(profile));
          profiler.disconnect();
          send({ type: 'profiled' });
        });
      }
    });
    // The driver died: never linger as an orphan holding the database.
    process.on('disconnect', () => void shutdown());
    send({ type: 'ready', ours: port(app.server), naive: port(naive.server), partners: n, prepareMs });
  } catch (err) {
    // Drizzle wraps the driver's error: its `cause` carries the PostgreSQL message.
    const cause = err instanceof Error && err.cause instanceof Error ? `\ncaused by: ${err.cause.message}` : '';
    send({ type: 'error', message: `${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}` });
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// Driver side
// ---------------------------------------------------------------------------------------------

interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses per HTTP status, e.g. `{ 200: 950, 500: 3 }`. */
  statuses: Record<string, number>;
  /** Latency samples per request path, to find the slow queries. */
  perPath: Map<string, number[]>;
}

/** Runs autocannon against `port` with the whole request mix and collects every latency sample. */
async function load(
  port: number,
  seconds: number,
  connections = CONNECTIONS,
  nextPath?: () => string,
): Promise<LoadFigures> {
  const samples: number[] = [];
  const perPath = new Map<string, number[]>();
  const paths = PROBES.map(probePath);
  let next = 0;
  // Long-tail kinds are new on every request: one bucket per kind, not per path.
  const bucketOf = nextPath ? (path: string) => path.split('?')[0]! : (path: string) => path;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 10,
    // One rotation shared by all connections: every request kind gets its share even when some are
    // slow (a per-connection list would leave the slow server stuck on the first few kinds).
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const path = nextPath ? nextPath() : paths[next++ % paths.length]!;
          context.path = path;
          return { ...request, path };
        },
      },
    ],
  });
  instance.on('response', (client, _status, _bytes, responseTime) => {
    samples.push(responseTime);
    const tagged = client.requestIterator.context.path;
    const path = typeof tagged === 'string' ? bucketOf(tagged) : '?';
    let list = perPath.get(path);
    if (!list) perPath.set(path, (list = []));
    list.push(responseTime);
  });
  const result: AutocannonResult = await instance;
  return {
    rps: result.requests.average,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p99: quantile(samples, 0.99),
    requests: samples.length,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, v]) => [code, v.count])),
    perPath,
  };
}

/**
 * Waits (at most `maxMs`) until the servers are idle: no open request, no busy pool client and a
 * fast `SELECT 1`, twice in a row. One measurement must not pay for the backlog of the previous one.
 * @returns seconds waited.
 */
async function drain(naivePort: number, maxMs = 600_000): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  while (performance.now() - started < maxMs) {
    try {
      // The check itself waits behind the backlog on PGlite: give up after a while and ask again.
      const res = await fetch(`http://127.0.0.1:${naivePort}/bench/busy`, { signal: AbortSignal.timeout(30_000) });
      const busy = (await res.json()) as { openRequests: number; poolBusy: number; pingMs: number };
      quiet = busy.openRequests <= 0 && busy.poolBusy === 0 && busy.pingMs < 20 ? quiet + 1 : 0;
    } catch {
      quiet = 0; // timed out or the connection was reset while the server was busy
    }
    if (quiet === 2) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.warn(`    WARNING: the servers were still busy after ${maxMs / 1000} s; measuring anyway`);
  return maxMs / 1000;
}

/** X-Total-Count of one request (for the correctness comparison) and its latency on a quiet server. */
async function totalOf(port: number, path: string): Promise<{ total: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  await res.arrayBuffer();
  return { total: Number(res.headers.get('x-total-count')), ms: performance.now() - started };
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ready: Extract<ServeMessage, { type: 'ready' }> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before it was ready`)));
    child.on('message', (m: ServeMessage) => {
      if (m.type === 'ready') resolve({ child, ready: m });
      else if (m.type === 'error') reject(new Error(`bench server failed:\n${m.message}`));
    });
  });
}

/**
 * Runs `run` under the server's CPU profiler when BENCH_CPU_PROF names a directory, writing
 * `<dir>/<target>-<name>.cpuprofile`; otherwise just runs it.
 */
function profiler(child: ChildProcess, target: string) {
  const dir = process.env.BENCH_CPU_PROF;
  return async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    if (!dir) return run();
    child.send({ type: 'profile-start' } satisfies ProfileMessage);
    const result = await run();
    const written = new Promise<void>((resolve) => {
      const onMessage = (m: ServeMessage) => {
        if (m.type !== 'profiled') return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
    });
    const file = join(dir, `${target}-${name}.cpuprofile`);
    child.send({ type: 'profile-stop', file } satisfies ProfileMessage);
    await written;
    console.log(`    CPU profile: ${file}`);
    return result;
  };
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.removeAllListeners('message');
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
  });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The SQL `listPartners` (src/server/modules/partners/partners.service.ts) runs for a probe, written
 * out so EXPLAIN ANALYZE can show where the time goes. Keep in step with the service.
 */
function mirroredQueries(p: Probe): { page: string; count: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = ['is_active', 'is_approved'];
  if (p.category) {
    params.push(p.category);
    where.push(`service_category = $${params.length}`);
  }
  let order = 'followers_count DESC, created_at DESC, id DESC';
  let from = 'partners';
  if (p.search) {
    params.push(p.search);
    const n = params.length;
    from = `f_search_query($${n}) AS fq(q), partners`;
    where.push(`search_vector @@ fq.q`);
    order = `ts_rank(rank_vector, fq.q) DESC, followers_count DESC, id DESC`;
  }
  const w = where.join(' AND ');
  return {
    page: `SELECT id, username, company_name, short_description, description, followers_count FROM ${from} WHERE ${w} ORDER BY ${order} LIMIT 20 OFFSET ${p.offset ?? 0}`,
    count: `SELECT count(*)::int FROM ${from} WHERE ${w}`,
    params,
  };
}

async function explain(url: string, slow: Probe[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const p of slow) {
      const q = mirroredQueries(p);
      for (const [what, text] of [
        ['page', q.page],
        ['count', q.count],
      ] as const) {
        const res = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`,
          q.params,
        );
        console.log(`\n  EXPLAIN ANALYZE — ${p.label} — ${what} query:`);
        for (const row of res.rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end();
  }
}

/** One long-tail kind measured alone. */
interface LongTailRow {
  kind: 'trivial' | 'reference' | 'search' | 'facets' | 'suggest';
  label: string;
  figures: LoadFigures;
}

interface TargetReport {
  name: string;
  partners: number;
  prepareS: number;
  ours?: LoadFigures;
  naive?: LoadFigures;
  longTail?: LongTailRow[];
  /** X-Total-Count of each of the issue's cases on the generated catalogue. */
  cases?: { term: string; total: number; ms: number }[];
  /** Per search term: X-Total-Count of ours and of the naive search. */
  matches: { term: string; ours: number; naive: number; oursMs: number; naiveMs: number }[];
}

function summaryRow(name: string, f: LoadFigures): string[] {
  return [
    name,
    f.rps.toFixed(0),
    ms(f.p50),
    ms(f.p95),
    ms(f.p99),
    String(f.requests),
    String(f.errors),
    String(f.timeouts),
    String(f.non2xx),
  ];
}

function perPathTable(ours: LoadFigures, naive: LoadFigures): string {
  const rows: string[][] = [['request', 'ours p50', 'ours p95', 'naive p50', 'naive p95']];
  const byP95 = PROBES.map((p) => ({ p, path: probePath(p) })).sort(
    (a, b) => quantile(ours.perPath.get(b.path) ?? [], 0.95) - quantile(ours.perPath.get(a.path) ?? [], 0.95),
  );
  for (const { p, path } of byP95) {
    const o = ours.perPath.get(path) ?? [];
    const n = naive.perPath.get(path) ?? [];
    rows.push([p.label, ms(quantile(o, 0.5)), ms(quantile(o, 0.95)), ms(quantile(n, 0.5)), ms(quantile(n, 0.95))]);
  }
  return table(rows);
}

async function runTarget(kind: 'pglite' | 'postgres', adminUrl: string): Promise<TargetReport> {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dir = mkdtempSync(join(tmpdir(), `bench-catalogue-${kind}-`));
  const dbName = `bench_${process.pid}`;
  let admin: pg.Client | undefined;
  let child: ChildProcess | undefined;
  // Also run on Ctrl-C or the watchdog: no temp dir or bench database survives the run.
  const cleanup = async () => {
    if (child) await stopServer(child);
    if (admin) {
      await admin
        .query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
        .catch((e: unknown) => console.error('could not drop', dbName, e));
      await admin.end().catch(() => {});
      admin = undefined;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    let target = join(dir, 'db');
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      target = withDatabase(adminUrl, dbName);
    }
    console.log(`\n=== ${name}: preparing ${PARTNERS} generated partners + demo seed…`);
    const started = await startServer({
      BENCH_KIND: kind,
      BENCH_TARGET: target,
      BENCH_DATA_DIR: dir,
      BENCH_PARTNERS: String(PARTNERS),
    });
    child = started.child;
    const { ready } = started;
    console.log(
      `    ${ready.partners} partners in ${(ready.prepareMs / 1000).toFixed(1)} s; app on :${ready.ours}, naive on :${ready.naive}`,
    );

    const settle = async (what: string) => {
      const waited = await drain(ready.naive);
      if (waited > 1)
        console.log(`    (${what}: waited ${waited.toFixed(0)} s for the servers to finish requests still in flight)`);
    };
    const report: TargetReport = { name, partners: ready.partners, prepareS: ready.prepareMs / 1000, matches: [] };
    if (PHASES.has('mix')) await runMix(report, ready, target, kind, settle);
    if (PHASES.has('longtail')) await runLongTail(report, ready.ours, settle, profiler(child, kind));
    return report;
  } finally {
    await cleanup();
    cleanups.delete(cleanup);
  }
}

type Ready = Extract<ServeMessage, { type: 'ready' }>;

/** The fixed mix against the naive search (issue 2's benchmark). */
async function runMix(
  report: TargetReport,
  ready: Ready,
  target: string,
  kind: 'pglite' | 'postgres',
  settle: (what: string) => Promise<void>,
): Promise<void> {
  {
    // Correctness first (quiet server): how many results each search finds for each term.
    const matches: TargetReport['matches'] = [];
    for (const term of SEARCH_TERMS) {
      const path = probePath({ label: term, search: term });
      // Twice, keeping the second: the first one also pays for plan caches and cold pages.
      await totalOf(ready.ours, path);
      await totalOf(ready.naive, path);
      const ours = await totalOf(ready.ours, path);
      const naive = await totalOf(ready.naive, path);
      matches.push({ term, ours: ours.total, naive: naive.total, oursMs: ours.ms, naiveMs: naive.ms });
    }

    console.log(`    warm-up ${WARMUP_S} s each…`);
    await load(ready.ours, WARMUP_S, 10);
    await settle('after warm-up of ours');
    await load(ready.naive, WARMUP_S, 10);
    await settle('after warm-up of naive');
    console.log(
      `    load: ${CONNECTIONS} connections × ${DURATION_S} s, ${PROBES.length} request kinds in rotation; catalogue cache ${CACHE_TTL_MS > 0 ? `${CACHE_TTL_MS} ms` : 'off'}`,
    );
    const ours = await load(ready.ours, DURATION_S);
    await settle('after the load on ours');
    const naive = await load(ready.naive, DURATION_S);
    await settle('after the load on naive');

    Object.assign(report, { ours, naive, matches });
    printTarget(report, ours, naive);

    if (kind === 'postgres' && (ours.p95 > P95_GOAL_MS || process.env.BENCH_EXPLAIN === '1')) {
      const slow = PROBES.map((p) => ({ p, p95: quantile(ours.perPath.get(probePath(p)) ?? [], 0.95) }))
        .sort((a, b) => b.p95 - a.p95)
        .slice(0, 2)
        .map((x) => x.p);
      console.log(
        `\n  p95 ${ms(ours.p95)} vs goal ${P95_GOAL_MS} ms: plans of the two slowest requests (quiet server)`,
      );
      await explain(target, slow);
    }
  }
}

/**
 * The long tail (issue 21): each kind alone for DURATION_S at CONNECTIONS, every request new, after the
 * trivial route and the reference data on the same server; then the issue's cases, counted once each.
 */
async function runLongTail(
  report: TargetReport,
  port: number,
  settle: (what: string) => Promise<void>,
  profile: <T>(name: string, run: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const gen = longTail();
  const kinds: { kind: LongTailRow['kind']; label: string; next: () => string }[] = [
    { kind: 'trivial', label: 'GET /healthz (trivial JSON)', next: () => '/healthz' },
    { kind: 'reference', label: 'GET /api/categories', next: () => '/api/categories' },
    { kind: 'search', label: 'search (GET /api/partners)', next: gen.search },
    { kind: 'facets', label: 'facets (GET /api/partners/facets)', next: gen.facets },
    { kind: 'suggest', label: 'suggest (GET /api/search/suggest)', next: gen.suggest },
  ];
  console.log(
    `    long tail: warm-up ${WARMUP_S} s, then each kind alone, ${CONNECTIONS} connections × ${DURATION_S} s`,
  );
  await load(port, WARMUP_S, 10, gen.search);
  await settle('after the long-tail warm-up');
  const rows: LongTailRow[] = [];
  for (const k of kinds) {
    const figures = await profile(k.kind, () => load(port, DURATION_S, CONNECTIONS, k.next));
    rows.push({ kind: k.kind, label: k.label, figures });
    await settle(`after ${k.label}`);
  }
  const cases: NonNullable<TargetReport['cases']> = [];
  for (const term of ISSUE_CASES) {
    const path = `/api/partners?${new URLSearchParams({ search: term })}`;
    await totalOf(port, path);
    const { total, ms: took } = await totalOf(port, path);
    cases.push({ term, total, ms: took });
  }
  report.longTail = rows;
  report.cases = cases;
  printLongTail(report);
}

/** The long-tail goal of a kind, in ms of p95 (none for the reference routes). */
function goalOf(kind: LongTailRow['kind']): number | undefined {
  return kind === 'search' || kind === 'facets' || kind === 'suggest' ? LONG_TAIL_GOALS[kind] : undefined;
}

function printLongTail(r: TargetReport): void {
  const rows = r.longTail ?? [];
  const trivial = rows.find((x) => x.kind === 'trivial')?.figures.rps ?? NaN;
  console.log(`\n--- ${r.name}: long tail, ${r.partners} partners (every request new) ---`);
  console.log(
    table([
      ['request', 'req/s', 'share of trivial', 'p50', 'p95', 'p99', 'p95 goal', 'errors', 'timeouts', 'non-2xx'],
      ...rows.map(({ kind, label, figures: f }) => {
        const goal = goalOf(kind);
        return [
          label,
          f.rps.toFixed(0),
          `${((f.rps / trivial) * 100).toFixed(1)} %`,
          ms(f.p50),
          ms(f.p95),
          ms(f.p99),
          goal === undefined ? '' : `≤ ${goal} ms: ${f.p95 <= goal ? 'met' : 'MISSED'}`,
          String(f.errors),
          String(f.timeouts),
          String(f.non2xx),
        ];
      }),
    ]),
  );
  const search = rows.find((x) => x.kind === 'search')?.figures.rps ?? 0;
  const share = search / trivial;
  console.log(
    `search throughput / trivial route: ${(share * 100).toFixed(1)} % (goal ≥ ${LONG_TAIL_GOALS.searchShare * 100} %: ${share >= LONG_TAIL_GOALS.searchShare ? 'met' : 'MISSED'})`,
  );
  console.log("\nthe issue's cases on this catalogue (X-Total-Count, one request on a quiet server):");
  console.log(
    table([['term', 'matches', 'latency'], ...(r.cases ?? []).map((c) => [c.term, String(c.total), ms(c.ms)])]),
  );
}

function printTarget(r: TargetReport, ours: LoadFigures, naive: LoadFigures): void {
  console.log(`\n--- ${r.name}: GET /api/partners, ${r.partners} partners ---`);
  console.log(
    table([
      ['search', 'req/s', 'p50', 'p95', 'p99', 'requests', 'errors', 'timeouts', 'non-2xx'],
      summaryRow('ours (FTS + trigram)', ours),
      summaryRow('naive (ILIKE)', naive),
    ]),
  );
  for (const [which, f] of [
    ['ours', ours],
    ['naive', naive],
  ] as const) {
    if (f.non2xx > 0) console.log(`${which}: responses by HTTP status ${JSON.stringify(f.statuses)}`);
  }
  console.log(
    `ratio ours/naive: req/s ×${(ours.rps / naive.rps).toFixed(2)}, p95 ×${(ours.p95 / naive.p95).toFixed(2)} (below 1 = ours faster)`,
  );
  console.log('\nper request, under the same load (sorted by our p95):');
  console.log(perPathTable(ours, naive));
  console.log('\nmatches per search term (X-Total-Count) and latency of one request on a quiet server:');
  console.log(
    table([
      ['term', 'ours', 'naive', 'ours (quiet)', 'naive (quiet)'],
      ...r.matches.map((m) => [m.term, String(m.ours), String(m.naive), ms(m.oursMs), ms(m.naiveMs)]),
    ]),
  );
  const naiveNone = r.matches.filter((m) => m.naive === 0).map((m) => m.term);
  const oursNone = r.matches.filter((m) => m.ours === 0).map((m) => m.term);
  console.log(
    `naive finds nothing for ${naiveNone.length} of ${r.matches.length} terms${naiveNone.length ? ` (${naiveNone.join(', ')})` : ''}; ` +
      `ours for ${oursNone.length}${oursNone.length ? ` (${oursNone.join(', ')})` : ''}`,
  );
}

const cleanups = new Set<() => Promise<void>>();

/** Runs the pending cleanups (bounded by 20 s) and exits. */
async function cleanupAndExit(code: number): Promise<never> {
  const force = setTimeout(() => process.exit(code), 20_000);
  await Promise.allSettled([...cleanups].map((c) => c()));
  clearTimeout(force);
  process.exit(code);
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as (
    'pglite' | 'postgres'
  )[];
  const watchdog = setTimeout(() => {
    console.error(`bench:catalogue: still running after ${WATCHDOG_MS / 60_000} min, giving up`);
    void cleanupAndExit(2);
  }, WATCHDOG_MS);
  watchdog.unref();

  console.log(`bench:catalogue — ${new Date().toISOString()} — node ${process.version}`);
  const reports: TargetReport[] = [];
  for (const kind of targets) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown target ${String(kind)}`);
    reports.push(await runTarget(kind, adminUrl));
  }

  console.log('\n=== summary ===');
  const mixed = reports.flatMap((r) => (r.ours && r.naive ? [{ r, ours: r.ours, naive: r.naive }] : []));
  if (mixed.length) {
    console.log(
      table([
        [
          'target',
          'ours req/s',
          'ours p50',
          'ours p95',
          'ours p99',
          'naive req/s',
          'naive p95',
          'req/s ratio',
          'p95 ratio',
        ],
        ...mixed.map(({ r, ours, naive }) => [
          r.name,
          ours.rps.toFixed(0),
          ms(ours.p50),
          ms(ours.p95),
          ms(ours.p99),
          naive.rps.toFixed(0),
          ms(naive.p95),
          `×${(ours.rps / naive.rps).toFixed(2)}`,
          `×${(ours.p95 / naive.p95).toFixed(2)}`,
        ]),
      ]),
    );
  }
  const pgMix = mixed.find((m) => m.r.name === 'PostgreSQL');
  if (pgMix) {
    const met = pgMix.ours.p95 <= P95_GOAL_MS;
    console.log(`PostgreSQL p95 goal ≤ ${P95_GOAL_MS} ms: ${met ? 'met' : 'MISSED'} (${ms(pgMix.ours.p95)})`);
  }
  const tails = reports.filter((r) => r.longTail);
  if (tails.length) {
    console.log(`\nlong tail (${PARTNERS} partners; p95 and share of the trivial route's req/s):`);
    const kinds = ['search', 'facets', 'suggest', 'reference'] as const;
    console.log(
      table([
        ['target', 'trivial req/s', ...kinds.map((k) => `${k} req/s (share) p95`)],
        ...tails.map((r) => {
          const by = new Map(r.longTail!.map((x) => [x.kind, x.figures]));
          const trivial = by.get('trivial')!.rps;
          return [
            r.name,
            trivial.toFixed(0),
            ...kinds.map((k) => {
              const f = by.get(k)!;
              return `${f.rps.toFixed(0)} (${((f.rps / trivial) * 100).toFixed(1)} %) ${ms(f.p95)}`;
            }),
          ];
        }),
      ]),
    );
  }
  const failures = reports.flatMap((r) =>
    [
      ...(r.ours && r.naive ? [['ours', r.ours] as const, ['naive', r.naive] as const] : []),
      ...(r.longTail ?? []).map((x) => [x.label, x.figures] as const),
    ]
      .filter(([, f]) => f.errors + f.timeouts + f.non2xx > 0 || f.requests === 0)
      .map(
        ([which, f]) =>
          `${r.name} ${which}: ${f.requests} responses (by status ${JSON.stringify(f.statuses)}), ${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx`,
      ),
  );
  if (failures.length) {
    console.error(`\nFAILED: not every request got a clean 2xx (or none completed):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanupAndExit(130));
  await main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 2;
  });
}
