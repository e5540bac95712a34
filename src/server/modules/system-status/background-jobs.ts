/**
 * Background jobs in the admin system status (docs/decisions/021-job-queue.md): the dead-lettered
 * jobs (those whose retries ran out) and each schedule's last run, from the job queue
 * (src/server/jobs); an admin may send a failed job back to its queue, which is audited.
 */
import type { BackgroundJobs } from '@shared/contracts/system-status';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';

/** What these functions use: the database and the app's job runner (`app.db`, `app.jobs`). */
export interface JobsContext {
  db: Db;
  jobs: Pick<JobRunner, 'started' | 'failedJobs' | 'schedules' | 'retryFailed'>;
}

/** How many failed jobs the page lists (newest first). */
export const FAILED_JOBS_LISTED = 50;

/**
 * The failed jobs and schedules as GET /api/admin/system-status/jobs answers them; empty lists and
 * `running: false` when this process does not run the job queue.
 */
export async function backgroundJobs(ctx: JobsContext): Promise<BackgroundJobs> {
  if (!ctx.jobs.started) return { running: false, failed: [], schedules: [] };
  const [failed, schedules] = await Promise.all([ctx.jobs.failedJobs(FAILED_JOBS_LISTED), ctx.jobs.schedules()]);
  return {
    running: true,
    failed: failed.map((j) => ({ ...j, failedAt: j.failedAt.toISOString() })),
    schedules: schedules.map((s) => ({
      ...s,
      lastRun: s.lastRun ? { state: s.lastRun.state, at: s.lastRun.at.toISOString() } : null,
    })),
  };
}

/**
 * Sends the dead-lettered job `id` back to its queue (fresh retries) and records `job.retried` in the
 * audit trail, in one transaction.
 * @param actorId the admin (session)
 * @throws AppError FAILED_JOB_NOT_FOUND (404) when no dead-lettered job has that id (already retried,
 *   expired, or the queue does not run in this process)
 */
export async function retryFailedJob(ctx: JobsContext, actorId: number, id: string): Promise<void> {
  // Read before the transaction: inside it, on PGlite's one connection, a statement not sent
  // through `tx` would wait for the transaction to end.
  const job = (await ctx.jobs.failedJobs(1000)).find((j) => j.id === id);
  if (!job) throw new AppError('FAILED_JOB_NOT_FOUND');
  const moved = await ctx.db.transaction(async (tx) => {
    if (!(await ctx.jobs.retryFailed(id, tx))) return false;
    await recordAudit(tx, {
      actorId,
      action: 'job.retried',
      targetType: 'job',
      targetId: id,
      details: { job: job.name, error: job.error, attempts: job.attempts },
    });
    return true;
  });
  if (!moved) throw new AppError('FAILED_JOB_NOT_FOUND');
}
