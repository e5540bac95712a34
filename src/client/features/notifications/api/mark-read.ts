import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSchema,
  notificationsMarkAllReadSchema,
  type Notification,
  type NotificationsMarkAllRead,
} from '@shared/contracts/notifications';
import { apiRequest } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { markReadInCache } from '../lib/cache';

/**
 * PATCH /api/notifications/{id}/read (spec §7): marks one of the caller's notifications read.
 * @returns the notification as stored
 * @throws {ApiError} 404 `NOTIFICATION_NOT_FOUND` when it is not the caller's (or was deleted).
 */
export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await apiRequest(`/api/notifications/${id}/read`, {
    method: 'PATCH',
    schema: import.meta.env.DEV && notificationSchema,
  });
  return data;
}

/**
 * PATCH /api/notifications/mark-all-read (spec §7): every unread notification of the caller read.
 * @returns `{updated}`: how many changed
 */
export async function markAllNotificationsRead(): Promise<NotificationsMarkAllRead> {
  const { data } = await apiRequest('/api/notifications/mark-all-read', {
    method: 'PATCH',
    schema: import.meta.env.DEV && notificationsMarkAllReadSchema,
  });
  return data;
}

/**
 * Marks one notification read (a click in the dropdown or on /notifications, spec §5): the lists show
 * it read at once; the bell's count is refetched (the socket's `unread:changed` may also set it).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markReadInCache(queryClient, new Set([id])),
    onSettled: () => queryClient.invalidateQueries({ queryKey: realtimeKeys.notificationUnreadCount }),
  });
}

/** 'Tümünü okundu işaretle': every list shows them read and the bell's badge goes away. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      markReadInCache(queryClient, 'all');
      queryClient.setQueryData(realtimeKeys.notificationUnreadCount, { count: 0 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications }),
  });
}
