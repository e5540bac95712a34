/**
 * The documents, tasks and updates of a project as rows and as the room shows them (issue 20: "all
 * files of a project are private to its two sides and admins"). Kept apart from `project-work.ts` (the
 * moves) so that both the project views and the milestone delivery in `projects.service.ts` can use it
 * without an import cycle. A project file is a private `files` row the uploader shares with the other
 * side's account (`files.shared_with`); admins read every private file (files.service `canRead`).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { ProjectFileKind, ProjectSide } from '@shared/constants';
import type { ProjectFile, ProjectTask, ProjectUpdate } from '@shared/contracts/projects';
import type { Db } from '../../db/client';
import { projectFiles, projectTasks, projectUpdates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { describeFiles, shareOwnFile, toAttachment } from '../files/files.service';

/** What a recorded file came with: an update, a milestone delivery or a payment (all optional). */
export interface ProjectFileLink {
  updateId?: number;
  milestoneId?: number;
  paymentId?: number;
}

/** The side adding files, its account, and the other side's account to share them with. */
export interface FileAdder {
  projectId: string;
  side: ProjectSide;
  userId: number;
  /** The other side's account (null when it is gone: the file is then shared with nobody new). */
  shareWith: number | null;
}

/**
 * Records the caller's own uploads as documents of the project, in the caller's transaction: each file
 * must be a private file the caller uploaded (files.service `shareOwnFile`), which is then shared with
 * the other side. A file listed twice counts once.
 * @param field the request field the ids came from, for the field errors (`files` → `files.0.fileId`,
 *   `fileIds` → `fileIds.0`; a single-file field such as `fileId` or a payment's `invoiceFileId` as is)
 * @returns the recorded files' names in order (for notification texts)
 * @throws AppError VALIDATION_ERROR `projects.fileInvalid` for a file that is absent, public or someone
 *   else's; `projects.fileAlreadyAdded` for a file the project already holds
 */
export async function recordProjectFiles(
  tx: Db,
  adder: FileAdder,
  files: readonly { fileId: string; kind: ProjectFileKind }[],
  link: ProjectFileLink,
  field: 'files' | 'fileIds' | 'fileId' | 'invoiceFileId' | 'receiptFileId',
): Promise<string[]> {
  const seen = new Set<string>();
  const names: string[] = [];
  const fieldOf = (i: number) =>
    field === 'files' ? `files.${i}.fileId` : field === 'fileIds' ? `fileIds.${i}` : field;
  const refuse = (i: number, message: Extract<MessageKey, `projects.${string}`>) =>
    new AppError('VALIDATION_ERROR', { message, fieldErrors: { [fieldOf(i)]: [message] } });
  const held = files.length
    ? new Set(
        (
          await tx
            .select({ fileId: projectFiles.fileId })
            .from(projectFiles)
            .where(eq(projectFiles.projectId, adder.projectId))
        ).map((r) => r.fileId),
      )
    : new Set<string>();
  for (const [i, f] of files.entries()) {
    const id = f.fileId.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    const stored = await shareOwnFile(tx, f.fileId, adder.userId, adder.shareWith);
    if (!stored) throw refuse(i, 'projects.fileInvalid');
    if (held.has(stored.id)) throw refuse(i, 'projects.fileAlreadyAdded');
    await tx.insert(projectFiles).values({
      projectId: adder.projectId,
      fileId: stored.id,
      kind: f.kind,
      addedBy: adder.userId,
      addedBySide: adder.side,
      updateId: link.updateId ?? null,
      milestoneId: link.milestoneId ?? null,
      paymentId: link.paymentId ?? null,
    });
    names.push(stored.originalName);
  }
  return names;
}

/** The two sides' accounts, to tell which side ticked a task off. */
export interface SideAccounts {
  buyer: number | null;
  partner: number | null;
}

/** A project's tasks (oldest first), updates with their files (newest first) and all its files (newest first). */
export interface ProjectWork {
  tasks: ProjectTask[];
  updates: ProjectUpdate[];
  files: ProjectFile[];
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * Loads what the room shows of a project's work: its tasks, its updates with their files, and every
 * document it holds (files whose stored object is gone are left out).
 */
export async function projectWorkOf(db: Db, projectId: string, accounts: SideAccounts): Promise<ProjectWork> {
  const [taskRows, updateRows, fileRows] = await Promise.all([
    db
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId))
      .orderBy(asc(projectTasks.createdAt), asc(projectTasks.id)),
    db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, projectId))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id)),
    db
      .select()
      .from(projectFiles)
      .where(eq(projectFiles.projectId, projectId))
      .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id)),
  ]);
  const stored = await describeFiles(
    db,
    fileRows.map((r) => r.fileId),
  );
  const files: ProjectFile[] = [];
  for (const r of fileRows) {
    const f = stored.get(r.fileId);
    if (!f) continue;
    files.push({
      ...toAttachment(f),
      kind: r.kind,
      addedBySide: r.addedBySide,
      createdAt: r.createdAt.toISOString(),
      milestoneId: r.milestoneId,
      updateId: r.updateId,
      paymentId: r.paymentId,
    });
  }
  const sideOfUser = (userId: number | null): ProjectSide | null =>
    userId === null ? null : userId === accounts.buyer ? 'buyer' : userId === accounts.partner ? 'partner' : null;
  return {
    tasks: taskRows.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      assigneeSide: t.assigneeSide,
      dueDate: t.dueDate,
      done: t.done,
      doneAt: iso(t.doneAt),
      doneBySide: t.done ? sideOfUser(t.doneBy) : null,
      createdBySide: t.createdBySide,
      createdAt: t.createdAt.toISOString(),
    })),
    updates: updateRows.map((u) => ({
      id: u.id,
      authorSide: u.authorSide,
      body: u.body,
      createdAt: u.createdAt.toISOString(),
      files: files.filter((f) => f.updateId === u.id),
    })),
    files,
  };
}
