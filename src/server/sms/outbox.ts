/**
 * Outgoing SMS (issue 22; docs/decisions/043-sms-outbox.md), the twin of the mail outbox
 * (src/server/mail/outbox.ts; decisions 002 and 007): an SMS is a row in `sms_outbox`, written in the
 * same transaction as the change that causes it, rendered from the seeded `sms_templates` row of the
 * recipient's language. `SmsWorker` delivers queued rows with leases, retries and exponential backoff;
 * a row that keeps failing ends as `failed` with its last error; a row whose worker died is claimed
 * again when its lease ends. Without SMS_URL each SMS is written to the log and marked `logged`.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language, SmsTemplateType } from '@shared/constants';
import { queryRows, type Db } from '../db/client';
import { smsOutbox, smsTemplates } from '../db/schema';
import { type Executor, renderTemplate, retryDelayMs } from '../mail/outbox';
import { createHttpSmsTransport, type SmsTransport } from './gateway';

export { retryDelayMs } from '../mail/outbox';

/** Attempts before an SMS is `failed` for good (fewer than a mail's: an SMS is about now, not tomorrow). */
export const MAX_SMS_ATTEMPTS = 5;

/**
 * How long a claim on an SMS lasts, in milliseconds. The gateway call is bounded well within it
 * (gateway.ts, {@link SMS_HTTP_TIMEOUT_MS}), so a live worker never loses a claim mid-send.
 */
export const SMS_CLAIM_LEASE_MS = 120_000;

/** Template parameters that carry a secret: masked in the row once the SMS has left. */
const SECRET_PARAMS = ['code'] as const;
const MASK = '******';

/**
 * Queues a templated SMS.
 * @param exec the transaction of the change that causes the SMS
 * @param sms.to E.164 number (`+905321234567`); normalise it first (phone.ts)
 * @param sms.type one of the 10 SMS template types; the template of `language` is used, else Turkish
 * @param sms.params placeholder values (spec §5 SMS placeholders); a `code` is masked in the stored
 *   row after delivery
 * @throws Error when neither language has an active template of that type (seed missing)
 */
export async function enqueueSms(
  exec: Executor,
  sms: { to: string; type: SmsTemplateType; language: Language; params: Record<string, string> },
): Promise<void> {
  const rows = await exec
    .select({ language: smsTemplates.language, content: smsTemplates.content })
    .from(smsTemplates)
    .where(and(eq(smsTemplates.type, sms.type), eq(smsTemplates.isActive, true)));
  const tpl = rows.find((r) => r.language === sms.language) ?? rows.find((r) => r.language === 'tr');
  if (!tpl) throw new Error(`No active SMS template '${sms.type}'`);
  const body = renderTemplate(tpl.content, sms.params, false);
  const masked = { ...sms.params };
  for (const name of SECRET_PARAMS) if (name in masked) masked[name] = MASK;
  const redacted = renderTemplate(tpl.content, masked, false);
  await exec.insert(smsOutbox).values({
    toNumber: sms.to,
    templateType: sms.type,
    language: tpl.language,
    body,
    redactedBody: redacted === body ? null : redacted,
  });
}

/** Options of an {@link SmsWorker}. */
export interface SmsWorkerOptions {
  /** The gateway URL (SMS_URL, gateway.ts); without it (and without `transport`) SMS are logged, not sent. */
  smsUrl?: string;
  /** A ready transport; takes precedence over `smsUrl`. */
  transport?: SmsTransport;
  /** Names this worker's claims; default host, pid and a random part. */
  workerId?: string;
  /** Claim lease in milliseconds; default {@link SMS_CLAIM_LEASE_MS}. */
  leaseMs?: number;
}

interface ClaimedSms {
  id: number;
  to_number: string;
  body: string;
  attempts: number;
}

/**
 * Delivers the SMS outbox, with the mail worker's claim protocol (docs/decisions/007-outbox-claim.md):
 * a claimed row is `sending` with `claimed_by` this worker and `claimed_until` the lease end; a row is
 * claimable when `queued` and due, or `sending` under an expired lease. The outcome is recorded only
 * while this worker still holds the claim. When a row reaches its final state (sent, logged, failed)
 * its body is replaced by the redacted body, so no verification code stays readable in the table.
 */
