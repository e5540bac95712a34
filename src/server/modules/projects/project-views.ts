/**
 * Reading projects (issue 20): who the caller is to a project, the contract's hash, and the row shapes
 * of `src/shared/contracts/projects.ts`. Writes live in `projects.service.ts`.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Language, PROJECT_STATUSES, type ProjectSide, type ProjectStatus } from '@shared/constants';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  type AdminProjectsPage,
  type AdminProjectsQuery,
  type Milestone,
  type Project,
  type ProjectSummary,
} from '@shared/contracts/projects';
import type { Db } from '../../db/client';
import { partners, projectMilestones, projects, projectSignatures, quoteRequests, users } from '../../db/schema';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { notFound } from '../../lib/errors';
import { projectWorkOf } from './project-documents';
import { confirmedAmounts, paymentsOf, paymentSummaryOf, toPayments } from './project-payment-views';

export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof projectMilestones.$inferSelect;

/** A project with the two parties' accounts and names, as the services need them. */
export interface ProjectParties {
  project: ProjectRow;
  partner: { id: number; userId: number | null; companyName: string; username: string | null };
  buyer: { name: string; companyName: string };
}

/** A person to tell about a change: their account, address and language. */
export interface Contact {
  userId: number;
  email: string;
  language: Language;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a project and its parties (locking the project row when `forUpdate`); null when absent. */
export async function loadProject(db: Db, id: string, forUpdate = false): Promise<ProjectParties | null> {
  if (!UUID.test(id)) return null;
  const base = db.select().from(projects).where(eq(projects.id, id));
  const [project] = forUpdate ? await base.for('update') : await base;
  if (!project) return null;
  const [[partner], [request]] = await Promise.all([
    db
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        username: partners.username,
      })
      .from(partners)
      .where(eq(partners.id, project.partnerId)),
    db
      .select({ fullName: quoteRequests.fullName, companyName: quoteRequests.companyName })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, project.quoteRequestId)),
  ]);
  if (!partner || !request) return null;
  return { project, partner, buyer: { name: request.fullName, companyName: request.companyName } };
}

/** The caller's side of a project, `admin` for an admin who is neither, null for anyone else. */
export function sideOf(p: ProjectParties, viewer: Viewer): ProjectSide | 'admin' | null {
  if (p.project.buyerId === viewer.id) return 'buyer';
  if (p.partner.userId === viewer.id) return 'partner';
  return isAdmin(viewer) ? 'admin' : null;
}

/**
 * The project the caller may see, with their side.
 * @throws AppError PROJECT_NOT_FOUND (404) when there is none or the caller is neither side nor admin
 */
export async function visibleProject(
  db: Db,
  viewer: Viewer,
  id: string,
  forUpdate = false,
): Promise<{ parties: ProjectParties; side: ProjectSide | 'admin' }> {
  const parties = await loadProject(db, id, forUpdate);
  const side = parties ? sideOf(parties, viewer) : null;
  if (!parties || !side) throw notFound('PROJECT_NOT_FOUND');
  return { parties, side };
}

/** The project's milestones in plan order. */
export function milestonesOf(db: Pick<Db, 'select'>, projectId: string): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position));
}

/**
 * SHA-256 (hex) of the contract text: the parties, the offer's content and the milestone plan, in a
 * fixed order. Signatures record it; a change of any of these makes earlier signatures void.
 */
