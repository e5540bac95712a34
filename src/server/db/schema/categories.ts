/** The 16 service categories (spec §3 Category). */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CATEGORY_SLUGS } from '@shared/constants';
import { oneOf } from './checks';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug', { enum: CATEGORY_SLUGS }).notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [oneOf('categories_slug_check', t.slug, CATEGORY_SLUGS)],
);
