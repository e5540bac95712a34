/** The admin audit trail ("Değişiklik Geçmişi"). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_TARGET_TYPES } from '@shared/constants';
import { users } from './users';
import { oneOf } from './checks';

/**
 * Who changed what, when (issue 11: "Every change is recorded with who made it and when"). Written in
 * the same transaction as the change by `recordAudit` (src/server/lib/audit.ts). `actorId` is null
 * only when the actor's account was later removed. `action` is a dotted verb such as
 * `user.type.granted`; `details` holds the before/after values the list shows.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('admin_audit_log_target_type_check', t.targetType, AUDIT_TARGET_TYPES),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_created_idx').on(t.createdAt),
  ],
);
