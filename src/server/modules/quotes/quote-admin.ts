/**
 * The admin quote desk (issue 9 "Admin quote desk"; spec §2 "Admin quote requests", §3 "Quote request
 * (admin list)", §4: an admin may set any of the five statuses from any other; answers are untouched).
 */
import { desc, eq } from 'drizzle-orm';
import type { QuoteStatus } from '@shared/constants';
import type { AdminQuoteRequest, AdminQuoteRequestsPage } from '@shared/contracts/quotes';
import type { Db } from '../../db/client';
import { partners, quoteRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { countByStatus } from './quote-requests';
import { serviceNeededPartsOf } from '../../lib/reader-params';

const columns = {
  id: quoteRequests.id,
  fullName: quoteRequests.fullName,
  companyName: quoteRequests.companyName,
  email: quoteRequests.email,
  serviceNeeded: quoteRequests.serviceNeeded,
  service: quoteRequests.service,
  workType: quoteRequests.workType,
  projectStartDate: quoteRequests.projectStartDate,
  projectEndDate: quoteRequests.projectEndDate,
  budget: quoteRequests.budget,
  status: quoteRequests.status,
  createdAt: quoteRequests.createdAt,
  groupId: quoteRequests.groupId,
  partnerId: partners.id,
  partnerUsername: partners.username,
  partnerLogo: partners.logo,
  partnerCompanyName: partners.companyName,
};

/** Requests joined with their partner, newest first. */
const selectRows = (db: Db) =>
  db
    .select(columns)
    .from(quoteRequests)
    .innerJoin(partners, eq(partners.id, quoteRequests.partnerId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toAdminRow(r: Row): AdminQuoteRequest {
  return {
    id: r.id,
    fullName: r.fullName,
    companyName: r.companyName,
    email: r.email,
    serviceNeeded: r.serviceNeeded,
    serviceNeededParts: serviceNeededPartsOf(r),
    budget: r.budget,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    groupId: r.groupId,
    partner: { id: r.partnerId, username: r.partnerUsername, logo: r.partnerLogo, companyName: r.partnerCompanyName },
  };
}

/**
 * Every quote request, newest first, one page, optionally of one status, with counters per status
 * over all requests (GET /api/admin/quote-requests).
 */
export async function listAdminQuoteRequests(
  db: Db,
  q: { status?: QuoteStatus; page: number; limit: number },
): Promise<AdminQuoteRequestsPage> {
  const [rows, counts] = await Promise.all([
    selectRows(db)
      .where(q.status ? eq(quoteRequests.status, q.status) : undefined)
      .limit(q.limit + 1)
      .offset((q.page - 1) * q.limit),
    countByStatus(db),
  ]);
  return {
    quoteRequests: rows.slice(0, q.limit).map(toAdminRow),
    counts,
    page: q.page,
    hasMore: rows.length > q.limit,
  };
}

/**
 * Sets a request's status (PATCH /api/admin/quote-requests/{id}); any of the five, from any other.
 * @throws AppError QUOTE_REQUEST_NOT_FOUND
 */
export async function setAdminQuoteStatus(db: Db, id: number, status: QuoteStatus): Promise<AdminQuoteRequest> {
  const [updated] = await db
    .update(quoteRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(quoteRequests.id, id))
    .returning({ id: quoteRequests.id });
  if (!updated) throw notFound('QUOTE_REQUEST_NOT_FOUND');
  const [row] = await selectRows(db).where(eq(quoteRequests.id, id));
  return toAdminRow(row!);
}
