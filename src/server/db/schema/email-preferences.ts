/** E-mail preferences per user (spec §3 Email preferences). */
import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
