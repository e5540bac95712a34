/**
 * Log capture for the admin system status (spec §3 recentLogs; PRODUCT-DECISIONS 21: "recent logs are
 * the warn/error entries the server wrote"). The pino `hooks.logMethod` {@link captureLogMethod} copies
 * every warn/error/fatal line into an in-memory buffer, grouped by level, service and message; a timer
 * ({@link LogCapture.flush}) writes the buffer to `system_logs`, adding to a row of the same level,
 * service and message written within the last hour (count + n, timestamp updated) or inserting one.
 *
 * Why a buffer and not a write per line: logging must never wait on, loop through or crash because of
 * the database. The hook only touches memory (bounded by {@link MAX_GROUPS}); a failed flush puts its
 * entries back and is logged once until a flush succeeds (and that line is itself just one more
 * grouped entry, so a database outage cannot make the buffer grow without bound).
 */
import { sql } from 'drizzle-orm';
import type { LogFn, Logger } from 'pino';
import type { SystemLogLevel } from '@shared/constants';
import type { Db } from '../../db/client';

/** Most distinct (level, service, message) groups kept between flushes; further new ones are dropped. */
export const MAX_GROUPS = 200;
/** Longest stored message, in characters. */
export const MAX_MESSAGE_LENGTH = 500;
/** How often the buffer is written, in milliseconds. */
export const LOG_FLUSH_INTERVAL_MS = 10_000;
/** Advisory lock key held while flushing, so two processes merge into one row per group. */
const LOG_LOCK_KEY = 7_110_022;

/** One buffered group. `at` is the newest occurrence. */
export interface LogGroup {
  level: SystemLogLevel;
  service: string;
  message: string;
  count: number;
  at: Date;
}

/** pino numeric level → stored level (warn → warning; error and fatal → error); null below warn. */
export function storedLevel(level: number): SystemLogLevel | null {
  if (level >= 50) return 'error';
  if (level >= 40) return 'warning';
  return null;
}

/** The message and service of a pino call's arguments (`(obj?, msg?, ...)`). */
export function describeLogCall(
  args: unknown[],
  bindings: Record<string, unknown> = {},
): { message: string; service: string } {
  const [first, second] = args;
  let message = '';
  let service: string | undefined;
  if (typeof first === 'string') message = first;
  else if (first instanceof Error) message = typeof second === 'string' ? `${second}: ${first.message}` : first.message;
  else if (first && typeof first === 'object') {
    const obj = first as Record<string, unknown>;
    message = typeof second === 'string' ? second : typeof obj.msg === 'string' ? obj.msg : '';
    const err = obj.err;
    if (err instanceof Error && err.message) message = message ? `${message}: ${err.message}` : err.message;
    if (typeof obj.service === 'string') service = obj.service;
  }
  // Request-scoped loggers carry Fastify's reqId: those lines come from the API; others from the server process.
  service ??= 'reqId' in bindings ? 'api' : 'server';
  return { message: (message || '(no message)').slice(0, MAX_MESSAGE_LENGTH), service: service.slice(0, 60) };
}

/** The buffer of warn/error lines not yet written. One per process ({@link logCapture}). */
export class LogCapture {
  private groups = new Map<string, LogGroup>();
  private failing = false;

  /** Adds one line (never throws). */
  add(level: SystemLogLevel, service: string, message: string, at = new Date()): void {
    const key = `${level}\u0000${service}\u0000${message}`;
    const g = this.groups.get(key);
    if (g) {
      g.count += 1;
      g.at = at;
    } else if (this.groups.size < MAX_GROUPS) this.groups.set(key, { level, service, message, count: 1, at });
  }

  /** Buffered groups (for tests). */
  pending(): LogGroup[] {
    return [...this.groups.values()];
  }

  /**
   * Writes the buffer to `system_logs`. Never throws: on failure the entries go back into the buffer
   * and the failure is logged once (until a flush succeeds again).
   * @returns how many groups were written
   */
  async flush(db: Db, log?: Pick<Logger, 'warn'>): Promise<number> {
    if (this.groups.size === 0) return 0;
    const batch = [...this.groups.values()];
    this.groups = new Map();
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOG_LOCK_KEY})`);
        for (const g of batch) {
          const updated: unknown = await tx.execute(sql`
            UPDATE system_logs SET count = count + ${g.count}, timestamp = ${g.at.toISOString()}::timestamptz
            WHERE id = (SELECT id FROM system_logs
                        WHERE level = ${g.level} AND service = ${g.service} AND message = ${g.message}
                          AND timestamp > ${g.at.toISOString()}::timestamptz - interval '1 hour'
                        ORDER BY timestamp DESC LIMIT 1)
            RETURNING id`);
          if ((updated as { rows: unknown[] }).rows.length === 0) {
            await tx.execute(sql`INSERT INTO system_logs (level, service, message, count, timestamp)
              VALUES (${g.level}, ${g.service}, ${g.message}, ${g.count}, ${g.at.toISOString()}::timestamptz)`);
          }
        }
      });
      this.failing = false;
      return batch.length;
    } catch (err) {
      for (const g of batch) for (let i = 0; i < g.count; i++) this.add(g.level, g.service, g.message, g.at);
      if (!this.failing) {
        this.failing = true;
        log?.warn({ err, service: 'monitoring' }, 'could not write the captured logs; will retry');
      }
      return 0;
    }
  }
}

/** This process's buffer; {@link captureLogMethod} fills it and the monitoring plugin flushes it. */
export const logCapture = new LogCapture();

/**
 * pino `hooks.logMethod`: copies warn/error/fatal lines into {@link logCapture}, then logs as usual.
 * A failure to capture never stops the line from being logged.
 */
export function captureLogMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const stored = storedLevel(level);
  if (stored) {
    try {
      const bindings = typeof this.bindings === 'function' ? this.bindings() : {};
      const { message, service } = describeLogCall(args, bindings);
      logCapture.add(stored, service, message);
    } catch {
      // Capturing is best effort; the line itself must still be written.
    }
  }
  method.apply(this, args);
}
