/**
 * Work that must not delay an answer (issue 7: POST /api/auth/request-password-reset answers a known
 * and an unknown address in the same time, so the user lookup, token and mail happen afterwards).
 */

/** Where deferred work is reported when it fails (pino-compatible). */
export interface DeferredLog {
  error: (obj: object, msg: string) => void;
}

/**
 * The scheduler of work that runs after the current request has been answered. An object (not a
 * bare function) so tests can replace `schedule` and run the jobs when they choose.
 */
export const afterResponse = {
  /**
   * Runs `job` on a later turn of the event loop (`setImmediate`: after the current request's
   * response has been written). A failure is logged, never thrown: nobody is waiting for it.
   */
  schedule(job: () => Promise<void>, log?: DeferredLog): void {
    setImmediate(() => {
      job().catch((err: unknown) => log?.error({ err }, 'deferred work failed'));
    });
  },
};
