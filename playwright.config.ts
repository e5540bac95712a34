/**
 * End-to-end tests (ARCHITECTURE.md, tests): Debian's Chromium drives the real server with the demo
 * seed on a fresh embedded database per run. No browser is downloaded.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** An unusual fixed port, so a developer's server on 5000/5173 is never reused by mistake. */
const PORT = 5187;
const baseURL = `http://127.0.0.1:${PORT}`;

// Playwright loads this file in the runner and again in each worker; the environment is inherited,
// so the directory chosen by the runner is the one every process sees.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `.e2e-data-${Date.now()}`);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One worker: a 2-core machine, one PGlite server, and tests that read the shared demo data.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The wrapper builds dist/client when missing and removes the run's DATA_DIR after the server exits.
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `${baseURL}/api/system-status/public`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The e2e server must use the embedded database even if the shell has a DATABASE_URL.
      DATABASE_URL: '',
    },
  },
});
