/**
 * Partner verification (issue 21 "Verified"; docs/decisions/028-partner-verification.md).
 *
 * A partner's account adds its registry documents (private files it uploaded itself, so only that
 * account and admins can read them at `/objects/{id}`); an admin verifies each with its last valid day
 * or rejects it with a reason, recorded in the audit trail, and the partner is notified (and, for a
 * rejection, mailed) in its language. After every change the partner's `verified_until` is recomputed
 * in the same transaction: the earliest, over the required kinds (REQUIRED_VERIFICATION_KINDS), of the
 * latest expiry of that kind's verified documents; NULL when a kind has none. Readers compare it with
 * today (Europe/Istanbul), so an expiry takes effect without a job; the write clears the catalogue
 * cache (`writePartners`), other processes follow within its TTL.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Language, REQUIRED_VERIFICATION_KINDS, type VerificationDocumentKind } from '@shared/constants';
import {
  type AddVerificationDocumentInput,
  addVerificationDocumentSchema,
  type PartnerVerification,
  VERIFICATION_DOCUMENTS_MAX,
  VERIFICATION_EXPIRY_MAX_YEARS,
  VERIFICATION_KIND_MESSAGES,
  type VerificationDocument,
} from '@shared/contracts/partner-verification';
import { addDays, istanbulToday } from '@shared/calendar';
import { pageUrl } from '@shared/pages';
import type { Db } from '../../db/client';
import { partnerDocuments, partners, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { ServiceContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { type ReaderValue, renderValue } from '../../lib/reader-params';
import type { Viewer } from '../../lib/viewer';
import { enqueueTemplateMail } from '../../mail/outbox';
import { deleteFileRow, describeFiles, discardStoredObject, shareOwnFile, toAttachment } from '../files/files.service';
import { notifyUsers } from '../notifications/notifications.service';
import { writePartners } from '../partners/partners.service';

type DocumentRow = typeof partnerDocuments.$inferSelect;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * A document's name as a reader's language writes it: its kind's name, with an authorisation's title
 * ("Yetki belgesi: YYS"); a notification stores it so (docs/decisions/038).
 */
export function documentNameValue(kind: VerificationDocumentKind, title: string | null): ReaderValue {
  return { text: VERIFICATION_KIND_MESSAGES[kind], detail: title };
}

/** {@link documentNameValue} in `language`, for a mail. */
export function documentName(language: Language, kind: VerificationDocumentKind, title: string | null): string {
  return renderValue(documentNameValue(kind, title), language);
}

/**
 * The earliest expiry day over the required kinds of the latest verified expiry of each, from
 * `documents`; null when a required kind has no verified document. Expired documents count (the day
 * is then in the past and readers see "not verified"), so the value never needs a job to change.
 */
export function verifiedUntilOf(
  documents: readonly Pick<DocumentRow, 'kind' | 'status' | 'expiresOn'>[],
): string | null {
  let until: string | null = null;
  for (const kind of REQUIRED_VERIFICATION_KINDS) {
    const latest = documents
      .filter((d) => d.kind === kind && d.status === 'verified' && d.expiresOn !== null)
      .map((d) => d.expiresOn!)
      .sort()
      .at(-1);
    if (!latest) return null;
    if (until === null || latest < until) until = latest;
  }
  return until;
}

/** Recomputes `partners.verified_until` of `partnerId` from its documents (in the caller's transaction). */
export async function refreshVerifiedUntil(
  tx: Pick<Db, 'select' | 'update'>,
  partnerId: number,
): Promise<string | null> {
  const rows = await tx
    .select({ kind: partnerDocuments.kind, status: partnerDocuments.status, expiresOn: partnerDocuments.expiresOn })
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId));
  const until = verifiedUntilOf(rows);
  await tx.update(partners).set({ verifiedUntil: until }).where(eq(partners.id, partnerId));
  return until;
}

/** Whether a partner whose `verified_until` is `until` is verified on `today` (both `YYYY-MM-DD`). */
export function isVerifiedOn(until: string | null, today: string): boolean {
  return until !== null && until >= today;
}

/** The documents of `partnerId` as the contract shows them, newest first (files gone are left out). */
async function documentsOf(db: Pick<Db, 'select'>, partnerId: number, today: string): Promise<VerificationDocument[]> {
  const rows = await db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId))
    .orderBy(desc(partnerDocuments.createdAt), desc(partnerDocuments.id));
  const files = await describeFiles(
    db,
    rows.map((r) => r.fileId),
  );
  const out: VerificationDocument[] = [];
  for (const r of rows) {
    const f = files.get(r.fileId);
    if (!f) continue;
    out.push({
      id: r.id,
      kind: r.kind,
      title: r.title,
      status: r.status,
      expiresOn: r.expiresOn,
      expired: r.status === 'verified' && r.expiresOn !== null && r.expiresOn < today,
      rejectionReason: r.rejectionReason,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: iso(r.reviewedAt),
      file: toAttachment(f),
    });
  }
  return out;
}

