/**
 * The e2e web server (playwright.config.ts `webServer.command`): builds the client when
 * `dist/client/index.html` is missing, runs the real server (`src/server/main.ts`) on the run's own
 * DATA_DIR, and removes that directory once the server has exited.
 *
 * Why a wrapper and not a globalSetup: Playwright starts `webServer` before `globalSetup`, and the
 * server only serves the SPA when `dist/client` exists at start-up. Why remove DATA_DIR here: the
 * globalTeardown runs while the web server is still up, and a database directory must not be deleted
 * under a running PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts sets a fresh one per run)');

if (!existsSync(join(root, 'dist', 'client', 'index.html')) || !existsSync(join(root, 'dist', 'prerendered'))) {
  console.log('[e2e] the build is missing: running `npm run build`…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// With E2E_DATABASE_URL the same suite runs on PostgreSQL: a fresh database per run, dropped afterwards.
const adminUrl = process.env.E2E_DATABASE_URL;
let database: string | undefined;
const env = { ...process.env };
if (adminUrl) {
  database = `e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
  env.SEED_DEMO = 'true';
  console.log(`[e2e] running on PostgreSQL database ${database}`);
}

async function dropDatabase(): Promise<void> {
  if (!adminUrl || !database) return;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env });
// Playwright signals the whole process group: the server shuts down by itself; this process only waits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  dropDatabase()
    .catch((err: unknown) => console.error('[e2e] could not drop the e2e database:', err))
    .finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
