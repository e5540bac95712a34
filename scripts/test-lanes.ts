/**
 * `npm test`: runs the project's test suites as lanes, several at once, and prints each lane's duration
 * at the end (issue 18, "CI time": the browser suite run twice one after the other made CI take 51 of its
 * 90 minutes on the 2-core machine).
 *
 * Lanes (each one command, in the order they are started; at most `TEST_LANES_PARALLEL` run at once,
 * default 2, and of those at most `TEST_LANES_BROWSERS` browser lanes, default 1: on the 2-core machine
 * two browser lanes at once starved each other, while one browser lane beside the Vitest suites and
 * the checks does not):
 * - `e2e`: the browser suite on PGlite without the accessibility walk;
 * - `a11y`: the accessibility walk (tests/e2e/a11y-routes.spec.ts), on its own PGlite server;
 * - `e2e-pg`: with `TEST_DATABASE_URL`, the browser specs whose behaviour differs by database
 *   ({@link PG_BROWSER_SPECS}) on a fresh PostgreSQL database;
 * - `server`, `server-pg` (with `TEST_DATABASE_URL`), `client`: the Vitest projects; with
 *   `TEST_DATABASE_URL` the whole server suite runs on PostgreSQL and `server` runs on PGlite only the
 *   files of {@link PGLITE_SERVER_TESTS};
 * - with `--checks`: `typecheck`, `format`, `lint`; with `--build`: `build` always runs first of the
 *   browser lanes (without it, only when dist/ is missing, as tests/e2e/support/serve.ts would).
 *
 * The browser lanes share one build (dist/) and each gets its own block of four ports (`E2E_PORT` + 10 ×
 * its slot; playwright.config.ts), its own server and database, and its own `test-results/<lane>` and
 * `playwright-report/<lane>`, so they do not see each other's data. Longest lanes start first. Every line
 * a lane prints is prefixed with its name. A lane that fails does not stop the others; the exit code is
 * 1 when any failed.
 *
 * Usage: `npm test [-- --checks] [-- --build] [-- --only=<lane>,<lane>]`.
 * Environment: `TEST_DATABASE_URL` (an admin connection to PostgreSQL: adds the PostgreSQL lanes),
 * `E2E_PORT` (first port of the blocks, default 5187), `TEST_LANES_PARALLEL`, `TEST_LANES_BROWSERS`.
 * SIGINT and SIGTERM end every lane's whole process group.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The accessibility walk: every route, every persona, 390 and 1280 px. Run once, on PGlite. */
export const A11Y_WALK_SPECS = ['tests/e2e/a11y-routes.spec.ts'];

/**
 * The browser specs run a second time on PostgreSQL. PGlite is PostgreSQL too (same SQL, same planner),
 * and the whole server suite runs on both (lanes `server` and `server-pg`: every route, aggregate,
 * transaction and advisory lock of the admin screens is tested there on PostgreSQL). What only a
 * browser on PostgreSQL adds is the driver and the server around it under a real page's traffic:
 * node-postgres's pool of connections (PGlite has one; a page's parallel requests, transactions and
 * advisory locks really interleave), type parsing (`bigint` counts and `numeric` arrive as strings,
 * timestamps through pg's parsers), and the server's settings (time zone, collation, extensions).
 * The specs below are the ones whose pages rest on those:
 * - catalogue: the Turkish-folding search, filters and facets the catalogue page requests side by side;
 * - quotes: two partners answering one request at once, totals in minor units (`numeric`/`bigint`),
 *   state changes in transactions;
 * - messaging: two people writing at once, read receipts and unread counts, the live bell;
 * - partner-lifecycle: application, approval (several tables in one transaction) and the catalogue.
 * Left to the PGlite lane (CI time, docs/benchmarks.md): the admin screens (users, statistics,
 * marketing; their queries are the server suite's on PostgreSQL), the accessibility walk and
 * screenshot-only specs (the markup does not depend on the database), sign-in flows (better-auth's
 * adapter is covered on PostgreSQL by the server suite), uploads and files (disk storage), language,
 * prerendering and page shells.
 */
