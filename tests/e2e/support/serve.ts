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

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts sets a fresh one per run)');

if (!existsSync(join(root, 'dist', 'client', 'index.html'))) {
  console.log('[e2e] dist/client is missing: running `npx vite build`…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
// Playwright signals the whole process group: the server shuts down by itself; this process only waits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
