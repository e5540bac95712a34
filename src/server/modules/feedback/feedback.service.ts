/**
 * Feedback (issue 11): anyone may send it from the feedback modal; admins list it, move it through
 * new → in_progress → resolved and delete it. Sending notifies every admin and queues the
 * `feedback_received` thank-you mail in the same transaction.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeedbackStatus, Language } from '@shared/constants';
import type {
  FeedbackItem,
  FeedbackList,
  feedbackFormSchema,
  feedbackListQuerySchema,
} from '@shared/contracts/feedback';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { enqueueTemplateMail } from '../../mail/outbox';
import { notifyAdmins } from '../notifications/notifications.service';
import { pageUrl } from '@shared/pages';

type Row = typeof feedback.$inferSelect;

/** Longest excerpt of the message shown in the admins' notification. */
const NOTIFICATION_EXCERPT = 140;

function toItem(row: Row): FeedbackItem {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Stores a piece of feedback (POST /api/feedback), notifies the admins (type `feedback`, linking to the
 * dashboard's feedback tab) and thanks the sender by mail in their language.
 * @param userId the signed-in sender, or null for a visitor
 * @returns the new row's id
 */
export async function createFeedback(
  db: Db,
  input: z.output<typeof feedbackFormSchema>,
  userId: number | null,
  language: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        userId,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        category: input.category,
        message: input.message,
      })
      .returning({ id: feedback.id });
    const excerpt =
      input.message.length > NOTIFICATION_EXCERPT ? `${input.message.slice(0, NOTIFICATION_EXCERPT)}…` : input.message;
    await notifyAdmins(tx, {
      type: 'feedback',
      text: { title: 'feedback.notifyTitle', message: 'feedback.notifyMessage' },
      params: { name: input.name, message: excerpt },
      actionUrl: pageUrl('adminDashboard', { tab: 'feedback' }),
      data: { feedbackId: row!.id },
    });
    await enqueueTemplateMail(tx, {
      to: input.email,
      type: 'feedback_received',
      language,
      params: { userName: input.name },
    });
    return row!.id;
  });
}

/** One page of feedback, newest first, optionally of one status and/or category. */
export async function listFeedback(db: Db, query: z.output<typeof feedbackListQuerySchema>): Promise<FeedbackList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(feedback.status, query.status));
  if (query.category) conditions.push(eq(feedback.category, query.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { items: rows.map(toItem), total: n, page: query.page, limit: query.limit, hasMore: offset + rows.length < n };
}

/**
 * Sets a piece of feedback's status (audited, with the previous status).
 * @throws AppError FEEDBACK_NOT_FOUND (404)
 */
export async function setFeedbackStatus(
  db: Db,
  actorId: number,
  id: number,
  status: FeedbackStatus,
): Promise<FeedbackItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: feedback.status })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update');
    if (!before) throw new AppError('FEEDBACK_NOT_FOUND');
    const [row] = await tx
      .update(feedback)
      .set({ status, updatedAt: new Date() })
      .where(eq(feedback.id, id))
      .returning();
    if (before.status !== status) {
      await recordAudit(tx, {
        actorId,
        action: 'feedback.status.changed',
        targetType: 'feedback',
        targetId: id,
        details: { from: before.status, to: status },
      });
    }
    return toItem(row!);
  });
}

/**
 * Deletes a piece of feedback (audited with its sender and category).
 * @throws AppError FEEDBACK_NOT_FOUND (404)
 */
export async function deleteFeedback(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(feedback).where(eq(feedback.id, id)).returning();
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'feedback.deleted',
      targetType: 'feedback',
      targetId: id,
      details: { email: row.email, category: row.category },
    });
  });
}