export const PG_BROWSER_SPECS = [
  'tests/e2e/catalogue.spec.ts',
  'tests/e2e/quotes.spec.ts',
  'tests/e2e/messaging.spec.ts',
  'tests/e2e/partner-lifecycle.spec.ts',
];

/**
 * The server test files also run on PGlite when the run has PostgreSQL (`TEST_DATABASE_URL`, as in CI):
 * there the whole server suite runs on PostgreSQL (lane `server-pg`) and the whole browser suite on
 * PGlite (lane `e2e`, every page and journey through the embedded database). Without PostgreSQL (a
 * developer's `npm test`) the whole server suite runs on PGlite, as before.
 *
 * Why not the whole suite twice: on PGlite it took 2,492 s of test time against 718 s on PostgreSQL in
 * the same CI run (`ci1` of 2026-11-28, docs/benchmarks.md "CI time"), the longest lane beside the
 * browser. The same SQL runs on both (PGlite is PostgreSQL 17 compiled to WebAssembly); what differs,
 * and what these files test, is the code that branches on the driver or leans on what only one of them
 * does:
 * - `src/server/db/`: opening the embedded database, its data-directory lock, migrations and the seed,
 *   the schema's checks, the search query's text functions;
 * - `src/server/jobs/`: pg-boss through its PGlite adapter on the app's one connection;
 * - backups: PGlite's own dump of its data directory and the control route only it has;
 * - the search index: loaded from the database, its order asked of the database's collation (PGlite's
 *   `tr_icu` sorts in ICU's root order), change notifications on one connection;
 * - health, readiness and the status pages: a database that stops answering, the background jobs;
 * - the weekly digest, project reminders and retention: raw statements whose answers the two drivers
 *   shape differently, run side by side on a pool but queued on PGlite's one connection;
 * - reference data served from memory, invalidated by the database's notifications;
 * - sign-up and sign-in (auth.routes.test.ts): better-auth's adapter on the embedded database that the
 *   README's first start uses.
 */
export const PGLITE_SERVER_TESTS = [
  'src/server/db/',
  'src/server/jobs/',
  'src/server/modules/backups/',
  'src/server/modules/search/',
  'src/server/modules/partners/catalogue-search.test.ts',
  'src/server/modules/health/',
  'src/server/modules/system-status/',
  'src/server/modules/email-preferences/weekly-digest.test.ts',
  'src/server/modules/projects/project-reminders.test.ts',
  'src/server/modules/retention/',
  'src/server/lib/reference-data.test.ts',
  'src/server/modules/auth/auth.routes.test.ts',
];

/** One lane: a command, the environment it adds (or removes, with `undefined`) and what it waits for. */
export interface Lane {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  /** Runs after this lane (name) has passed; when it failed, this lane fails without running. */
  after?: string;
  /** Runs after this lane (name) has finished, whatever its outcome (they must not overlap). */
  waitFor?: string;
  /** Takes a block of four ports (browser lanes). */
  ports?: boolean;
}

/** The outcome of a lane. */
export interface LaneResult {
  name: string;
  ok: boolean;
  /** Milliseconds from start to exit (0 when it did not run). */
  ms: number;
  note?: string;
}

/**
 * The lanes for these options, longest first (measured on the 2-core CI machine, docs/benchmarks.md).
 * @param opts.databaseUrl admin connection to PostgreSQL (`TEST_DATABASE_URL`); adds `e2e-pg`, `server-pg`
 * @param opts.checks adds typecheck, format and lint
 * @param opts.build the `build` lane: 'always', 'if-missing' (dist/ absent) or 'never'
 */
