/**
 * `npm run bench:search-index`: the in-process catalogue index (src/server/modules/search/
 * catalogue-index.ts; issue 21, docs/decisions/032) on generated partners, without a database.
 *
 * 1. Builds BENCH_PARTNERS documents from lib/generate.ts in memory (the texts the SQL document would
 *    hold: name + city, short description + category names + services + trade codes, description,
 *    country + target markets + market names) and their tsvector texts as the loader reads them from
 *    the database (approximated in JavaScript by lib/document-vectors.ts, untimed), builds the index
 *    (parsing the vectors and indexing: what a process does after the load) and reports build time,
 *    heap and RSS.
 * 2. Runs the long-tail searches, facet counts and suggestions (prefixes of a term being typed) of
 *    lib/long-tail.ts in this process, one at a time: p50/p95/p99 per kind and queries per second on
 *    one core.
 * 3. Serves the index from a small Fastify app in a child process (`--serve`: search, facets and a
 *    trivial `/healthz`) and loads it with autocannon at CONNECTIONS for DURATION seconds per route:
 *    req/s, p95, p99 and the search / healthz ratio (the issue asks ≥ 25 %).
 *
 * Environment: BENCH_PARTNERS (default 10000), DURATION (seconds per route, default 10), CONNECTIONS
 * (default 50), BENCH_QUERIES (in-process queries per kind, default 2000), BENCH_HTTP=0 (skip the HTTP part).
 *
 * Not measured here: Turkish stems (they come from PostgreSQL's stemmer when the index is loaded from
 * a database; the generated documents have none, so each word is matched by prefix and typo only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';
import Fastify from 'fastify';
import { CATEGORY_SLUGS, COMPANY_SIZES } from '../../src/shared/constants';
import { partnerFacetsQuerySchema, partnersQuerySchema } from '../../src/shared/contracts/partners';
import { suggestQuerySchema } from '../../src/shared/contracts/search';
import { countryName, parseMarkets } from '../../src/shared/countries';
import { tradeCodeTokens } from '../../src/shared/trade-codes';
import { CATEGORIES, SERVICE_POOLS } from '../../src/server/db/seed/reference-data';
import { CatalogueIndex, type IndexedPartner } from '../../src/server/modules/search/catalogue-index';
import { searchFold } from '../../src/server/modules/search/search-text';
import { queryParams } from '../../src/server/test/query-params';
import { categoryLexemes, documentVectors, foldedLexemes } from './lib/document-vectors';
import { generatePartner, prng } from './lib/generate';
import { longTail } from './lib/long-tail';
import { ms, quantile, table } from './lib/stats';

const PARTNERS = positiveInt(process.env.BENCH_PARTNERS, 10_000);
const DURATION_S = positiveInt(process.env.DURATION, 10);
const CONNECTIONS = positiveInt(process.env.CONNECTIONS, 50);
const QUERIES = positiveInt(process.env.BENCH_QUERIES, 2000);
const TODAY = '2026-06-01';
const LANGUAGES = ['tr', 'en', 'de', 'fr', 'ar', 'ru'];

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Service ids per category, numbered in the order of SERVICE_POOLS. */
function servicePools(): Map<string, { id: number; name: string }[]> {
  let id = 0;
  return new Map(CATEGORY_SLUGS.map((slug) => [slug, SERVICE_POOLS[slug].map((s) => ({ id: ++id, name: s.name }))]));
}

/** A generated partner: the index's document, with the texts its vectors were made from. */
export type GeneratedPartner = IndexedPartner & { text: { a: string; b: string; c: string; d: string } };

/** The categories as the loader reads them, with their lexemes (the seed's order is the sort order). */
const INDEX_CATEGORIES = CATEGORIES.map((c, i) => ({
  ...c,
  sortOrder: i,
  lexemes: categoryLexemes(c.name, c.nameEn),
  nameLexemes: categoryLexemes(c.name, c.nameEn),
}));

/** The service pool as the loader reads it, for the suggestions. */
const INDEX_SERVICES = [...servicePools().values()]
  .flat()
  .map((s) => ({ ...s, folded: searchFold(s.name), lexemes: foldedLexemes(s.name) }));

