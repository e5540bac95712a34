/**
 * Priced answers (issue 9 "Answering", "Deciding"; decision 013): the partner answers, revises and
 * withdraws; the requester accepts or rejects; both parties and admins read the answers and the PDF.
 * Totals always come from `computeQuoteTotals` (`src/shared/money.ts`).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@shared/constants';
import {
  type createQuoteResponseSchema,
  type decideQuoteResponseSchema,
  type QuoteResponse,
  type reviseQuoteResponseSchema,
} from '@shared/contracts/quotes';
import { istanbulToday } from '@shared/calendar';
import { computeQuoteTotals, formatMoney } from '@shared/money';
import { formatLongDate } from '@shared/reader-format';
import type { Db } from '../../db/client';
import { quoteRequests, quoteResponses, quoteResponseVersions } from '../../db/schema';
import { enqueueTemplateMail } from '../../mail/outbox';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { AppError, notFound } from '../../lib/errors';
import { serviceNeededPartsOf, serviceNeededText } from '../../lib/reader-params';
import type { Viewer } from '../../lib/viewer';
import { shareOwnFile } from '../files/files.service';
import { notifyUsers } from '../notifications/notifications.service';
import { recordPartnerActivity } from '../partners/partners.service';
import type { QuotePdfData } from './quote-pdf';
import {
  contactOf,
  isExpired,
  loadRequest,
  type RequestParties,
  type ResponseRow,
  responsesByRequest,
  roleOf,
  toQuoteResponses,
} from './quote-views';
import { pageUrl } from '@shared/pages';

type CreateInput = z.output<typeof createQuoteResponseSchema>;
type ReviseInput = z.output<typeof reviseQuoteResponseSchema>;
type Decision = z.output<typeof decideQuoteResponseSchema>['status'];

/** Where the requester compares and decides (notification link and mail button). */
const REQUESTER_PATH = pageUrl('serviceRequests');
const PARTNER_QUOTES_PATH = pageUrl('partnerDashboard', { tab: 'quotes' });

/** The stored figures of an answer's content (amounts in minor units, computed here, never taken from the client). */
function pricedContent(input: ReviseInput, attachmentFileId: string | null) {
  const totals = computeQuoteTotals(input.items, input.vatRate);
  return {
    title: input.title,
    items: totals.items,
    vatRate: input.vatRate,
    currency: input.currency,
    subtotal: totals.subtotal,
    vatAmount: totals.vatAmount,
    totalAmount: totals.totalAmount,
    validUntil: input.validUntil,
    deliveryTime: input.deliveryTime ?? null,
    terms: input.terms ?? null,
    attachmentFileId,
  };
}

/**
 * Checks the attachment is a private file the partner uploaded and lets the requester read it.
 * @throws AppError VALIDATION_ERROR (`quotes.attachmentInvalid`) otherwise
 */
async function shareAttachment(
  tx: Db,
  fileId: string | null | undefined,
  viewer: Viewer,
  requesterId: number | null,
): Promise<string | null> {
  if (!fileId) return null;
  const file = await shareOwnFile(tx, fileId, viewer.id, requesterId);
  if (!file) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'quotes.attachmentInvalid',
      fieldErrors: { attachmentFileId: ['quotes.attachmentInvalid'] },
    });
  }
  return file.id;
}

async function one(db: Db, row: ResponseRow, partnerId: number): Promise<QuoteResponse> {
  const [mapped] = await toQuoteResponses(db, [row], () => partnerId);
  return mapped!;
}

/** Notifies the requester that `partnerName` sent (or revised) an answer. */
async function notifyRequester(tx: Db, p: RequestParties, revised: boolean, responseId: number) {
  if (p.request.userId === null) return;
  await notifyUsers(tx, [p.request.userId], {
    type: 'quote_response',
    params: { partnerName: p.partner.companyName, serviceNeeded: { serviceNeeded: serviceNeededPartsOf(p.request) } },
    actionUrl: REQUESTER_PATH,
    data: { quoteRequestId: p.request.id, quoteResponseId: responseId },
    ...(revised
      ? { text: { title: 'quotes.notificationRevisedTitle', message: 'quotes.notificationRevisedMessage' } as const }
      : {}),
  });
}

/**
 * The partner's owner answers a request (POST /api/quote-responses): totals computed on the server,
 * the request becomes `responded` (`respondedAt` kept from the first answer), the attachment is shared
 * with the requester, who is notified (`quote_response`) and mailed (`quote_response_received`); the
 * partner's activity log records `quote_response`.
 * @throws AppError QUOTE_REQUEST_NOT_FOUND (404) for anyone but the partner's owner;
 *   QUOTE_NOT_ANSWERABLE (409) unless the request is pending or responded (text
 *   `quotes.requestCancelledByBuyer` when its requester cancelled it); QUOTE_ALREADY_ANSWERED (409)
 *   when a live answer exists; VALIDATION_ERROR for an attachment that is not the caller's private file
 */
