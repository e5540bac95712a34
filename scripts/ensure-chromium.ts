/**
 * First step of `npm test` and `npm run test:e2e`: makes sure Debian's Chromium is at
 * `/usr/bin/chromium`, the browser the Playwright suite drives (playwright.config.ts). Playwright's own
 * browser download is not an option: this project's machines reach only the package registries
 * (npm, Debian), so the browser comes from Debian's `chromium` package.
 *
 * - present: does nothing;
 * - missing, running as root: runs `apt-get update && apt-get install -y chromium` (no prompt);
 * - missing, not root: stops at once (exit code 1) and prints the exact command to run, rather than
 *   asking for a password halfway through a test run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where playwright.config.ts expects the browser (Debian's `chromium` package installs it there). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** What a root user runs to install it; a test asserts this exact string. */
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** What anyone else is told to run. */
export const SUDO_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** The outside world, injected so that a test can decide every branch without a real apt-get. */
export interface ChromiumHost {
  /** True when `path` exists and is executable. */
  isExecutable(path: string): boolean;
  /** The effective user id; undefined where the platform has none (Windows): treated as not root. */
  uid: number | undefined;
  /** Runs a shell command line with the output shown to the user; returns its exit status. */
  run(commandLine: string): number;
  /** Prints one line for the user (stderr in the real host, so that it stands out in the test log). */
  log(line: string): void;
}

/**
 * Makes sure Chromium is installed, as described at the top of this file.
 *
 * @returns the process exit code: 0 when Chromium is there (already, or after the install), 1 when it is
 *   missing and this user cannot install it, or the install failed or left no executable at CHROMIUM_PATH
 *   (each case logs what to do). Never throws for those cases.
 */
export function ensureChromium(host: ChromiumHost): number {
  if (host.isExecutable(CHROMIUM_PATH)) return 0;

  if (host.uid !== 0) {
    host.log(`Chromium is missing at ${CHROMIUM_PATH}; the browser tests need Debian's chromium package.`);
    host.log(`Install it, then run the tests again:`);
    host.log(`  ${SUDO_INSTALL_COMMAND}`);
    return 1;
  }

  host.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package: ${INSTALL_COMMAND}`);
  const status = host.run(INSTALL_COMMAND);
  if (status !== 0) {
    host.log(`Installing Chromium failed (exit code ${status}). Run it yourself and look at apt's message:`);
    host.log(`  ${INSTALL_COMMAND}`);
    return 1;
  }
  if (!host.isExecutable(CHROMIUM_PATH)) {
    host.log(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing or not executable.`);
    return 1;
  }
  return 0;
}

/** The real machine: the file system, this process's uid, `sh -c` without apt's prompts. */
export const realHost: ChromiumHost = {
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  uid: process.getuid?.(),
  run(commandLine) {
    const result = spawnSync('sh', ['-c', commandLine], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status ?? 1;
  },
  log(line) {
    console.error(line);
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = ensureChromium(realHost);
}
