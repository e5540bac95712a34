/**
 * Payments of a project by invoice and bank transfer (issue 20; docs/decisions/020-projects.md,
 * "Payments"). The partner requests a payment for a milestone to the IBAN of its profile (copied onto
 * the request) → `pending`; the buyer transfers the money and marks it paid with the bank receipt
 * (dekont) → `paid`; the partner confirms the money arrived → `confirmed`. Amounts are integers in
 * the project currency's minor unit; the requests of a milestone never sum past its amount, so
 * nothing is asked, paid or confirmed twice.
 *
 * Each move runs through {@link move}: the project row locked FOR UPDATE for the whole transaction
 * (two requests on one project wait for each other, so two clicks cannot both succeed), the payment
 * row locked too, the rows, files, notifications and the queued mail written together, and
 * `project:changed` pushed to both sides after the commit. Strangers get 404 (PROJECT_NOT_FOUND), the
 * wrong side 403 (PROJECT_SIDE), an illegal move 409 (PROJECT_STATE) with the precise text.
 *
 * The files (invoice, receipt) are private uploads of the side that attaches them, shared with the
 * other side's account (`files.shared_with`) and recorded in `project_files`; admins read every
 * private file. Anyone else gets 404 at `/objects/{id}`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MarkPaymentPaid, PaymentRequest, Project } from '@shared/contracts/projects';
import { istanbulToday } from '@shared/calendar';
import { formatMoney } from '@shared/money';
import { formatLongDate } from '@shared/reader-format';
import type { Db } from '../../db/client';
import { partners, projectMilestones, projectPayments } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import type { Viewer } from '../../lib/viewer';
import { enqueueTemplateMail } from '../../mail/outbox';
import { notifyUsers } from '../notifications/notifications.service';
import { enqueueUserSms } from '../../sms/notify';
import type { PaymentRow } from './project-payment-views';
import { contactOf, type ProjectParties } from './project-views';
import { recordProjectFiles } from './project-documents';
import { move, onlySide, roomUrl, state, touch } from './projects.service';

type ProjectText = Extract<MessageKey, `projects.${string}`>;

const invalid = (field: string, message: ProjectText, params?: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', { message, fieldErrors: { [field]: [message] }, ...(params ? { params } : {}) });

/**
 * Payments move only in a project whose contract both sides signed and that was not cancelled:
 * `active`, or `completed` (the last invoice often follows the delivery).
 * @throws AppError PROJECT_STATE (409) otherwise
 */
function assertPayable(p: ProjectParties): void {
  if (p.project.status === 'cancelled') throw state('projects.paymentProjectCancelled');
  if (p.project.status === 'contract_pending') throw state('projects.paymentNeedsContract');
}

/** The project's payment `pid`, locked for the rest of the transaction. @throws PROJECT_PAYMENT_NOT_FOUND (404) */
async function paymentFor(tx: Db, projectId: string, pid: number): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(projectPayments)
    .where(and(eq(projectPayments.id, pid), eq(projectPayments.projectId, projectId)))
    .for('update');
  if (!row) throw notFound('PROJECT_PAYMENT_NOT_FOUND');
  return row;
}

/**
 * The partner requests a payment for a milestone (POST /api/projects/{id}/payments): to the IBAN of
 * its profile, copied onto the request with the project's currency; the optional invoice (the
 * partner's own private upload) is shared with the buyer. The buyer gets `payment_pending`.
 * A request may come before the milestone is approved (advances are usual in export services); what
 * a milestone's requests may sum to is its amount.
 * @throws AppError PROJECT_NOT_FOUND (404) for strangers; PROJECT_SIDE (403) for the buyer or an admin;
 *   PROJECT_STATE (409) for a project not signed yet or cancelled; PROJECT_IBAN_MISSING (409) when the
 *   profile has no IBAN; VALIDATION_ERROR (400) for a milestone of another project, a past due day,
 *   an amount past the milestone's unrequested rest (named), an unusable invoice file;
 *   PROJECT_INVOICE_NUMBER_TAKEN (409) for an invoice number already used in the project
 *   (case-insensitive)
 */