export async function createQuoteResponse(
  db: Db,
  viewer: Viewer,
  input: CreateInput,
  publicUrl: string,
): Promise<QuoteResponse> {
  const created = await db.transaction(async (tx) => {
    const p = await loadRequest(tx, input.quoteRequestId, true);
    if (!p || p.partner.userId !== viewer.id) throw notFound('QUOTE_REQUEST_NOT_FOUND');
    if (p.request.status === 'cancelled') {
      throw new AppError('QUOTE_NOT_ANSWERABLE', { message: 'quotes.requestCancelledByBuyer' });
    }
    if (p.request.status !== 'pending' && p.request.status !== 'responded') throw new AppError('QUOTE_NOT_ANSWERABLE');
    const [live] = await tx
      .select({ id: quoteResponses.id })
      .from(quoteResponses)
      .where(and(eq(quoteResponses.quoteRequestId, p.request.id), ne(quoteResponses.status, 'cancelled')));
    if (live) throw new AppError('QUOTE_ALREADY_ANSWERED');
    const attachment = await shareAttachment(tx, input.attachmentFileId, viewer, p.request.userId);
    const now = new Date();
    const content = pricedContent(input, attachment);
    const [row] = await tx
      .insert(quoteResponses)
      .values({ quoteRequestId: p.request.id, status: 'sent', version: 1, ...content, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .update(quoteRequests)
      .set({ status: 'responded', respondedAt: p.request.respondedAt ?? now, updatedAt: now })
      .where(eq(quoteRequests.id, p.request.id));
    await notifyRequester(tx, p, false, row!.id);
    const requester = await contactOf(tx, p.request.userId);
    const language: Language = requester?.language ?? 'tr';
    const mail = {
      to: p.request.email,
      type: 'quote_response_received' as const,
      language,
      params: {
        partnerName: p.partner.companyName,
        customerName: p.request.fullName,
        serviceNeeded: serviceNeededText(serviceNeededPartsOf(p.request), language),
        projectTitle: content.title,
        amount: formatMoney(content.totalAmount, content.currency, language),
        date: formatLongDate(content.validUntil, language),
        actionUrl: `${publicUrl}${REQUESTER_PATH}`,
      },
    };
    // A notification copy: it follows the requester's platformUpdates preference (issue 10); a
    // requester whose account is gone has none.
    if (requester && p.request.userId !== null) {
      await enqueuePreferenceMail(tx, { ...mail, userId: p.request.userId, preference: 'platformUpdates' });
    } else {
      await enqueueTemplateMail(tx, mail);
    }
    await recordPartnerActivity(tx, viewer.id, {
      type: 'quote_response',
      description: `Teklif gönderildi: ${content.title}`,
      details: {
        quoteRequestId: p.request.id,
        quoteResponseId: row!.id,
        totalAmount: content.totalAmount,
        currency: content.currency,
      },
    });
    return { row: row!, partnerId: p.partner.id };
  });
  return one(db, created.row, created.partnerId);
}

/** The answer `id` with its request, locked, for the partner's owner; 404 for anyone else. */
async function ownAnswer(tx: Db, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(quoteResponses).where(eq(quoteResponses.id, id)).for('update');
  if (!row) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  const p = await loadRequest(tx, row.quoteRequestId, true);
  if (!p || p.partner.userId !== viewer.id) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  return { row, p };
}

/**
 * The answer `id` with its request, both locked (answer first, the order every move takes them in),
 * for the request's requester; 404 for anyone else.
 */
async function requestersAnswer(tx: Db, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(quoteResponses).where(eq(quoteResponses.id, id)).for('update');
  if (!row) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  const p = await loadRequest(tx, row.quoteRequestId, true);
  if (!p || p.request.userId !== viewer.id) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  return { row, p };
}

/**
 * The partner's owner revises an answer still `sent` (PUT /api/quote-responses/{id}): the current
 * version is copied into `quote_response_versions`, `version` goes up, totals are computed again, a
 * revision request of the buyer is cleared (answered), the requester is notified (`quote_response`,
 * texts `quotes.notificationRevised*`).
 * @throws AppError QUOTE_RESPONSE_NOT_FOUND (404) for anyone but the partner's owner;
 *   QUOTE_NOT_REVISABLE (409) unless the answer is `sent`
 */
export async function reviseQuoteResponse(
  db: Db,
  viewer: Viewer,
  id: number,
  input: ReviseInput,
): Promise<QuoteResponse> {
  const revised = await db.transaction(async (tx) => {
    const { row, p } = await ownAnswer(tx, viewer, id);
    if (row.status !== 'sent') throw new AppError('QUOTE_NOT_REVISABLE');
    const attachment = await shareAttachment(tx, input.attachmentFileId, viewer, p.request.userId);
    await tx.insert(quoteResponseVersions).values({
      quoteResponseId: row.id,
      version: row.version,
      title: row.title,
      items: row.items,
      vatRate: row.vatRate,
      currency: row.currency,
      subtotal: row.subtotal,
      vatAmount: row.vatAmount,
      totalAmount: row.totalAmount,
      validUntil: row.validUntil,
      deliveryTime: row.deliveryTime,
      terms: row.terms,
      attachmentFileId: row.attachmentFileId,
      createdAt: row.updatedAt,
    });
    const [updated] = await tx
      .update(quoteResponses)
      // The buyer's revision request, if any, is answered by this version (issue 20).
      .set({
        ...pricedContent(input, attachment),
        version: row.version + 1,
        revisionRequestedAt: null,
        revisionMessage: null,
        updatedAt: new Date(),
      })
      .where(eq(quoteResponses.id, row.id))
      .returning();
    await notifyRequester(tx, p, true, row.id);
    await recordPartnerActivity(tx, viewer.id, {
      type: 'quote_response',
      description: `Teklif güncellendi: ${input.title}`,
      details: { quoteRequestId: p.request.id, quoteResponseId: row.id, version: row.version + 1 },
    });
    return { row: updated!, partnerId: p.partner.id };
  });
  return one(db, revised.row, revised.partnerId);
}

/**
 * The partner's owner withdraws an answer still `sent` (POST /api/quote-responses/{id}/cancel). The
 * request is free for a new answer and goes back to `pending` (decision 013), unless an admin has
 * already moved it elsewhere.
 * @throws AppError QUOTE_RESPONSE_NOT_FOUND (404) for anyone but the partner's owner;
 *   QUOTE_NOT_CANCELLABLE (409) unless the answer is `sent`
 */
export async function cancelQuoteResponse(db: Db, viewer: Viewer, id: number): Promise<QuoteResponse> {
  const cancelled = await db.transaction(async (tx) => {
    const { row, p } = await ownAnswer(tx, viewer, id);
    if (row.status !== 'sent') throw new AppError('QUOTE_NOT_CANCELLABLE');
    const now = new Date();
    const [updated] = await tx
      .update(quoteResponses)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(quoteResponses.id, row.id))
      .returning();
    if (p.request.status === 'responded') {
      await tx
        .update(quoteRequests)
        .set({ status: 'pending', updatedAt: now })
        .where(eq(quoteRequests.id, p.request.id));
    }
    return { row: updated!, partnerId: p.partner.id };
  });
  return one(db, cancelled.row, cancelled.partnerId);
}

/** Longest excerpt of the buyer's revision message a notification repeats (the desk shows all of it). */
const REVISION_EXCERPT_LENGTH = 160;

/**
 * The buyer asks for a revised offer (POST /api/quote-responses/{id}/revision-request; issue 20 "before
 * acceptance"): `revisionRequestedAt` and `revisionMessage` are recorded on the answer (asking again
 * replaces both) until the partner revises it with PUT /api/quote-responses/{id}, which clears them.
 * The partner's owner is notified (`quote_response`: it is about their answer; texts
 * `quotes.notificationRevisionRequested*` with the message's first {@link REVISION_EXCERPT_LENGTH}
 * characters); no mail, as no template speaks of it. An expired answer may be asked for a revision:
 * that is how the buyer gets one they can accept.
 * @param message the trimmed text of `quoteRevisionRequestSchema` (1–2000 characters)
 * @throws AppError QUOTE_RESPONSE_NOT_FOUND (404) for anyone but the requester (as for deciding);
 *   QUOTE_REVISION_NOT_REQUESTABLE (409) unless the answer is `sent` and its request awaits a decision
 */
export async function requestQuoteRevision(
  db: Db,
  viewer: Viewer,
  id: number,
  message: string,
): Promise<QuoteResponse> {
  const requested = await db.transaction(async (tx) => {
    const { row, p } = await requestersAnswer(tx, viewer, id);
    if (row.status !== 'sent' || p.request.status !== 'responded') {
      throw new AppError('QUOTE_REVISION_NOT_REQUESTABLE');
    }
    const [updated] = await tx
      .update(quoteResponses)
      .set({ revisionRequestedAt: new Date(), revisionMessage: message })
      .where(eq(quoteResponses.id, row.id))
      .returning();
    if (p.partner.userId !== null) {
      const excerpt =
        message.length > REVISION_EXCERPT_LENGTH ? `${message.slice(0, REVISION_EXCERPT_LENGTH - 1)}…` : message;
      await notifyUsers(tx, [p.partner.userId], {
        type: 'quote_response',
        text: {
          title: 'quotes.notificationRevisionRequestedTitle',
          message: 'quotes.notificationRevisionRequestedMessage',
        },
        params: {
          customerName: p.request.fullName,
          companyName: p.request.companyName,
          title: row.title,
          message: excerpt,
        },
        actionUrl: PARTNER_QUOTES_PATH,
        data: { quoteRequestId: p.request.id, quoteResponseId: row.id },
      });
    }
    return { row: updated!, partnerId: p.partner.id };
  });
  return one(db, requested.row, requested.partnerId);
}

/**
 * Every answer to request `quoteRequestId`, cancelled ones included, oldest first, each with its
 * earlier versions newest first (GET /api/quote-responses/{quoteRequestId}).
 * @throws AppError QUOTE_REQUEST_NOT_FOUND (404) for anyone but the requester, the partner's owner and admins
 */
export async function listQuoteResponses(db: Db, viewer: Viewer, quoteRequestId: number): Promise<QuoteResponse[]> {
  const p = await loadRequest(db, quoteRequestId);
  if (!p || !roleOf(p, viewer)) throw notFound('QUOTE_REQUEST_NOT_FOUND');
  return (await responsesByRequest(db, [p.request], false)).get(p.request.id) ?? [];
}

/** Work an acceptance starts in its transaction (a project: modules/projects `startProject`). */
export type OnAccepted = (tx: Db, accepted: { quoteRequestId: number; quoteResponseId: number }) => Promise<unknown>;

/**
 * The requester accepts or rejects an answer still `sent` (PUT /api/quote-responses/{id}/status); the
 * request takes that status. Accepting one answer of a group rejects the group's other `sent` answers
 * and closes the group's other open requests as `rejected`. Each partner whose answer was decided is
 * notified (`quote_response`, texts `quote.notificationAccepted*` / `Rejected*`) and mailed
 * (`quote_approved` / `quote_rejected`); partners of the group that never answered are not told.
 * @param onAccepted what else an acceptance starts, in the same transaction (the route passes the
 *   projects module's `startProject`: quotes may not import projects, which imports quotes)
 * @throws AppError QUOTE_RESPONSE_NOT_FOUND (404) for anyone but the requester; QUOTE_NOT_DECIDABLE
 *   (409) unless the answer is `sent`; QUOTE_EXPIRED (409) to accept an answer past its validity
 */
export async function decideQuoteResponse(
  db: Db,
  viewer: Viewer,
  id: number,
  decision: Decision,
  publicUrl: string,
  onAccepted?: OnAccepted,
): Promise<QuoteResponse> {
  const decided = await db.transaction(async (tx) => {
    const { row, p } = await requestersAnswer(tx, viewer, id);
    if (row.status !== 'sent') throw new AppError('QUOTE_NOT_DECIDABLE');
    if (decision === 'accepted' && isExpired(row.validUntil, istanbulToday())) throw new AppError('QUOTE_EXPIRED');
    const now = new Date();
    const [updated] = await tx
      .update(quoteResponses)
      .set({ status: decision, decidedAt: now })
      .where(eq(quoteResponses.id, row.id))
      .returning();
    await tx.update(quoteRequests).set({ status: decision, updatedAt: now }).where(eq(quoteRequests.id, p.request.id));
    const told: { parties: RequestParties; decision: Decision }[] = [{ parties: p, decision }];

    if (decision === 'accepted' && p.request.groupId) {
      const others = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.groupId, p.request.groupId), ne(quoteRequests.id, p.request.id)))
        .orderBy(quoteRequests.id);
      const otherIds = others.map((o) => o.id);
      if (otherIds.length > 0) {
        // Answers before requests, the order a revision or withdrawal locks them in, so the two
        // cannot deadlock.
        await tx
          .select({ id: quoteResponses.id })
          .from(quoteResponses)
          .where(inArray(quoteResponses.quoteRequestId, otherIds))
          .orderBy(quoteResponses.id)
          .for('update');
        await tx
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(inArray(quoteRequests.id, otherIds))
          .orderBy(quoteRequests.id)
          .for('update');
        const rejectedAnswers = await tx
          .update(quoteResponses)
          .set({ status: 'rejected', decidedAt: now })
          .where(and(inArray(quoteResponses.quoteRequestId, otherIds), eq(quoteResponses.status, 'sent')))
          .returning({ quoteRequestId: quoteResponses.quoteRequestId });
        await tx
          .update(quoteRequests)
          .set({ status: 'rejected', updatedAt: now })
          .where(and(inArray(quoteRequests.id, otherIds), inArray(quoteRequests.status, ['pending', 'responded'])));
        for (const a of rejectedAnswers) {
          const other = await loadRequest(tx, a.quoteRequestId);
          if (other) told.push({ parties: other, decision: 'rejected' });
        }
      }
    }

    for (const { parties, decision: d } of told) await tellPartner(tx, parties, d, publicUrl);
    if (decision === 'accepted' && onAccepted) {
      await onAccepted(tx, { quoteRequestId: p.request.id, quoteResponseId: row.id });
    }
    return { row: updated!, partnerId: p.partner.id };
  });
  return one(db, decided.row, decided.partnerId);
}

