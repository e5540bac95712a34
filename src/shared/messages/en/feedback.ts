/** The feedback modal and the admin feedback list (issue 11). */
export const feedback = {
  notFound: 'Feedback not found.',
  nameRequired: 'Your name must be at least 2 characters.',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPhone: 'Please enter a valid phone number.',
  categoryRequired: 'Please choose a category.',
  messageTooShort: 'Your message must be at least 10 characters.',
  received: 'Thank you for your feedback!',
  notifyTitle: 'New Feedback',
  notifyMessage: '{{name}}: {{message}}',
} as const;