async function verificationOf(
  db: Pick<Db, 'select'>,
  partner: { id: number; verifiedUntil: string | null },
  now: Date,
): Promise<PartnerVerification> {
  const today = istanbulToday(now);
  const verified = isVerifiedOn(partner.verifiedUntil, today);
  return {
    partnerId: partner.id,
    verified,
    verifiedUntil: verified ? partner.verifiedUntil : null,
    documents: await documentsOf(db, partner.id, today),
  };
}

/** The partner the caller's account owns, or 404 PARTNER_NOT_FOUND. */
async function ownPartner(db: Pick<Db, 'select'>, userId: number) {
  const [p] = await db
    .select({ id: partners.id, verifiedUntil: partners.verifiedUntil, companyName: partners.companyName })
    .from(partners)
    .where(eq(partners.userId, userId))
    .limit(1);
  if (!p) throw notFound('PARTNER_NOT_FOUND');
  return p;
}

/**
 * The verification of the partner owned by `viewer` (GET /api/partner-dashboard/verification).
 * @throws AppError 404 PARTNER_NOT_FOUND when the account owns no partner
 */
export async function getOwnVerification(db: Db, viewer: Viewer, now = new Date()): Promise<PartnerVerification> {
  return verificationOf(db, await ownPartner(db, viewer.id), now);
}

/**
 * Any partner's verification, for admins (GET /api/admin/partners/{id}/verification).
 * @throws AppError 404 PARTNER_NOT_FOUND
 */
export async function getPartnerVerification(
  db: Db,
  partnerId: number,
  now = new Date(),
): Promise<PartnerVerification> {
  const [p] = await db
    .select({ id: partners.id, verifiedUntil: partners.verifiedUntil })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!p) throw notFound('PARTNER_NOT_FOUND');
  return verificationOf(db, p, now);
}

const fieldError = (field: string, message: MessageKey, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_ERROR', { message, params, fieldErrors: { [field]: [message] } });

/**
 * Adds a registry document to the caller's partner (POST /api/partner-dashboard/verification/documents):
 * the file must be a private file the caller uploaded and not yet a document; it stays readable by
 * that account and admins only. The document waits for an admin (`pending`).
 * @throws AppError 404 PARTNER_NOT_FOUND; VALIDATION_ERROR `fileInvalid` (absent, public or someone
 *   else's file), `fileAlreadyAdded`, `tooManyDocuments` {n}
 */
export async function addVerificationDocument(
  app: Pick<ServiceContext, 'db'>,
  viewer: Viewer,
  input: AddVerificationDocumentInput,
  now = new Date(),
): Promise<PartnerVerification> {
  const body = addVerificationDocumentSchema.parse(input);
  return app.db.transaction(async (tx) => {
    const partner = await ownPartner(tx, viewer.id);
    // Serialises adds of one partner, so the limit holds under concurrent requests.
    await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partner.id)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerDocuments)
      .where(eq(partnerDocuments.partnerId, partner.id));
    if (Number(n) >= VERIFICATION_DOCUMENTS_MAX) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'partnerVerification.tooManyDocuments',
        params: { n: VERIFICATION_DOCUMENTS_MAX },
      });
    }
    const file = await shareOwnFile(tx, body.fileId, viewer.id, null);
    if (!file) throw fieldError('fileId', 'partnerVerification.fileInvalid');
    const [taken] = await tx
      .select({ id: partnerDocuments.id })
      .from(partnerDocuments)
      .where(eq(partnerDocuments.fileId, file.id));
    if (taken) throw fieldError('fileId', 'partnerVerification.fileAlreadyAdded');
    await tx.insert(partnerDocuments).values({
      partnerId: partner.id,
      fileId: file.id,
      kind: body.kind,
      title: body.title,
      uploadedBy: viewer.id,
    });
    return verificationOf(tx, partner, now);
  });
}

/**
 * Deletes one of the caller's partner's documents and its file (DELETE
 * /api/partner-dashboard/verification/documents/{id}); a verified required document gone may end the
 * partner's verification at once.
 * @throws AppError 404 NOT_FOUND `documentNotFound` when the document is not the caller's partner's
 */
export async function deleteVerificationDocument(
  app: ServiceContext,
  viewer: Viewer,
  documentId: number,
  now = new Date(),
): Promise<PartnerVerification> {
  const { result, removed } = await writePartners(app, async (tx) => {
    const partner = await ownPartner(tx, viewer.id);
    const [doc] = await tx
      .delete(partnerDocuments)
      .where(and(eq(partnerDocuments.id, documentId), eq(partnerDocuments.partnerId, partner.id)))
      .returning();
    if (!doc) throw new AppError('NOT_FOUND', { message: 'partnerVerification.documentNotFound' });
    const file = await deleteFileRow(tx, doc.fileId);
    const until = await refreshVerifiedUntil(tx, partner.id);
    return { result: await verificationOf(tx, { id: partner.id, verifiedUntil: until }, now), removed: file };
  });
  if (removed) await discardStoredObject(app, removed);
  return result;
}

