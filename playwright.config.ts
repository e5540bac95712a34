/**
 * End-to-end tests (ARCHITECTURE.md, tests): Debian's Chromium drives the real server with the demo
 * seed on a fresh embedded database per run. No browser is downloaded. Beside the app, the run starts
 * its own SMTP sink (the app's mail goes there; the specs read it) and an OpenID Connect issuer that
 * the app's 'google' sign-in uses (tests/e2e/support/services.ts): nothing leaves 127.0.0.1.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_APP_PORT,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
  MAIL_SINK_URL,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PORT,
} from './tests/e2e/support/services';

/** An unusual fixed port, so a developer's server on 5000/5173 is never reused by mistake. */
const PORT = E2E_APP_PORT;
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
  // One retry in CI (Playwright's own default for CI): a journey that fails once under the CPU load of
  // the Vitest lanes beside it and then passes is listed as "flaky" in the lane's output, not hidden;
  // one that fails twice fails the lane. A CI run on the stop of 2026-11-28 failed on one such journey.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A ceiling, not a measure: the journeys (sign in as two people, uploads, axe at two widths) take
  // 10–50 s on an idle machine but wait seconds for the CPU beside the Vitest lanes of `npm test`; at
  // 60 s the project journey timed out in a CI run that was otherwise green. Longer journeys set their
  // own (exchange rates, settings, templates, capabilities, the route walk).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // scripts/test-lanes.ts runs several browser lanes at once: each gets its own directories, since
  // Playwright empties its output directory when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  reporter: [['list'], ['html', { outputFolder: process.env.E2E_REPORT_DIR || 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Traces (actions, DOM snapshots, network, console), without the screencast, whose frames the browser
    // and GPU processes drew and encoded at about a fifth of a core each (docs/benchmarks.md "CI time").
    // In CI only the retry of a failed test records one (Playwright's advice for CI): recording every
    // test's DOM snapshots cost 14-16 % of the test time on two specs (docs/benchmarks.md, 2026-11-28
    // eighth session). A failure still saves its screenshot.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    // One browser context per worker, reset by Playwright between tests (cookies, cache, storage,
    // routes, init scripts, extra pages) instead of a new one per test: a new context cost about 1.1 s
    // more than a reset on the idle machine, and more under CI load (docs/benchmarks.md, "CI time").
    // A spec that changes `locale` or `javaScriptEnabled` gets a fresh context for its tests; specs that
    // open a second person's context with `browser.newContext()` keep doing so.
    reuseContext: true,
    screenshot: 'only-on-failure',
  },
  // Started in this order and stopped in reverse (the app first). Each command is one node process
  // that exits on SIGTERM; Playwright also kills the process group after the timeout.
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/smtp-sink.ts',
      url: `${MAIL_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
    },
    {
      command: 'node --import tsx tests/e2e/support/oidc-mock.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { OIDC_MOCK_PORT: String(OIDC_PORT) },
    },
    {
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
        // Mail links and the Origin check use this: exactly the origin the browser is on (baseURL).
        PUBLIC_URL: baseURL,
        // The embedded database, even if the shell has a DATABASE_URL; with E2E_DATABASE_URL (an admin
        // connection to a PostgreSQL server) serve.ts runs the app on a fresh database created there.
        DATABASE_URL: '',
        // Uploads on the local disk of the run's data directory, even if the shell names a bucket.
        S3_BUCKET: '',
        // The specs sign the demo accounts in from 127.0.0.1 far more often than people do; the limits
        // themselves are tested by the server suite.
        AUTH_RATE_LIMIT_FACTOR: '20',
        E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // Real delivery to the run's SMTP sink (no TLS, no auth).
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}?ignoreTLS=true`,
        // The daily TCMB rates job fetches at start-up: from the run's own sink (which has no such
        // document: the feed counts as unreachable), never from www.tcmb.gov.tr. Specs set rates
        // through the admin override.
        TCMB_RATES_URL: `${MAIL_SINK_URL}/tcmb/today.xml`,
        // The Google button signs in at the run's OpenID Connect issuer (docs/decisions/004-oidc-provider.md);
        // real Google credentials from the shell must not leak in.
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
        LINKEDIN_CLIENT_ID: '',
        LINKEDIN_CLIENT_SECRET: '',
        OIDC_DISCOVERY_URL: `${OIDC_ISSUER}/.well-known/openid-configuration`,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_PROVIDER_ID: 'google',
        OIDC_PROVIDER_NAME: 'E2E issuer',
      },
    },
  ],
});
