/** Notifications (issue 10 "Notifications"). */
export const notifications = {
  notFound: 'Notification not found',
} as const;
