/**
 * Planned maintenance windows (issue 22 "Maintenance"; docs/decisions/040-maintenance-windows.md):
 *
 * - the master_admin's schedule: {@link listWindows}, {@link scheduleWindow}, {@link updateWindow},
 *   {@link cancelWindow} (audited, validated against the server's clock, no two windows overlapping);
 * - {@link MaintenanceSchedule}: each process's in-memory copy of the coming windows, refreshed by the
 *   database's `maintenance_windows` notification (migration 0031), which answers GET /api/maintenance
 *   and decides every write request without a query;
 * - {@link refusesDuringMaintenance}: which requests a window refuses (non-admins' API writes, less
 *   signing in and out, unsubscribing and the internal backup call).
 */
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  MAINTENANCE_PAST_SHOWN,
  type MaintenanceState,
  maintenanceTimeIssues,
  type MaintenanceWindow,
  type MaintenanceWindowInput,
  type PublicMaintenanceWindow,
} from '@shared/contracts/maintenance';
import { isAdmin } from '@shared/access';
import type { Db } from '../../db/client';
import { maintenanceWindows } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { NotificationSubscriber } from '../../lib/database-notifications';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';

/** The PostgreSQL notification channel of the table (migration 0031); the payload is empty. */
export const MAINTENANCE_CHANNEL = 'maintenance_windows';

type Row = typeof maintenanceWindows.$inferSelect;

/** Key of the transaction-scoped advisory lock of schedule changes (one change at a time). */
const MAINTENANCE_LOCK_KEY = 7_311_040;

/** A window that has not ended and was not cancelled, as each process keeps it. */
export interface ComingWindow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  message: { tr: string; en: string };
}

/** Where `row` stands at `now`. */
function stateOf(row: Pick<Row, 'startsAt' | 'endsAt' | 'cancelledAt'>, now: Date): MaintenanceState {
  if (row.cancelledAt) return 'cancelled';
  if (row.endsAt <= now) return 'ended';
  return row.startsAt <= now ? 'active' : 'scheduled';
}

function toWindow(row: Row, now: Date): MaintenanceWindow {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    message: { tr: row.messageTr, en: row.messageEn },
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    announcedAt: row.announcedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/system-config/maintenance: the coming and current windows, soonest first, then the
 * {@link MAINTENANCE_PAST_SHOWN} latest ended or cancelled ones, newest first.
 */
export async function listWindows(db: Pick<Db, 'select'>, now: Date = new Date()): Promise<MaintenanceWindow[]> {
  const coming = await db
    .select()
    .from(maintenanceWindows)
    .where(and(isNull(maintenanceWindows.cancelledAt), gt(maintenanceWindows.endsAt, now)))
    .orderBy(maintenanceWindows.startsAt);
  const past = await db
    .select()
    .from(maintenanceWindows)
    .where(sql`${maintenanceWindows.cancelledAt} IS NOT NULL OR ${maintenanceWindows.endsAt} <= ${now.toISOString()}`)
    .orderBy(desc(maintenanceWindows.startsAt), desc(maintenanceWindows.id))
    .limit(MAINTENANCE_PAST_SHOWN);
  return [...coming, ...past].map((row) => toWindow(row, now));
}

/**
 * Refuses times the schedule cannot take at `now` (field errors, in the caller's language through the
 * errors plugin), and a window overlapping another coming one (`except`: the window being edited).
 */
async function checkTimes(
  db: Pick<Db, 'select'>,
  input: MaintenanceWindowInput,
  now: Date,
  except?: number,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const issues = maintenanceTimeIssues(startsAt, endsAt, now);
  if (Object.keys(issues).length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      fieldErrors: Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, [key]])),
    });
  }
  const [overlapping] = await db
    .select({ id: maintenanceWindows.id })
    .from(maintenanceWindows)
    .where(
      and(
        isNull(maintenanceWindows.cancelledAt),
        lt(maintenanceWindows.startsAt, endsAt),
        gt(maintenanceWindows.endsAt, startsAt),
        except === undefined ? undefined : ne(maintenanceWindows.id, except),
      ),
    )
    .limit(1);
  if (overlapping) throw new AppError('MAINTENANCE_WINDOW_OVERLAP');
  return { startsAt, endsAt };
}

