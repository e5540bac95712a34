/**
 * The admin system status (spec §2 System status (admin), §3 System status response, §9 thresholds and
 * availability figures; PRODUCT-DECISIONS 21): the checks of {@link ./system-status.service}, this
 * process's current metrics, the last 24 h of performance samples, recent incidents and captured logs.
 */
import { desc, gte } from 'drizzle-orm';
import type { BackupStatus, Health, ServiceStatus, SystemStatus } from '@shared/contracts/system-status';
import type { Db } from '../../db/client';
import { performanceSamples, systemIncidents, systemLogs } from '../../db/schema';
import type { PerformanceSampler } from './sampler';
import { availabilityPercent, type CheckDeps, runChecks, verdict } from './system-status.service';

/** How many incidents and log groups the page lists. */
export const RECENT_INCIDENTS = 10;
export const RECENT_LOGS = 20;

/** Displayed availability in percent for a health (spec §9). */
export function availability(service: 'database' | 'api' | 'memory' | 'storage' | 'redis', health: Health): number {
  if (health === 'healthy') return service === 'memory' ? 99.5 : service === 'storage' ? 99.8 : 99.9;
  if (health === 'warning') return service === 'memory' ? 90 : 95;
  return 0;
}

export interface AdminStatusDeps extends CheckDeps {
  db: Db;
  sampler: Pick<PerformanceSampler, 'currentCpu' | 'currentResponseMs'>;
  /** Open connections to this process's HTTP server (WebSocket ones included). */
  connections: () => Promise<number>;
  /** The backups' schedule and last archive (modules/backups). */
  backup: () => Promise<BackupStatus>;
}

/**
 * Builds the admin system status now: the same checks and {@link verdict} as the public status, and
 * `metrics.uptime` the same availability figure (percent of successful checks over 24 h, null before
 * the first sample). Throws only when the database cannot be read (the caller answers 500).
 */
export async function adminSystemStatus(deps: AdminStatusDeps): Promise<SystemStatus> {
  const [checks, connections] = await Promise.all([runChecks(deps), deps.connections().catch(() => 0)]);
  const { database: db, memory, storage, redis } = checks;
  const responseMs = deps.sampler.currentResponseMs();
  const service = (
    name: 'database' | 'api' | 'memory' | 'storage' | 'redis',
    health: Health,
    responseTime: number | null,
    usage: number | null,
  ): ServiceStatus => ({
    status: health,
    availability: availability(name, health),
    responseTime,
    usage,
  });
  const since = new Date(Date.now() - 24 * 3600_000);
  const [samples, incidents, logs, uptime, backup] = await Promise.all([
    deps.db
      .select()
      .from(performanceSamples)
      .where(gte(performanceSamples.timestamp, since))
      .orderBy(performanceSamples.timestamp),
    deps.db.select().from(systemIncidents).orderBy(desc(systemIncidents.startTime)).limit(RECENT_INCIDENTS),
    deps.db.select().from(systemLogs).orderBy(desc(systemLogs.timestamp)).limit(RECENT_LOGS),
    availabilityPercent(deps.db),
    deps.backup(),
  ]);
  const now = Date.now();
  return {
    status: verdict(checks),
    services: {
      database: service('database', db.health, db.value, null),
      api: service('api', 'healthy', responseMs, null),
      memory: service('memory', memory.health, null, memory.value),
      storage: service('storage', storage.health, null, storage.value),
      ...(redis ? { redis: service('redis', redis.health, null, null) } : {}),
    },
    metrics: { uptime, dbLatency: db.value, memoryUsage: memory.value ?? 0 },
    lastChecked: new Date(now).toISOString(),
    currentMetrics: { cpu: deps.sampler.currentCpu(), memory: memory.value ?? 0, disk: storage.value, connections },
    performanceData: samples.map((s) => ({
      timestamp: s.timestamp.toISOString(),
      cpu: s.cpu,
      memory: s.memory,
      response: s.responseMs,
      database: s.databaseMs,
    })),
    recentIncidents: incidents.map((i) => ({
      id: i.id,
      title: i.title,
      severity: i.severity,
      status: i.status,
      description: i.description,
      startTime: i.startTime.toISOString(),
      duration: Math.max(0, Math.round(((i.resolvedAt?.getTime() ?? now) - i.startTime.getTime()) / 1000)),
      affectedServices: i.affectedServices,
    })),
    backup,
    recentLogs: logs.map((l) => ({
      level: l.level,
      service: l.service,
      timestamp: l.timestamp.toISOString(),
      message: l.message,
      count: l.count,
    })),
  };
}
