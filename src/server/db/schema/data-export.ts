/** Copies of a user's data the user asked for (issue 22; KVKK art. 11, GDPR art. 15 and 20). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '@shared/contracts/data-export';
import { users } from './users';
import { oneOf } from './checks';

/**
 * One row per request (docs/decisions/039-data-export.md). `pending` until the job wrote the ZIP to
 * the private storage area (`object_key`), then `ready` until `expires_at`; the retention rule
 * `dataExports` deletes the object and the row after that. The newest `requested_at` decides when
 * the user may ask again.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** `private/data-export-{id}.zip`; set with `ready`. */
    objectKey: text('object_key'),
    /** Size of the ZIP in bytes. */
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (t) => [
    oneOf('data_exports_status_check', t.status, DATA_EXPORT_STATUSES),
    check(
      'data_exports_ready_check',
      sql`${t.status} <> 'ready' OR (${t.objectKey} IS NOT NULL AND ${t.expiresAt} IS NOT NULL)`,
    ),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
