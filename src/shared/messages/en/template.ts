/** Templates and the e-mail builder (spec §5 templates, §3; issue 11). */
export const template = {
  notFound: 'Template not found.',
  unknownPlaceholders: 'Unknown placeholders: {{names}}',
  unknownPlaceholdersField: 'This field has unknown placeholders.',
  campaignTemplateNotFound: 'E-mail template not found.',
  nameRequired: 'Please enter a template name',
  subjectRequired: 'Please enter an e-mail subject',
  htmlRequired: 'Please enter the e-mail content.',
  titleRequired: 'Please enter a notification title.',
  messageRequired: 'Please enter a notification message.',
  contentRequired: 'Please enter the SMS content.',
  smsTooLong: 'SMS content can be at most 160 characters.',
  tooLong: 'This field is too long.',
} as const;
