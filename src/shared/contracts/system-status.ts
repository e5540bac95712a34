/** Public system status (spec §2 /sys-status, §3 Public status, §4 "System status dot"). Module and feature `system-status`. */
import { z } from 'zod';

/** Service health as shown by the status pages (spec §4, "System status dot"). */
export const healthSchema = z.enum(['healthy', 'warning', 'error']);
export type Health = z.infer<typeof healthSchema>;

/**
 * The platform's availability over the last 24 hours: percent (one decimal) of the periodic checks that
 * succeeded; null before the first check was stored (issue 18, item 19: not the process's age).
 */
export const uptimePercentSchema = z.number().min(0).max(100).nullable();

/**
 * 200 answer of GET /api/system-status/public (spec §3, Public status). `status` is the same verdict as
 * the admin status's (every check: database, memory, storage, Redis); `uptime` see
 * {@link uptimePercentSchema}; `services.redis` only when a Redis is configured; `lastChecked` ISO 8601.
 */
export const publicStatusSchema = z.object({
  status: healthSchema,
  uptime: uptimePercentSchema,
  lastChecked: z.string(),
  services: z.object({ api: healthSchema, database: healthSchema, redis: healthSchema.optional() }),
});
export type PublicStatus = z.infer<typeof publicStatusSchema>;

/** One service of the admin system status: health, displayed availability (percent, spec §9), and what was measured. */
export const serviceStatusSchema = z.object({
  status: healthSchema,
  /** Spec §9: healthy 99.9 (memory 99.5, storage 99.8), warning 95 (memory 90), otherwise 0. */
  availability: z.number(),
  /** Milliseconds: the database ping, or the API's mean response time over the last minute; null for memory and storage. */
  responseTime: z.number().nullable(),
  /** Percent in use (memory, storage); null for the database and the API, or when unmeasurable. */
  usage: z.number().nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const incidentSeveritySchema = z.enum(['critical', 'major', 'minor']);
export const incidentStatusSchema = z.enum(['investigating', 'resolved']);
export const logLevelSchema = z.enum(['error', 'warning', 'info']);

/** The last backup (issue 23): the archive's file name, its size in bytes and when it was taken (ISO 8601). */
export const lastBackupSchema = z.object({
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type LastBackup = z.infer<typeof lastBackupSchema>;

/**
 * Backups on the admin system status (issue 23): whether BACKUP_CRON schedules them (its cron and
 * BACKUP_KEEP), the last one, and `warning` when scheduled backups are older than a day.
 */
export const backupStatusSchema = z.object({
  scheduled: z.boolean(),
  schedule: z.string().nullable(),
  keep: z.number().int().positive(),
  last: lastBackupSchema.nullable(),
  health: healthSchema,
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * 200 answer of GET /api/admin/system-status (spec §3, System status response). Units: `metrics.uptime`
 * percent ({@link uptimePercentSchema}), `metrics.dbLatency` ms (null when the database does not answer), `metrics.memoryUsage` percent
 * of the machine's memory in use; `currentMetrics` cpu/memory/disk in percent (null when unmeasurable),
 * `connections` a count of open HTTP and WebSocket connections to this process; `performanceData` the
 * last 24 h of samples (cpu, memory percent; response, database ms); incident `duration` seconds (to now
 * while investigating); times ISO 8601.
 */
export const systemStatusSchema = z.object({
  status: healthSchema,
  services: z.object({
    database: serviceStatusSchema,
    api: serviceStatusSchema,
    memory: serviceStatusSchema,
    storage: serviceStatusSchema,
    /** The realtime Redis, when REDIS_URL is set: `warning` while it is away (events dropped, clients poll). */
    redis: serviceStatusSchema.optional(),
  }),
  metrics: z.object({ uptime: uptimePercentSchema, dbLatency: z.number().nullable(), memoryUsage: z.number() }),
  lastChecked: z.string(),
  currentMetrics: z.object({
    cpu: z.number(),
    memory: z.number(),
    disk: z.number().nullable(),
    connections: z.number().int().nonnegative(),
  }),
  performanceData: z.array(
    z.object({
      timestamp: z.string(),
      cpu: z.number(),
      memory: z.number(),
      response: z.number(),
      database: z.number(),
    }),
  ),
  recentIncidents: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      severity: incidentSeveritySchema,
      status: incidentStatusSchema,
      description: z.string().nullable(),
      startTime: z.string(),
      duration: z.number(),
      affectedServices: z.array(z.string()),
    }),
  ),
  backup: backupStatusSchema,
  recentLogs: z.array(
    z.object({
      level: logLevelSchema,
      service: z.string(),
      timestamp: z.string(),
      message: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** States of a background job run (pg-boss), as the admin status shows a schedule's last run. */
export const jobRunStateSchema = z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']);

/**
 * 200 answer of GET /api/admin/system-status/jobs (master_admin; docs/decisions/021-job-queue.md):
 * `running` false when this process does not run the job queue (then both lists are empty);
 * `failed` the dead-lettered jobs, newest first (at most 50): queue name, when the last attempt failed
 * (ISO 8601), its error message, attempts made; `schedules` each registered schedule (cron in
 * `timezone`) with its last run's state and time, null when none is kept.
 */
export const backgroundJobsSchema = z.object({
  running: z.boolean(),
  failed: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      failedAt: z.string(),
      error: z.string().nullable(),
      attempts: z.number().int().positive(),
    }),
  ),
  schedules: z.array(
    z.object({
      name: z.string(),
      cron: z.string(),
      timezone: z.string(),
      lastRun: z.object({ state: jobRunStateSchema, at: z.string() }).nullable(),
    }),
  ),
});
export type BackgroundJobs = z.infer<typeof backgroundJobsSchema>;

/** Path of POST /api/admin/system-status/jobs/{id}/retry: a dead-lettered job's id (a uuid). */
export const failedJobParamsSchema = z.object({ id: z.uuid() });

/** 200 answer of the retry: the job is back in its queue with fresh retries. */
export const retryJobResponseSchema = z.object({ success: z.literal(true) });
