import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval, skips a tick while the last run is still going, and stop() waits for it', async () => {
    let finish: () => void = () => undefined;
    let runs = 0;
    let done = 0;
    const job = startPeriodicJob(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = () => {
            done += 1;
            resolve();
          };
        });
      },
      1_000,
      pino({ level: 'silent' }),
      'job failed',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1); // still busy: no overlap
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    const stopped = job.stop();
    let settled = false;
    void stopped.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false); // waits for the run in progress
    finish();
    await stopped;
    expect(done).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2); // no tick after stop
  });

  it('logs a failing run with the given message and tries again on the next tick', async () => {
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    let runs = 0;
    const job = startPeriodicJob(
      () => {
        runs += 1;
        return Promise.reject(new Error('database down'));
      },
      500,
      log,
      'campaign job failed',
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'campaign job failed');
    await job.stop();
  });
});
