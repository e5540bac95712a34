/**
 * The day-to-day work of a project (issue 20, "Tasks, updates, documents"; docs/decisions/020-projects.md):
 * either side adds tasks for either side and ticks them off, posts progress updates with files, and
 * adds documents (invoice, packing list, customs declaration, receipts…). Every file is the caller's
 * own private upload, shared with the other side's account; admins read them all and make no moves.
 *
 * Each move goes through `move()` of projects.service.ts: the project locked in one transaction with
 * its rows and notifications, then `project:changed` to both sides after the commit (the rooms follow
 * live). Strangers 404, admins 403 PROJECT_SIDE, a closed project 409 PROJECT_STATE.
 */
import { and, eq } from 'drizzle-orm';
import type { ProjectSide } from '@shared/constants';
import type { CreateTask, CreateUpdate, Project, ProjectFileInput } from '@shared/contracts/projects';
import { istanbulToday } from '@shared/calendar';
import type { Db } from '../../db/client';
import { projectTasks, projectUpdates } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { notifyUsers } from '../notifications/notifications.service';
import { type FileAdder, recordProjectFiles } from './project-documents';
import type { ProjectParties } from './project-views';
import { assertOpen, move, roomUrl, sideUsers, state, tell, touch } from './projects.service';

const other = (side: ProjectSide): ProjectSide => (side === 'buyer' ? 'partner' : 'buyer');

/** Only the two sides work on a project; an admin looking on gets 403 PROJECT_SIDE with a clear text. */
function sideOnly(side: ProjectSide | 'admin'): ProjectSide {
  if (side === 'admin') throw new AppError('PROJECT_SIDE', { message: 'projects.sidesOnly' });
  return side;
}

/** Documents and updates may still come after completion (a final invoice, a customs paper), not after a cancellation. */
function assertNotCancelled(p: ProjectParties): void {
  if (p.project.status === 'cancelled') throw state('projects.cancelledNoDocuments');
}

/** The company name of a side, as the other side knows it (for notification texts). */
function companyOf(p: ProjectParties, side: ProjectSide): string {
  return side === 'buyer' ? p.buyer.companyName : p.partner.companyName;
}

function adderOf(p: ProjectParties, side: ProjectSide, viewer: Viewer): FileAdder {
  return { projectId: p.project.id, side, userId: viewer.id, shareWith: sideUsers(p)[other(side)] };
}

/**
 * Either side adds a task for either side (POST /api/projects/{id}/tasks) while the project is open
 * (`contract_pending` or `active`). The assignee's account gets `task_assigned` when the task is for
 * the other side (nobody is told about a note to themselves).
 * @throws AppError PROJECT_NOT_FOUND (404) for strangers; PROJECT_SIDE (403) for an admin;
 *   PROJECT_STATE (409) on a closed project; VALIDATION_ERROR (400) for a due date before today
 *   (Europe/Istanbul, as milestone due dates)
 */
export function createTask(db: Db, viewer: Viewer, id: string, input: CreateTask): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, anySide) => {
    const side = sideOnly(anySide);
    assertOpen(parties);
    if (input.dueDate !== null && input.dueDate < istanbulToday()) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'projects.dueDateInPast',
        fieldErrors: { dueDate: ['projects.dueDateInPast'] },
      });
    }
    await tx.insert(projectTasks).values({
      projectId: id,
      title: input.title,
      description: input.description,
      assigneeSide: input.assigneeSide,
      dueDate: input.dueDate,
      createdBy: viewer.id,
      createdBySide: side,
    });
    await touch(tx, id);
    const assignee = sideUsers(parties)[input.assigneeSide];
    if (input.assigneeSide !== side && assignee !== null) {
      await notifyUsers(tx, [assignee], {
        type: 'task_assigned',
        params: { projectTitle: parties.project.title, message: input.title },
        actionUrl: roomUrl(id),
        data: { projectId: id },
      });
    }
  });
}

/**
 * Either side ticks a task off or opens it again (PATCH /api/projects/{id}/tasks/{tid} `{done}`).
 * Ticking off records when and who, and tells the other side (`task_completed`). Sending the value the
 * task already has changes nothing and answers the project (a checkbox clicked on two screens, or
 * twice, is not an error).
 * @throws AppError PROJECT_NOT_FOUND / PROJECT_TASK_NOT_FOUND (404); PROJECT_SIDE (403) for an admin;
 *   PROJECT_STATE (409) on a closed project
 */
export function setTaskDone(db: Db, viewer: Viewer, id: string, tid: number, done: boolean): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, anySide) => {
    const side = sideOnly(anySide);
    assertOpen(parties);
    const [task] = await tx
      .select()
      .from(projectTasks)
      .where(and(eq(projectTasks.id, tid), eq(projectTasks.projectId, id)))
      .for('update');
    if (!task) throw notFound('PROJECT_TASK_NOT_FOUND');
    if (task.done === done) return;
    await tx
      .update(projectTasks)
      .set(done ? { done, doneAt: new Date(), doneBy: viewer.id } : { done, doneAt: null, doneBy: null })
      .where(eq(projectTasks.id, tid));
    await touch(tx, id);
    const told = sideUsers(parties)[other(side)];
    if (done && told !== null) {
      await notifyUsers(tx, [told], {
        type: 'task_completed',
        params: { projectTitle: parties.project.title, message: task.title },
        actionUrl: roomUrl(id),
        data: { projectId: id },
      });
    }
  });
}

/**
 * Either side posts a progress update (POST /api/projects/{id}/updates) with up to 10 files, each the
 * caller's own private upload with its kind; the files become project documents of that update and
 * the other side may read them. The other side gets a `project_update`. Allowed on open and completed
 * projects, not on cancelled ones.
 * @throws AppError PROJECT_NOT_FOUND (404); PROJECT_SIDE (403) for an admin; PROJECT_STATE (409) on a
 *   cancelled project; VALIDATION_ERROR (400) for a file that is not the caller's own (`files.{i}.fileId`)
 */
export function postUpdate(db: Db, viewer: Viewer, id: string, input: CreateUpdate): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, anySide) => {
    const side = sideOnly(anySide);
    assertNotCancelled(parties);
    const [row] = await tx
      .insert(projectUpdates)
      .values({ projectId: id, authorId: viewer.id, authorSide: side, body: input.body })
      .returning({ id: projectUpdates.id });
    await recordProjectFiles(tx, adderOf(parties, side, viewer), input.files, { updateId: row!.id }, 'files');
    await touch(tx, id);
    await tell(
      tx,
      parties,
      [other(side)],
      { title: 'projects.notificationUpdateTitle', message: 'projects.notificationUpdateMessage' },
      { author: companyOf(parties, side) },
    );
  });
}

/**
 * Either side adds one document on its own (POST /api/projects/{id}/files `{fileId, kind}`): the
 * caller's own private upload, shared with the other side, who gets a `project_update`. Same states
 * as {@link postUpdate}.
 * @throws AppError as {@link postUpdate} (`fileId` names the field)
 */
export function addProjectFile(db: Db, viewer: Viewer, id: string, input: ProjectFileInput): Promise<Project> {
  return move(db, viewer, id, async (tx, parties, anySide) => {
    const side = sideOnly(anySide);
    assertNotCancelled(parties);
    const [fileName] = await recordProjectFiles(tx, adderOf(parties, side, viewer), [input], {}, 'fileId');
    await touch(tx, id);
    await tell(
      tx,
      parties,
      [other(side)],
      { title: 'projects.notificationDocumentTitle', message: 'projects.notificationDocumentMessage' },
      { author: companyOf(parties, side), fileName: fileName ?? '' },
    );
  });
}
