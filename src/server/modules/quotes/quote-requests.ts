/**
 * Quote requests (issue 9 "Requesting"; spec §3 payload, §4 statuses, §5 quote form; decision 013):
 * creating one or a group, the quote dialog's short list of other partners, the partner's table,
 * the requester's list, one request, the requester's cancel of an unanswered one, and completing one
 * when its project is completed (the only way: issue 20 removed the partner's own "mark completed").
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreatedQuoteRequests,
  type PartnerQuoteRequestsPage,
  type QuoteAlternatives,
  type QuoteCounts,
  type QuoteRequest,
  type quoteRequestPayloadSchema,
  QUOTE_REQUESTS_PER_HOUR,
  type UserQuoteRequests,
} from '@shared/contracts/quotes';
import type { QuoteStatus } from '@shared/constants';
import type { Db } from '../../db/client';
import { partnerReviews, partners, projects, quoteRequests, quoteResponses, users } from '../../db/schema';
import { enqueuePreferenceMail } from '../../mail/preferences';
import { AppError, notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { notifyUsers } from '../notifications/notifications.service';
import { listingLanguage, mailClaimLink } from '../partner-claims/partner-claims.service';
import { serviceNeededPartsOf, serviceNeededText } from '../../lib/reader-params';
import {
  budgetLabel,
  loadRequest,
  quotePartners,
  responsesByRequest,
  roleOf,
  splitServiceNeeded,
  toQuoteRequest,
} from './quote-views';
import { pageUrl } from '@shared/pages';

/** Other partners the quote dialog offers at most (issue 9 "a short list"). */
export const ALTERNATIVES_LIMIT = 8;
/** Requests the requester's list returns at most (newest first). */
export const USER_REQUESTS_LIMIT = 200;

type Payload = z.output<typeof quoteRequestPayloadSchema>;

/** Where the partner's dashboard lists quote requests (notification link and mail button). */
const PARTNER_QUOTES_PATH = pageUrl('partnerDashboard', { tab: 'quotes' });

/**
 * Creates the requests of one quote form (POST /api/quote-requests): one row per partner reached,
 * sharing a new `groupId` when more than one, each partner's owner notified (`quote_request`) and
 * mailed (`quote_received`), all in one transaction.
 * @param input the validated payload (`quoteRequestPayloadSchema`)
 * @param publicUrl the site's origin, for the mail's absolute link
 * @throws AppError PARTNER_NOT_FOUND (404) when a named partner (main or extra) does not exist;
 *   QUOTE_PARTNER_UNAVAILABLE (409) when one is passive or not approved; VALIDATION_ERROR (400) for an extra partner of another category, a partner named twice,
 *   or a partner the caller owns; QUOTE_RATE_LIMITED (429) past {@link QUOTE_REQUESTS_PER_HOUR}
 *   requests in the last hour, counted per partner reached (nothing is stored)
 */
