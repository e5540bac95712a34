/**
 * Projects after the handshake (issue 20; spec §2 "ongoing projects"; docs/decisions/020-projects.md,
 * which holds the state machines). An accepted offer becomes a project (`contract_pending`) with one
 * milestone for the whole amount; the partner may replace the plan until both sides have signed;
 * signed by both, it is `active`; the partner delivers milestones and the buyer approves them or asks
 * for changes; when every milestone is approved, or the buyer closes it, it is `completed` (the quote
 * request too, which unlocks the buyer's review). Either side may ask to cancel, the other confirms.
 *
 * Every change runs in one transaction with its notifications, queued mails and the realtime
 * `project:changed` push (after the commit). Anyone but the two sides and admins gets 404; a side that
 * may not make a move gets 403 PROJECT_SIDE; an illegal move of the state machine gets 409 PROJECT_STATE
 * with the precise text.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ProjectSide } from '@shared/constants';
import type {
  AdminProjectsPage,
  AdminProjectsQuery,
  AdminProjectUpdate,
  MilestonePlan,
  Project,
  ProjectList,
} from '@shared/contracts/projects';
import { istanbulToday } from '@shared/calendar';
import { formatMoney } from '@shared/money';
import { pageUrl } from '@shared/pages';
import { formatLongDate } from '@shared/reader-format';
import type { Db } from '../../db/client';
import { projectMilestones, projects, projectSignatures, quoteRequests, quoteResponses } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { afterCommit } from '../../lib/realtime';
import type { Viewer } from '../../lib/viewer';
import { enqueueTemplateMail } from '../../mail/outbox';
import { notifyUsers } from '../notifications/notifications.service';
import { markQuoteRequestCompleted } from '../quotes/quotes.service';
import {
  contactOf,
  contractHash,
  listAdminProjectRows,
  listVisibleProjects,
  loadProject,
  milestonesOf,
  type ProjectParties,
  toProject,
  visibleProject,
} from './project-views';
import { recordProjectFiles } from './project-documents';

type ProjectText = Extract<MessageKey, `projects.${string}`>;

/** A 409 PROJECT_STATE with the precise text (an illegal move of the state machine). */
export const state = (message: ProjectText) => new AppError('PROJECT_STATE', { message });
/** A 403 PROJECT_SIDE naming the side that may make the move. */
export const onlySide = (side: ProjectSide) =>
  new AppError('PROJECT_SIDE', { message: side === 'buyer' ? 'projects.buyerOnly' : 'projects.partnerOnly' });

/** The user ids of the two sides (the buyer's account, the partner's owner), those that exist. */
export function sideUsers(p: ProjectParties): { buyer: number | null; partner: number | null } {
  return { buyer: p.project.buyerId, partner: p.partner.userId };
}

/** The project room's path, for notification links. */
export function roomUrl(id: string): string {
  return pageUrl('projectRoom', { params: { id } });
}

/** Pushes `project:changed` to both sides once the transaction has committed. */
function pushChanged(p: ProjectParties): void {
  const ids = [p.project.buyerId, p.partner.userId].filter((id): id is number => id !== null);
  afterCommit((hub) => hub.toUsers(ids, 'project:changed', { projectId: p.project.id }));
}

/** Notifies the given sides with a `project_update` in catalogue texts. */
export async function tell(
  tx: Db,
  p: ProjectParties,
  sides: readonly ProjectSide[],
  texts: { title: ProjectText; message: ProjectText },
  params: Record<string, string> = {},
): Promise<void> {
  const users = sideUsers(p);
  const ids = sides.map((s) => users[s]).filter((id): id is number => id !== null);
  await notifyUsers(tx, ids, {
    type: 'project_update',
    text: texts,
    params: { projectTitle: p.project.title, companyName: p.partner.companyName, ...params },
    actionUrl: roomUrl(p.project.id),
    data: { projectId: p.project.id },
  });
}

/** Queues a project mail (`project_started`, `project_completed`, `project_cancelled`) to both sides. */
async function mailBoth(
  tx: Db,
  p: ProjectParties,
  type: 'project_started' | 'project_completed' | 'project_cancelled',
  publicUrl: string,
  actionPath: (side: ProjectSide) => string,
): Promise<void> {
  const users = sideUsers(p);
  for (const side of ['buyer', 'partner'] as const) {
    const contact = await contactOf(tx, users[side]);
    if (!contact) continue;
    await enqueueTemplateMail(tx, {
      to: contact.email,
      type,
      language: contact.language,
      params: {
        userName: contact.name,
        projectTitle: p.project.title,
        partnerCompany: p.partner.companyName,
        date: formatLongDate(new Date(), contact.language),
        actionUrl: `${publicUrl}${actionPath(side)}`,
      },
    });
  }
}