/** A document and its partner's account, locked for the decision. */
async function documentForDecision(tx: Db, documentId: number) {
  const [row] = await tx
    .select({
      doc: partnerDocuments,
      companyName: partners.companyName,
      userId: partners.userId,
    })
    .from(partnerDocuments)
    .innerJoin(partners, eq(partners.id, partnerDocuments.partnerId))
    .where(eq(partnerDocuments.id, documentId))
    .for('update', { of: partnerDocuments });
  if (!row) throw new AppError('NOT_FOUND', { message: 'partnerVerification.documentNotFound' });
  return row;
}

/** The partner account's contact (e-mail, language, name), or null when it has none. */
async function contactOf(db: Pick<Db, 'select'>, userId: number | null) {
  if (userId === null) return null;
  const [u] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!u) return null;
  const language: Language = u.language === 'en' ? 'en' : 'tr';
  return { userId, email: u.email, language, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email };
}

/** Where the partner manages its documents. */
export const documentsPageUrl = () => pageUrl('partnerDashboard');

/**
 * An admin verifies a document with its last valid day (POST /api/admin/partner-documents/{id}/verify),
 * whatever its state before (a new expiry for a renewed document, or a rejected one accepted after
 * all); the partner's verification is recomputed, the audit trail records it and the partner's account
 * is notified in its language.
 * @param expiresOn `YYYY-MM-DD`, after today (Istanbul) and at most 10 years ahead
 * @throws AppError 404 NOT_FOUND `documentNotFound`; VALIDATION_ERROR `expiryInPast`, `expiryTooFar`
 */
export async function verifyDocument(
  app: Pick<ServiceContext, 'db' | 'catalogueCache'>,
  admin: Viewer,
  documentId: number,
  expiresOn: string,
  now = new Date(),
): Promise<PartnerVerification> {
  const today = istanbulToday(now);
  if (expiresOn <= today) throw fieldError('expiresOn', 'partnerVerification.expiryInPast');
  if (expiresOn > addDays(today, VERIFICATION_EXPIRY_MAX_YEARS * 366)) {
    throw fieldError('expiresOn', 'partnerVerification.expiryTooFar');
  }
  return writePartners(app, async (tx) => {
    const { doc, userId } = await documentForDecision(tx, documentId);
    await tx
      .update(partnerDocuments)
      .set({ status: 'verified', expiresOn, rejectionReason: null, reviewedBy: admin.id, reviewedAt: now })
      .where(eq(partnerDocuments.id, doc.id));
    const until = await refreshVerifiedUntil(tx, doc.partnerId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'partner.document.verified',
      targetType: 'partner',
      targetId: doc.partnerId,
      details: { documentId: doc.id, kind: doc.kind, title: doc.title, expiresOn, before: doc.status },
    });
    const contact = await contactOf(tx, userId);
    if (contact) {
      await notifyUsers(tx, [contact.userId], {
        type: 'verification_document_verified',
        params: { documentName: documentNameValue(doc.kind, doc.title), date: { date: expiresOn } },
        actionUrl: documentsPageUrl(),
        data: { partnerId: doc.partnerId, documentId: doc.id, expiresOn },
      });
    }
    return verificationOf(tx, { id: doc.partnerId, verifiedUntil: until }, now);
  });
}

/**
 * An admin rejects a document with a reason (POST /api/admin/partner-documents/{id}/reject); a verified
 * one stops counting at once. The audit trail records it; the partner's account gets a notification
 * and a `verification_document_rejected` mail with the reason, in its language.
 * @param publicUrl the site's origin for the mail's link, without a trailing slash
 * @throws AppError 404 NOT_FOUND `documentNotFound`
 */
export async function rejectDocument(
  app: Pick<ServiceContext, 'db' | 'catalogueCache'>,
  admin: Viewer,
  documentId: number,
  reason: string,
  publicUrl: string,
  now = new Date(),
): Promise<PartnerVerification> {
  return writePartners(app, async (tx) => {
    const { doc, userId, companyName } = await documentForDecision(tx, documentId);
    await tx
      .update(partnerDocuments)
      .set({ status: 'rejected', expiresOn: null, rejectionReason: reason, reviewedBy: admin.id, reviewedAt: now })
      .where(eq(partnerDocuments.id, doc.id));
    const until = await refreshVerifiedUntil(tx, doc.partnerId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'partner.document.rejected',
      targetType: 'partner',
      targetId: doc.partnerId,
      details: { documentId: doc.id, kind: doc.kind, title: doc.title, reason, before: doc.status },
    });
    const contact = await contactOf(tx, userId);
    if (contact) {
      await notifyUsers(tx, [contact.userId], {
        type: 'verification_document_rejected',
        params: { documentName: documentNameValue(doc.kind, doc.title), message: reason },
        actionUrl: documentsPageUrl(),
        data: { partnerId: doc.partnerId, documentId: doc.id },
      });
      await enqueueTemplateMail(tx, {
        to: contact.email,
        type: 'verification_document_rejected',
        language: contact.language,
        params: {
          userName: contact.name,
          partnerCompany: companyName,
          documentName: documentName(contact.language, doc.kind, doc.title),
          reviewNotes: reason,
          actionUrl: `${publicUrl}${documentsPageUrl()}`,
        },
      });
    }
    return verificationOf(tx, { id: doc.partnerId, verifiedUntil: until }, now);
  });
}