export async function createQuoteRequests(
  db: Db,
  viewer: Viewer,
  input: Payload,
  publicUrl: string,
): Promise<CreatedQuoteRequests> {
  const extra = input.additionalPartnerIds ?? [];
  if (new Set(extra).size !== extra.length || extra.includes(input.partnerId)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'quotes.duplicatePartner',
      fieldErrors: { additionalPartnerIds: ['quotes.duplicatePartner'] },
    });
  }
  const ids = [input.partnerId, ...extra];
  return db.transaction(async (tx) => {
    // One form of this user at a time: the hour's count and the inserts must not interleave with a
    // second form of the same user, or both could pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('quote-requests'), ${viewer.id})`);
    const found = await tx
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        email: partners.email,
        country: partners.country,
        serviceCategory: partners.serviceCategory,
        isActive: partners.isActive,
        isApproved: partners.isApproved,
      })
      .from(partners)
      .where(inArray(partners.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    const chosen = ids.map((id) => byId.get(id));
    // A wrong id is a different mistake from a partner that stopped taking requests: the client
    // refreshes its list for the latter, and a missing id is reported first (issue 18).
    const list = chosen.filter((p) => p !== undefined);
    if (list.length < ids.length) throw notFound('PARTNER_NOT_FOUND');
    if (list.some((p) => !p.isActive || !p.isApproved)) throw new AppError('QUOTE_PARTNER_UNAVAILABLE');
    const main = list[0]!;
    if (list.some((p) => p.serviceCategory !== main.serviceCategory)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'quotes.differentCategory',
        fieldErrors: { additionalPartnerIds: ['quotes.differentCategory'] },
      });
    }
    if (list.some((p) => p.userId === viewer.id)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'quotes.ownPartner',
        fieldErrors: { [main.userId === viewer.id ? 'partnerId' : 'additionalPartnerIds']: ['quotes.ownPartner'] },
      });
    }

    const [recent] = await tx
      .select({ n: count() })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.userId, viewer.id), gt(quoteRequests.createdAt, sql`now() - interval '1 hour'`)));
    if (Number(recent?.n ?? 0) + list.length > QUOTE_REQUESTS_PER_HOUR) throw new AppError('QUOTE_RATE_LIMITED');

    const groupId = list.length > 1 ? randomUUID() : null;
    const now = new Date();
    // Kept as data beside the text, so every reader gets it in their language (docs/decisions/038).
    const parts = splitServiceNeeded(input);
    const rows = await tx
      .insert(quoteRequests)
      .values(
        list.map((p) => ({
          partnerId: p.id,
          userId: viewer.id,
          fullName: input.fullName,
          companyName: input.companyName,
          email: input.email,
          phone: input.phone,
          budget: input.budget ?? null,
          serviceNeeded: input.serviceNeeded,
          ...parts,
          message: input.message ?? null,
          status: 'pending' as const,
          groupId,
          // PRODUCT-DECISIONS 11: the schema refused the payload without consent, so it was given now.
          kvkkAcceptedAt: now,
        })),
      )
      .returning();

    const owners = await tx
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            list.map((p) => p.userId ?? 0),
          ),
          sql`${users.deletedAt} IS NULL`,
        ),
      );
    const ownerById = new Map(owners.map((o) => [o.id, o]));
    const people = { customerName: input.fullName, companyName: input.companyName };
    for (const p of list) {
      const owner = p.userId === null ? undefined : ownerById.get(p.userId);
      if (owner) {
        await notifyUsers(tx, [owner.id], {
          type: 'quote_request',
          params: { ...people, serviceNeeded: { serviceNeeded: parts } },
          actionUrl: PARTNER_QUOTES_PATH,
          data: { quoteRequestId: rows.find((r) => r.partnerId === p.id)?.id },
        });
      }
      const request = rows.find((r) => r.partnerId === p.id)!;
      // A listing without an account (issue 21; decision 029) cannot open the partner dashboard: its
      // address gets the request with a link to claim the listing, which then lands on this request.
      if (p.userId === null) {
        if (!p.email) continue;
        const language = listingLanguage(p.country);
        await mailClaimLink(tx, publicUrl, {
          partner: { id: p.id, companyName: p.companyName, email: p.email, country: p.country },
          request: {
            id: request.id,
            customerName: input.fullName,
            companyName: input.companyName,
            serviceNeeded: serviceNeededText(parts, language),
            budget: budgetLabel(input.budget ?? null, language),
          },
          sentBy: null,
          origin: 'quote_request',
        });
        continue;
      }
      // An owner whose account was deleted gets nothing: the company's address may be that person's.
      if (!owner) continue;
      const language = owner.language === 'en' ? 'en' : 'tr';
      // The owner's copy of the notification follows their platformUpdates preference (issue 10).
      await enqueuePreferenceMail(tx, {
        to: owner.email,
        type: 'quote_received',
        language,
        userId: owner.id,
        preference: 'platformUpdates',
        params: {
          ...people,
          serviceNeeded: serviceNeededText(parts, language),
          partnerName: p.companyName,
          budget: budgetLabel(input.budget ?? null, language),
          actionUrl: `${publicUrl}${PARTNER_QUOTES_PATH}`,
        },
      });
    }

    const requests = list.map((p) => toQuoteRequest(rows.find((r) => r.partnerId === p.id)!));
    const first = requests[0]!;
    return {
      id: first.id,
      status: first.status,
      groupId,
      partnerId: first.partnerId,
      createdAt: first.createdAt,
      requests,
    };
  });
}

/**
 * Up to {@link ALTERNATIVES_LIMIT} other active, approved partners of the category of `partnerId`,
 * ordered as the catalogue without a search term (most followers, then newest), with their trust
 * figures. Partners the caller owns are left out (nobody requests a quote from themselves).
 * @throws AppError PARTNER_NOT_FOUND when `partnerId` is not an active, approved partner
 */
