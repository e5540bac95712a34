/**
 * Notifications (spec §2 "Account type switch and notifications", §3 Notification, §9; issue 10
 * "Notifications"): the header's bell and messages icon with their badges and the dropdown, and the
 * notification centre of /notifications.
 */
export { HeaderIndicators } from './components/HeaderIndicators';
export { NotificationCenter } from './components/NotificationCenter';
export { NOTIFICATIONS_PATH } from './lib/paths';
