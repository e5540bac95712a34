/**
 * Outgoing mail (ARCHITECTURE.md, mail): a mail is a row in `email_outbox`, written in the same
 * transaction as the change that causes it, rendered from the seeded template of the recipient's
 * language. `MailWorker` delivers queued rows through the shared outbox worker
 * (`../lib/outbox-worker.ts`) with retries and exponential backoff; a row that keeps failing ends as
 * `failed` with its last error, never silently dropped; a row whose worker died is claimed again when
 * its lease ends (docs/decisions/007-outbox-claim.md).
 */
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import type { EmailTemplateType, Language } from '@shared/constants';
import type { Db } from '../db/client';
import { emailOutbox, emailTemplates } from '../db/schema';
import { PLACEHOLDER_PATTERN } from '@shared/contracts/templates';
import { type MailParam, MailHtml, renderMailHtml } from '../lib/mail-html-safety';
import { type ClaimedRow, OutboxWorker, type OutboxWorkerOptions } from '../lib/outbox-worker';

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
export interface MailWorkerOptions extends OutboxWorkerOptions {
  /** `smtp://…`; without it (and without `transport`) mails are logged, not sent. */
  smtpUrl?: string;
  /** A ready transport; takes precedence over `smtpUrl`. */
  transport?: MailTransport;
  from?: string;
}

interface ClaimedMail extends ClaimedRow {
  to_address: string;
  subject: string;
  html: string;
  headers: Record<string, string> | null;
}

/**
 * Delivers the mail outbox with the claim protocol of the shared {@link OutboxWorker} (decision 007),
 * for {@link MAX_MAIL_ATTEMPTS} attempts. Without an SMTP URL or transport each mail is written to the
 * log (links included) and marked `logged`, so the embedded default is usable without a mail server.
 * `onDelivery` feeds the `mail_deliveries_total` counter of GET /metrics (issue 23).
 */
export class MailWorker extends OutboxWorker<ClaimedMail, typeof emailOutbox> {
  /**
   * @param db the database (not a transaction: every claim and record commits on its own)
   * @param log where sends, failures and (without SMTP) the mails themselves are written
   */
  constructor(db: Db, log: Logger, opts: MailWorkerOptions = {}) {
    const transport =
      opts.transport ??
      (opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }) : undefined);
    const from = opts.from ?? 'İhracat Partner Platformu <no-reply@example.com>';
    super(
      db,
      log,
      {
        name: 'mail',
        table: emailOutbox,
        columns: ['to_address', 'subject', 'html', 'headers'],
        maxAttempts: MAX_MAIL_ATTEMPTS,
        leaseMs: MAIL_CLAIM_LEASE_MS,
        sends: transport !== undefined,
        async deliver(m) {
          if (transport) {
            await transport.sendMail({
              from,
              to: m.to_address,
              subject: m.subject,
              html: m.html,
              headers: m.headers ?? {},
            });
          } else {
            log.info(
              { mail: { id: m.id, to: m.to_address, subject: m.subject, links: extractLinks(m.html) } },
              'mail (no SMTP_URL: logged, not sent)',
            );
          }
        },
      },
      opts,
    );
  }
}

function extractLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
