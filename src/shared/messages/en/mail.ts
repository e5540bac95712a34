/**
 * The frame of the mails rendered without a template (`src/server/mail/text-mail.ts`): the header
 * band, the footer and the line under a button.
 */
export const mail = {
  brand: 'Export Partner Platform',
  footer: 'This e-mail was sent by Export Partner Platform.',
  buttonFallback: 'If the button does not work, paste this link into your browser: {{link}}',
} as const;
