/**
 * Rows of `quote_requests`, `quote_responses` and `quote_response_versions` as the shapes of
 * `src/shared/contracts/quotes.ts`, and the reads every quote route shares: who may see a request,
 * a request's answers with their earlier versions, partners with their trust figures.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type BudgetOption, type Language, LANGUAGES, type WorkType } from '@shared/constants';
import { parseServiceNeeded, type ServiceNeededParts } from '@shared/service-needed';
import { type QuotePartner, type QuoteRequest, type QuoteResponse } from '@shared/contracts/quotes';
import { istanbulToday } from '@shared/calendar';
import type { Db } from '../../db/client';
import { partners, quoteRequests, quoteResponses, quoteResponseVersions, users } from '../../db/schema';
import { type MessageKey, t } from '../../lib/messages';
import { serviceNeededLabels, serviceNeededPartsOf } from '../../lib/reader-params';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { describeFiles, type StoredFile, toAttachment } from '../files/files.service';
import { getPartnerTrust } from '../partner-stats/partner-stats.service';

export type RequestRow = typeof quoteRequests.$inferSelect;
export type ResponseRow = typeof quoteResponses.$inferSelect;
type VersionRow = typeof quoteResponseVersions.$inferSelect;

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The parts to store for a new request (POST /api/quote-requests): its `serviceNeeded` split as the
 * quote form composed it (in either language, `parseServiceNeeded`), with the payload's structured
 * work type and days taking precedence; a text that is not composed so is the service itself.
 */
export function splitServiceNeeded(input: {
  serviceNeeded: string;
  workType?: WorkType;
  projectStartDate?: string;
  projectEndDate?: string;
}): ServiceNeededParts {
  const parsed = LANGUAGES.map((lang) => parseServiceNeeded(input.serviceNeeded, serviceNeededLabels(lang))).find(
    (parts) => parts.workType !== null,
  );
  const workType = input.workType ?? parsed?.workType ?? null;
  const project = workType === 'project';
  return {
    service: parsed?.service ?? input.serviceNeeded,
    workType,
    projectStartDate: project ? (input.projectStartDate ?? parsed?.projectStartDate ?? null) : null,
    projectEndDate: project ? (input.projectEndDate ?? parsed?.projectEndDate ?? null) : null,
  };
}

/** A request as its two parties and admins see it (`quoteRequestSchema`). */
export function toQuoteRequest(r: RequestRow): QuoteRequest {
  return {
    id: r.id,
    groupId: r.groupId,
    partnerId: r.partnerId,
    userId: r.userId,
    fullName: r.fullName,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    budget: r.budget,
    serviceNeeded: r.serviceNeeded,
    serviceNeededParts: serviceNeededPartsOf(r),
    message: r.message,
    status: r.status,
    createdAt: iso(r.createdAt),
    respondedAt: r.respondedAt ? iso(r.respondedAt) : null,
    updatedAt: iso(r.updatedAt),
  };
}

function attachmentOf(fileId: string | null, files: Map<string, StoredFile>) {
  const f = fileId ? files.get(fileId) : undefined;
  return f ? toAttachment(f) : null;
}

function contentOf(r: ResponseRow | VersionRow, files: Map<string, StoredFile>, createdAt: Date) {
  return {
    version: r.version,
    title: r.title,
    items: r.items,
    vatRate: r.vatRate,
    currency: r.currency,
    subtotal: Number(r.subtotal),
    vatAmount: Number(r.vatAmount),
    totalAmount: Number(r.totalAmount),
    validUntil: r.validUntil,
    deliveryTime: r.deliveryTime,
    terms: r.terms,
    attachment: attachmentOf(r.attachmentFileId, files),
    createdAt: iso(createdAt),
  };
}

/** Whether an answer valid until the `YYYY-MM-DD` day `validUntil` is past (Istanbul calendar; decision 013). */
export const isExpired = (validUntil: string, today = istanbulToday()) => validUntil < today;

/**
 * The answers `rows` as `quoteResponseSchema`, each with its earlier versions newest first.
 * @param partnerIdOf the partner of each answer's request (answers carry no partner column)
 */
