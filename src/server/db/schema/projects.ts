/**
 * Projects after the handshake (issue 20; docs/decisions/020-projects.md): the contract an accepted
 * offer becomes, its signatures and its milestones. Money in the currency's minor unit (integers).
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
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, MILESTONE_STATUSES, PROJECT_SIDES, PROJECT_STATUSES } from '@shared/constants';
import type { QuoteLineItem } from '@shared/money';
import { partners } from './partners';
import { quoteRequests, quoteResponses } from './quotes';
import { users } from './users';
import { oneOf } from './checks';

/**
 * One project per accepted offer. The contract's content (lines, totals, currency, delivery time,
 * terms) is copied from the offer when it is accepted, so a later edit of the offer changes nothing
 * here. `buyerId` is the requester's account; the partner side is the partner's owner account.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'restrict' }),
    quoteResponseId: integer('quote_response_id')
      .notNull()
      .references(() => quoteResponses.id, { onDelete: 'restrict' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('contract_pending'),
    title: text('title').notNull(),
    items: jsonb('items').$type<QuoteLineItem[]>().notNull(),
    vatRate: integer('vat_rate').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    deliveryTime: text('delivery_time'),
    terms: text('terms'),
    cancelRequestedBy: text('cancel_requested_by', { enum: PROJECT_SIDES }),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an admin completed or cancelled the project (PATCH /api/admin/projects/{id}); null otherwise. */
    adminNote: text('admin_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('projects_status_check', t.status, PROJECT_STATUSES),
    oneOf('projects_currency_check', t.currency, CURRENCIES),
    oneOf('projects_cancel_side_check', t.cancelRequestedBy, PROJECT_SIDES),
    check('projects_total_check', sql`${t.totalAmount} > 0`),
    unique('projects_quote_request_unique').on(t.quoteRequestId),
    index('projects_buyer_idx').on(t.buyerId, t.updatedAt.desc()),
    index('projects_partner_idx').on(t.partnerId, t.updatedAt.desc()),
  ],
);

/** The milestones of a project's plan, in `position` order; their amounts sum to the contract total. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submitMessage: text('submit_message'),
    changesMessage: text('changes_message'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('project_milestones_status_check', t.status, MILESTONE_STATUSES),
    check('project_milestones_amount_check', sql`${t.amount} > 0`),
    unique('project_milestones_position_unique').on(t.projectId, t.position),
  ],
);

/**
 * A signature of the contract: one per side per contract text. A change of the plan deletes them
 * (both sides sign the new text); `contractHash` is the SHA-256 of the text that was signed.
 */
export const projectSignatures = pgTable(
  'project_signatures',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    side: text('side', { enum: PROJECT_SIDES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signer's name as it was when signing (kept when the account is deleted). */
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    contractHash: text('contract_hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('project_signatures_side_check', t.side, PROJECT_SIDES),
    unique('project_signatures_side_unique').on(t.projectId, t.side),
  ],
);
