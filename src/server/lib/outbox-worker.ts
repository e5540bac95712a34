/**
 * The one outbox worker (docs/decisions/007-outbox-claim.md) under every channel: mail
 * (`mail/outbox.ts`, `email_outbox`, decision 002) and SMS (`sms/outbox.ts`, `sms_outbox`, decision 043).
 * A channel gives its table, its maximum attempts and lease, and how one row is delivered; the claim,
 * the lease, retries with backoff and the final `failed` are this file's alone.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { type Db, queryRows } from '../db/client';

/** Delay before retry `attempt` (1-based): 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/** An outbox table: the columns of the claim protocol, named alike in every outbox. */
export type OutboxTable = PgTable &
  Record<
    'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'claimedBy' | 'claimedUntil',
    PgColumn
  >;

/** A claimed row as the claim returns it: id, attempts (this one counted) and the channel's columns. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

/**
 * How one delivery attempt ended: `sent` (the transport accepted it), `logged` (no transport),
 * `retry` (failed, will retry), `failed` (for good).
 */
export type DeliveryOutcome = 'sent' | 'logged' | 'retry' | 'failed';

/** What a channel gives the worker. */
export interface OutboxChannel<Row extends ClaimedRow, T extends OutboxTable> {
  /** Names the channel in log lines (`mail worker failed`, `smsId`). */
  name: string;
  table: T;
  /** The columns {@link deliver} reads besides `id` and `attempts` (database names, as `Row` has them). */
  columns: readonly string[];
  /** The attempt at which a failure is final (`failed`). */
  maxAttempts: number;
  /** Claim lease in milliseconds: one delivery must finish within it. */
  leaseMs: number;
  /** True when rows really leave through a transport; false when they are only logged (`logged`). */
  sends: boolean;
  /**
   * Sends one row (or, without a transport, logs it).
   * @returns columns to record with the success (e.g. the gateway's reference), if any
   * @throws when it was not delivered: the row is retried, or `failed` at {@link maxAttempts}
   */
  deliver(row: Row): Promise<PgUpdateSetSource<T> | void>;
  /** Columns written when the row reaches a final state (sent, logged, failed), e.g. a redacted body. */
  final?: PgUpdateSetSource<T>;
}

/** Options of an {@link OutboxWorker} that callers choose. */
export interface OutboxWorkerOptions {
  /** Names this worker's claims; default host, pid and a random part (unique per process start). */
  workerId?: string;
  /** Claim lease in milliseconds; default the channel's. */
  leaseMs?: number;
  /** Told each delivery attempt's outcome (mail: the `mail_deliveries_total` counter of GET /metrics). */
  onDelivery?: (outcome: DeliveryOutcome) => void;
}

/**
 * Delivers one outbox table with retries and exponential backoff; a row that keeps failing ends as
 * `failed` with its last error, never silently dropped.
 *
 * Claims are leases (decision 007): a claimed row is `sending` with `claimed_by` this worker and
 * `claimed_until` the lease end. A row is claimable when it is `queued` and due, or `sending` with an
 * expired lease (its worker died or hung). While a lease is valid no other worker takes the row; the
 * delivery is recorded, and a failure scheduled for retry, only while this worker still holds the
 * claim, in one statement each.
 */