/** Marks the project changed (`updatedAt`), with other columns when given. */
export async function touch(tx: Db, id: string, set: Partial<typeof projects.$inferInsert> = {}): Promise<void> {
  await tx
    .update(projects)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

/** Both sides are needed from here on: a project whose buyer account is gone cannot be signed. */
export function assertOpen(p: ProjectParties): void {
  if (p.project.status === 'completed' || p.project.status === 'cancelled') throw state('projects.closed');
}

/**
 * One move of a project's side (or an admin looking on): the project locked in a transaction, the
 * move's checks and writes, then the realtime push and the project as it now stands.
 * @throws AppError PROJECT_NOT_FOUND (404) for anyone but the two sides and admins; what `act` throws
 */
export function move(
  db: Db,
  viewer: Viewer,
  id: string,
  act: (tx: Db, parties: ProjectParties, side: ProjectSide | 'admin') => Promise<void>,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const { parties, side } = await visibleProject(tx, viewer, id, true);
    await act(tx, parties, side);
    pushChanged(parties);
    return toProject(tx, (await loadProject(tx, id))!, side);
  });
}

/**
 * Creates the project of an accepted offer, in the transaction that accepts it (called by the quotes
 * module when a requester accepts: `PUT /api/quote-responses/{id}/status`). The contract copies the
 * offer; the plan is one milestone for the whole amount, due at the offer's delivery time. Both sides
 * are notified and mailed `project_started`.
 * @returns the new project's id
 */
export async function startProject(
  tx: Db,
  accepted: { quoteRequestId: number; quoteResponseId: number },
  publicUrl: string,
): Promise<string> {
  const [offer] = await tx.select().from(quoteResponses).where(eq(quoteResponses.id, accepted.quoteResponseId));
  const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, accepted.quoteRequestId));
  if (!offer || !request) throw new Error('startProject: the accepted offer or its request is missing');
  const [row] = await tx
    .insert(projects)
    .values({
      quoteRequestId: request.id,
      quoteResponseId: offer.id,
      partnerId: request.partnerId,
      buyerId: request.userId,
      title: offer.title,
      items: offer.items,
      vatRate: offer.vatRate,
      currency: offer.currency,
      subtotal: offer.subtotal,
      vatAmount: offer.vatAmount,
      totalAmount: offer.totalAmount,
      deliveryTime: offer.deliveryTime,
      terms: offer.terms,
    })
    .returning({ id: projects.id });
  const id = row!.id;
  await tx.insert(projectMilestones).values({
    projectId: id,
    position: 1,
    title: offer.title,
    description: offer.deliveryTime,
    dueDate: null,
    amount: offer.totalAmount,
  });
  const p = (await loadProject(tx, id))!;
  await tell(tx, p, ['buyer', 'partner'], {
    title: 'projects.notificationStartedTitle',
    message: 'projects.notificationStartedMessage',
  });
  await mailBoth(tx, p, 'project_started', publicUrl, () => roomUrl(id));
  pushChanged(p);
  return id;
}

/** The caller's projects (GET /api/projects): as buyer and as the partner's owner. */
export async function listProjects(db: Db, viewer: Viewer): Promise<ProjectList> {
  return { projects: await listVisibleProjects(db, viewer) };
}

/**
 * One project, for its two sides and admins (GET /api/projects/{id}).
 * @throws AppError PROJECT_NOT_FOUND (404) for anyone else
 */
export async function getProject(db: Db, viewer: Viewer, id: string): Promise<Project> {
  const { parties, side } = await visibleProject(db, viewer, id);
  return toProject(db, parties, side);
}

/**
 * The partner replaces the milestone plan while the contract is not signed by both (PUT
 * /api/projects/{id}/milestones). The amounts must sum to the contract total; due dates may not be in
 * the past (Istanbul). Any signature already given is void: both sign the new text. The buyer is told.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for the buyer or an admin;
 *   PROJECT_STATE (409) once the project is active or closed; VALIDATION_ERROR (400) for a wrong sum
 *   or a past date
 */
