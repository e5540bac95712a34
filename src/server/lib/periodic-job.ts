/**
 * The timer of the background jobs that poll the database (message mails, campaign sending): one run
 * at a time, failures logged and retried on the next tick, and no hold on the process's exit.
 */
import type { Logger } from 'pino';

/** A running {@link startPeriodicJob}. */
export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Calls `run` every `intervalMs` milliseconds until stopped. A tick that finds the last run still
 * going is skipped (a slow run is never overlapped); a run that throws is logged as `failure` and
 * the next tick tries again. The timer is unref'd: it does not keep the process alive.
 */
export function startPeriodicJob(
  run: () => Promise<void>,
  intervalMs: number,
  log: Logger,
  failure: string,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = run()
      .catch((err: unknown) => log.error({ err }, failure))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
