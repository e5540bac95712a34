/**
 * Outgoing mail (ARCHITECTURE.md, mail): a mail is a row in `email_outbox`, written in the same
 * transaction as the change that causes it, rendered from the seeded template of the recipient's
 * language. `MailWorker` delivers queued rows with retries and exponential backoff; a row that keeps
 * failing ends as `failed` with its last error, never silently dropped; a row whose worker died is
 * claimed again when its lease ends (docs/decisions/007-outbox-claim.md).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import type { EmailTemplateType, Language } from '@shared/constants';
import { type Db, queryRows } from '../db/client';
import { emailOutbox, emailTemplates } from '../db/schema';
import { PLACEHOLDER_PATTERN } from '@shared/contracts/templates';
import { type MailParam, MailHtml, renderMailHtml } from '../lib/mail-html-safety';

/** Something that can run queries: the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Fills `{{name}}` placeholders; unknown names become ''. With `html` true the values are HTML-escaped
 * and a secret-bearing placeholder (a reset, verification or unsubscribe link) is filled only where it
 * is the whole `href` of an `<a>` or text, so a template that puts it in an image URL cannot leak the
 * token ({@link renderMailHtml}; docs/decisions/016-mail-template-safety.md). A {@link MailHtml} value
 * (a block the server built, decision 041) is HTML: it fills a text position of `html` templates, and
 * nothing in plain text (a subject).
 */
export function renderTemplate(template: string, params: Record<string, MailParam>, html: boolean): string {
  if (html) return renderMailHtml(template, params);
  return template.replace(PLACEHOLDER_PATTERN, (_, name: string) => {
    const value = params[name] ?? '';
    return value instanceof MailHtml ? '' : value;
  });
}

/**
 * Queues a templated mail.
 * @param exec the transaction of the change that causes the mail
 * @param mail.type one of the 26 template types; the template of `language` is used, else Turkish
 * @throws Error when neither language has an active template of that type (seed missing)
 */
export async function enqueueTemplateMail(
  exec: Executor,
  mail: {
    to: string;
    type: EmailTemplateType;
    language: Language;
    params: Record<string, MailParam>;
    headers?: Record<string, string>;
    /**
     * HTML appended to the template (before rendering, so its placeholders are filled and escaped
     * alike) when the template has no `{{name}}`: keeps a link the mail must carry (the unsubscribe
     * link of preference mails) even in a template an admin edited without it.
     */
    unlessPlaceholder?: { name: string; append: Record<Language, string> };
  },
): Promise<void> {
  const rows = await exec
    .select({
      language: emailTemplates.language,
      subject: emailTemplates.subject,
      html: emailTemplates.htmlContent,
    })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.type, mail.type), eq(emailTemplates.isActive, true)));
  const tpl = rows.find((r) => r.language === mail.language) ?? rows.find((r) => r.language === 'tr');
  if (!tpl) throw new Error(`No active e-mail template '${mail.type}'`);
  const extra = mail.unlessPlaceholder;
  const html =
    extra && !new RegExp(`\\{\\{\\s*${extra.name}\\s*\\}\\}`).test(tpl.html)
      ? tpl.html + extra.append[tpl.language]
      : tpl.html;
  await exec.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: renderTemplate(tpl.subject, mail.params, false),
    html: renderTemplate(html, mail.params, true),
    templateType: mail.type,
    language: tpl.language,
    headers: mail.headers ?? null,
  });
}

/** Delay before retry `attempt` (1-based): 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}
export const MAX_MAIL_ATTEMPTS = 8;

/**
 * How long a claim on a mail lasts, in milliseconds (docs/decisions/007-outbox-claim.md). A mail
 * claimed by a process that dies is sent by a live worker once this has passed: with the 2 s poll,
 * well within five minutes. A send must finish within it (see {@link SMTP_TIMEOUTS}), or another
 * worker may send the mail too.
 */
export const MAIL_CLAIM_LEASE_MS = 120_000;

/** nodemailer time limits (ms), so that one send cannot outlast {@link MAIL_CLAIM_LEASE_MS}. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** What the worker needs of a nodemailer transporter (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

/** Options of a {@link MailWorker}. */
export interface MailWorkerOptions {
  /** `smtp://…`; without it (and without `transport`) mails are logged, not sent. */
  smtpUrl?: string;
  /** A ready transport; takes precedence over `smtpUrl`. */
  transport?: MailTransport;
  from?: string;
  /** Names this worker's claims; default host, pid and a random part (unique per process start). */
  workerId?: string;
  /** Claim lease in milliseconds; default {@link MAIL_CLAIM_LEASE_MS}. */
  leaseMs?: number;
  /**
   * Told each delivery attempt's outcome (the `mail_deliveries_total` counter of GET /metrics, issue 23):
   * `sent` (SMTP accepted it), `logged` (no SMTP), `retry` (failed, will retry), `failed` (for good).
   */
  onDelivery?: (outcome: MailDeliveryOutcome) => void;
}

