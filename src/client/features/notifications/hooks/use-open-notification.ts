import type { Notification } from '@shared/contracts/notifications';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-read';
import { actionPathOf } from '../lib/action-url';

/**
 * What a click on a notification does (spec §5 "Notification": unread becomes read by click, which
 * also follows actionUrl if present): PATCH …/read when it is unread, then the in-app `actionUrl`.
 * The navigation does not wait for the answer: the lists already show it read.
 */
export function useOpenNotification(): (notification: Notification) => void {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return (notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const path = actionPathOf(notification.actionUrl);
    if (path) void navigate(path);
  };
}