export async function replaceMilestones(db: Db, viewer: Viewer, id: string, plan: MilestonePlan): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'partner') throw onlySide('partner');
    assertOpen(parties);
    if (parties.project.status !== 'contract_pending') throw state('projects.planLocked');
    const today = istanbulToday();
    const past = plan.milestones.findIndex((m) => m.dueDate < today);
    if (past >= 0) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'projects.dueDateInPast',
        fieldErrors: { [`milestones.${past}.dueDate`]: ['projects.dueDateInPast'] },
      });
    }
    const sum = plan.milestones.reduce((s, m) => s + m.amount, 0);
    if (sum !== parties.project.totalAmount) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'projects.milestoneSumMismatch',
        params: { total: formatMoney(parties.project.totalAmount, parties.project.currency, 'tr') },
        fieldErrors: { milestones: ['projects.milestoneSumMismatch'] },
      });
    }
    await tx.delete(projectMilestones).where(eq(projectMilestones.projectId, id));
    await tx.insert(projectMilestones).values(
      plan.milestones.map((m, i) => ({
        projectId: id,
        position: i + 1,
        title: m.title,
        description: m.description ?? null,
        dueDate: m.dueDate,
        amount: m.amount,
      })),
    );
    await tx.delete(projectSignatures).where(eq(projectSignatures.projectId, id));
    await touch(tx, id);
    await tell(tx, parties, ['buyer'], {
      title: 'projects.notificationPlanTitle',
      message: 'projects.notificationPlanMessage',
    });
  });
}

/**
 * The caller signs the contract for their side (POST /api/projects/{id}/contract/sign), recording
 * their name, the time, `ip` and the hash of the contract text. When the other side has signed the
 * same text, the project is `active` and both get `contract_signed`.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for an admin; PROJECT_STATE (409) when
 *   the project is no longer `contract_pending` or the side has signed already
 */
export async function signContract(db: Db, viewer: Viewer, id: string, ip: string): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side === 'admin') throw new AppError('PROJECT_SIDE');
    assertOpen(parties);
    if (parties.project.status !== 'contract_pending') throw state('projects.notSignable');
    const hash = contractHash(parties, await milestonesOf(tx, id));
    const signed = await tx.select().from(projectSignatures).where(eq(projectSignatures.projectId, id));
    if (signed.some((s) => s.side === side)) throw state('projects.alreadySigned');
    const me = await contactOf(tx, viewer.id);
    await tx.insert(projectSignatures).values({
      projectId: id,
      side,
      userId: viewer.id,
      signerName: me?.name ?? String(viewer.id),
      ip,
      contractHash: hash,
    });
    const other = signed.find((s) => s.side !== side && s.contractHash === hash);
    if (other) {
      await touch(tx, id, { status: 'active' });
      const users = sideUsers(parties);
      const data = { projectId: id };
      const actionUrl = roomUrl(id);
      if (users.buyer !== null) {
        await notifyUsers(tx, [users.buyer], {
          type: 'contract_signed',
          params: { projectTitle: parties.project.title, companyName: parties.partner.companyName },
          actionUrl,
          data,
        });
      }
      if (users.partner !== null) {
        await notifyUsers(tx, [users.partner], {
          type: 'contract_signed',
          params: { projectTitle: parties.project.title, companyName: parties.buyer.companyName },
          actionUrl,
          data,
        });
      }
    } else {
      await touch(tx, id);
    }
  });
}

async function milestoneFor(tx: Db, projectId: string, mid: number) {
  const [m] = await tx
    .select()
    .from(projectMilestones)
    .where(and(eq(projectMilestones.id, mid), eq(projectMilestones.projectId, projectId)))
    .for('update');
  if (!m) throw notFound('PROJECT_MILESTONE_NOT_FOUND');
  return m;
}

/**
 * The partner delivers a milestone (POST /api/projects/{id}/milestones/{mid}/submit) with a message
 * and optional files (`fileIds`, at most 10 of the partner's own private uploads), recorded as the
 * milestone's `delivery` documents and shared with the buyer; the buyer is told to review it.
 * @throws AppError PROJECT_NOT_FOUND / PROJECT_MILESTONE_NOT_FOUND (404); PROJECT_SIDE (403) for anyone
 *   but the partner; PROJECT_STATE (409) unless the project is active and the milestone pending or
 *   sent back; VALIDATION_ERROR (400) for a file that is not the partner's own or already in the project
 */
