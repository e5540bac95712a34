/** Notifications (issue 10 "Notifications"). */
export const notification = {
  notFound: 'Notification not found',
} as const;
