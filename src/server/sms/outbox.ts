/**
 * Outgoing SMS (issue 22; docs/decisions/043-sms-outbox.md), the twin of the mail outbox
 * (src/server/mail/outbox.ts; decisions 002 and 007): an SMS is a row in `sms_outbox`, written in the
 * same transaction as the change that causes it, rendered from the seeded `sms_templates` row of the
 * recipient's language. `SmsWorker` delivers queued rows through the outbox worker it shares with mail
 * (`../lib/outbox-worker.ts`) with leases, retries and exponential backoff; a row that keeps failing
 * ends as `failed` with its last error; a row whose worker died is claimed again when its lease ends.
 * Without SMS_URL each SMS is written to the log and marked `logged`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language, SmsTemplateType } from '@shared/constants';
import type { Db } from '../db/client';
import { smsOutbox, smsTemplates } from '../db/schema';
import { type ClaimedRow, OutboxWorker, type OutboxWorkerOptions } from '../lib/outbox-worker';
import { type Executor, renderTemplate } from '../mail/outbox';
import { createHttpSmsTransport, type SmsTransport } from './gateway';

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
export interface SmsWorkerOptions extends Pick<OutboxWorkerOptions, 'workerId' | 'leaseMs'> {
  /** The gateway URL (SMS_URL, gateway.ts); without it (and without `transport`) SMS are logged, not sent. */
  smsUrl?: string;
  /** A ready transport; takes precedence over `smsUrl`. */
  transport?: SmsTransport;
}

interface ClaimedSms extends ClaimedRow {
  to_number: string;
  body: string;
}

/**
 * Delivers the SMS outbox with the mail worker's claim protocol (docs/decisions/007-outbox-claim.md),
 * the shared {@link OutboxWorker}, for {@link MAX_SMS_ATTEMPTS} attempts. The gateway's reference is
 * kept as `provider_ref`. When a row reaches its final state (sent, logged, failed) its body is
 * replaced by the redacted body, so no verification code stays readable in the table.
 */
export class SmsWorker extends OutboxWorker<ClaimedSms, typeof smsOutbox> {
  /**
   * @param db the database (not a transaction: every claim and record commits on its own)
   * @param log where sends, failures and (without SMS_URL) the SMS themselves are written
   */
  constructor(db: Db, log: Logger, opts: SmsWorkerOptions = {}) {
    const transport = opts.transport ?? (opts.smsUrl ? createHttpSmsTransport(opts.smsUrl) : undefined);
    super(
      db,
      log,
      {
        name: 'sms',
        table: smsOutbox,
        columns: ['to_number', 'body'],
        maxAttempts: MAX_SMS_ATTEMPTS,
        leaseMs: SMS_CLAIM_LEASE_MS,
        sends: transport !== undefined,
        async deliver(m) {
          let ref: string | undefined;
          if (transport) {
            ref = (await transport.send({ to: m.to_number, body: m.body })).ref;
          } else {
            log.info({ sms: { id: m.id, to: m.to_number, body: m.body } }, 'sms (no SMS_URL: logged, not sent)');
          }
          return { providerRef: ref ?? null };
        },
        final: { body: sql`coalesce(${smsOutbox.redactedBody}, ${smsOutbox.body})` },
      },
      opts,
    );
  }
}
