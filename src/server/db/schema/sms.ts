/** The SMS outbox and phone verification codes (issue 22; docs/decisions/043-sms-outbox.md). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES, SMS_OUTBOX_STATUSES, SMS_TEMPLATE_TYPES } from '@shared/constants';
import { oneOf } from './checks';
import { users } from './users';

/**
 * Outgoing SMS queue and log, the twin of `email_outbox` (decisions 002, 007): rows are written in the
 * transaction of the event that causes them, rendered from the seeded `sms_templates` row of the
 * recipient's language, and delivered by the SmsWorker with leases, retries and backoff.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** E.164, e.g. `+905321234567`. */
    toNumber: text('to_number').notNull(),
    templateType: text('template_type', { enum: SMS_TEMPLATE_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    body: text('body').notNull(),
    /**
     * The body with its secret (a verification code) masked, for SMS that carry one: it replaces `body`
     * once the SMS has left (or failed for good), so the table never keeps a usable code.
     */
    redactedBody: text('redacted_body'),
    status: text('status', { enum: SMS_OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's id of the accepted message (Netgsm `jobid`), for support questions. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The worker whose claim a `sending` row is under; null otherwise (decision 007). */
    claimedBy: text('claimed_by'),
    /** End of that claim's lease: after it, any worker may claim the row again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    oneOf('sms_outbox_template_type_check', t.templateType, SMS_TEMPLATE_TYPES),
    oneOf('sms_outbox_language_check', t.language, LANGUAGES),
    oneOf('sms_outbox_status_check', t.status, SMS_OUTBOX_STATUSES),
    index('sms_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued','sending')`),
    index('sms_outbox_claim_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);

/**
 * The pending phone verification of a user (at most one: a new request replaces it). Only an HMAC of
 * the code is kept; the row is deleted when the code is confirmed.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164 number the code was sent to. */
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  /** Wrong codes tried so far; at the limit (5, src/shared/contracts/phone-verification.ts) the code is dead. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
