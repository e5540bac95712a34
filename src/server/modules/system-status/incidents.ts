/**
 * System incidents (PRODUCT-DECISIONS 18, 21): an incident is recorded when a health check fails and
 * resolved when the service recovers; recording one notifies every admin (`system_status`, linking to
 * /system-status) in the same transaction. {@link HealthMonitor} runs the checks on a timer, outside
 * any request, so it opens its own realtime scope for the notification pushes.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IncidentSeverity } from '@shared/constants';
import type { Health } from '@shared/contracts/system-status';
import type { Db } from '../../db/client';
import { systemIncidents } from '../../db/schema';
import type { MessageKey } from '../../lib/messages';
import { type RealtimeHub, withRealtimeScope } from '../../lib/realtime';
import { notifyAdmins } from '../notifications/notifications.service';
import { pageUrl } from '@shared/pages';

/** Services whose checks can open an incident. */
export type CheckedService = 'database' | 'memory' | 'storage' | 'backup';
export const CHECKED_SERVICES: readonly CheckedService[] = ['database', 'memory', 'storage', 'backup'];

/** What the monitor's check answers: a health per service it reports (others are left as they are). */
export interface MonitorCheck {
  services: Partial<Record<CheckedService | 'api', Health>>;
}

/**
 * Key of the transaction-scoped advisory lock the monitor holds while it records incidents, so two
 * processes checking the same failure at the same time record one incident (the second waits, then
 * sees the first's open incident).
 */
export const INCIDENT_LOCK_KEY = 7_110_021;

/** What a failing check of a service records: the stored title (Turkish, the product's language) and the notification text. */
const INCIDENT_TEXT: Record<CheckedService, Record<'error' | 'warning', { title: string; message: MessageKey }>> = {
  database: {
    error: { title: 'Veritabanı erişilemiyor', message: 'systemStatus.databaseError' },
    warning: { title: 'Veritabanı yavaş yanıt veriyor', message: 'systemStatus.databaseWarning' },
  },
  memory: {
    error: { title: 'Bellek kullanımı kritik düzeyde', message: 'systemStatus.memoryError' },
    warning: { title: 'Bellek kullanımı yüksek', message: 'systemStatus.memoryWarning' },
  },
  storage: {
    error: { title: 'Depolama alanı kullanılamıyor', message: 'systemStatus.storageError' },
    warning: { title: 'Disk kullanımı yüksek', message: 'systemStatus.storageWarning' },
  },
  // Only `warning` happens (modules/backups/backups.service.ts backupStatus); a failed run is a failed job.
  backup: {
    error: { title: 'Son yedek bir günden eski', message: 'systemStatus.backupStale' },
    warning: { title: 'Son yedek bir günden eski', message: 'systemStatus.backupStale' },
  },
};

const SEVERITY: Record<'error' | 'warning', IncidentSeverity> = { error: 'critical', warning: 'minor' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records an incident for `service` unless one is still open for it, and notifies the admins.
 * @param since when the failure was first seen (it may predate this call when the database was down)
 * @returns the new incident's id, or null when one was already open
 */
export async function openIncident(
  tx: Tx,
  service: CheckedService,
  health: 'error' | 'warning',
  since: Date,
): Promise<number | null> {
  const [open] = await tx
    .select({ id: systemIncidents.id })
    .from(systemIncidents)
    .where(and(eq(systemIncidents.status, 'investigating'), sql`${service} = ANY(${systemIncidents.affectedServices})`))
    .limit(1);
  if (open) return null;
  const text = INCIDENT_TEXT[service][health];
  const [row] = await tx
    .insert(systemIncidents)
    .values({ title: text.title, severity: SEVERITY[health], affectedServices: [service], startTime: since })
    .returning({ id: systemIncidents.id });
  if (!row) throw new Error('incident insert returned no row');
  await notifyAdmins(tx, {
    type: 'system_status',
    text: { title: 'systemStatus.incidentTitle', message: text.message },
    actionUrl: pageUrl('systemStatus'),
    data: { incidentId: row.id, service },
  });
  return row.id;
}

/** Resolves every open incident of `service`. @returns how many were resolved */
export async function resolveIncidents(tx: Tx, service: CheckedService): Promise<number> {
  const rows = await tx
    .update(systemIncidents)
    .set({ status: 'resolved', resolvedAt: new Date() })
    .where(and(eq(systemIncidents.status, 'investigating'), sql`${service} = ANY(${systemIncidents.affectedServices})`))
    .returning({ id: systemIncidents.id });
  return rows.length;
}

/** How often the monitor checks, in milliseconds. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;

/**
 * Checks the services on a timer and records incidents. A failure seen while the database itself is
 * unreachable is kept in memory and recorded (with its real start) at the first tick that can write,
 * then resolved at once if the service has recovered meanwhile.
 */
export class HealthMonitor {
  /** Failures seen but not written yet: service → first health and time seen. */
  private readonly pending = new Map<CheckedService, { health: 'error' | 'warning'; since: Date }>();
  private timer: NodeJS.Timeout | undefined;

  /**
   * @param check the health checks (the same functions as the status pages, so all agree)
   * @param hub where notification pushes go (`app.realtime`); read at each tick
   */
  constructor(
    private readonly db: Db,
    private readonly check: () => Promise<MonitorCheck>,
    private readonly hub: () => RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs one check and records what changed. Never throws (a failed write is logged and retried next tick). */
  async tick(): Promise<void> {
    let status: MonitorCheck;
    try {
      status = await this.check();
    } catch (err) {
      this.log.warn({ err }, 'system status check failed');
      return;
    }
    const health: Partial<Record<CheckedService, Health>> = {};
    for (const service of CHECKED_SERVICES) {
      const h = status.services[service];
      if (h) health[service] = h;
    }
    for (const [service, h] of Object.entries(health) as [CheckedService, Health][]) {
      if (h !== 'healthy' && !this.pending.has(service)) this.pending.set(service, { health: h, since: new Date() });
    }
    try {
      await withRealtimeScope(
        this.hub(),
        () =>
          this.db.transaction(async (tx) => {
            await tx.execute(sql`SELECT pg_advisory_xact_lock(${INCIDENT_LOCK_KEY})`);
            for (const [service, failure] of this.pending)
              await openIncident(tx, service, failure.health, failure.since);
            for (const [service, h] of Object.entries(health) as [CheckedService, Health][]) {
              if (h === 'healthy') await resolveIncidents(tx, service);
            }
          }),
        (err) => this.log.warn({ err }, 'system status push failed'),
      );
      this.pending.clear();
    } catch (err) {
      this.log.warn({ err }, 'could not record the system status; will retry');
    }
  }

  /** Checks every `intervalMs` milliseconds until {@link stop}; the timer does not keep the process alive. */
  start(intervalMs = HEALTH_CHECK_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