export function requestPayment(db: Db, viewer: Viewer, id: string, input: PaymentRequest): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'partner') throw onlySide('partner');
    assertPayable(parties);
    const [profile] = await tx
      .select({ iban: partners.iban })
      .from(partners)
      .where(eq(partners.id, parties.partner.id));
    if (!profile?.iban) throw new AppError('PROJECT_IBAN_MISSING');

    const [milestone] = await tx
      .select()
      .from(projectMilestones)
      .where(and(eq(projectMilestones.id, input.milestoneId), eq(projectMilestones.projectId, id)));
    if (!milestone) throw invalid('milestoneId', 'projects.paymentMilestoneInvalid');
    if (input.dueDate < istanbulToday()) throw invalid('dueDate', 'projects.paymentDueInPast');

    const [{ requested } = { requested: '0' }] = await tx
      .select({ requested: sql<string>`coalesce(sum(${projectPayments.amount}), 0)` })
      .from(projectPayments)
      .where(eq(projectPayments.milestoneId, milestone.id));
    const remaining = milestone.amount - Number(requested);
    if (remaining <= 0) throw invalid('amount', 'projects.milestoneFullyRequested');
    if (input.amount > remaining) {
      throw invalid('amount', 'projects.paymentExceedsMilestone', {
        remaining: formatMoney(remaining, parties.project.currency, 'tr'),
      });
    }

    const [taken] = await tx
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(
        and(
          eq(projectPayments.projectId, id),
          sql`upper(${projectPayments.invoiceNumber}) = upper(${input.invoiceNumber})`,
        ),
      );
    if (taken) {
      throw new AppError('PROJECT_INVOICE_NUMBER_TAKEN', {
        params: { invoiceNumber: input.invoiceNumber },
        fieldErrors: { invoiceNumber: ['projects.invoiceNumberTaken'] },
      });
    }

    const [payment] = await tx
      .insert(projectPayments)
      .values({
        projectId: id,
        milestoneId: milestone.id,
        invoiceNumber: input.invoiceNumber,
        amount: input.amount,
        currency: parties.project.currency,
        dueDate: input.dueDate,
        iban: profile.iban,
        requestedBy: viewer.id,
      })
      .returning();
    if (input.invoiceFileId) {
      await recordProjectFiles(
        tx,
        { projectId: id, side: 'partner', userId: viewer.id, shareWith: parties.project.buyerId },
        [{ fileId: input.invoiceFileId, kind: 'invoice' }],
        { paymentId: payment!.id },
        'invoiceFileId',
      );
      await tx
        .update(projectPayments)
        .set({ invoiceFileId: input.invoiceFileId })
        .where(eq(projectPayments.id, payment!.id));
    }
    await touch(tx, id);

    const buyer = await contactOf(tx, parties.project.buyerId);
    if (buyer) {
      await notifyUsers(tx, [buyer.userId], {
        type: 'payment_pending',
        text: {
          title: 'projects.notificationPaymentRequestedTitle',
          message: 'projects.notificationPaymentRequestedMessage',
        },
        params: {
          companyName: parties.partner.companyName,
          projectTitle: parties.project.title,
          milestone: milestone.title,
          amount: { money: input.amount, currency: parties.project.currency },
          invoiceNumber: input.invoiceNumber,
          dueDate: { date: input.dueDate },
        },
        actionUrl: roomUrl(id),
        data: { projectId: id, paymentId: payment!.id },
      });
      // No SMS template speaks of a payment request: `project_update` says the partner shared news (decision 043).
      await enqueueUserSms(tx, buyer.userId, 'project_update', () => ({
        projectTitle: parties.project.title,
        partnerName: parties.partner.companyName,
      }));
    }
  });
}

/**
 * The buyer marks a requested payment paid (POST /api/projects/{id}/payments/{pid}/paid) with the
 * bank receipt, its own private upload, which is shared with the partner. The partner is told with a
 * `project_update` (the `payment_pending` template reads "awaiting confirmation" to the payer; the
 * partner needs "paid, check and confirm", a project event like the milestone moves).
 * @throws AppError PROJECT_NOT_FOUND / PROJECT_PAYMENT_NOT_FOUND (404); PROJECT_SIDE (403) for anyone
 *   but the buyer; PROJECT_STATE (409) for a cancelled project or a payment already marked paid or
 *   confirmed; VALIDATION_ERROR (400) for an unusable receipt file
 */
