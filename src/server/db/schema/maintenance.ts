/** Planned maintenance windows (issue 22 "Maintenance"; docs/decisions/040-maintenance-windows.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A maintenance window a master_admin scheduled: start, end and the banner message in both languages.
 * Cancelling keeps the row (`cancelled_at`). Announcing it to every active user goes in batches by
 * ascending user id (modules/maintenance/maintenance-announce.ts): `announce_cursor` is the highest
 * user id already told, advanced in the transaction that writes that batch's notifications and mails
 * while the row is locked, so each user is told once per schedule however many runs race;
 * `announced_at` is set when no user is left. Moving the start or end starts the announcement over.
 * Every change notifies `maintenance_windows` (migration 0031), so each process refreshes its copy.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    messageTr: text('message_tr').notNull(),
    messageEn: text('message_en').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    announceCursor: integer('announce_cursor').notNull().default(0),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [
    check('maintenance_windows_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'maintenance_windows_messages_check',
      sql`char_length(${t.messageTr}) BETWEEN 1 AND 300 AND char_length(${t.messageEn}) BETWEEN 1 AND 300`,
    ),
    index('maintenance_windows_ends_idx').on(t.endsAt),
  ],
);