export function planLanes(opts: {
  databaseUrl?: string;
  checks: boolean;
  build: 'always' | 'if-missing' | 'never';
}): Lane[] {
  const npx = (args: string[]) => ({ command: 'npx', args });
  // The PGlite lanes must not pick up the shell's PostgreSQL variables.
  const pglite = { TEST_DATABASE_URL: undefined, E2E_DATABASE_URL: undefined };
  const needBuild =
    opts.build === 'always' ||
    (opts.build === 'if-missing' &&
      !(existsSync(join(root, 'dist', 'client', 'index.html')) && existsSync(join(root, 'dist', 'prerendered'))));
  const after = needBuild ? 'build' : undefined;
  const lanes: Lane[] = [];
  if (needBuild) lanes.push({ name: 'build', command: 'npm', args: ['run', 'build'] });
  lanes.push({
    name: 'e2e',
    // Every spec but the walk, listed here (Playwright has no option to leave a file out).
    ...npx(['playwright', 'test', ...browserSpecs().filter((spec) => !A11Y_WALK_SPECS.includes(spec))]),
    env: pglite,
    after,
    ports: true,
  });
  lanes.push({ name: 'a11y', ...npx(['playwright', 'test', ...A11Y_WALK_SPECS]), env: pglite, after, ports: true });
  if (opts.databaseUrl) {
    lanes.push({
      name: 'e2e-pg',
      ...npx(['playwright', 'test', ...PG_BROWSER_SPECS]),
      env: { E2E_DATABASE_URL: opts.databaseUrl, TEST_DATABASE_URL: undefined },
      after,
      ports: true,
    });
  }
  lanes.push({
    name: 'server',
    // With PostgreSQL, the files whose behaviour depends on the embedded database; else all of them.
    ...npx(['vitest', 'run', '--project', 'server', ...(opts.databaseUrl ? PGLITE_SERVER_TESTS : [])]),
    env: pglite,
  });
  if (opts.databaseUrl) {
    // Not beside `server`: both would publish on the same Redis channels (realtime.redis.test.ts) and
    // four Vitest workers do not fit two cores.
    lanes.push({
      name: 'server-pg',
      waitFor: 'server',
      ...npx(['vitest', 'run', '--project', 'server']),
      env: { TEST_DATABASE_URL: opts.databaseUrl, E2E_DATABASE_URL: undefined },
    });
  }
  if (opts.checks) {
    lanes.push({ name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] });
    lanes.push({ name: 'lint', command: 'npm', args: ['run', 'lint'] });
  }
  lanes.push({ name: 'client', ...npx(['vitest', 'run', '--project', 'client']) });
  if (opts.checks) lanes.push({ name: 'format', command: 'npm', args: ['run', 'format:check'] });
  return lanes;
}