export async function listAlternatives(db: Db, viewer: Viewer, partnerId: number): Promise<QuoteAlternatives> {
  const [partner] = await db
    .select({ category: partners.serviceCategory })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.isActive, true), eq(partners.isApproved, true)));
  if (!partner) throw notFound('PARTNER_NOT_FOUND');
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.isActive, true),
        eq(partners.isApproved, true),
        eq(partners.serviceCategory, partner.category),
        ne(partners.id, partnerId),
        sql`${partners.userId} IS DISTINCT FROM ${viewer.id}`,
      ),
    )
    .orderBy(desc(partners.followersCount), desc(partners.createdAt), desc(partners.id))
    .limit(ALTERNATIVES_LIMIT);
  const byId = await quotePartners(
    db,
    rows.map((r) => r.id),
  );
  return { partners: rows.map((r) => byId.get(r.id)!).filter(Boolean) };
}

/** The project each of `requestIds` started when its offer was accepted (issue 20), by request id. */
async function projectIdsOf(db: Db, requestIds: readonly number[]): Promise<Map<number, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, quoteRequestId: projects.quoteRequestId })
    .from(projects)
    .where(inArray(projects.quoteRequestId, [...requestIds]));
  return new Map(rows.map((r) => [r.quoteRequestId, r.id]));
}

/** Requests counted by status over `where` (every status present). */
export async function countByStatus(db: Db, where?: SQL): Promise<QuoteCounts> {
  const rows = await db
    .select({ status: quoteRequests.status, n: count() })
    .from(quoteRequests)
    .where(where)
    .groupBy(quoteRequests.status);
  const out: QuoteCounts = { total: 0, pending: 0, responded: 0, accepted: 0, completed: 0, rejected: 0, cancelled: 0 };
  for (const r of rows) {
    out[r.status] = Number(r.n);
    out.total += Number(r.n);
  }
  return out;
}

/**
 * The requests of the partner the caller owns (GET /api/quote-requests), newest first, one page, with
 * counts over all its requests, each request's live answer and the project its acceptance started.
 * @throws AppError PARTNER_NOT_FOUND when the caller owns no partner
 */
export async function listPartnerRequests(
  db: Db,
  viewer: Viewer,
  q: { status?: QuoteStatus; page: number; limit: number },
): Promise<PartnerQuoteRequestsPage> {
  const [own] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.userId, viewer.id))
    .orderBy(partners.id)
    .limit(1);
  if (!own) throw notFound('PARTNER_NOT_FOUND');
  const mine = eq(quoteRequests.partnerId, own.id);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(q.status ? and(mine, eq(quoteRequests.status, q.status)) : mine)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(q.limit + 1)
      .offset((q.page - 1) * q.limit),
    countByStatus(db, mine),
  ]);
  const page = rows.slice(0, q.limit);
  const [answers, projectOf] = await Promise.all([
    responsesByRequest(db, page, true),
    projectIdsOf(
      db,
      page.map((r) => r.id),
    ),
  ]);
  return {
    quoteRequests: page.map((r) => ({
      ...toQuoteRequest(r),
      response: answers.get(r.id)?.[0] ?? null,
      projectId: projectOf.get(r.id) ?? null,
    })),
    counts,
    page: q.page,
    hasMore: rows.length > q.limit,
  };
}

/**
 * One request for its requester, its partner's owner or an admin (GET /api/quote-requests/{id}).
 * @throws AppError QUOTE_REQUEST_NOT_FOUND (404) for anyone else, as for a missing id
 */
export async function getQuoteRequest(db: Db, viewer: Viewer, id: number): Promise<QuoteRequest> {
  const parties = await loadRequest(db, id);
  if (!parties || !roleOf(parties, viewer)) throw notFound('QUOTE_REQUEST_NOT_FOUND');
  return toQuoteRequest(parties.request);
}

