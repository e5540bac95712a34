/** Templates and the e-mail builder (spec §5 templates, §3; issue 11). */
export const templates = {
  notFound: 'Template not found.',
  unknownPlaceholders: 'Unknown placeholders: {{names}}',
  unknownPlaceholdersField: 'This field has unknown placeholders.',
  missingPlaceholders: 'This template cannot be sent without these placeholders: {{names}}. Please add them back.',
  missingPlaceholdersField: 'A placeholder this field needs is missing.',
  campaignTemplateNotFound: 'E-mail template not found.',
  nameRequired: 'Please enter a template name',
  subjectRequired: 'Please enter an e-mail subject',
  htmlRequired: 'Please enter the e-mail content.',
  titleRequired: 'Please enter a notification title.',
  messageRequired: 'Please enter a notification message.',
  contentRequired: 'Please enter the SMS content.',
  smsTooLong: 'SMS content can be at most 160 characters.',
  tooLong: 'This field is too long.',
  unsafeHtml: 'This e-mail content is not safe.',
  unsafeSecretPlaceholder:
    'Unsafe content: {{name}} cannot be used in {{element}}. Secret links may appear only as the href of an <a> link or in the text.',
  unsafeBlockPlaceholder:
    'Unsafe content: {{name}} cannot be used in {{element}}. This placeholder is a block of content the server prepares and may appear only as text, for example inside a <div> of its own.',
  unsafeResource:
    "Unsafe content: {{element}} loads content from an address that is not allowed ({{address}}). Images and styles may load only from the site's own address or from hosts allowed in the system settings.",
  unsafeHtmlField: 'This field has unsafe content.',
  securityTemplateMasterOnly: 'Only a master admin can edit the account security templates.',
} as const;