export function contractHash(p: ProjectParties, milestones: readonly MilestoneRow[]): string {
  const { project } = p;
  const text = JSON.stringify({
    project: project.id,
    partner: [p.partner.id, p.partner.companyName],
    buyer: [project.buyerId, p.buyer.name, p.buyer.companyName],
    title: project.title,
    items: project.items,
    vatRate: project.vatRate,
    currency: project.currency,
    subtotal: project.subtotal,
    vatAmount: project.vatAmount,
    totalAmount: project.totalAmount,
    deliveryTime: project.deliveryTime,
    terms: project.terms,
    milestones: milestones.map((m) => [m.position, m.title, m.description, m.dueDate, m.amount]),
  });
  return createHash('sha256').update(text).digest('hex');
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toMilestone(m: MilestoneRow): Omit<Milestone, 'files'> {
  return {
    id: m.id,
    position: m.position,
    title: m.title,
    description: m.description,
    dueDate: m.dueDate,
    amount: m.amount,
    status: m.status,
    submittedAt: iso(m.submittedAt),
    submitMessage: m.submitMessage,
    changesMessage: m.changesMessage,
    approvedAt: iso(m.approvedAt),
  };
}

function summaryOf(
  p: ProjectParties,
  side: ProjectSide | 'admin',
  milestones: readonly MilestoneRow[],
  paidAmount: number,
): ProjectSummary {
  const next = milestones.find((m) => m.status !== 'approved');
  return {
    id: p.project.id,
    title: p.project.title,
    status: p.project.status,
    role: side,
    partner: { id: p.partner.id, companyName: p.partner.companyName, username: p.partner.username },
    buyer: p.buyer,
    currency: p.project.currency,
    totalAmount: p.project.totalAmount,
    approvedAmount: milestones.filter((m) => m.status === 'approved').reduce((sum, m) => sum + m.amount, 0),
    paidAmount,
    nextMilestone:
      next && (p.project.status === 'active' || p.project.status === 'contract_pending')
        ? { title: next.title, dueDate: next.dueDate }
        : null,
    createdAt: p.project.createdAt.toISOString(),
    updatedAt: p.project.updatedAt.toISOString(),
  };
}

/** The project room's shape for a caller on `side`. */
export async function toProject(db: Db, p: ProjectParties, side: ProjectSide | 'admin'): Promise<Project> {
  const [milestones, signatures, work, paymentRows] = await Promise.all([
    milestonesOf(db, p.project.id),
    db
      .select()
      .from(projectSignatures)
      .where(eq(projectSignatures.projectId, p.project.id))
      .orderBy(asc(projectSignatures.signedAt)),
    projectWorkOf(db, p.project.id, { buyer: p.project.buyerId, partner: p.partner.userId }),
    paymentsOf(db, p.project.id),
  ]);
  const { project } = p;
  const money = paymentSummaryOf(project.totalAmount, paymentRows);
  return {
    ...summaryOf(p, side, milestones, money.confirmed),
    quoteRequestId: project.quoteRequestId,
    quoteResponseId: project.quoteResponseId,
    items: project.items,
    vatRate: project.vatRate,
    subtotal: project.subtotal,
    vatAmount: project.vatAmount,
    deliveryTime: project.deliveryTime,
    terms: project.terms,
    contractHash: contractHash(p, milestones),
    signatures: signatures.map((s) => ({
      side: s.side,
      name: s.signerName,
      signedAt: s.signedAt.toISOString(),
      contractHash: s.contractHash,
    })),
    milestones: milestones.map((m) => ({
      ...toMilestone(m),
      files: work.files.filter((f) => f.milestoneId === m.id && f.kind === 'delivery'),
    })),
    tasks: work.tasks,
    updates: work.updates,
    files: work.files,
    cancelRequest:
      project.cancelRequestedBy && project.cancelReason && project.cancelRequestedAt
        ? {
            side: project.cancelRequestedBy,
            reason: project.cancelReason,
            requestedAt: project.cancelRequestedAt.toISOString(),
          }
        : null,
    completedAt: iso(project.completedAt),
    cancelledAt: iso(project.cancelledAt),
    adminNote: project.adminNote,
    payments: await toPayments(db, paymentRows),
    paymentSummary: money,
  };
}

/**
 * The parties, milestones and confirmed payments of many projects in five queries (not five per
 * project), in the order of `ids`; projects that vanished meanwhile are left out.
 */
async function loadMany(
  db: Db,
  ids: readonly string[],
): Promise<{ parties: ProjectParties; milestones: MilestoneRow[]; paidAmount: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  const [partnerRows, requestRows, milestoneRows, paid] = await Promise.all([
    db
      .select({
        id: partners.id,
        userId: partners.userId,
        companyName: partners.companyName,
        username: partners.username,
      })
      .from(partners)
      .where(inArray(partners.id, [...new Set(rows.map((r) => r.partnerId))])),
    db
      .select({ id: quoteRequests.id, fullName: quoteRequests.fullName, companyName: quoteRequests.companyName })
      .from(quoteRequests)
      .where(
        inArray(
          quoteRequests.id,
          rows.map((r) => r.quoteRequestId),
        ),
      ),
    db
      .select()
      .from(projectMilestones)
      .where(inArray(projectMilestones.projectId, [...ids]))
      .orderBy(asc(projectMilestones.position)),
    confirmedAmounts(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const partnerById = new Map(partnerRows.map((r) => [r.id, r]));
  const requestById = new Map(requestRows.map((r) => [r.id, r]));
  const out: { parties: ProjectParties; milestones: MilestoneRow[]; paidAmount: number }[] = [];
  for (const id of ids) {
    const project = byId.get(id);
    const partner = project && partnerById.get(project.partnerId);
    const request = project && requestById.get(project.quoteRequestId);
    if (!project || !partner || !request) continue;
    out.push({
      parties: {
        project,
        partner: {
          id: partner.id,
          userId: partner.userId,
          companyName: partner.companyName,
          username: partner.username,
        },
        buyer: { name: request.fullName, companyName: request.companyName },
      },
      milestones: milestoneRows.filter((m) => m.projectId === id),
      paidAmount: paid.get(id) ?? 0,
    });
  }
  return out;
}

/**
 * The admins' list (GET /api/admin/projects): newest activity first, filtered by state and by a
 * case-insensitive search over the title and both companies, one page of
 * {@link ADMIN_PROJECTS_PAGE_SIZE}, with the total of the filter and the count of every state.
 */
export async function listAdminProjectRows(db: Db, query: AdminProjectsQuery): Promise<AdminProjectsPage> {
  const page = query.page;
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const search = like
    ? or(
        sql`lower(${projects.title}) LIKE lower(${like})`,
        sql`lower(${partners.companyName}) LIKE lower(${like})`,
        sql`lower(${quoteRequests.companyName}) LIKE lower(${like})`,
      )
    : undefined;
  const where = and(query.status ? eq(projects.status, query.status) : undefined, search);
  const base = db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partnerId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId));
  const [rows, [{ n } = { n: 0 }], byStatus] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(projects.updatedAt))
      .limit(ADMIN_PROJECTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PROJECTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(projects)
      .innerJoin(partners, eq(partners.id, projects.partnerId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, projects.quoteRequestId))
      .where(where),
    db.select({ status: projects.status, n: count() }).from(projects).groupBy(projects.status),
  ]);
  const counts = Object.fromEntries(PROJECT_STATUSES.map((st) => [st, 0])) as Record<ProjectStatus, number>;
  for (const r of byStatus) counts[r.status] = r.n;
  const loaded = await loadMany(
    db,
    rows.map((r) => r.id),
  );
  const out = loaded.map(({ parties, milestones, paidAmount }) => summaryOf(parties, 'admin', milestones, paidAmount));
  return { projects: out, total: n, page, pageSize: ADMIN_PROJECTS_PAGE_SIZE, counts };
}

/**
 * The caller's projects as buyer or as the partner's owner, most recently changed first (at most
 * 200: a list, not an archive).
 */
export async function listVisibleProjects(db: Db, viewer: Viewer): Promise<ProjectSummary[]> {
  const owned = db.select({ id: partners.id }).from(partners).where(eq(partners.userId, viewer.id));
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(or(eq(projects.buyerId, viewer.id), inArray(projects.partnerId, owned)))
    .orderBy(desc(projects.updatedAt))
    .limit(200);
  const out: ProjectSummary[] = [];
  for (const { parties, milestones, paidAmount } of await loadMany(
    db,
    rows.map((r) => r.id),
  )) {
    const side = sideOf(parties, viewer);
    if (side) out.push(summaryOf(parties, side, milestones, paidAmount));
  }
  return out;
}

/** The account, address, language and name of a user still there; null otherwise. */
export async function contactOf(db: Pick<Db, 'select'>, userId: number | null): Promise<Contact | null> {
  if (userId === null) return null;
  const [u] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!u) return null;
  return {
    userId,
    email: u.email,
    language: u.language === 'en' ? 'en' : 'tr',
    name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
  };
}
