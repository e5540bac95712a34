/**
 * `npm run bench:web`: front-end budget of the home page.
 *
 *  (a) gzip size (zlib level 9) of the JavaScript the home route loads first: the entry script and
 *      modulepreload links of dist/client/index.html, the chunks the entry imports dynamically (it
 *      loads the application and the home page after the first paint, src/client/boot.ts), and their
 *      static imports, recursively. Other dynamic `import()` chunks (lazy pages) are not counted.
 *      Goal ≤ 180 kB.
 *  (b) Lighthouse 12.8 performance score of http://127.0.0.1:<port>/, mobile (default) and desktop
 *      presets, with FCP, LCP, TBT, CLS. Goal ≥ 90.
 *
 * The server is the real one (`src/server/main.ts`) on a fresh temporary DATA_DIR with the demo seed,
 * so the catalogue has cards, and with the pre-rendered home page. `npm run build` runs first only
 * when its output is missing.
 *
 *  (c) with LIGHTHOUSE_PAGES=public: Lighthouse mobile (median of LIGHTHOUSE_RUNS) on every public page
 *      of issue 21 in both languages: `/`, `/partners`, `/partner/{username}`, `/auth`, `/sys-status`,
 *      `/application-status/{id}`, in English under `/en/…` where the page is localised and with the
 *      `lang=en` cookie where it is not. Goal ≥ 95 each. The demo seed holds no
 *      partner application, so the status page is measured with an id that does not exist (its own
 *      chunk and its not-found state).
 *
 * Environment: LIGHTHOUSE_RUNS (runs per preset, median reported; default 3; 0 prints (a) only),
 * LIGHTHOUSE_PAGES (`home`, the default: (b) only; `public`: (b) and (c)), CHROME_PATH (default
 * /usr/bin/chromium). Exit code 0 unless something failed to run (missed goals
 * are reported, not fatal).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { localisePath, pageUrl } from '../../src/shared/pages';
import { startAppServer, type RunningServer } from './lib/server';
import { table } from './lib/stats';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist', 'client');
const PRERENDERED = join(ROOT, 'dist', 'prerendered');
const JS_GOAL_KB = 180;
const SCORE_GOAL = 90;
/** Issue 21: every public page, on a phone. */
const PUBLIC_SCORE_GOAL = 95;
const PAGES = process.env.LIGHTHOUSE_PAGES === 'public' ? 'public' : 'home';
/** A demo partner (src/server/db/seed) and an application id that does not exist. */
const PUBLIC_PATHS = [
  pageUrl('home'),
  pageUrl('partners'),
  pageUrl('partnerProfile', { params: { idOrUsername: 'egelojistik' } }),
  pageUrl('auth'),
  pageUrl('sysStatus'),
  pageUrl('applicationStatus', { params: { id: '00000000-0000-4000-8000-000000000000' } }),
];
const RUNS = process.env.LIGHTHOUSE_RUNS === '0' ? 0 : Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless, no sandbox (containers), and nothing that talks to Google while measuring. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

// ---------------------------------------------------------------------------------------------
// (a) JavaScript of the first load
// ---------------------------------------------------------------------------------------------

