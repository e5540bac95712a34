/** Feedback sent from the footer and the user menus. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@shared/constants';
import { users } from './users';
import { oneOf } from './checks';

/**
 * Feedback from the feedback modal (issue 11): visitors too, so name and e-mail are stored as given;
 * `userId` when signed in. `rating` and `page` are optional context.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull().default('other'),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    rating: integer('rating'),
    message: text('message').notNull(),
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    oneOf('feedback_category_check', t.category, FEEDBACK_CATEGORIES),
    oneOf('feedback_status_check', t.status, FEEDBACK_STATUSES),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
