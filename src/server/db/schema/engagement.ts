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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BUDGET_OPTIONS,
  CURRENCIES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  NOTIFICATION_TYPES,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
} from '@shared/constants';
import type { QuoteLineItem } from '@shared/money';
import { users } from './auth';
import { partners } from './catalogue';
import { files } from './platform';
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
    /** Shared by the requests one form sent to several partners (issue 9); null for a single request. */
    groupId: uuid('group_id'),
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
    index('quote_requests_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} IS NOT NULL`),
  ],
);

/**
 * A partner's priced answer to a quote request (PRODUCT-DECISIONS 15; docs/decisions/013-quotes.md).
 * The row holds the current version; a revision (PUT) first copies the row into
 * {@link quoteResponseVersions} and bumps `version`. At most one answer per request is not cancelled.
 * Amounts are integers in the currency's minor unit (kuruş, cent), computed by `shared/money.ts`.
 */
export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTE_RESPONSE_STATUSES }).notNull().default('sent'),
    /** 1 for the first answer, +1 on every revision. */
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    items: jsonb('items').$type<QuoteLineItem[]>().notNull(),
    /** VAT rate in percent (default 20). */
    vatRate: integer('vat_rate').notNull().default(20),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('TRY'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** Last day the quote may be accepted (a calendar day, Europe/Istanbul). */
    validUntil: date('valid_until').notNull(),
    deliveryTime: text('delivery_time'),
    terms: text('terms'),
    /** Optional attachment (a private file shared with the requester). */
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_responses_vat_check', sql`${t.vatRate} BETWEEN 0 AND 100`),
    check(
      'quote_responses_amounts_check',
      sql`${t.subtotal} >= 0 AND ${t.vatAmount} >= 0 AND ${t.totalAmount} = ${t.subtotal} + ${t.vatAmount}`,
    ),
    check('quote_responses_version_check', sql`${t.version} >= 1`),
    oneOf('quote_responses_currency_check', t.currency, CURRENCIES),
    oneOf('quote_responses_status_check', t.status, QUOTE_RESPONSE_STATUSES),
    index('quote_responses_request_idx').on(t.quoteRequestId),
    uniqueIndex('quote_responses_one_live_idx')
      .on(t.quoteRequestId)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** Earlier versions of a revised quote response, readable by its two parties and admins (issue 9). */
export const quoteResponseVersions = pgTable(
  'quote_response_versions',
  {
    id: serial('id').primaryKey(),
    quoteResponseId: integer('quote_response_id')
      .notNull()
      .references(() => quoteResponses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<QuoteLineItem[]>().notNull(),
    vatRate: integer('vat_rate').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    validUntil: date('valid_until').notNull(),
    deliveryTime: text('delivery_time'),
    terms: text('terms'),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When this version was sent (the response row's `updatedAt` at the time). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('quote_response_versions_unique').on(t.quoteResponseId, t.version),
    oneOf('quote_response_versions_currency_check', t.currency, CURRENCIES),
  ],
);

/**
 * A requester's rating of a partner after a completed request (issue 9): once per requester and
 * partner, answered once by the partner. Hidden reviews stay in the records but leave the profile and
 * the partner's `reviewCount` / `ratingSum`.
 */
export const partnerReviews = pgTable(
  'partner_reviews',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** Shown name of the reviewer, kept when the account is deleted. */
    reviewerName: text('reviewer_name').notNull(),
    companyName: text('company_name'),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    unique('partner_reviews_one_per_user').on(t.partnerId, t.userId),
    index('partner_reviews_partner_idx').on(t.partnerId, t.createdAt.desc()),
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
    // PRODUCT-DECISIONS 18: at most one unread message_received notification per conversation.
    uniqueIndex('notifications_unread_conversation_idx')
      .on(t.userId, sql`(${t.data} ->> 'conversationId')`)
      .where(sql`${t.type} = 'message_received' AND NOT ${t.isRead}`),
  ],
);

/**
 * Feedback from the feedback modal (issue 11): visitors too, so name and e-mail are stored as given;
 * `userId` when signed in. `rating` and `page` are optional context.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull().default('other'),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    rating: integer('rating'),
    message: text('message').notNull(),
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    oneOf('feedback_category_check', t.category, FEEDBACK_CATEGORIES),
    oneOf('feedback_status_check', t.status, FEEDBACK_STATUSES),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