/** Notifies and mails the partner's owner (or mails the company) that its answer was accepted or rejected. */
async function tellPartner(tx: Db, p: RequestParties, decision: Decision, publicUrl: string) {
  const people = {
    customerName: p.request.fullName,
    companyName: p.request.companyName,
    partnerName: p.partner.companyName,
  };
  const parts = serviceNeededPartsOf(p.request);
  const accepted = decision === 'accepted';
  if (p.partner.userId !== null) {
    await notifyUsers(tx, [p.partner.userId], {
      type: 'quote_response',
      text: accepted
        ? { title: 'quotes.notificationAcceptedTitle', message: 'quotes.notificationAcceptedMessage' }
        : { title: 'quotes.notificationRejectedTitle', message: 'quotes.notificationRejectedMessage' },
      params: { ...people, serviceNeeded: { serviceNeeded: parts } },
      actionUrl: PARTNER_QUOTES_PATH,
      data: { quoteRequestId: p.request.id },
    });
  }
  const owner = await contactOf(tx, p.partner.userId);
  const to = owner?.email ?? p.partner.email;
  if (!to) return;
  const language: Language = owner?.language ?? 'tr';
  const mail = {
    to,
    type: accepted ? ('quote_approved' as const) : ('quote_rejected' as const),
    language,
    params: {
      ...people,
      serviceNeeded: serviceNeededText(parts, language),
      actionUrl: `${publicUrl}${PARTNER_QUOTES_PATH}`,
    },
  };
  // The owner's copy of the notification follows their platformUpdates preference (issue 10).
  if (owner && p.partner.userId !== null) {
    await enqueuePreferenceMail(tx, { ...mail, userId: p.partner.userId, preference: 'platformUpdates' });
  } else {
    await enqueueTemplateMail(tx, mail);
  }
}

