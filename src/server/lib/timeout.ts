/**
 * A deadline for a dependency's answer (the status page's database ping, the readiness probes of
 * issue 23): whichever comes first, the answer or the deadline.
 */

/**
 * `promise`'s outcome, or a rejection after `ms` milliseconds. The timer is cleared when the promise
 * settles and never keeps the process alive; the promise itself is not cancelled.
 * @param ms the deadline in milliseconds
 * @param message the rejection's message (default `no answer within <ms> ms`)
 * @throws Error(message) when the deadline passes first; whatever `promise` rejects with otherwise
 */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  message = `no answer within ${ms} ms`,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms).unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