/** The browser spec files, as paths relative to the project. */
function browserSpecs(): string[] {
  return readdirSync(join(root, 'tests', 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
    .map((file) => `tests/e2e/${file}`);
}

/** `12:34` (minutes:seconds) for a duration in milliseconds. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The summary table printed at the end: one row per lane, then the wall-clock total. */
export function summary(results: LaneResult[], totalMs: number): string {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  const rows = results.map(
    (r) =>
      `  ${r.name.padEnd(width)}  ${r.ok ? 'ok    ' : 'FAILED'}  ${formatDuration(r.ms).padStart(6)}${r.note ? `  ${r.note}` : ''}`,
  );
  return [
    '== lanes (m:ss)',
    ...rows,
    `  ${'total'.padEnd(width)}          ${formatDuration(totalMs).padStart(6)}`,
  ].join('\n');
}

/** The process groups of the lanes running now (each lane is the leader of its own group). */
const runningGroups = new Set<number>();

/**
 * Ends every running lane with `signal`, its whole process group (Playwright, its web servers,
 * Chromium, Vitest workers): without it, a stopped `npm test` left servers holding the ports.
 */
export function stopLanes(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Runs one lane, prefixing each line of its output with its name. */
function runLane(lane: Lane, port: number | undefined, width: number): Promise<LaneResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(lane.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  if (port !== undefined) {
    env.E2E_PORT = String(port);
    env.E2E_OUTPUT_DIR = join('test-results', lane.name);
    env.E2E_REPORT_DIR = join('playwright-report', lane.name);
  }
  const prefix = `[${lane.name.padEnd(width)}] `;
  const started = Date.now();
  console.log(`${prefix}start: ${lane.command} ${lane.args.join(' ')}${port ? ` (E2E_PORT=${port})` : ''}`);
  return new Promise((done) => {
    const child = spawn(lane.command, lane.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (child.pid !== undefined) runningGroups.add(child.pid);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
    }
    child.on('error', (error) => {
      console.log(`${prefix}${error.message}`);
    });
    child.on('close', (code, signal) => {
      if (child.pid !== undefined) runningGroups.delete(child.pid);
      const ms = Date.now() - started;
      const ok = code === 0;
      console.log(`${prefix}${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${formatDuration(ms)}`);
      done({ name: lane.name, ok, ms });
    });
  });
}

/**
 * Runs `lanes`, at most `parallel` at once and at most `browsers` of them browser lanes (`ports`), each
 * browser lane on a free port block (`basePort` + 10 × n). A lane that may not start yet is passed over
 * for the next one in the list, so with one browser lane at a time the other slot works through the
 * Vitest suites and the checks. A lane with `after` waits for that lane and is reported failed without
 * running when it failed.
 * @returns the results in the order of `lanes`
 */
export async function runLanes(
  lanes: Lane[],
  parallel: number,
  basePort: number,
  browsers = parallel,
): Promise<LaneResult[]> {
  const width = Math.max(...lanes.map((l) => l.name.length));
  const results = new Map<string, LaneResult>();
  const pending = [...lanes];
  const freePorts = lanes.filter((l) => l.ports).map((_, i) => basePort + 10 * i);
  let running = 0;
  let runningBrowsers = 0;
  await new Promise<void>((allDone) => {
    const pump = () => {
      for (let i = 0; i < pending.length && running < parallel;) {
        const lane = pending[i]!;
        const dependency = lane.after ? results.get(lane.after) : undefined;
        const unfinished = (name?: string) => name && !results.has(name) && lanes.some((l) => l.name === name);
        if (unfinished(lane.after) || unfinished(lane.waitFor) || (lane.ports && runningBrowsers >= browsers)) {
          i += 1;
          continue;
        }
        pending.splice(i, 1);
        if (dependency && !dependency.ok) {
          results.set(lane.name, { name: lane.name, ok: false, ms: 0, note: `not run: ${lane.after} failed` });
          continue;
        }
        const port = lane.ports ? freePorts.shift() : undefined;
        running += 1;
        if (lane.ports) runningBrowsers += 1;
        void runLane(lane, port, width).then((result) => {
          running -= 1;
          if (lane.ports) runningBrowsers -= 1;
          if (port !== undefined) freePorts.push(port);
          results.set(lane.name, result);
          pump();
        });
      }
      if (running > 0) return;
      for (const lane of pending) results.set(lane.name, { name: lane.name, ok: false, ms: 0, note: 'not run' });
      allDone();
    };
    pump();
  });
  return lanes.map((lane) => results.get(lane.name)!);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const only = argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const chromium = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-chromium.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (chromium.status !== 0) process.exit(chromium.status ?? 1);
  let lanes = planLanes({
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    checks: argv.includes('--checks'),
    build: argv.includes('--build') ? 'always' : 'if-missing',
  });
  if (only) lanes = lanes.filter((l) => only.includes(l.name) || l.name === 'build');
  const parallel = Math.max(1, Number(process.env.TEST_LANES_PARALLEL ?? 2));
  const browsers = Math.max(1, Number(process.env.TEST_LANES_BROWSERS ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopLanes(signal);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  const started = Date.now();
  console.log(
    `== ${lanes.length} lanes, ${parallel} at once (${browsers} in a browser): ${lanes.map((l) => l.name).join(', ')}`,
  );
  const results = await runLanes(lanes, parallel, Number(process.env.E2E_PORT ?? 5187), browsers);
  console.log(summary(results, Date.now() - started));
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
