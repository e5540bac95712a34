/** Planned maintenance windows (issue 22 "Maintenance"; docs/decisions/040). */
export const maintenance = {
  inProgress:
    'The platform is under planned maintenance. Changes cannot be saved until it ends at {{end}} (Turkey time); you can keep browsing.',
  messageRequired: 'The maintenance message cannot be empty',
  messageTooLong: 'The maintenance message can be at most 300 characters long',
  invalidTime: 'Enter a valid date and time',
  startInPast: 'The start must be now or later',
  endBeforeStart: 'The end must be after the start',
  tooLong: 'A maintenance window can last at most 72 hours',
  overlap: 'Another maintenance window is planned in this period',
  notFound: 'Maintenance window not found',
  alreadyStarted: 'A maintenance window that has started or ended cannot be changed or cancelled',
  notificationTitle: 'Planned maintenance',
  notificationMessage:
    'Planned maintenance from {{start}} to {{end}} (Turkey time); changes cannot be saved meanwhile. {{message}}',
} as const;