/**
 * Static import specifiers of a built ES module chunk: `import{a}from"./x.js"`, `import"./y.js"`,
 * `export{b}from"./z.js"`. The character class refuses `(`, so `import("./lazy.js")` never matches.
 */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+\.m?js)["']/g;

/** Relative URLs (`/assets/x.js`) of the entry script and the modulepreload links of index.html. */
export function entryScripts(indexHtml: string): string[] {
  const urls: string[] = [];
  for (const tag of indexHtml.match(/<script\b[^>]*>/g) ?? []) {
    if (/type=["']module["']/.test(tag)) {
      const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
      if (src) urls.push(src);
    }
  }
  for (const tag of indexHtml.match(/<link\b[^>]*>/g) ?? []) {
    if (/rel=["']modulepreload["']/.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
      if (href) urls.push(href);
    }
  }
  return urls;
}

/** `import("./x.js")` (or with backquotes, as Rolldown writes it) in a built chunk. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\n]+\.m?js)["'`]\s*\)/g;

/**
 * The first-load JavaScript graph: the entries and, recursively, every chunk they import statically;
 * for the files in `followDynamic` (the entry script, which starts the application), their dynamic
 * imports too.
 * @param distDir the built client (`dist/client`).
 * @returns paths relative to `distDir` (`assets/index-abc.js`), in discovery order.
 */
export function firstLoadGraph(
  distDir: string,
  entries: readonly string[],
  followDynamic: readonly string[] = [],
): string[] {
  const normalize = (u: string) => posix.normalize(u.replace(/^\//, ''));
  const dynamicFrom = new Set(followDynamic.map(normalize));
  const seen = new Set<string>();
  const queue = entries.map(normalize);
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    const specifiers = [...code.matchAll(STATIC_IMPORT)];
    if (dynamicFrom.has(file)) specifiers.push(...code.matchAll(DYNAMIC_IMPORT));
    for (const m of specifiers) {
      const spec = m[1]!;
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue; // bare specifiers cannot occur in a build
      const target = spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(file), spec));
      if (!seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

function bundleReport(): { totalKb: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = entryScripts(html);
  const files = firstLoadGraph(DIST, entries, entries.slice(0, 1));
  const rows = files.map((f) => {
    const raw = readFileSync(join(DIST, f));
    return { file: f, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((s, r) => s + r.gz, 0);
  const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    "\n(a) JavaScript loaded first by the home route (entry + modulepreload + the entry's dynamic imports + static imports), gzip -9:",
  );
  console.log(
    table([
      ['file', 'raw', 'gzip'],
      ...rows.map((r) => [r.file, kb(r.raw), kb(r.gz)]),
      ['total', kb(totalRaw), kb(total)],
    ]),
  );
  const css = (html.match(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/g) ?? [])
    .map((t) => /\bhref=["']([^"']+)["']/.exec(t)?.[1])
    .filter((h): h is string => Boolean(h))
    .map((h) => gzipSync(readFileSync(join(DIST, h.replace(/^\//, ''))), { level: 9 }).length);
  const totalKb = total / 1024;
  console.log(`total ${totalKb.toFixed(1)} kB vs goal ≤ ${JS_GOAL_KB} kB: ${totalKb <= JS_GOAL_KB ? 'met' : 'MISSED'}`);
  if (css.length)
    console.log(`(for information: render-blocking CSS ${kb(css.reduce((s, n) => s + n, 0))} gzip, not counted)`);
  return { totalKb };
}

// ---------------------------------------------------------------------------------------------
// (b) Lighthouse
// ---------------------------------------------------------------------------------------------

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Script bytes transferred during the load (compressed as served), from the network-requests audit. */
  scriptKb: number;
  /** Where the LCP time goes, e.g. `<h1 id="hero-title"…> — TTFB 455 ms, Render Delay 3207 ms`. */
  lcpNote: string;
  /** Main-thread script evaluation per file (ms, throttled), largest first. */
  bootup: string;
}

interface LhrItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  scripting?: number;
  phase?: string;
  timing?: number;
  node?: { snippet?: string };
  items?: LhrItem[];
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: LhrItem[] } }>;
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay) from the report. */
function lcpNote(lhr: Lhr): string {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (tables[1]?.items ?? [])
    .filter((p) => (p.timing ?? 0) > 0)
    .map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`)
    .join(', ');
  return `${element.slice(0, 80)}${element.length > 80 ? '…' : ''} — ${phases}`;
}

function bootupNote(lhr: Lhr, origin: string): string {
  return (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((i) => (i.scripting ?? 0) >= 20)
    .slice(0, 4)
    .map((i) => `${(i.url ?? '?').replace(origin, '')} ${Math.round(i.scripting ?? 0)} ms`)
    .join(', ');
}

function runLighthouse(
  url: string,
  preset: 'mobile' | 'desktop',
  outFile: string,
  cookie?: string,
): Promise<LighthouseFigures> {
  const cli = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // A hung Chrome must not hang the benchmark.
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !existsSync(outFile))
        return reject(new Error(`lighthouse ${preset} exited with ${code}:\n${stderr.slice(-2000)}`));
      const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as Lhr;
      if (lhr.runtimeError)
        return reject(new Error(`lighthouse ${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
      for (const w of lhr.runWarnings ?? []) console.log(`    lighthouse warning: ${w}`);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
      resolvePromise({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        si: num('speed-index'),
        scriptKb: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
        lcpNote: lcpNote(lhr),
        bootup: bootupNote(lhr, new URL(url).origin),
      });
    });
  });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Lighthouse sometimes loses the trace of a load (`NO_NAVSTART`, `NO_FCP`: a known transient failure
 * of headless Chrome). Such a run is repeated once and reported; any other failure is not retried.
 */
async function runLighthouseRetrying(
  url: string,
  preset: 'mobile' | 'desktop',
  outFile: string,
  cookie?: string,
): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url, preset, outFile, cookie);
  } catch (err) {
    if (!/NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(err))) throw err;
    console.log(`    ${preset}: Lighthouse lost the trace (${/NO_\w+/.exec(String(err))?.[0]}); running it again`);
    rmSync(outFile, { force: true });
    return runLighthouse(url, preset, outFile, cookie);
  }
}

/** The median of each figure over `runs`; the notes from the run whose score is the median one. */
function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const m = (k: Exclude<keyof LighthouseFigures, 'lcpNote' | 'bootup'>) => median(runs.map((r) => r[k]));
  const typical = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    score: m('score'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    si: m('si'),
    scriptKb: m('scriptKb'),
    lcpNote: typical.lcpNote,
    bootup: typical.bootup,
  };
}

async function lighthouseReport(
  origin: string,
  workDir: string,
): Promise<Record<'mobile' | 'desktop', LighthouseFigures>> {
  const out = {} as Record<'mobile' | 'desktop', LighthouseFigures>;
  console.log(`\n(b) Lighthouse 12.8 performance, ${origin}/ (${RUNS} run(s) per preset, median):`);
  const rows: string[][] = [
    ['preset', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'JS transferred', 'runs (score)'],
  ];
  for (const preset of ['mobile', 'desktop'] as const) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await runLighthouseRetrying(`${origin}/`, preset, join(workDir, `lh-${preset}-${i}.json`)));
    const f = (out[preset] = medianFigures(runs));
    rows.push([
      preset,
      String(f.score),
      `${(f.fcp / 1000).toFixed(2)} s`,
      `${(f.lcp / 1000).toFixed(2)} s`,
      `${f.tbt.toFixed(0)} ms`,
      f.cls.toFixed(3),
      `${(f.si / 1000).toFixed(2)} s`,
      `${f.scriptKb.toFixed(1)} kB`,
      runs.map((r) => r.score).join(' / '),
    ]);
  }
  console.log(table(rows));
  for (const preset of ['mobile', 'desktop'] as const) {
    const f = out[preset];
    console.log(`${preset}: score ${f.score} vs goal ≥ ${SCORE_GOAL}: ${f.score >= SCORE_GOAL ? 'met' : 'MISSED'}`);
    console.log(`  LCP element: ${f.lcpNote}`);
    console.log(`  script evaluation (throttled): ${f.bootup || 'none ≥ 20 ms'}`);
  }
  return out;
}

