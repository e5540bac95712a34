/**
 * The app's background jobs on one PostgreSQL job queue, pg-boss (docs/decisions/021-job-queue.md):
 * named jobs with a cron schedule in Europe/Istanbul, retries with exponential backoff, a dead-letter
 * queue an admin can read and retry from, and "exclusive" jobs that never overlap across processes.
 * The queue lives in the app's own database (schema `pgboss`): on PGlite through pg-boss's
 * `fromPglite` adapter on the app's one connection, on PostgreSQL through the app's pool, so a job and
 * the rows it writes share one database and one backup.
 *
 * A job is a {@link JobDefinition}; the app's list is `./app-jobs.ts` (one line per job). Handlers take
 * the app's {@link ServiceContext}, so they call services as routes do, and are tested by calling
 * them directly. The runner itself starts only when asked (`buildApp({ jobs: true })`, which
 * `main.ts` does), so test apps pay nothing for it.
 */
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import {
  type Db as IDatabase,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { ServiceContext } from '../lib/context';
import { withRealtimeScope } from '../lib/realtime';

/** Time zone of every schedule: the platform's calendar (dates are Istanbul days). */
export const JOB_TIME_ZONE = 'Europe/Istanbul';
/** The queue that receives every job whose retries ran out (pg-boss dead letter). */
export const DEAD_LETTER_QUEUE = 'dead-letter';
/** Postgres schema of pg-boss's tables. */
export const JOB_SCHEMA = 'pgboss';

/** One run of a job, as its handler sees it. */
export interface JobRun<Data extends object = object> {
  /** pg-boss job id (uuid). */
  id: string;
  /** What `runSoon` passed; `{}` for scheduled runs. */
  data: Data;
  /** 0 on the first attempt, then 1, 2 … after failures. */
  retryCount: number;
}

/** What a handler may answer: nothing, or a request to run again after a delay (work left over). */
export type JobResult = void | { runAgainInSeconds: number };

/**
 * A named background job. Register it in `./app-jobs.ts`.
 *
 * Retries: a handler that throws is retried `retryLimit` times, the delays doubling from
 * `retryDelaySeconds` (with jitter, at most an hour), then the job goes to the dead-letter queue the
 * admin system status lists. Keep handlers idempotent: a retried run repeats the work of the failed one.
 */
export interface JobDefinition<Data extends object = object> {
  /** Queue name: letters, digits, `.`, `-`, `_`; by convention `<module>.<job>`, e.g. `projects.deadline-reminders`. */
  name: string;
  /**
   * Cron expression (5 fields, minutes first) evaluated in {@link JOB_TIME_ZONE}; omit for jobs only
   * sent with `runSoon`. A function reads it from the app's configuration at start (BACKUP_CRON);
   * `undefined` from it means not scheduled.
   */
  schedule?: string | ((ctx: ServiceContext) => string | undefined);
  /** The work. Throwing fails the attempt (retried, then dead-lettered). */
  run: (ctx: ServiceContext, job: JobRun<Data>) => Promise<JobResult>;
  /** Retries after the first failure; default 3. */
  retryLimit?: number;
  /** First retry delay in seconds, doubled each retry; default 30. */
  retryDelaySeconds?: number;
  /** A run still active after this many seconds is failed (and retried); default 900 (15 minutes). */
  expireInSeconds?: number;
  /**
   * One run at a time across every process, and at most one more waiting (pg-boss `stately` queue):
   * a schedule firing while a run is still busy queues one follow-up instead of a pile. Default true;
   * false for jobs that carry data and may run side by side.
   */
  exclusive?: boolean;
}

/**
 * Declares a job; the identity function that gives `run` its data type.
 * @example export const nightlyJob = defineJob({ name: 'reports.nightly', schedule: '0 3 * * *', run: buildReports });
 */
export function defineJob<Data extends object = object>(def: JobDefinition<Data>): JobDefinition<Data> {
  return def;
}

/** A dead-lettered job, as the admin system status lists it. */
export interface FailedJob {
  /** Id in the dead-letter queue (the one to retry). */
  id: string;
  /** The job that failed (its queue name). */
  name: string;
  /** When its last attempt failed. */
  failedAt: Date;
  /** The error of the last attempt, or null when pg-boss kept none. */
  error: string | null;
  /** Attempts made: the first plus the retries. */
  attempts: number;
}

/** A registered schedule and its last run. */
export interface ScheduleStatus {
  name: string;
  cron: string;
  timezone: string;
  /** State of the job the schedule last created, when pg-boss still keeps it. */
  lastRun: { state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'; at: Date } | null;
}

export interface JobRunnerOptions {
  database: Database;
  /** The app's services; handlers receive it. */
  context: ServiceContext;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Seconds between a worker's polls for new jobs (default 2; tests use 0.5). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's database access: PGlite's one connection, or the app's PostgreSQL pool. */
function adapterOf(database: Database): { db: IDatabase; backend: 'pglite' | 'postgres' } {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  const pool = database.pool;
  if (!pool) throw new Error('the database has neither a PGlite instance nor a pool');
  // Multi-statement DDL goes through the simple protocol (no values), as with pg-boss's own pool.
  return { db: { executeSql: (text, values) => pool.query(text, values) }, backend: 'postgres' };
}

/** The message of a failed attempt's output (pg-boss stores the serialized error). */
function errorMessage(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  if (typeof output === 'string') return output;
  return output == null ? null : JSON.stringify(output).slice(0, 500);
}

/**
 * The job queue of one process. Register every job, then {@link start}; {@link stop} on close.
 * Before `start` (and in test apps, which never start it) {@link runSoon} does nothing and the
 * reading methods answer empty lists.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private boss: PgBoss | undefined;

  constructor(private readonly opts: JobRunnerOptions) {}

  /** Adds jobs. Throws on a name registered twice, or when the runner already started. */
  register(...defs: JobDefinition<never>[]): this {
    if (this.boss) throw new Error('register jobs before the job runner starts');
    for (const def of defs as unknown as JobDefinition<object>[]) {
      if (this.definitions.has(def.name)) throw new Error(`job '${def.name}' is registered twice`);
      this.definitions.set(def.name, def);
    }
    return this;
  }

  /** The registered jobs' names. */
  get names(): string[] {
    return [...this.definitions.keys()];
  }

  /** True between {@link start} and {@link stop}. */
  get started(): boolean {
    return this.boss !== undefined;
  }

  /**
   * Installs or migrates pg-boss's schema (first start 0.5–1.5 s on PGlite), creates the queues,
   * (re)writes every schedule, removes schedules of jobs no longer registered, and starts a worker
   * per job. Safe on several processes at once (pg-boss takes its own locks).
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const { db, backend } = adapterOf(this.opts.database);
    const boss = new PgBoss({ db, backend, schema: JOB_SCHEMA });
    boss.on('error', (err) => this.opts.log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => this.opts.log.warn({ warning }, 'job queue warning'));
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400 });
    for (const def of this.definitions.values()) {
      const retry = {
        retryLimit: def.retryLimit ?? 3,
        retryDelay: def.retryDelaySeconds ?? 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: def.expireInSeconds ?? 900,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      const policy = (def.exclusive ?? true) ? 'stately' : 'standard';
      if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, retry);
      else await boss.createQueue(def.name, { ...retry, policy });
      const cron = this.cronOf(def);
      if (cron) {
        // `missed: 'once'`: a process that was down at 09:00 sends the daily run when it comes back.
        await boss.schedule(def.name, cron, null, { tz: JOB_TIME_ZONE, missed: 'once' });
      }
      await boss.work<object>(
        def.name,
        { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const result = await withRealtimeScope(
            this.opts.context.realtime,
            () => def.run(this.opts.context, { id: job.id, data: job.data ?? {}, retryCount: job.retryCount }),
            (err) => this.opts.log.warn({ err, job: def.name }, 'job push failed'),
          );
          if (result?.runAgainInSeconds !== undefined) await this.runSoon(def.name, {}, result.runAgainInSeconds);
        },
      );
    }
    for (const schedule of await boss.getSchedules()) {
      const def = this.definitions.get(schedule.name);
      if (!def || !this.cronOf(def)) await boss.unschedule(schedule.name, schedule.key);
    }
    this.boss = boss;
  }

  /**
   * Stops polling, lets running handlers finish (up to 8 s, inside main.ts's 10 s grace), and leaves
   * the database open. A handler cut off is retried by another process or the next start.
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 8_000, close: false });
  }

  /**
   * Queues a run of a registered job now, or after `delaySeconds`. For an exclusive job a run that is
   * already waiting absorbs this one. Does nothing before {@link start}.
   * @returns the new job's id, or null when none was queued
   */
  async runSoon<Data extends object>(
    job: string | JobDefinition<Data>,
    data: NoInfer<Data> | Record<string, never> = {},
    delaySeconds = 0,
  ): Promise<string | null> {
    const name = typeof job === 'string' ? job : job.name;
    if (!this.definitions.has(name)) throw new Error(`job '${name}' is not registered`);
    if (!this.boss) return null;
    return this.boss.send(name, data, delaySeconds > 0 ? { startAfter: delaySeconds } : {});
  }

  /**
   * The dead-lettered jobs, newest first.
   * @param limit at most this many (1–1000)
   */
  async failedJobs(limit = 50): Promise<FailedJob[]> {
    if (!this.boss) return [];
    const rows: JobWithMetadata[] = await this.boss.findJobs(DEAD_LETTER_QUEUE, { limit: 1000 });
    return rows
      .map((j) => ({
        id: j.id,
        name: j.sourceName ?? j.name,
        failedAt: j.createdOn,
        error: errorMessage(j.sourceOutput),
        attempts: (j.sourceRetryCount ?? 0) + 1,
      }))
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
      .slice(0, limit);
  }

  /**
   * Moves one dead-lettered job back to its own queue, where it runs again with fresh retries.
   * @param tx the caller's transaction, so the move commits with, e.g., an audit row (on PGlite a
   *   statement outside it would wait for it to end: it must go through it)
   * @returns false when no dead-lettered job has that id (already retried, or expired)
   */
  async retryFailed(id: string, tx?: Db): Promise<boolean> {
    if (!this.boss) return false;
    const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
    const moved = await this.boss.redrive(DEAD_LETTER_QUEUE, { ids: [id], ...(db ? { db } : {}) });
    return moved > 0;
  }

  /**
   * Jobs per registered queue and the dead-letter queue by state, from pg-boss's queue table (one
   * query; the counts pg-boss keeps, refreshed by its monitor). Empty before {@link start}.
   * `failed` counts the failed jobs pg-boss still retains, not an all-time total.
   */
  async queueCounts(): Promise<{ queue: string; queued: number; active: number; failed: number }[]> {
    if (!this.boss) return [];
    const queues = await this.boss.getQueues([...this.definitions.keys(), DEAD_LETTER_QUEUE]);
    return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
  }

  /** The job's cron, read from the configuration when {@link JobDefinition.schedule} is a function. */
  private cronOf(def: JobDefinition<object>): string | undefined {
    return typeof def.schedule === 'function' ? def.schedule(this.opts.context) : def.schedule;
  }

  /** Each registered schedule with the state of its last run (one lookup per schedule). */
  async schedules(): Promise<ScheduleStatus[]> {
    const boss = this.boss;
    if (!boss) return [];
    const list = await boss.getSchedules();
    return Promise.all(
      list
        .filter((s) => this.definitions.has(s.name))
        .map(async (s) => {
          const [last] = s.lastJobId ? await boss.findJobs(s.name, { id: s.lastJobId }) : [];
          return {
            name: s.name,
            cron: s.cron,
            timezone: s.timezone,
            lastRun: last ? { state: last.state, at: last.completedOn ?? last.startedOn ?? last.createdOn } : null,
          };
        }),
    );
  }
}