/** The generated catalogue as the index's documents (texts concatenated as the SQL document's). */
export function generateDocuments(count: number): GeneratedPartner[] {
  const rand = prng(20260101);
  const pools = servicePools();
  const names = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const out: GeneratedPartner[] = [];
  for (let i = 0; i < count; i++) {
    const p = generatePartner(i, CATEGORY_SLUGS, rand);
    const pool = pools.get(p.serviceCategory)!;
    const services = pool.filter(() => rand() < 0.4);
    const category = names.get(p.serviceCategory)!;
    const extra = [category.name, category.nameEn, ...services.map((s) => s.name)].join(' ');
    const codes = tradeCodeTokens(
      `${p.companyName} ${p.shortDescription} ${p.descriptionText} ${p.targetMarkets} ${extra}`,
    );
    const markets = parseMarkets(p.targetMarkets);
    const marketNames = markets.map((m) => `${countryName(m, 'tr')} ${countryName(m, 'en')}`).join(' ');
    const reviewCount = rand() < 0.6 ? Math.floor(rand() * 40) : 0;
    const text = {
      a: `${p.companyName} ${p.city}`,
      b: `${p.shortDescription}  ${extra} ${codes.join(' ')}`,
      c: `${p.descriptionText} `,
      d: `${p.country} ${p.targetMarkets} ${marketNames}`,
    };
    out.push({
      id: i + 1,
      userId: i + 1,
      username: p.username,
      companyName: p.companyName,
      logo: null,
      category: p.serviceCategory,
      text,
      vectors: documentVectors(text, p.city),
      city: p.city,
      markets,
      languages: LANGUAGES.filter((l, j) => j === 0 || rand() < 0.3),
      services,
      companySize: COMPANY_SIZES[Math.floor(rand() * COMPANY_SIZES.length)]!,
      reviewCount,
      ratingSum: Math.round(reviewCount * (2.5 + rand() * 2.5)),
      capabilities: {},
      verifiedUntil: rand() < 0.3 ? '2027-01-01' : null,
      followersCount: p.followersCount,
      createdAt: p.createdAt.getTime(),
      responseMedian: rand() < 0.4 ? Math.floor(rand() * 200_000) : null,
    });
  }
  return out;
}

