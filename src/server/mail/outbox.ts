/**
 * Outgoing mail (ARCHITECTURE.md, mail): a mail is a row in `email_outbox`, written in the same
 * transaction as the change that causes it, rendered from the seeded template of the recipient's
 * language. `MailWorker` delivers queued rows with retries and exponential backoff; a row that keeps
 * failing ends as `failed` with its last error, never silently dropped.
 */
import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { EmailTemplateType, Language } from '../../shared/constants';
import { type Db, queryRows } from '../db/client';
import { emailOutbox, emailTemplates } from '../db/schema';
import { escapeHtml } from '../lib/html';

/** Something that can run queries: the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Fills `{{name}}` placeholders; values are HTML-escaped when `html` is true. Unknown names become ''. */
export function renderTemplate(template: string, params: Record<string, string>, html: boolean): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return html ? escapeHtml(value) : value;
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
    params: Record<string, string>;
    headers?: Record<string, string>;
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
  await exec.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: renderTemplate(tpl.subject, mail.params, false),
    html: renderTemplate(tpl.html, mail.params, true),
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
 * Delivers the outbox. Without `smtpUrl` each mail is written to the log (links included) and marked
 * `logged`, so the embedded default is usable without a mail server.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    smtpUrl: string | undefined,
    private readonly from = 'İhracat Partner Platformu <no-reply@example.com>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Polls every `intervalMs` milliseconds until {@link stop}. */
  start(intervalMs = 2000): void {
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

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends every due mail once; returns how many rows it handled. */
  async drain(batch = 20): Promise<number> {
    // Claim rows atomically so several processes never send the same mail twice.
    const claimed = await queryRows<{
      id: number;
      to_address: string;
      subject: string;
      html: string;
      headers: Record<string, string> | null;
      attempts: number;
    }>(
      this.db,
      sql`
      UPDATE email_outbox SET status = 'sending', attempts = attempts + 1
       WHERE id IN (SELECT id FROM email_outbox
                     WHERE status = 'queued' AND next_attempt_at <= now()
                     ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, html, headers, attempts`,
    );
    for (const m of claimed) {
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
            {
              mail: {
                id: m.id,
                to: m.to_address,
                subject: m.subject,
                links: extractLinks(m.html),
              },
            },
            'mail (no SMTP_URL: logged, not sent)',
          );
        }
        await this.db
          .update(emailOutbox)
          .set({
            status: this.transport ? 'sent' : 'logged',
            sentAt: new Date(),
            lastError: null,
          })
          .where(eq(emailOutbox.id, m.id));
      } catch (err) {
        const failed = m.attempts >= MAX_MAIL_ATTEMPTS;
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
          })
          .where(eq(emailOutbox.id, m.id));
      }
    }
    return claimed.length;
  }
}

function extractLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
