/**
 * Projects after the handshake (issue 20; docs/decisions/020-projects.md): the contract an accepted
 * offer becomes, its signatures and its milestones. Money in the currency's minor unit (integers).
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
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  MILESTONE_STATUSES,
  PAYMENT_STATUSES,
  PROJECT_FILE_KINDS,
  PROJECT_SIDES,
  PROJECT_STATUSES,
} from '@shared/constants';
import type { QuoteLineItem } from '@shared/money';
import { files } from './files';
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

/**
 * A payment the partner requests for a milestone, by invoice and bank transfer (issue 20): `pending`
 * (asked, to the IBAN copied from the partner's profile) → `paid` (the buyer marked it paid with a
 * receipt) → `confirmed` (the partner confirmed the money arrived). Amount in the project currency's
 * minor unit; the requests of a milestone never sum past its amount.
 */
export const projectPayments = pgTable(
  'project_payments',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => projectMilestones.id, { onDelete: 'restrict' }),
    invoiceNumber: text('invoice_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Last day of the transfer, a calendar day in Europe/Istanbul. */
    dueDate: date('due_date').notNull(),
    /** The partner's IBAN when the payment was requested (a later profile change does not move it). */
    iban: text('iban').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The invoice the partner attached, if any (a private project file). */
    invoiceFileId: uuid('invoice_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The buyer's bank receipt (dekont), required to mark it paid. */
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('project_payments_status_check', t.status, PAYMENT_STATUSES),
    oneOf('project_payments_currency_check', t.currency, CURRENCIES),
    check('project_payments_amount_check', sql`${t.amount} > 0`),
    unique('project_payments_invoice_unique').on(t.projectId, t.invoiceNumber),
    index('project_payments_project_idx').on(t.projectId, t.createdAt),
    index('project_payments_milestone_idx').on(t.milestoneId),
  ],
);

/** A to-do of a project, added by either side for either side (issue 20: `task_assigned`, `task_completed`). */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Who must do it: each side of a project is one account (the buyer, the partner's owner). */
    assigneeSide: text('assignee_side', { enum: PROJECT_SIDES }).notNull(),
    dueDate: date('due_date'),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdBySide: text('created_by_side', { enum: PROJECT_SIDES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('project_tasks_assignee_side_check', t.assigneeSide, PROJECT_SIDES),
    oneOf('project_tasks_created_by_side_check', t.createdBySide, PROJECT_SIDES),
    index('project_tasks_project_idx').on(t.projectId, t.createdAt),
  ],
);

/** A progress note of a project with optional files (issue 20: `project_update`). */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorSide: text('author_side', { enum: PROJECT_SIDES }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('project_updates_author_side_check', t.authorSide, PROJECT_SIDES),
    index('project_updates_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * The documents of a project (invoice, packing list, customs declaration, receipts, deliveries):
 * private files shared between the two sides (`files.shared_with`) and readable by admins. A file
 * may come with an update, a milestone delivery or a payment, or be added on its own.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROJECT_FILE_KINDS }).notNull().default('other'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedBySide: text('added_by_side', { enum: PROJECT_SIDES }).notNull(),
    updateId: integer('update_id').references(() => projectUpdates.id, { onDelete: 'set null' }),
    milestoneId: integer('milestone_id').references(() => projectMilestones.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => projectPayments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('project_files_kind_check', t.kind, PROJECT_FILE_KINDS),
    oneOf('project_files_added_by_side_check', t.addedBySide, PROJECT_SIDES),
    unique('project_files_file_unique').on(t.projectId, t.fileId),
    index('project_files_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * The reminders already sent (issue 20, deadlines): one row per item and threshold, e.g.
 * `milestone:12:3d`, `payment:4:1d`, `feedback:<projectId>`. The job inserts the row in the same
 * transaction as the notification and the queued mail, so each reminder goes out exactly once with
 * several processes running and across restarts (the unique key decides who sends).
 */
export const projectReminders = pgTable(
  'project_reminders',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_reminders_project_idx').on(t.projectId)],
);