/**
 * The buyer cancels a request nobody has answered (POST /api/quote-requests/{id}/cancel; issue 20
 * "before acceptance"): it becomes `cancelled`, cannot be answered any more and leaves the partner's
 * pending work, staying visible with its state. The partner's owner is notified (`quote_request`,
 * texts `quotes.notificationCancelled*`: it is about an incoming request, not an answer); no mail, as
 * no template speaks of a withdrawn request. The notification's push tells the partner's open desk to
 * refresh (client lib/realtime-cache.ts).
 * @throws AppError QUOTE_REQUEST_NOT_FOUND (404) for anyone but its requester (the partner and admins
 *   included, as for deciding); QUOTE_REQUEST_NOT_CANCELLABLE (409) with the precise text once it was
 *   answered (`quotes.requestAnswered`, also while an answer is live), cancelled
 *   (`quotes.requestAlreadyCancelled`) or concluded (`quotes.requestClosed`)
 */
export async function cancelQuoteRequest(db: Db, viewer: Viewer, id: number): Promise<QuoteRequest> {
  return db.transaction(async (tx) => {
    // Locked: a partner's answer locks the same row first, so the two cannot both succeed.
    const p = await loadRequest(tx, id, true);
    if (!p || p.request.userId !== viewer.id) throw notFound('QUOTE_REQUEST_NOT_FOUND');
    const { status } = p.request;
    if (status === 'cancelled') {
      throw new AppError('QUOTE_REQUEST_NOT_CANCELLABLE', { message: 'quotes.requestAlreadyCancelled' });
    }
    if (status !== 'pending' && status !== 'responded') {
      throw new AppError('QUOTE_REQUEST_NOT_CANCELLABLE', { message: 'quotes.requestClosed' });
    }
    const [live] = await tx
      .select({ id: quoteResponses.id })
      .from(quoteResponses)
      .where(and(eq(quoteResponses.quoteRequestId, id), ne(quoteResponses.status, 'cancelled')));
    if (status === 'responded' || live) throw new AppError('QUOTE_REQUEST_NOT_CANCELLABLE');
    const [row] = await tx
      .update(quoteRequests)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(quoteRequests.id, id))
      .returning();
    if (p.partner.userId !== null) {
      await notifyUsers(tx, [p.partner.userId], {
        type: 'quote_request',
        text: { title: 'quotes.notificationCancelledTitle', message: 'quotes.notificationCancelledMessage' },
        params: {
          customerName: p.request.fullName,
          companyName: p.request.companyName,
          serviceNeeded: { serviceNeeded: serviceNeededPartsOf(p.request) },
        },
        actionUrl: PARTNER_QUOTES_PATH,
        data: { quoteRequestId: id },
      });
    }
    return toQuoteRequest(row!);
  });
}

/**
 * Marks an accepted request `completed` inside the caller's transaction: the project of its accepted
 * offer was completed (modules/projects), which unlocks the requester's review of the partner.
 * Does nothing to a request in any other state.
 */
export async function markQuoteRequestCompleted(tx: Db, id: number): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, 'accepted')));
}

/**
 * The caller's own requests (GET /api/user/quote-requests), newest first (at most
 * {@link USER_REQUESTS_LIMIT}), each with its partner and trust figures, its answers that are not
 * cancelled (earlier versions included), whether the caller may still review the partner, and the
 * project its accepted offer started.
 */
export async function listUserRequests(db: Db, viewer: Viewer): Promise<UserQuoteRequests> {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, viewer.id))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(USER_REQUESTS_LIMIT);
  if (rows.length === 0) return { quoteRequests: [] };
  const partnerIds = rows.map((r) => r.partnerId);
  const [partnerById, answers, projectOf, reviewed] = await Promise.all([
    quotePartners(db, partnerIds),
    responsesByRequest(db, rows, true),
    projectIdsOf(
      db,
      rows.map((r) => r.id),
    ),
    db
      .select({ partnerId: partnerReviews.partnerId })
      .from(partnerReviews)
      .where(and(eq(partnerReviews.userId, viewer.id), inArray(partnerReviews.partnerId, partnerIds))),
  ]);
  const reviewedIds = new Set(reviewed.map((r) => r.partnerId));
  return {
    quoteRequests: rows
      .filter((r) => partnerById.has(r.partnerId))
      .map((r) => ({
        ...toQuoteRequest(r),
        partner: partnerById.get(r.partnerId)!,
        responses: answers.get(r.id) ?? [],
        canReview: r.status === 'completed' && !reviewedIds.has(r.partnerId),
        projectId: projectOf.get(r.id) ?? null,
      })),
  };
}
