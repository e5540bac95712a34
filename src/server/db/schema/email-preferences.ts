/** E-mail preferences per user (spec §3 Email preferences) and the weekly digests already sent. */
import { boolean, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Spec §3, Email preferences; defaults as the spec gives them. */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketingEmails: boolean('marketing_emails').notNull().default(true),
  partnerUpdates: boolean('partner_updates').notNull().default(true),
  platformUpdates: boolean('platform_updates').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  /** SMS copies of project deadlines and payments (issue 22; decision 043); needs a verified phone. */
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The weekly digests sent (issue 22; docs/decisions/041-weekly-digest.md): one row per user per ISO
 * week of Europe/Istanbul, `week` being that week's Monday. The row is inserted with ON CONFLICT DO
 * NOTHING in the transaction that queues the `weekly_summary` mail, which is queued only when the
 * insert made the row: one digest per user per week however many processes, retries or catch-up runs
 * race for it (as `partner_lifecycle_mails`, decision 036). A user with nothing to report gets no row.
 */
export const weeklyDigestMails = pgTable(
  'weekly_digest_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
