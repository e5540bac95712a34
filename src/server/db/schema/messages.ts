/** Conversations and their messages (issue 10 "Messaging"). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/** Conversation between two users; id `{lower user id}-{higher user id}` (PRODUCT-DECISIONS 16). */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_order_check', sql`${t.userLowId} < ${t.userHighId}`),
    check('conversations_id_check', sql`${t.id} = ${t.userLowId}::text || '-' || ${t.userHighId}::text`),
    index('conversations_low_idx').on(t.userLowId, t.lastMessageAt.desc()),
    index('conversations_high_idx').on(t.userHighId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    mimeType: text('mime_type'),
    /** The stored attachment (spec §3 File); only a file the sender uploaded (issue 10). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Client-generated `Idempotency-Key` of POST /api/messages: a retried send is stored once. */
    idempotencyKey: text('idempotency_key'),
    /**
     * Whether the 15-minute unread check has looked at this message (issue 10: one `new_message`
     * mail when a message is still unread after 15 minutes). Set once, by whichever process claims it.
     */
    emailChecked: boolean('email_checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_idempotency_idx')
      .on(t.senderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('messages_unread_conversation_idx')
      .on(t.receiverId, t.conversationId)
      .where(sql`NOT ${t.isRead}`),
    index('messages_mail_due_idx')
      .on(t.createdAt)
      .where(sql`NOT ${t.isRead} AND NOT ${t.emailChecked}`),
    check('messages_idempotency_length', sql`char_length(${t.idempotencyKey}) BETWEEN 1 AND 200`),
    check('messages_not_empty', sql`char_length(btrim(${t.message})) > 0 OR ${t.fileUrl} IS NOT NULL`),
    check('messages_length', sql`char_length(${t.message}) <= 5000`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.receiverId)
      .where(sql`NOT ${t.isRead}`),
  ],
);
