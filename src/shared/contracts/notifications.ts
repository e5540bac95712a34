import { z } from 'zod';
import { DB_INT_MAX } from '../constants';

/**
 * Notifications REST API (spec §3 Notification, §7 notification calls; issue 10 "Notifications").
 * The rows are written by the server (`notifications.service.ts`); these calls read them, mark them
 * read and delete them, always only the caller's own rows. Dates are ISO 8601 strings.
 */

/** Notifications in the header dropdown (spec §9: "Dropdown loads 10 notifications"). */
export const NOTIFICATIONS_DROPDOWN_LIMIT = 10;
/** Notifications per page of `/notifications` (spec §9: "notifications page 20 per page"). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Largest `limit` the list accepts. */
export const NOTIFICATIONS_LIMIT_MAX = 50;

/**
 * One notification. `type` is a plain string, not the enum of known types: a client must show a
 * default marker for a type it does not know (spec §3), so a newer server type must not fail parsing.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** A path of this site a click leads to, or null. */
  actionUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET /api/notifications: `page` from 1, `limit` 1–{@link NOTIFICATIONS_LIMIT_MAX}. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(NOTIFICATIONS_DROPDOWN_LIMIT),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** 200 answer of GET /api/notifications: newest first; `hasMore` when a further page has rows. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** 200 answer of GET /api/notifications/unread-count. */
export const notificationUnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/** Path parameter `{id}` of PATCH /api/notifications/{id}/read. */
export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(DB_INT_MAX) });

/** 200 answer of PATCH /api/notifications/mark-all-read: rows that changed from unread to read. */
export const notificationsMarkAllReadSchema = z.object({ updated: z.number().int().min(0) });
export type NotificationsMarkAllRead = z.infer<typeof notificationsMarkAllReadSchema>;

/** 200 answer of DELETE /api/notifications/delete-all: rows removed. */
export const notificationsDeleteAllSchema = z.object({ deleted: z.number().int().min(0) });
export type NotificationsDeleteAll = z.infer<typeof notificationsDeleteAllSchema>;
