/**
 * Partner verification (issue 21 "Verified"; docs/decisions/028-partner-verification.md): the registry
 * documents a partner uploads, an admin's decision on each, and the expiry reminders already sent.
 * Whether a partner is verified is `partners.verified_until` (the earliest expiry of its required
 * documents), compared with today when read, so an expiry takes effect without a job.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_DOCUMENT_STATUSES } from '@shared/constants';
import { files } from './files';
import { partners } from './partners';
import { users } from './users';
import { oneOf } from './checks';

/** One registry document of a partner: a private file, its kind, and the admin's decision. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** A private `files` row; readable by its uploader (the partner's account) and admins only. */
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_DOCUMENT_KINDS }).notNull(),
    /** What an authorisation is ("YYS", "AEO", "Yetkilendirilmiş Gümrük Müşavirliği"); optional for the other kinds. */
    title: text('title'),
    status: text('status', { enum: VERIFICATION_DOCUMENT_STATUSES }).notNull().default('pending'),
    /** Last day (Europe/Istanbul) the document is valid; set when verified. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Why the admin rejected it, shown to the partner. */
    rejectionReason: text('rejection_reason'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('partner_documents_kind_check', t.kind, VERIFICATION_DOCUMENT_KINDS),
    oneOf('partner_documents_status_check', t.status, VERIFICATION_DOCUMENT_STATUSES),
    check(
      'partner_documents_decision_check',
      sql`(${t.status} <> 'verified' OR ${t.expiresOn} IS NOT NULL) AND (${t.status} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL)`,
    ),
    index('partner_documents_partner_idx').on(t.partnerId, t.createdAt),
    // The reminder job reads the verified documents expiring in the next 30 days.
    index('partner_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`status = 'verified'`),
  ],
);

/**
 * The expiry reminders already sent: one row per document, expiry day and threshold
 * (`document:12:2027-01-31:30d`). The job inserts it in the same transaction as the notification and
 * the queued mail, so each reminder goes out exactly once (as `project_reminders`, issue 20); the
 * expiry day in the key lets a document verified again with a new expiry be reminded again.
 */
export const partnerDocumentReminders = pgTable(
  'partner_document_reminders',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => partnerDocuments.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_document_reminders_document_idx').on(t.documentId)],
);