export async function submitMilestone(
  db: Db,
  viewer: Viewer,
  id: string,
  mid: number,
  message: string,
  fileIds: readonly string[] = [],
): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'partner') throw onlySide('partner');
    assertOpen(parties);
    if (parties.project.status !== 'active') throw state('projects.notActive');
    const m = await milestoneFor(tx, id, mid);
    if (m.status !== 'pending' && m.status !== 'changes_requested') throw state('projects.milestoneNotSubmittable');
    await tx
      .update(projectMilestones)
      .set({ status: 'submitted', submittedAt: new Date(), submitMessage: message })
      .where(eq(projectMilestones.id, mid));
    await recordProjectFiles(
      tx,
      { projectId: id, side, userId: viewer.id, shareWith: parties.project.buyerId },
      fileIds.map((fileId) => ({ fileId, kind: 'delivery' as const })),
      { milestoneId: mid },
      'fileIds',
    );
    await touch(tx, id);
    await tell(
      tx,
      parties,
      ['buyer'],
      { title: 'projects.notificationSubmittedTitle', message: 'projects.notificationSubmittedMessage' },
      { milestone: m.title },
    );
  });
}

/**
 * The buyer approves a delivered milestone (POST …/milestones/{mid}/approve): the partner gets
 * `milestone_reached`; when it was the last one, the project is completed.
 * @throws AppError as {@link submitMilestone}, for anyone but the buyer; PROJECT_STATE (409) unless the
 *   milestone is `submitted`
 */
export async function approveMilestone(
  db: Db,
  viewer: Viewer,
  id: string,
  mid: number,
  publicUrl: string,
): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'buyer') throw onlySide('buyer');
    assertOpen(parties);
    if (parties.project.status !== 'active') throw state('projects.notActive');
    const m = await milestoneFor(tx, id, mid);
    if (m.status !== 'submitted') throw state('projects.milestoneNotReviewable');
    await tx
      .update(projectMilestones)
      .set({ status: 'approved', approvedAt: new Date() })
      .where(eq(projectMilestones.id, mid));
    if (parties.partner.userId !== null) {
      await notifyUsers(tx, [parties.partner.userId], {
        type: 'milestone_reached',
        params: { projectTitle: parties.project.title, message: m.title },
        actionUrl: roomUrl(id),
        data: { projectId: id },
      });
    }
    const open = await tx
      .select({ id: projectMilestones.id })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, id), ne(projectMilestones.status, 'approved')));
    if (open.length === 0) await complete(tx, parties, publicUrl);
    else await touch(tx, id);
  });
}

/**
 * The buyer sends a delivered milestone back (POST …/milestones/{mid}/request-changes) with what to
 * change; the partner is told.
 * @throws AppError as {@link approveMilestone}
 */
export async function requestMilestoneChanges(
  db: Db,
  viewer: Viewer,
  id: string,
  mid: number,
  message: string,
): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'buyer') throw onlySide('buyer');
    assertOpen(parties);
    if (parties.project.status !== 'active') throw state('projects.notActive');
    const m = await milestoneFor(tx, id, mid);
    if (m.status !== 'submitted') throw state('projects.milestoneNotReviewable');
    await tx
      .update(projectMilestones)
      .set({ status: 'changes_requested', changesMessage: message })
      .where(eq(projectMilestones.id, mid));
    await touch(tx, id);
    await tell(
      tx,
      parties,
      ['partner'],
      { title: 'projects.notificationChangesTitle', message: 'projects.notificationChangesMessage' },
      { milestone: m.title },
    );
  });
}

/** Completes the project and its quote request (which unlocks the buyer's review); tells and mails both. */
async function complete(tx: Db, p: ProjectParties, publicUrl: string): Promise<void> {
  await touch(tx, p.project.id, { status: 'completed', completedAt: new Date(), cancelRequestedBy: null });
  await markQuoteRequestCompleted(tx, p.project.quoteRequestId);
  await tell(tx, p, ['buyer', 'partner'], {
    title: 'projects.notificationCompletedTitle',
    message: 'projects.notificationCompletedMessage',
  });
  await mailBoth(tx, p, 'project_completed', publicUrl, (side) =>
    side === 'buyer' ? pageUrl('serviceRequests') : roomUrl(p.project.id),
  );
}

/**
 * The buyer closes an active project as done (POST /api/projects/{id}/complete), whatever milestones
 * are still open: the project and its quote request are `completed`, both sides are told and mailed.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for anyone but the buyer;
 *   PROJECT_STATE (409) unless the project is active
 */