/** How one delivery attempt ended (see {@link MailWorkerOptions.onDelivery}). */
export type MailDeliveryOutcome = 'sent' | 'logged' | 'retry' | 'failed';

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Delivers the outbox. Without an SMTP URL or transport each mail is written to the log (links
 * included) and marked `logged`, so the embedded default is usable without a mail server.
 *
 * Claims are leases (docs/decisions/007-outbox-claim.md): a claimed row is `sending` with `claimed_by`
 * this worker and `claimed_until` the lease end. A row is claimable when it is `queued` and due, or
 * `sending` with an expired lease (its worker died or hung). While a lease is valid no other worker
 * takes the row; the send is recorded, and a failure scheduled for retry, only while this worker still
 * holds the claim, in one statement each.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly transport: MailTransport | undefined;
  private readonly from: string;
  /** The `claimed_by` value of this worker's claims. */
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly onDelivery: (outcome: MailDeliveryOutcome) => void;

  /**
   * @param db the database (not a transaction: every claim and record commits on its own)
   * @param log where sends, failures and (without SMTP) the mails themselves are written
   */
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    opts: MailWorkerOptions = {},
  ) {
    this.transport =
      opts.transport ??
      (opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }) : undefined);
    this.from = opts.from ?? 'İhracat Partner Platformu <no-reply@example.com>';
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.leaseMs = opts.leaseMs ?? MAIL_CLAIM_LEASE_MS;
    this.onDelivery = opts.onDelivery ?? (() => {});
  }

  /** Polls every `intervalMs` milliseconds until {@link stop}. */
  start(intervalMs = 2000): void {
    this.stopping = false;
    const tick = () => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'mail worker failed'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 50);
  }

  /**
   * Stops polling, lets the send in progress finish, and gives back the mails claimed but not started
   * (queued again, attempt not counted), so another process sends them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Claims up to `batch` due mails (queued and due, or under an expired claim) and sends them one by one.
   * @returns how many rows it claimed
   * @throws on a database error (a claimed row then stays claimed until its lease ends)
   */
  async drain(batch = 20): Promise<number> {
    if (this.stopping) return 0;
    // FOR UPDATE SKIP LOCKED: concurrent drains claim disjoint rows; the lease keeps a claimed row from
    // every other worker after this statement commits.
    const claimed = await queryRows<ClaimedMail>(
      this.db,
      sql`
      UPDATE email_outbox
         SET status = 'sending', attempts = attempts + 1,
             claimed_by = ${this.workerId}, claimed_until = now() + ${this.leaseMs} * interval '1 millisecond'
       WHERE id IN (SELECT id FROM email_outbox
                     WHERE (status = 'queued' AND next_attempt_at <= now())
                        OR (status = 'sending' AND claimed_until < now())
                     ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, html, headers, attempts`,
    );
    for (const [i, m] of claimed.entries()) {
      if (this.stopping) {
        await this.release(claimed.slice(i).map((c) => c.id));
        break;
      }
      // Each real send gets a full lease: renew it (and confirm it is still ours) after the sends before
      // it. Logging takes no time, so without a transport the claim's own lease is plenty.
      if (i > 0 && this.transport && !(await this.renew(m.id))) continue;
      await this.deliver(m);
    }
    return claimed.length;
  }

  /** This worker's claim on row `id`, as a condition. */
  private ours(id: number) {
    return and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.claimedBy, this.workerId));
  }

  /**
   * Extends this worker's lease on row `id`. Still `claimed_by` us means nobody took it over, even if
   * the lease ran out meanwhile (a takeover rewrites `claimed_by` under the row lock).
   * @returns false when the claim is gone
   */
  private async renew(id: number): Promise<boolean> {
    const rows = await this.db
      .update(emailOutbox)
      .set({ claimedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
      .where(this.ours(id))
      .returning({ id: emailOutbox.id });
    return rows.length > 0;
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(emailOutbox)
      .set({ status: 'queued', attempts: sql`${emailOutbox.attempts} - 1`, claimedBy: null, claimedUntil: null })
      .where(
        and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'sending'), eq(emailOutbox.claimedBy, this.workerId)),
      );
  }

  private async deliver(m: ClaimedMail): Promise<void> {
    try {
      if (this.transport) {
        await this.transport.sendMail({
          from: this.from,
          to: m.to_address,
          subject: m.subject,
          html: m.html,
          headers: m.headers ?? {},
        });
      } else {
        this.log.info(
          { mail: { id: m.id, to: m.to_address, subject: m.subject, links: extractLinks(m.html) } },
          'mail (no SMTP_URL: logged, not sent)',
        );
      }
    } catch (err) {
      const failed = m.attempts >= MAX_MAIL_ATTEMPTS;
      this.onDelivery(failed ? 'failed' : 'retry');
      this.log.warn(
        { err, mailId: m.id, attempts: m.attempts },
        failed ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
      await this.db
        .update(emailOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(m.attempts)),
          claimedBy: null,
          claimedUntil: null,
        })
        .where(this.ours(m.id));
      return;
    }
    this.onDelivery(this.transport ? 'sent' : 'logged');
    const recorded = await this.db
      .update(emailOutbox)
      .set({
        status: this.transport ? 'sent' : 'logged',
        sentAt: new Date(),
        lastError: null,
        claimedBy: null,
        claimedUntil: null,
      })
      .where(this.ours(m.id))
      .returning({ id: emailOutbox.id });
    if (recorded.length === 0) {
      // The send outlasted the lease and another worker claimed the mail: it may go out twice.
      this.log.warn({ mailId: m.id, workerId: this.workerId }, 'mail sent after its claim expired');
    }
  }
}

function extractLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