export function markPaymentPaid(
  db: Db,
  viewer: Viewer,
  id: string,
  pid: number,
  input: MarkPaymentPaid,
): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'buyer') throw onlySide('buyer');
    assertPayable(parties);
    const payment = await paymentFor(tx, id, pid);
    if (payment.status === 'paid') throw state('projects.paymentAlreadyPaid');
    if (payment.status === 'confirmed') throw state('projects.paymentAlreadyConfirmed');
    await recordProjectFiles(
      tx,
      { projectId: id, side: 'buyer', userId: viewer.id, shareWith: parties.partner.userId },
      [{ fileId: input.receiptFileId, kind: 'receipt' }],
      { paymentId: pid },
      'receiptFileId',
    );
    await tx
      .update(projectPayments)
      .set({ status: 'paid', receiptFileId: input.receiptFileId, paidBy: viewer.id, paidAt: new Date() })
      .where(eq(projectPayments.id, pid));
    await touch(tx, id);

    const partner = await contactOf(tx, parties.partner.userId);
    if (partner) {
      await notifyUsers(tx, [partner.userId], {
        type: 'project_update',
        text: { title: 'projects.notificationPaymentPaidTitle', message: 'projects.notificationPaymentPaidMessage' },
        params: {
          buyerCompany: parties.buyer.companyName,
          projectTitle: parties.project.title,
          invoiceNumber: payment.invoiceNumber,
          amount: { money: payment.amount, currency: payment.currency },
        },
        actionUrl: roomUrl(id),
        data: { projectId: id, paymentId: pid },
      });
    }
  });
}

/**
 * The partner confirms a paid payment arrived (POST /api/projects/{id}/payments/{pid}/confirm): the
 * buyer gets `payment_received` and the `payment_confirmation` mail. Allowed in a cancelled project
 * too: money transferred before the cancellation still arrives, and the record must say so.
 * @param publicUrl the site's origin, for the mail's button
 * @throws AppError PROJECT_NOT_FOUND / PROJECT_PAYMENT_NOT_FOUND (404); PROJECT_SIDE (403) for anyone
 *   but the partner; PROJECT_STATE (409) for a payment not marked paid yet or already confirmed
 */
export function confirmPayment(db: Db, viewer: Viewer, id: string, pid: number, publicUrl: string): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'partner') throw onlySide('partner');
    const payment = await paymentFor(tx, id, pid);
    if (payment.status === 'pending') throw state('projects.paymentNotPaidYet');
    if (payment.status === 'confirmed') throw state('projects.paymentAlreadyConfirmed');
    const now = new Date();
    await tx
      .update(projectPayments)
      .set({ status: 'confirmed', confirmedBy: viewer.id, confirmedAt: now })
      .where(eq(projectPayments.id, pid));
    await touch(tx, id);

    const buyer = await contactOf(tx, parties.project.buyerId);
    if (!buyer) return;
    await notifyUsers(tx, [buyer.userId], {
      type: 'payment_received',
      text: {
        title: 'projects.notificationPaymentConfirmedTitle',
        message: 'projects.notificationPaymentConfirmedMessage',
      },
      params: {
        companyName: parties.partner.companyName,
        projectTitle: parties.project.title,
        invoiceNumber: payment.invoiceNumber,
        amount: { money: payment.amount, currency: payment.currency },
      },
      actionUrl: roomUrl(id),
      data: { projectId: id, paymentId: pid },
    });
    await enqueueTemplateMail(tx, {
      to: buyer.email,
      type: 'payment_confirmation',
      language: buyer.language,
      params: {
        userName: buyer.name,
        partnerCompany: parties.partner.companyName,
        projectTitle: parties.project.title,
        amount: formatMoney(payment.amount, payment.currency, buyer.language),
        date: formatLongDate(now, buyer.language),
        actionUrl: `${publicUrl}${roomUrl(id)}`,
      },
    });
    await enqueueUserSms(tx, buyer.userId, 'payment_confirmation', (language) => ({
      company: parties.partner.companyName,
      amount: formatMoney(payment.amount, payment.currency, language),
    }));
  });
}
