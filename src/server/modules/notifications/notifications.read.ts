/**
 * The reading side of notifications (spec §3 Notification, §7 notification calls; issue 10): the
 * caller's list, unread count, marking read and deleting. Every function takes the caller's user id
 * from the session and touches only that user's rows; another user's notification answers 404 as an
 * unknown one does, so ids reveal nothing. Texts are written in the caller's current language when
 * read (notifications.render.ts; docs/decisions/038).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Notification, NotificationList, NotificationListQuery } from '@shared/contracts/notifications';
import { notificationListQuerySchema } from '@shared/contracts/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toNotifications } from './notifications.render';

/**
 * One page of the user's notifications, newest first (createdAt desc, then id desc so rows created in
 * the same instant keep a stable order across pages).
 * @param query `page` from 1 (default 1), `limit` 1–50 (default 10)
 * @returns the page and `hasMore` when a further page has at least one row
 */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationListQuery = {},
): Promise<NotificationList> {
  const { page, limit } = notificationListQuerySchema.parse(query);
  // One row more than asked tells whether another page exists without a count query.
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { notifications: await toNotifications(db, rows.slice(0, limit)), hasMore: rows.length > limit };
}

/** How many of the user's notifications are unread (the bell badge, spec §2). */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read (idempotent: an already read one answers as it is).
 * @returns the notification after the change
 * @throws AppError 404 NOTIFICATION_NOT_FOUND when it does not exist or belongs to another user
 */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  const [notification] = await toNotifications(db, [row]);
  return notification!;
}

/**
 * Marks all of the user's unread notifications read.
 * @returns how many changed from unread to read
 */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Deletes all of the user's notifications, read or not (spec §3: "delete-all removes all").
 * @returns how many were deleted
 */
export async function deleteAllNotifications(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}
