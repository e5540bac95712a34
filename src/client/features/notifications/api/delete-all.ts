import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsDeleteAllSchema, type NotificationsDeleteAll } from '@shared/contracts/notifications';
import { apiRequest } from '@/lib/api';
import { realtimeKeys } from '@/lib/realtime-keys';
import { clearNotificationCache } from '../lib/cache';

/**
 * DELETE /api/notifications/delete-all (spec §7): removes every notification of the caller.
 * @returns `{deleted}`: how many were removed
 */
export async function deleteAllNotifications(): Promise<NotificationsDeleteAll> {
  const { data } = await apiRequest('/api/notifications/delete-all', {
    method: 'DELETE',
    schema: import.meta.env.DEV && notificationsDeleteAllSchema,
  });
  return data;
}

/** 'Tümünü sil' (after its confirmation): the lists empty and the badge goes away. */
export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: () => clearNotificationCache(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: realtimeKeys.notifications }),
  });
}
