/**
 * Quote requests, quote responses and their earlier versions (spec §3; issue 9; PRODUCT-DECISIONS 15).
 * Money is stored in the currency's minor unit (kuruş, cent) as integers.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { BUDGET_OPTIONS, CURRENCIES, QUOTE_RESPONSE_STATUSES, QUOTE_STATUSES, WORK_TYPES } from '@shared/constants';
import type { QuoteLineItem } from '@shared/money';
import { files } from './files';
import { partners } from './partners';
import { users } from './users';
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
    /** The spec's composed text as the requester sent it (spec §3). */
    serviceNeeded: text('service_needed').notNull(),
    /**
     * `serviceNeeded` as data (`ServiceNeededParts`, docs/decisions/038): the services or description,
     * the work type and the project days, so every reader gets it in their language. `service` is null
     * only on rows whose text could not be read as composed (the text is then the service).
     */
    service: text('service'),
    workType: text('work_type', { enum: WORK_TYPES }),
    projectStartDate: date('project_start_date'),
    projectEndDate: date('project_end_date'),
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
    oneOf('quote_requests_work_type_check', t.workType, WORK_TYPES),
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
    /**
     * The buyer's latest request for a changed offer (`POST /api/quote-responses/{id}/revision-request`,
     * issue 20); cleared when the partner revises the offer.
     */
    revisionRequestedAt: timestamp('revision_requested_at', { withTimezone: true }),
    revisionMessage: text('revision_message'),
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
