/** Templates and the e-mail builder (spec §5 templates, §3; issue 11). Turkish: the product's texts. */
export const template = {
  notFound: 'Şablon bulunamadı.',
  unknownPlaceholders: 'Bilinmeyen yer tutucular: {{names}}',
  unknownPlaceholdersField: 'Bu alanda bilinmeyen yer tutucular var.',
  campaignTemplateNotFound: 'E-posta şablonu bulunamadı.',
  nameRequired: 'Lütfen şablon adı girin',
  subjectRequired: 'Lütfen e-posta konusu girin',
  htmlRequired: 'Lütfen e-posta içeriği girin.',
  titleRequired: 'Lütfen bildirim başlığı girin.',
  messageRequired: 'Lütfen bildirim mesajı girin.',
  contentRequired: 'Lütfen SMS içeriği girin.',
  smsTooLong: 'SMS içeriği en fazla 160 karakter olabilir.',
  tooLong: 'Bu alan çok uzun.',
} as const;
