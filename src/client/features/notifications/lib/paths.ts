import { pageUrl } from '@shared/pages';

/** The notification centre's page (spec §2 route table: /notifications). */
export const NOTIFICATIONS_PATH = pageUrl('notifications');