/**
 * POST /api/admin/system-config/maintenance: schedules a window and audits it. The caller queues the
 * announcement job after the commit (`maintenanceAnnounceJob`; its schedule catches up otherwise).
 * @param actorId the master_admin scheduling it
 * @param now the server's clock (tests pass another)
 * @throws AppError VALIDATION_ERROR (start in the past, end not after start, longer than allowed),
 *   MAINTENANCE_WINDOW_OVERLAP (409) when another coming window shares some of the time
 */
export async function scheduleWindow(
  db: Db,
  actorId: number,
  input: MaintenanceWindowInput,
  now: Date = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    // One schedule change at a time, so two admins cannot book overlapping windows side by side.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAINTENANCE_LOCK_KEY})`);
    const times = await checkTimes(tx, input, now);
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({ ...times, messageTr: input.message.tr, messageEn: input.message.en, createdBy: actorId })
      .returning();
    if (!row) throw new Error('maintenance window insert returned no row');
    await recordAudit(tx, {
      actorId,
      action: 'system_config.maintenance.scheduled',
      targetType: 'system_config',
      targetId: row.id,
      details: { after: auditValues(row) },
    });
    return toWindow(row, now);
  });
}

const auditValues = (row: Row) => ({
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  messageTr: row.messageTr,
  messageEn: row.messageEn,
});

/** The window `id` locked for a change, if it has not started yet. */
async function lockScheduled(tx: Db, id: number, now: Date): Promise<Row> {
  const [row] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id)).for('update');
  if (!row) throw new AppError('MAINTENANCE_WINDOW_NOT_FOUND');
  if (stateOf(row, now) !== 'scheduled') throw new AppError('MAINTENANCE_WINDOW_STARTED');
  return row;
}

/**
 * PUT /api/admin/system-config/maintenance/{id}: replaces a window that has not started (times and
 * messages) and audits the change. Moving the start or the end starts the announcement over, so
 * every user is told the new times (a change of the message alone is not announced again).
 * @throws AppError MAINTENANCE_WINDOW_NOT_FOUND (404), MAINTENANCE_WINDOW_STARTED (409) once it started,
 *   was cancelled or ended, and the errors of {@link scheduleWindow}
 */
