/**
 * `npm run bench:reset-timing`: does POST /api/auth/request-password-reset take the same time for an
 * address that has an account and one that has none (issue 7; PRODUCT-DECISIONS 5)? The goal: the
 * medians of 30 requests each differ by less than 3 ms.
 *
 * A child process (`--serve`) runs the real app (`buildApp`) on a fresh, migrated and seeded PGlite in
 * a temporary directory, listening on 127.0.0.1; this process sends the requests over HTTP with
 * `fetch`, known and unknown addresses alternating, after a warm-up. Separate processes matter: PGlite
 * runs on the server's event loop, so a client in the same process would also time the deferred work
 * that runs after the answer has been written. Rate limits are lifted for the run (they would answer
 * 429 after a few requests per address).
 *
 * Environment: BENCH_TRIES (default 30) requests of each kind; BENCH_WARMUP (default 10) of each first.
 * Exit code: 0 when the goal is met, 1 when not (2 on a crash).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/client';
import { runSeeds } from '../../src/server/db/seed';

const GOAL_MS = 3;
const TRIES = Number(process.env.BENCH_TRIES ?? 30) || 30;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10) || 10;
const KNOWN = ['kullanici@demo.example.com', 'partner@demo.example.com', 'editor@demo.example.com'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The server side: prepare the database, listen, print the address, run until killed. */
async function serve(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epp-reset-bench-'));
  const database = await openPglite(join(dataDir, 'db'));
  const loose = { max: 1_000_000, window: 60 };
  await database.migrate();
  await runSeeds(database.db, { demo: true, production: false, uploadsDir: join(dataDir, 'uploads') });
  const app = await buildApp({
    database,
    dataDir,
    publicUrl: 'http://127.0.0.1:5000',
    authRateLimits: { forgotPassword: { ip: loose, email: loose }, mailPerAddress: loose },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const stop = () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('SIGTERM', stop);
  console.log(`LISTENING ${address}`);
}

/** The driver: start the server, time the requests, print the medians. */
async function main(): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (line.startsWith('LISTENING ')) resolve(line.slice('LISTENING '.length));
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await fetch(`${address}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5000' },
        body: JSON.stringify({ email }),
      });
      await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${email}: HTTP ${res.status}`);
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < WARMUP + TRIES; i++) {
      // Each request's deferred work finishes before the next one (it would weigh on either kind).
      const k = await ask(KNOWN[i % KNOWN.length]!);
      await sleep(50);
      const u = await ask(`kimse-${i}@example.com`);
      await sleep(50);
      if (i >= WARMUP) {
        known.push(k);
        unknown.push(u);
      }
    }
    const mk = median(known);
    const mu = median(unknown);
    const diff = Math.abs(mk - mu);
    console.log(
      `POST /api/auth/request-password-reset, ${TRIES} requests each after ${WARMUP} warm-up, over HTTP on 127.0.0.1 (PGlite)`,
    );
    console.log(
      `  known address:   median ${mk.toFixed(2)} ms (min ${Math.min(...known).toFixed(2)}, max ${Math.max(...known).toFixed(2)})`,
    );
    console.log(
      `  unknown address: median ${mu.toFixed(2)} ms (min ${Math.min(...unknown).toFixed(2)}, max ${Math.max(...unknown).toFixed(2)})`,
    );
    console.log(
      `  difference of medians: ${diff.toFixed(2)} ms (goal < ${GOAL_MS} ms): ${diff < GOAL_MS ? 'met' : 'NOT met'}`,
    );
    return diff < GOAL_MS ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(2);
  });
} else {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}