function buildIndex(count: number, docs = generateDocuments(count)): { index: CatalogueIndex; seconds: number } {
  const started = performance.now();
  const index = CatalogueIndex.build(INDEX_CATEGORIES, docs, { services: INDEX_SERVICES });
  // The vocabulary and trigram index are built on the first query: count them in the build.
  index.search(partnersQuerySchema.parse({ search: 'lojistik' }), TODAY);
  return { index, seconds: (performance.now() - started) / 1000 };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------
// Server side (child process, `--serve`)

async function serve(): Promise<void> {
  const { index } = buildIndex(PARTNERS);
  const app = Fastify({ logger: false });
  app.get('/healthz', () => ({ ok: true }));
  app.get('/api/partners', (req, reply) => {
    const q = partnersQuerySchema.parse(req.query);
    const { ids, total } = index.search(q, TODAY);
    void reply.header('x-total-count', String(total));
    return ids.map((id) => ({ id }));
  });
  app.get('/api/partners/facets', (req) => index.facets(partnerFacetsQuerySchema.parse(req.query), TODAY));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (m) => {
    if (m === 'stop') void app.close().then(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------
// Driver

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(port: number, next: () => string, seconds = DURATION_S): Promise<Figures> {
  const samples: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  const result: AutocannonResult = await instance;
  return {
    rps: result.requests.average,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p99: quantile(samples, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`index server exited with code ${code} before it was ready`)));
    child.on('message', (m: { type: string; port: number }) => {
      if (m.type === 'ready') resolve({ child, port: m.port });
    });
  });
}

async function main(): Promise<void> {
  console.log(`search index bench: ${PARTNERS} generated partners, node ${process.version}`);
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const { index, seconds } = buildIndex(PARTNERS);
  globalThis.gc?.();
  const mem = process.memoryUsage();
  console.log(
    table([
      ['partners', 'build', 'heap (index + docs)', 'heap total used', 'RSS'],
      [String(index.size), `${seconds.toFixed(2)} s`, mb(mem.heapUsed - heapBefore), mb(mem.heapUsed), mb(mem.rss)],
    ]),
  );
  if (!globalThis.gc) console.log('(run with node --expose-gc for exact heap figures)');

  // In-process: one query at a time on this core.
  const gen = longTail();
  const rows: string[][] = [['kind (in process)', 'queries', 'q/s', 'mean', 'p50', 'p95', 'p99', 'max']];
  const slowest: string[][] = [['kind', 'time', 'request (the slowest of each kind: where the tail comes from)']];
  for (const kind of ['search', 'facets', 'suggest'] as const) {
    const paths = Array.from({ length: QUERIES }, () => gen[kind]());
    const queries = paths.map((p) => queryParams(p.split('?')[1] ?? ''));
    const times: number[] = [];
    const started = performance.now();
    for (const raw of queries) {
      const t0 = performance.now();
      if (kind === 'search') index.search(partnersQuerySchema.parse(raw), TODAY);
      else if (kind === 'facets') index.facets(partnerFacetsQuerySchema.parse(raw), TODAY);
      else index.suggest('tr', suggestQuerySchema.parse(raw).q, TODAY);
      times.push(performance.now() - t0);
    }
    const total = (performance.now() - started) / 1000;
    for (const i of times
      .map((_, i) => i)
      .sort((x, y) => times[y]! - times[x]!)
      .slice(0, 5)) {
      slowest.push([kind, ms(times[i]!), decodeURIComponent(paths[i]!)]);
    }
    rows.push([
      kind,
      String(QUERIES),
      (QUERIES / total).toFixed(0),
      `${(times.reduce((x, y) => x + y, 0) / times.length).toFixed(2)} ms`,
      ms(quantile(times, 0.5)),
      ms(quantile(times, 0.95)),
      ms(quantile(times, 0.99)),
      ms(Math.max(...times)),
    ]);
  }
  console.log(`\n${table(rows)}`);
  console.log(`\n${table(slowest)}`);

  // Upserts (a partner edited: its vectors parsed, a new ordinal, its old one a tombstone), then a query.
  const changed = generateDocuments(Math.min(200, PARTNERS)).map((d, i) => {
    const text = { ...d.text, a: `${d.text.a} Yenifirma${i}` };
    return { ...d, id: i * Math.max(1, Math.floor(PARTNERS / 200)) + 1, text, vectors: documentVectors(text, d.city) };
  });
  const upsertStarted = performance.now();
  for (const d of changed) index.upsert(d);
  const upsertMs = (performance.now() - upsertStarted) / changed.length;
  const queryStarted = performance.now();
  index.search(partnersQuerySchema.parse({ search: 'yenifirma1' }), TODAY);
  console.log(
    `\nupsert: ${upsertMs.toFixed(2)} ms per partner (${changed.length} partners, each with a new word); ` +
      `first search after them ${(performance.now() - queryStarted).toFixed(1)} ms`,
  );

  if (process.env.BENCH_HTTP === '0') return;
  // Over HTTP, in a child process, at CONNECTIONS.
  const { child, port } = await startServer();
  try {
    const routes = [
      { label: 'GET /healthz (trivial JSON)', next: () => '/healthz' },
      { label: 'search (GET /api/partners)', next: gen.search },
      { label: 'facets (GET /api/partners/facets)', next: gen.facets },
    ];
    await load(port, gen.search, Math.min(3, DURATION_S));
    const figures: Figures[] = [];
    for (const r of routes) figures.push(await load(port, r.next));
    const trivial = figures[0]!.rps;
    console.log(`\nHTTP, ${CONNECTIONS} connections × ${DURATION_S} s per route (every request new):`);
    console.log(
      table([
        ['route', 'req/s', 'share of /healthz', 'p50', 'p95', 'p99', 'errors', 'non-2xx'],
        ...routes.map((r, i) => {
          const f = figures[i]!;
          return [
            r.label,
            f.rps.toFixed(0),
            `${((f.rps / trivial) * 100).toFixed(1)} %`,
            ms(f.p50),
            ms(f.p95),
            ms(f.p99),
            String(f.errors),
            String(f.non2xx),
          ];
        }),
      ]),
    );
    if (figures.some((f) => f.errors > 0 || f.non2xx > 0)) process.exitCode = 1;
  } finally {
    child.send('stop');
    await new Promise((r) => child.once('exit', r));
  }
}

// Run only as a script (the documents generator is also imported by other benches).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--serve')) await serve();
  else {
    await main().catch((err: unknown) => {
      console.error(err);
      process.exitCode = 2;
    });
  }
}
