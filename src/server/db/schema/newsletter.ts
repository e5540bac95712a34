/** Newsletter subscribers (double opt-in). */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES, NEWSLETTER_SOURCES } from '@shared/constants';
import { oneOf } from './checks';

/** Newsletter subscribers; double opt-in (PRODUCT-DECISIONS 20). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    source: text('source', { enum: NEWSLETTER_SOURCES }).notNull().default('homepage'),
    language: text('language', { enum: LANGUAGES }).notNull().default('tr'),
    isActive: boolean('is_active').notNull().default(true),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmToken: text('confirm_token').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_email_lower', sql`${t.email} = lower(${t.email})`),
    oneOf('newsletter_subscribers_source_check', t.source, NEWSLETTER_SOURCES),
    oneOf('newsletter_subscribers_language_check', t.language, LANGUAGES),
  ],
);
