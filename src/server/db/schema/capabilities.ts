/**
 * Category capability field definitions (issue 21; docs/decisions/027-capability-fields.md): one row
 * per category holding its fields, in order, as JSON (`CapabilityField[]`,
 * src/shared/contracts/capabilities.ts). A partner's values are `partners.capabilities`.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CATEGORY_SLUGS } from '@shared/constants';
import { categories } from './categories';
import { oneOf } from './checks';

export const capabilityDefinitions = pgTable(
  'capability_definitions',
  {
    categorySlug: text('category_slug', { enum: CATEGORY_SLUGS })
      .primaryKey()
      .references(() => categories.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The category's fields in display order (`CapabilityField[]`), checked by the contract on write and read. */
    fields: jsonb('fields').notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('capability_definitions_category_slug_check', t.categorySlug, CATEGORY_SLUGS)],
);