export class SmsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly transport: SmsTransport | undefined;
  /** The `claimed_by` value of this worker's claims. */
  readonly workerId: string;
  private readonly leaseMs: number;

  /**
   * @param db the database (not a transaction: every claim and record commits on its own)
   * @param log where sends, failures and (without SMS_URL) the SMS themselves are written
   */
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    opts: SmsWorkerOptions = {},
  ) {
    this.transport = opts.transport ?? (opts.smsUrl ? createHttpSmsTransport(opts.smsUrl) : undefined);
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? SMS_CLAIM_LEASE_MS;
  }

  /** Polls every `intervalMs` milliseconds until {@link stop}. */
  start(intervalMs = 2000): void {
    this.stopping = false;
    const tick = () => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'sms worker failed'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 50);
  }

  /** Stops polling and lets the send in progress finish; claimed but unstarted rows are queued again. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Claims up to `batch` due SMS and sends them one by one.
   * @returns how many rows it claimed
   * @throws on a database error (a claimed row then stays claimed until its lease ends)
   */
  async drain(batch = 20): Promise<number> {
    if (this.stopping) return 0;
    // FOR UPDATE SKIP LOCKED: concurrent drains claim disjoint rows; the lease keeps a claimed row from
    // every other worker after this statement commits.
    const claimed = await queryRows<ClaimedSms>(
      this.db,
      sql`
      UPDATE sms_outbox
         SET status = 'sending', attempts = attempts + 1,
             claimed_by = ${this.workerId}, claimed_until = now() + ${this.leaseMs} * interval '1 millisecond'
       WHERE id IN (SELECT id FROM sms_outbox
                     WHERE (status = 'queued' AND next_attempt_at <= now())
                        OR (status = 'sending' AND claimed_until < now())
                     ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id, to_number, body, attempts`,
    );
    for (const [i, m] of claimed.entries()) {
      if (this.stopping) {
        await this.release(claimed.slice(i).map((c) => c.id));
        break;
      }
      if (i > 0 && this.transport && !(await this.renew(m.id))) continue;
      await this.deliver(m);
    }
    return claimed.length;
  }

  private ours(id: number) {
    return and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'sending'), eq(smsOutbox.claimedBy, this.workerId));
  }

  private async renew(id: number): Promise<boolean> {
    const rows = await this.db
      .update(smsOutbox)
      .set({ claimedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
      .where(this.ours(id))
      .returning({ id: smsOutbox.id });
    return rows.length > 0;
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(smsOutbox)
      .set({ status: 'queued', attempts: sql`${smsOutbox.attempts} - 1`, claimedBy: null, claimedUntil: null })
      .where(and(inArray(smsOutbox.id, ids), eq(smsOutbox.status, 'sending'), eq(smsOutbox.claimedBy, this.workerId)));
  }

  private async deliver(m: ClaimedSms): Promise<void> {
    let ref: string | undefined;
    try {
      if (this.transport) {
        ref = (await this.transport.send({ to: m.to_number, body: m.body })).ref;
      } else {
        this.log.info({ sms: { id: m.id, to: m.to_number, body: m.body } }, 'sms (no SMS_URL: logged, not sent)');
      }
    } catch (err) {
      const failed = m.attempts >= MAX_SMS_ATTEMPTS;
      this.log.warn(
        { err, smsId: m.id, attempts: m.attempts },
        failed ? 'sms delivery failed for good' : 'sms delivery failed, will retry',
      );
      await this.db
        .update(smsOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(m.attempts)),
          claimedBy: null,
          claimedUntil: null,
          ...(failed ? { body: sql`coalesce(${smsOutbox.redactedBody}, ${smsOutbox.body})` } : {}),
        })
        .where(this.ours(m.id));
      return;
    }
    const recorded = await this.db
      .update(smsOutbox)
      .set({
        status: this.transport ? 'sent' : 'logged',
        sentAt: new Date(),
        lastError: null,
        providerRef: ref ?? null,
        claimedBy: null,
        claimedUntil: null,
        body: sql`coalesce(${smsOutbox.redactedBody}, ${smsOutbox.body})`,
      })
      .where(this.ours(m.id))
      .returning({ id: smsOutbox.id });
    if (recorded.length === 0) {
      this.log.warn({ smsId: m.id, workerId: this.workerId }, 'sms sent after its claim expired');
    }
  }
}
