/**
 * `npm run bench:search-worst`: database time of the catalogue search for the worst inputs we can
 * construct (issue 18: "no search, whatever its input, may take more than 100 ms of database time on
 * 10k partners"), on PGlite and on PostgreSQL, over the benchmark catalogue (lib/populate.ts).
 *
 * For each input it prints
 *   - what the API does with it: `partnersQuerySchema` (the route's own contract) → 400, or the term it
 *     hands to SQL, and the EXPLAIN ANALYZE execution time of the page statement `listPartners` runs
 *     for that term (`searchPageQuery`), median over RUNS;
 *   - `sql direct`: the same statement with the input only made searchable (NFKC + folding, no length
 *     or word bound), i.e. what `f_search_query` does when handed the unbounded term. That measures the
 *     bounds inside SQL (migration 0012), the second line of defence behind the contract.
 *
 * Environment:
 *   RUNS                  timed runs per input and column (default 5; a run over 1 s stops at 3)
 *   BENCH_PARTNERS        generated partners (default 10000)
 *   BENCH_TARGETS         comma list of pglite,postgres (default both)
 *   BENCH_DATABASE_URL    admin connection for PostgreSQL (default postgres://postgres@127.0.0.1:5432/test);
 *                         the bench creates `bench_worst_<pid>` next to it and drops it at the end
 *
 * Exit code: 0 when every accepted input stayed within the budget on every target, 1 otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, queryRows, type Database } from '../../src/server/db/client';
import { runSeeds } from '../../src/server/db/seed';
import { searchPageQuery } from '../../src/server/modules/partners/partners.service';
import { partnersQuerySchema, searchableTerm, type PartnersQuery } from '../../src/shared/contracts/partners';
import { populate } from './lib/populate';
import { ms, table } from './lib/stats';

/** The goal of issue 18: database time of one search on 10k partners. */
const BUDGET_MS = 100;
const RUNS = positiveInt(process.env.RUNS, 5);
const PARTNERS = positiveInt(process.env.BENCH_PARTNERS, 10_000);

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Real typos, each 4+ letters and the prefix of no word of the catalogue, so each asks for trigram neighbours. */
const TYPOS = ['lojstik', 'gumrik', 'danısmnlık', 'ihracta', 'ambalj', 'nakliyt', 'depolma', 'sigotra', 'pazaryri'];
const cycle = (words: string[], maxChars: number) => {
  let out = '';
  for (let i = 0; ; i++) {
    const next = out ? `${out} ${words[i % words.length]}` : words[i % words.length]!;
    if (next.length > maxChars) return out;
    out = next;
  }
};

/** The inputs: each the worst of its kind within the 200 characters a caller may send. */
const WORST: { label: string; term: string }[] = [
  { label: '200 × U+FDFA (NFKC ×18)', term: '\uFDFA'.repeat(200) },
  { label: '100 one-letter words', term: 'a '.repeat(100).trim() },
  { label: '100 one-letter words, no spaces', term: 'a.'.repeat(100) },
  { label: 'typos in every word (200 chars)', term: cycle(TYPOS, 200) },
  { label: 'typos in every word (8 words)', term: TYPOS.slice(0, 8).join(' ') },
  { label: 'one 200-letter word', term: 'ş'.repeat(200) },
  { label: '8 long typo words', term: cycle(['lojistikdanismanligihizmet', 'gumrukmusavirligiihracatci'], 200) },
  { label: '8 one-letter prefixes', term: 'a e i o u s t k' },
  { label: 'mixed scripts', term: cycle(['gümrük', 'ЛОГИСТИКА', 'λογιστική', '物流', 'لوجستيات', 'İSTANBUL'], 200) },
  { label: 'lone combining marks', term: '\u0301'.repeat(200) },
  { label: 'stacked marks', term: ('a' + '\u0308'.repeat(9)).repeat(20) },
  { label: 'ligatures and full-width (NFKC)', term: cycle(['ﬁrma', 'ｌｏｊｉｓｔｉｋ', 'ǆ', '㎏', 'Ⅻ'], 200) },
  { label: 'plain: lojistik', term: 'lojistik' },
  { label: 'plain: ihracat danışmanlığı', term: 'ihracat danışmanlığı' },
];

interface Row {
  label: string;
  inChars: number;
  normChars: number;
  api: string;
  apiMs: number;
  directMs: number;
}

/** EXPLAIN ANALYZE execution time (ms) of the page statement for `term`, median over the runs. */
async function dbTime(database: Database, term: string): Promise<number> {
  const q: PartnersQuery & { search: string } = { category: undefined, limit: 20, offset: 0, search: term };
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${searchPageQuery(q)}`,
    );
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ 'Execution Time': number }];
    times.push(parsed[0]['Execution Time']);
    if (i === 2 && Math.min(...times) > 1000) break;
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(database: Database): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { label, term } of WORST) {
    const parsed = partnersQuerySchema.safeParse({ search: term });
    const direct = searchableTerm(term);
    let api: string;
    let apiMs = Number.NaN;
    if (!parsed.success) api = '400';
    else if (!parsed.data.search) api = 'no search';
    else {
      api = `${parsed.data.search.length} chars`;
      apiMs = await dbTime(database, parsed.data.search);
    }
    const directMs = direct ? await dbTime(database, direct) : Number.NaN;
    rows.push({ label, inChars: term.length, normChars: direct.length, api, apiMs, directMs });
    console.log(`    ${label}: api ${api} ${ms(apiMs)}, sql direct ${ms(directMs)}`);
  }
  return rows;
}

async function prepare(database: Database, dir: string): Promise<void> {
  await database.migrate();
  await runSeeds(database.db, { demo: true, production: false, uploadsDir: join(dir, 'uploads') });
  await populate(database.db, PARTNERS);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function runTarget(kind: 'pglite' | 'postgres', adminUrl: string): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), `bench-search-worst-${kind}-`));
  const dbName = `bench_worst_${process.pid}`;
  let admin: pg.Client | undefined;
  let database: Database | undefined;
  try {
    if (kind === 'postgres') {
      admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      database = openPostgres(withDatabase(adminUrl, dbName), 2);
    } else {
      database = await openPglite(join(dir, 'db'));
    }
    const started = performance.now();
    console.log(`\n=== ${kind}: preparing ${PARTNERS} generated partners + demo seed…`);
    await prepare(database, dir);
    console.log(`    ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return await measure(database);
  } finally {
    await database?.close().catch(() => {});
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e: unknown) => console.error(e));
      await admin.end().catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((s) => s.trim());
  console.log(`bench:search-worst — ${new Date().toISOString()} — node ${process.version} — ${RUNS} runs`);
  let over = 0;
  for (const kind of targets) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown target ${kind}`);
    const rows = await runTarget(kind, adminUrl);
    console.log(`\n=== ${kind}: EXPLAIN ANALYZE execution time, median of ${RUNS} (budget ${BUDGET_MS} ms)`);
    console.log(
      table([
        ['input', 'chars', 'NFKC chars', 'API', 'API db time', 'sql direct'],
        ...rows.map((r) => [r.label, String(r.inChars), String(r.normChars), r.api, ms(r.apiMs), ms(r.directMs)]),
      ]),
    );
    over += rows.filter((r) => r.apiMs > BUDGET_MS || r.directMs > BUDGET_MS).length;
  }
  console.log(over ? `\n${over} input(s) over the ${BUDGET_MS} ms budget` : `\nevery input within ${BUDGET_MS} ms`);
  process.exitCode = over ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