/**
 * What the PDF of answer `id` shows, and its default language (the requester's), for the two parties
 * and admins (GET /api/quote-responses/{id}/pdf).
 * @throws AppError QUOTE_RESPONSE_NOT_FOUND (404) for anyone else
 */
export async function quotePdfData(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<{ data: QuotePdfData; language: Language }> {
  const [row] = await db.select().from(quoteResponses).where(eq(quoteResponses.id, id));
  if (!row) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  const p = await loadRequest(db, row.quoteRequestId);
  if (!p || !roleOf(p, viewer)) throw notFound('QUOTE_RESPONSE_NOT_FOUND');
  const requester = await contactOf(db, p.request.userId);
  return {
    language: requester?.language ?? 'tr',
    data: {
      responseId: row.id,
      version: row.version,
      title: row.title,
      sentAt: new Date(row.updatedAt).toISOString(),
      partner: {
        companyName: p.partner.companyName,
        contactPerson: p.partner.contactPerson,
        email: p.partner.email,
        phone: p.partner.phone,
        city: p.partner.city,
      },
      requester: {
        fullName: p.request.fullName,
        companyName: p.request.companyName,
        email: p.request.email,
        phone: p.request.phone,
      },
      serviceNeeded: serviceNeededPartsOf(p.request),
      items: row.items,
      vatRate: row.vatRate,
      currency: row.currency,
      subtotal: Number(row.subtotal),
      vatAmount: Number(row.vatAmount),
      totalAmount: Number(row.totalAmount),
      validUntil: row.validUntil,
      deliveryTime: row.deliveryTime,
      terms: row.terms,
    },
  };
}