/** (c): Lighthouse mobile on every public page in both languages, median of RUNS each. */
async function publicPagesReport(origin: string, workDir: string): Promise<void> {
  console.log(`\n(c) Lighthouse mobile on the public pages, both languages (${RUNS} run(s) each, median):`);
  const rows: string[][] = [['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred', 'runs (score)', 'goal']];
  const notes: string[] = [];
  for (const path of PUBLIC_PATHS) {
    for (const english of [false, true]) {
      // A localised page has an English address; the others read the reader's language from the cookie.
      const url = english ? localisePath(path, 'en') : path;
      const cookie = english && url === path ? 'lang=en' : undefined;
      const page = cookie ? `${url} (en)` : url;
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const file = join(workDir, `lh-page-${rows.length}-${i}.json`);
        runs.push(await runLighthouseRetrying(`${origin}${url}`, 'mobile', file, cookie));
      }
      const f = medianFigures(runs);
      rows.push([
        page.length > 40 ? `${page.slice(0, 39)}…` : page,
        String(f.score),
        `${(f.fcp / 1000).toFixed(2)} s`,
        `${(f.lcp / 1000).toFixed(2)} s`,
        `${f.tbt.toFixed(0)} ms`,
        f.cls.toFixed(3),
        `${f.scriptKb.toFixed(1)} kB`,
        runs.map((r) => r.score).join(' / '),
        f.score >= PUBLIC_SCORE_GOAL ? 'met' : 'MISSED',
      ]);
      notes.push(`${page}: LCP ${f.lcpNote}; script ${f.bootup || 'none ≥ 20 ms'}`);
    }
  }
  console.log(table(rows));
  for (const n of notes) console.log(`  ${n}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`bench:web — ${new Date().toISOString()} — node ${process.version}`);
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(PRERENDERED, 'home.tr.html'))) {
    console.log('the build is missing: running `npm run build`…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  bundleReport();
  if (RUNS === 0) return;

  const workDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  let server: RunningServer | undefined;
  const cleanup = async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanup().then(() => process.exit(130)));
  try {
    server = await startAppServer(ROOT, { DATA_DIR: join(workDir, 'data'), SEED_DEMO: 'true' });
    console.log(`\nserver ready on ${server.origin} (fresh DATA_DIR, demo seed)`);
    // One request first, so the measured loads do not pay for the server's cold caches.
    await (await fetch(`${server.origin}/`)).arrayBuffer();
    await (await fetch(`${server.origin}/api/partners`)).arrayBuffer();
    await lighthouseReport(server.origin, workDir);
    if (PAGES === 'public') await publicPagesReport(server.origin, workDir);
  } finally {
    await cleanup();
  }
}

await main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