export async function updateWindow(
  db: Db,
  actorId: number,
  id: number,
  input: MaintenanceWindowInput,
  now: Date = new Date(),
): Promise<MaintenanceWindow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAINTENANCE_LOCK_KEY})`);
    const before = await lockScheduled(tx, id, now);
    const times = await checkTimes(tx, input, now, id);
    const moved =
      times.startsAt.getTime() !== before.startsAt.getTime() || times.endsAt.getTime() !== before.endsAt.getTime();
    const [row] = await tx
      .update(maintenanceWindows)
      .set({
        ...times,
        messageTr: input.message.tr,
        messageEn: input.message.en,
        updatedAt: now,
        ...(moved ? { announceCursor: 0, announcedAt: null } : {}),
      })
      .where(eq(maintenanceWindows.id, id))
      .returning();
    if (!row) throw new AppError('MAINTENANCE_WINDOW_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'system_config.maintenance.updated',
      targetType: 'system_config',
      targetId: id,
      details: { before: auditValues(before), after: auditValues(row) },
    });
    return toWindow(row, now);
  });
}

/**
 * DELETE /api/admin/system-config/maintenance/{id}: cancels a window that has not started (the row
 * stays, marked cancelled: banners and the announcement stop) and audits it.
 * @throws AppError MAINTENANCE_WINDOW_NOT_FOUND (404), MAINTENANCE_WINDOW_STARTED (409)
 */
export async function cancelWindow(db: Db, actorId: number, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockScheduled(tx, id, now);
    await tx.update(maintenanceWindows).set({ cancelledAt: now, updatedAt: now }).where(eq(maintenanceWindows.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'system_config.maintenance.cancelled',
      targetType: 'system_config',
      targetId: id,
      details: { before: auditValues(before) },
    });
  });
}

/** The windows that have not ended and were not cancelled, soonest first (what each process keeps). */
export async function loadComingWindows(db: Pick<Db, 'select'>): Promise<ComingWindow[]> {
  const rows = await db
    .select()
    .from(maintenanceWindows)
    .where(and(isNull(maintenanceWindows.cancelledAt), gt(maintenanceWindows.endsAt, sql`now()`)))
    .orderBy(maintenanceWindows.startsAt);
  return rows.map((r) => ({
    id: r.id,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    message: { tr: r.messageTr, en: r.messageEn },
  }));
}

/**
 * The coming windows of one process, in memory (issue 22: "cache the current window in memory and
 * refresh on change across processes"). Subscribed to {@link MAINTENANCE_CHANNEL} by app.ts on the
 * one listener (lib/database-notifications.ts): any change of the table drops the copy, on every
 * process, at commit. As with the reference data (decision 031) nothing is kept while the listener is
 * not up: every question then reads the table, which costs a query but never a stale answer. The copy
 * needs no refresh as time passes: which window is current is decided at each question from its times.
 */
export class MaintenanceSchedule implements NotificationSubscriber {
  private windows: Promise<ComingWindow[]> | undefined;
  private trusted = false;

  /** @param load reads the coming windows ({@link loadComingWindows} on the app's database) */
  constructor(private readonly load: () => Promise<ComingWindow[]>) {}

  /** The coming windows, from memory or from the table (concurrent misses share one read). */
  coming(): Promise<ComingWindow[]> {
    if (this.windows) return this.windows;
    const loading = this.load();
    if (this.trusted) {
      this.windows = loading;
      loading.catch(() => {
        if (this.windows === loading) this.windows = undefined;
      });
    }
    return loading;
  }

  /**
   * The window in force at `now`, else the next one, else null.
   * @throws whatever reading the table throws (only while nothing is kept)
   */
  async at(now: Date = new Date()): Promise<PublicMaintenanceWindow | null> {
    const windows = await this.coming();
    const current = windows.find((w) => w.startsAt <= now && now < w.endsAt);
    const next = current ?? windows.find((w) => w.startsAt > now);
    if (!next) return null;
    return {
      id: next.id,
      startsAt: next.startsAt.toISOString(),
      endsAt: next.endsAt.toISOString(),
      message: next.message,
      active: next === current,
    };
  }

  /** Drops the copy in this process (an admin's change, before the notification comes back). */
  invalidate(): void {
    this.windows = undefined;
  }

  /** A notification on {@link MAINTENANCE_CHANNEL}: the table changed. */
  notify(): void {
    this.invalidate();
  }

  /** The listener is up (true) or down (false); either way what was kept may have missed a change. */
  setTrusted(trusted: boolean): void {
    this.windows = undefined;
    this.trusted = trusted;
  }
}

/** Writes that stay open during a window for everyone, and why (docs/decisions/040). */
const OPEN_DURING_MAINTENANCE: readonly RegExp[] = [
  // Signing in and out, so admins can sign in (and everyone can leave): the platform's own routes,
  // better-auth's e-mail, magic-link and social sign-in, its sign-out and the providers' form_post callback.
  /^\/api\/login$/,
  /^\/api\/(auth\/)?logout$/,
  /^\/api\/auth\/sign-in\//,
  /^\/api\/auth\/sign-out$/,
  /^\/api\/auth\/callback\//,
  // One-click unsubscribing (RFC 8058): a mail client's POST is not retried later, and the person's
  // choice must not be lost.
  /^\/api\/email-preferences\/one-click$/,
  /^\/api\/newsletter\/unsubscribe$/,
  /^\/api\/marketing\/unsubscribe$/,
  // The embedded server's backup call (`npm run backup`, its own token): backups are maintenance work.
  /^\/api\/internal\//,
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a window in force refuses this request (issue 22): a write (POST, PUT, PATCH, DELETE) under
 * `/api` by anyone who holds no admin type, except the writes of {@link OPEN_DURING_MAINTENANCE}. Reads
 * always pass. An admin passes whichever type is active, so an admin who switched to their user view
 * can switch back. Public routes do not look the session up (plugins/auth.ts), so on those an admin is
 * a visitor and refused like one.
 * @param path the request's path, without the query
 */
export function refusesDuringMaintenance(
  method: string,
  path: string,
  viewer: Pick<Viewer, 'availableUserTypes'> | null | undefined,
): boolean {
  if (!WRITE_METHODS.has(method) || !path.startsWith('/api/')) return false;
  if (viewer?.availableUserTypes.some((type) => isAdmin({ userType: type }))) return false;
  return !OPEN_DURING_MAINTENANCE.some((open) => open.test(path));
}
