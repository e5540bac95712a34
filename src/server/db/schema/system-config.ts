/** Key/value site settings (spec §3 System config). */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings: `seoSettings`, `site` (spec §3, System config). */
export const systemConfig = pgTable('system_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
