/** In-app notifications (spec §3 Notification). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@shared/constants';
import { users } from './users';
import type { ReaderParams } from '../../lib/reader-params';
import { oneOf } from './checks';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /**
     * The text as rendered for the recipient when the row was written. Read only as the fallback: a
     * row with `params` is rendered again in the reader's language each time it is read
     * (docs/decisions/038); rows written before migration 0029 have no `params` and show this text.
     */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The event's parameters, language-free (`ReaderParams`, server/lib/reader-params.ts); null on rows before 0029. */
    params: jsonb('params').$type<ReaderParams>(),
    /** Catalogue keys of the texts when the type's template does not describe the event (else null). */
    titleKey: text('title_key'),
    messageKey: text('message_key'),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`NOT ${t.isRead}`),
    // PRODUCT-DECISIONS 18: at most one unread message_received notification per conversation.
    uniqueIndex('notifications_unread_conversation_idx')
      .on(t.userId, sql`(${t.data} ->> 'conversationId')`)
      .where(sql`${t.type} = 'message_received' AND NOT ${t.isRead}`),
  ],
);
