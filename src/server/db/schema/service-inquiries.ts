/** Inquiries visitors send from a partner's profile (issue 22; docs/decisions/042-service-inquiry.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@shared/constants';
import { INQUIRY_MESSAGE_MAX } from '@shared/contracts/service-inquiries';
import { oneOf } from './checks';
import { partners } from './partners';

/**
 * One inquiry: pending until its sender opens the signed confirmation link (`delivered_at` null),
 * then delivered once (the conditional update that sets `delivered_at` decides). `language` is the
 * sender's at the time of writing: the confirmation and the invitation mails use it. Retention
 * (decision 033) deletes pending rows after 7 days and delivered ones some time after delivery.
 */
export const serviceInquiries = pgTable(
  'service_inquiries',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the confirmation delivered it; null while pending. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the partner invited the sender to sign up (once); null before. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('service_inquiries_language_check', t.language, LANGUAGES),
    check(
      'service_inquiries_message_check',
      sql`char_length(${t.message}) BETWEEN 1 AND ${sql.raw(String(INQUIRY_MESSAGE_MAX))}`,
    ),
    // The dashboard's list: one partner's delivered inquiries, newest first.
    index('service_inquiries_partner_idx').on(t.partnerId, t.deliveredAt.desc()),
    // Retention finds pending rows by age.
    index('service_inquiries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
