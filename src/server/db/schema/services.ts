/** The services pool partners pick from (spec §3 Service). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { categories } from './categories';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: integer('category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('services_category_name_unique').on(t.categoryId, t.name),
    check('services_name_length', sql`char_length(${t.name}) BETWEEN 2 AND 120`),
  ],
);
