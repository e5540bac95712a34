/** The mail outbox (decision 002): every mail is a row written in the transaction of its event. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { EMAIL_OUTBOX_STATUSES, EMAIL_TEMPLATE_TYPES, LANGUAGES } from '@shared/constants';
import { oneOf } from './checks';

/**
 * Outgoing mail queue and log in one table: rows are written in the same transaction as the change
 * that causes them and delivered with retries (ARCHITECTURE.md, mail). `logged` means written to the
 * log because no SMTP_URL is set.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text'),
    templateType: text('template_type', { enum: EMAIL_TEMPLATE_TYPES }),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: EMAIL_OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The worker (process) whose claim a `sending` row is under; null otherwise (decision 007). */
    claimedBy: text('claimed_by'),
    /** End of that claim's lease: after it, any worker may claim the row again (decision 007). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    oneOf('email_outbox_template_type_check', t.templateType, EMAIL_TEMPLATE_TYPES),
    oneOf('email_outbox_language_check', t.language, LANGUAGES),
    oneOf('email_outbox_status_check', t.status, EMAIL_OUTBOX_STATUSES),
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued','sending')`),
    // Expired claims are looked up by lease end; only rows being sent are in it.
    index('email_outbox_claim_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);
