/**
 * Expiry reminders of verified registry documents (issue 21: "the partner is reminded 30 and 7 days
 * before"; docs/decisions/028-partner-verification.md), modelled on the project reminders
 * (projects/project-reminders.ts, decision 021).
 *
 * Each reminder has a key (`document:12:2027-01-31:30d`) inserted into `partner_document_reminders`
 * with ON CONFLICT DO NOTHING, and the notification and the mail are written only when that insert
 * made the row, in the same transaction: each goes out exactly once however many processes run the job
 * and however often. The expiry day is part of the key, so a document verified again with a new expiry
 * is reminded again. Days are Istanbul calendar days (`istanbulToday`).
 */
import { sql } from 'drizzle-orm';
import type { VerificationDocumentKind } from '@shared/constants';
import type { VERIFICATION_REMINDER_DAYS } from '@shared/contracts/partner-verification';
import { addDays, istanbulToday } from '@shared/calendar';
import { formatLongDate } from '@shared/reader-format';
import { type Db, queryRows } from '../../db/client';
import { defineJob } from '../../jobs/runner';
import { enqueueTemplateMail } from '../../mail/outbox';
import { notifyUsers } from '../notifications/notifications.service';
import { documentName, documentNameValue, documentsPageUrl } from './partner-verification.service';

/** A reminder threshold: `30d` from 30 to 8 days before expiry, `7d` from 7 days to the last day. */
export type ExpiryThreshold = `${(typeof VERIFICATION_REMINDER_DAYS)[number]}d`;

/**
 * Which reminder a document expiring in `days` calendar days gets now, if any: the 7-day one from 7
 * days before to its last day, the 30-day one from 30 to 8 days before. A run that missed the 30-day
 * moment still sends it while more than a week is left; a document within a week gets only the
 * 7-day one; an expired document gets none.
 */
export function expiryThresholdFor(days: number): ExpiryThreshold | null {
  if (days < 0 || days > 30) return null;
  return days <= 7 ? '7d' : '30d';
}

interface ExpiringDocument {
  id: number;
  kind: VerificationDocumentKind;
  title: string | null;
  expires_on: string;
  days: number;
  partner_id: number;
  company_name: string;
  user_id: number | null;
  email: string | null;
  language: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Verified documents of partners with an account whose last day is between today and 30 days ahead. */
async function expiringDocuments(db: Db, today: string): Promise<ExpiringDocument[]> {
  return queryRows<ExpiringDocument>(
    db,
    sql`SELECT d.id, d.kind, d.title, d.expires_on::text AS expires_on, (d.expires_on - ${today}::date) AS days,
               p.id AS partner_id, p.company_name, p.user_id, u.email, u.language, u.first_name, u.last_name
          FROM partner_documents d
          JOIN partners p ON p.id = d.partner_id
          JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
         WHERE d.status = 'verified'
           AND d.expires_on BETWEEN ${today}::date AND ${addDays(today, 30)}::date
         ORDER BY d.expires_on, d.id`,
  );
}

/** Sends one document's reminder if its key is new; true when this call sent it. */
async function remind(db: Db, doc: ExpiringDocument, threshold: ExpiryThreshold, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO partner_document_reminders (document_id, key)
          VALUES (${doc.id}, ${`document:${doc.id}:${doc.expires_on}:${threshold}`})
          ON CONFLICT (key) DO NOTHING RETURNING id`,
    );
    if (claimed.length === 0 || doc.user_id === null || doc.email === null) return false;
    const language = doc.language === 'en' ? 'en' : 'tr';
    await notifyUsers(tx, [doc.user_id], {
      type: 'verification_expiring',
      params: { documentName: documentNameValue(doc.kind, doc.title), date: { date: doc.expires_on } },
      actionUrl: documentsPageUrl(),
      data: { partnerId: doc.partner_id, documentId: doc.id, expiresOn: doc.expires_on, threshold },
    });
    await enqueueTemplateMail(tx, {
      to: doc.email,
      type: 'verification_expiring',
      language,
      params: {
        userName: [doc.first_name, doc.last_name].filter(Boolean).join(' ') || doc.email,
        partnerCompany: doc.company_name,
        documentName: documentName(language, doc.kind, doc.title),
        date: formatLongDate(doc.expires_on, language),
        actionUrl: `${publicUrl}${documentsPageUrl()}`,
      },
    });
    return true;
  });
}

/**
 * Sends the expiry reminders due now: for every verified document of a partner with an account whose
 * last valid day is 30 or 7 Istanbul calendar days away (see {@link expiryThresholdFor} for missed
 * runs), a `verification_expiring` notification and mail in the account's language, once per document,
 * expiry day and threshold. Safe to run from several processes at once and again after a failure.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @param now the current time (tests pass another)
 * @returns how many reminders were sent by this call
 */
export async function sendVerificationReminders(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const doc of await expiringDocuments(db, istanbulToday(now))) {
    const threshold = expiryThresholdFor(Number(doc.days));
    if (threshold && (await remind(db, doc, threshold, publicUrl))) sent += 1;
  }
  return sent;
}

/** Daily at 09:00 Istanbul time: an expiry is a calendar day, and a morning mail gets read. */
export const verificationRemindersJob = defineJob({
  name: 'partner-verification.expiry-reminders',
  schedule: '0 9 * * *',
  run: async (ctx) => {
    const n = await sendVerificationReminders(ctx.db, ctx.config.publicUrl);
    if (n > 0) ctx.log.info({ reminders: n }, 'verification expiry reminders sent');
  },
});