export async function completeProject(db: Db, viewer: Viewer, id: string, publicUrl: string): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side !== 'buyer') throw onlySide('buyer');
    assertOpen(parties);
    if (parties.project.status !== 'active') throw state('projects.notActive');
    await complete(tx, parties, publicUrl);
  });
}

/**
 * One side asks to cancel (POST /api/projects/{id}/cancel) with a reason; the other side is told and
 * may confirm.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for an admin; PROJECT_STATE (409) when
 *   the project is closed or a request is already open
 */
export async function requestCancel(db: Db, viewer: Viewer, id: string, reason: string): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side === 'admin') throw new AppError('PROJECT_SIDE');
    assertOpen(parties);
    if (parties.project.cancelRequestedBy) throw state('projects.cancelAlreadyRequested');
    await touch(tx, id, { cancelRequestedBy: side, cancelReason: reason, cancelRequestedAt: new Date() });
    await tell(
      tx,
      parties,
      [side === 'buyer' ? 'partner' : 'buyer'],
      { title: 'projects.notificationCancelRequestTitle', message: 'projects.notificationCancelRequestMessage' },
      { reason },
    );
  });
}

/**
 * The other side confirms a cancellation request (POST /api/projects/{id}/cancel/confirm): the project
 * is `cancelled`, both are told and mailed `project_cancelled`.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for an admin; PROJECT_STATE (409) when
 *   there is no open request, or the caller made it
 */
export async function confirmCancel(db: Db, viewer: Viewer, id: string, publicUrl: string): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, side) => {
    if (side === 'admin') throw new AppError('PROJECT_SIDE');
    assertOpen(parties);
    const by = parties.project.cancelRequestedBy;
    if (!by) throw state('projects.noCancelRequest');
    if (by === side) throw state('projects.ownCancelRequest');
    await touch(tx, id, { status: 'cancelled', cancelledAt: new Date() });
    await tell(tx, parties, ['buyer', 'partner'], {
      title: 'projects.notificationCancelledTitle',
      message: 'projects.notificationCancelledMessage',
    });
    await mailBoth(tx, parties, 'project_cancelled', publicUrl, () => pageUrl('partners'));
  });
}

/** Every project, for admins (GET /api/admin/projects): filtered, paged, with the count of each state. */
export function listAdminProjects(db: Db, query: AdminProjectsQuery): Promise<AdminProjectsPage> {
  return listAdminProjectRows(db, query);
}

/**
 * An admin completes or cancels an open project with a note (PATCH /api/admin/projects/{id}): a
 * completed project completes its quote request (the buyer may review); both sides are told (with the
 * note) and mailed; the audit trail records it (`project.completed` / `project.cancelled`).
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_STATE (409) when the project is already closed
 */
export async function closeProjectAsAdmin(
  db: Db,
  viewer: Viewer,
  id: string,
  update: AdminProjectUpdate,
  publicUrl: string,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const parties = await loadProject(tx, id, true);
    if (!parties) throw notFound('PROJECT_NOT_FOUND');
    assertOpen(parties);
    const now = new Date();
    const completed = update.status === 'completed';
    await touch(tx, id, {
      status: update.status,
      adminNote: update.note,
      cancelRequestedBy: null,
      ...(completed ? { completedAt: now } : { cancelledAt: now }),
    });
    if (completed) await markQuoteRequestCompleted(tx, parties.project.quoteRequestId);
    await tell(
      tx,
      parties,
      ['buyer', 'partner'],
      completed
        ? { title: 'projects.notificationAdminCompletedTitle', message: 'projects.notificationAdminCompletedMessage' }
        : { title: 'projects.notificationAdminCancelledTitle', message: 'projects.notificationAdminCancelledMessage' },
      { note: update.note },
    );
    await mailBoth(tx, parties, completed ? 'project_completed' : 'project_cancelled', publicUrl, (side) =>
      completed ? (side === 'buyer' ? pageUrl('serviceRequests') : roomUrl(id)) : pageUrl('partners'),
    );
    await recordAudit(tx, {
      actorId: viewer.id,
      action: completed ? 'project.completed' : 'project.cancelled',
      targetType: 'project',
      targetId: id,
      details: { title: parties.project.title, before: parties.project.status, note: update.note },
    });
    pushChanged(parties);
    return toProject(tx, (await loadProject(tx, id))!, 'admin');
  });
}
