/** Partner reviews (issue 9 "Reviews and trust"). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { partners } from './partners';
import { quoteRequests } from './quotes';
import { users } from './users';

/**
 * A requester's rating of a partner after a completed request (issue 9): once per requester and
 * partner, answered once by the partner. Hidden reviews stay in the records but leave the profile and
 * the partner's `reviewCount` / `ratingSum`.
 */
export const partnerReviews = pgTable(
  'partner_reviews',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** Shown name of the reviewer, kept when the account is deleted. */
    reviewerName: text('reviewer_name').notNull(),
    companyName: text('company_name'),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    unique('partner_reviews_one_per_user').on(t.partnerId, t.userId),
    index('partner_reviews_partner_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);