export class OutboxWorker<Row extends ClaimedRow, T extends OutboxTable> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** The `claimed_by` value of this worker's claims. */
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly onDelivery: (outcome: DeliveryOutcome) => void;

  /**
   * @param db the database (not a transaction: every claim and record commits on its own)
   * @param log where deliveries and failures are written
   */
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly channel: OutboxChannel<Row, T>,
    opts: OutboxWorkerOptions = {},
  ) {
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? channel.leaseMs;
    this.onDelivery = opts.onDelivery ?? (() => {});
  }

  /** Polls every `intervalMs` milliseconds until {@link stop}. */
  start(intervalMs = 2000): void {
    this.stopping = false;
    const tick = () => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, `${this.channel.name} worker failed`))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 50);
  }

  /**
   * Stops polling, lets the delivery in progress finish, and gives back the rows claimed but not started
   * (queued again, attempt not counted), so another process delivers them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Claims up to `batch` due rows (queued and due, or under an expired claim) and delivers them one by one.
   * @returns how many rows it claimed
   * @throws on a database error (a claimed row then stays claimed until its lease ends)
   */
  async drain(batch = 20): Promise<number> {
    if (this.stopping) return 0;
    const { table, columns } = this.channel;
    const returning = sql.join(
      ['id', 'attempts', ...columns].map((c) => sql.identifier(c)),
      sql`, `,
    );
    // FOR UPDATE SKIP LOCKED: concurrent drains claim disjoint rows; the lease keeps a claimed row from
    // every other worker after this statement commits.
    const claimed = await queryRows<Row>(
      this.db,
      sql`
      UPDATE ${table}
         SET status = 'sending', attempts = attempts + 1,
             claimed_by = ${this.workerId}, claimed_until = now() + ${this.leaseMs} * interval '1 millisecond'
       WHERE id IN (SELECT id FROM ${table}
                     WHERE (status = 'queued' AND next_attempt_at <= now())
                        OR (status = 'sending' AND claimed_until < now())
                     ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING ${returning}`,
    );
    for (const [i, row] of claimed.entries()) {
      if (this.stopping) {
        await this.release(claimed.slice(i).map((c) => c.id));
        break;
      }
      // Each real send gets a full lease: renew it (and confirm it is still ours) after the sends before
      // it. Logging takes no time, so without a transport the claim's own lease is plenty.
      if (i > 0 && this.channel.sends && !(await this.renew(row.id))) continue;
      await this.deliver(row);
    }
    return claimed.length;
  }

  /** This worker's claim on row `id`, as a condition. */
  private ours(id: number) {
    const table: OutboxTable = this.channel.table;
    return and(eq(table.id, id), eq(table.status, 'sending'), eq(table.claimedBy, this.workerId));
  }

  /**
   * Extends this worker's lease on row `id`. Still `claimed_by` us means nobody took it over, even if
   * the lease ran out meanwhile (a takeover rewrites `claimed_by` under the row lock).
   * @returns false when the claim is gone
   */
  private async renew(id: number): Promise<boolean> {
    const table: OutboxTable = this.channel.table;
    const rows = await this.db
      .update(table)
      .set({ claimedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
      .where(this.ours(id))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const table: OutboxTable = this.channel.table;
    await this.db
      .update(table)
      .set({ status: 'queued', attempts: sql`${table.attempts} - 1`, claimedBy: null, claimedUntil: null })
      .where(and(inArray(table.id, ids), eq(table.status, 'sending'), eq(table.claimedBy, this.workerId)));
  }

  private async deliver(row: Row): Promise<void> {
    const { name, maxAttempts, sends, final } = this.channel;
    const table: OutboxTable = this.channel.table;
    const rowId = { [`${name}Id`]: row.id };
    let recordWith: PgUpdateSetSource<T> | void;
    try {
      recordWith = await this.channel.deliver(row);
    } catch (err) {
      const failed = row.attempts >= maxAttempts;
      this.onDelivery(failed ? 'failed' : 'retry');
      this.log.warn(
        { err, ...rowId, attempts: row.attempts },
        failed ? `${name} delivery failed for good` : `${name} delivery failed, will retry`,
      );
      await this.db
        .update(table)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
          claimedBy: null,
          claimedUntil: null,
          ...(failed ? final : {}),
        })
        .where(this.ours(row.id));
      return;
    }
    this.onDelivery(sends ? 'sent' : 'logged');
    const recorded = await this.db
      .update(table)
      .set({
        status: sends ? 'sent' : 'logged',
        sentAt: new Date(),
        lastError: null,
        claimedBy: null,
        claimedUntil: null,
        ...recordWith,
        ...final,
      })
      .where(this.ours(row.id))
      .returning({ id: table.id });
    if (recorded.length === 0) {
      // The delivery outlasted the lease and another worker claimed the row: it may go out twice.
      this.log.warn({ ...rowId, workerId: this.workerId }, `${name} sent after its claim expired`);
    }
  }
}