export async function toQuoteResponses(
  db: Db,
  rows: readonly ResponseRow[],
  partnerIdOf: (r: ResponseRow) => number,
): Promise<QuoteResponse[]> {
  if (rows.length === 0) return [];
  const versions = await db
    .select()
    .from(quoteResponseVersions)
    .where(
      inArray(
        quoteResponseVersions.quoteResponseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(quoteResponseVersions.version));
  const fileIds = [...rows, ...versions].map((r) => r.attachmentFileId).filter((x): x is string => Boolean(x));
  const files = await describeFiles(db, fileIds);
  const today = istanbulToday();
  return rows.map((r) => ({
    // `updatedAt` moves only when a version is sent (decisions keep it: they have `decidedAt`).
    ...contentOf(r, files, r.updatedAt),
    id: r.id,
    quoteRequestId: r.quoteRequestId,
    partnerId: partnerIdOf(r),
    status: r.status,
    isExpired: isExpired(r.validUntil, today),
    updatedAt: iso(r.updatedAt),
    revisionRequestedAt: r.revisionRequestedAt ? iso(r.revisionRequestedAt) : null,
    revisionMessage: r.revisionMessage,
    previousVersions: versions.filter((v) => v.quoteResponseId === r.id).map((v) => contentOf(v, files, v.createdAt)),
  }));
}

/**
 * The answers to the requests `requests`, by request id, oldest first.
 * @param liveOnly leave out cancelled answers
 */
export async function responsesByRequest(
  db: Db,
  requests: readonly Pick<RequestRow, 'id' | 'partnerId'>[],
  liveOnly: boolean,
): Promise<Map<number, QuoteResponse[]>> {
  const out = new Map<number, QuoteResponse[]>(requests.map((r) => [r.id, []]));
  if (requests.length === 0) return out;
  const ids = requests.map((r) => r.id);
  const rows = await db
    .select()
    .from(quoteResponses)
    .where(
      liveOnly
        ? and(inArray(quoteResponses.quoteRequestId, ids), ne(quoteResponses.status, 'cancelled'))
        : inArray(quoteResponses.quoteRequestId, ids),
    )
    .orderBy(quoteResponses.createdAt, quoteResponses.id);
  const partnerOf = new Map(requests.map((r) => [r.id, r.partnerId]));
  const mapped = await toQuoteResponses(db, rows, (r) => partnerOf.get(r.quoteRequestId)!);
  for (const m of mapped) out.get(m.quoteRequestId)?.push(m);
  return out;
}

/** The parties of a request: the requester, the partner, its owner. */
export interface RequestParties {
  request: RequestRow;
  partner: {
    id: number;
    userId: number | null;
    companyName: string;
    email: string | null;
    contactPerson: string | null;
    phone: string | null;
    city: string | null;
  };
}

/** A request with its partner; null when there is no such request. */
export async function loadRequest(db: Db, id: number, forUpdate = false): Promise<RequestParties | null> {
  const base = db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  const [request] = forUpdate ? await base.for('update') : await base;
  if (!request) return null;
  const [partner] = await db
    .select({
      id: partners.id,
      userId: partners.userId,
      companyName: partners.companyName,
      email: partners.email,
      contactPerson: partners.contactPerson,
      phone: partners.phone,
      city: partners.city,
    })
    .from(partners)
    .where(eq(partners.id, request.partnerId));
  if (!partner) return null;
  return { request, partner };
}

/** Who the viewer is to a request: its requester, the owner of its partner, an admin, or nobody. */
export function roleOf(p: RequestParties, viewer: Viewer): 'requester' | 'partner' | 'admin' | null {
  if (p.request.userId === viewer.id) return 'requester';
  if (p.partner.userId === viewer.id) return 'partner';
  if (isAdmin(viewer)) return 'admin';
  return null;
}

/** Partners as `quotePartnerSchema`, with their trust figures, in the order of `ids`. */
export async function quotePartners(db: Db, ids: readonly number[]): Promise<Map<number, QuotePartner>> {
  const out = new Map<number, QuotePartner>();
  if (ids.length === 0) return out;
  const unique = [...new Set(ids)];
  const [rows, trust] = await Promise.all([
    db
      .select({
        id: partners.id,
        userId: partners.userId,
        username: partners.username,
        companyName: partners.companyName,
        logo: partners.logo,
        serviceCategory: partners.serviceCategory,
        followersCount: partners.followersCount,
      })
      .from(partners)
      .where(inArray(partners.id, unique)),
    getPartnerTrust(db, unique),
  ]);
  for (const r of rows) out.set(r.id, { ...r, ...trust.get(r.id)! });
  return out;
}

/** A user's mail address and language (null for a deleted or missing account). */
export async function contactOf(db: Db, userId: number | null): Promise<{ email: string; language: Language } | null> {
  if (userId === null) return null;
  const [u] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`));
  return u ? { email: u.email, language: u.language === 'en' ? 'en' : 'tr' } : null;
}

const BUDGET_LABELS: Record<BudgetOption, MessageKey> = {
  'under-5k': 'quotes.budgetUnder5k',
  '5k-15k': 'quotes.budget5kTo15k',
  '15k-50k': 'quotes.budget15kTo50k',
  '50k-100k': 'quotes.budget50kTo100k',
  'over-100k': 'quotes.budgetOver100k',
};

/** The budget option as a readable label in `lang` (mails); 'Belirtilmedi' when not given. */
export function budgetLabel(budget: BudgetOption | null, lang: Language): string {
  return t(lang, budget ? BUDGET_LABELS[budget] : 'quotes.budgetNone');
}
