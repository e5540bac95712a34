/**
 * Quotes, conversations, messages, notifications, feedback (spec §3; PRODUCT-DECISIONS 15–18).
 * Money is stored in kuruş as integers.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { BUDGET_OPTIONS, CURRENCIES, NOTIFICATION_TYPES, QUOTE_STATUSES } from '../../../shared/constants';
import { users } from './auth';
import { partners } from './catalogue';
import { oneOf } from './checks';

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    budget: text('budget', { enum: BUDGET_OPTIONS }),
    serviceNeeded: text('service_needed').notNull(),
    message: text('message'),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    kvkkAcceptedAt: timestamp('kvkk_accepted_at', {
      withTimezone: true,
    }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('quote_requests_status_check', t.status, QUOTE_STATUSES),
    oneOf('quote_requests_budget_check', t.budget, BUDGET_OPTIONS),
    index('quote_requests_partner_idx').on(t.partnerId, t.createdAt.desc()),
    index('quote_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('quote_requests_status_idx').on(t.status),
  ],
);

/** A partner's priced answer to a quote request (PRODUCT-DECISIONS 15). */
export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .unique()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    items: jsonb('items').$type<{ description: string; quantity: number; unitPriceKurus: number }[]>().notNull(),
    /** VAT rate in percent (default 20). */
    vatRate: integer('vat_rate').notNull().default(20),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('TRY'),
    subtotalKurus: bigint('subtotal_kurus', { mode: 'number' }).notNull(),
    vatKurus: bigint('vat_kurus', { mode: 'number' }).notNull(),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
    validUntil: date('valid_until').notNull(),
    deliveryTime: text('delivery_time'),
    terms: text('terms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_responses_vat_check', sql`${t.vatRate} BETWEEN 0 AND 100`),
    check(
      'quote_responses_amounts_check',
      sql`${t.subtotalKurus} >= 0 AND ${t.vatKurus} >= 0 AND ${t.totalKurus} = ${t.subtotalKurus} + ${t.vatKurus}`,
    ),
    oneOf('quote_responses_currency_check', t.currency, CURRENCIES),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_not_empty', sql`char_length(btrim(${t.message})) > 0 OR ${t.fileUrl} IS NOT NULL`),
    check('messages_length', sql`char_length(${t.message}) <= 5000`),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.receiverId)
      .where(sql`NOT ${t.isRead}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
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
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    rating: integer('rating'),
    message: text('message').notNull(),
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`)],
);
