/** Templates and the e-mail builder (spec §5 templates, §3; issue 11). Turkish: the product's texts. */
export const templates = {
  notFound: 'Şablon bulunamadı.',
  unknownPlaceholders: 'Bilinmeyen yer tutucular: {{names}}',
  unknownPlaceholdersField: 'Bu alanda bilinmeyen yer tutucular var.',
  missingPlaceholders: 'Bu şablon şu yer tutucular olmadan gönderilemez: {{names}}. Lütfen içeriğe geri ekleyin.',
  missingPlaceholdersField: 'Bu alanda gerekli bir yer tutucu eksik.',
  campaignTemplateNotFound: 'E-posta şablonu bulunamadı.',
  nameRequired: 'Lütfen şablon adı girin',
  subjectRequired: 'Lütfen e-posta konusu girin',
  htmlRequired: 'Lütfen e-posta içeriği girin.',
  titleRequired: 'Lütfen bildirim başlığı girin.',
  messageRequired: 'Lütfen bildirim mesajı girin.',
  contentRequired: 'Lütfen SMS içeriği girin.',
  smsTooLong: 'SMS içeriği en fazla 160 karakter olabilir.',
  tooLong: 'Bu alan çok uzun.',
  unsafeHtml: 'Bu e-posta içeriği güvenli değil.',
  unsafeSecretPlaceholder:
    'Güvenli olmayan içerik: {{element}} içinde {{name}} kullanılamaz. Gizli bağlantılar yalnızca bir <a> bağlantısının href değeri olarak ya da metin içinde yer alabilir.',
  unsafeBlockPlaceholder:
    'Güvenli olmayan içerik: {{element}} içinde {{name}} kullanılamaz. Bu yer tutucu sunucunun hazırladığı bir içerik bloğudur ve yalnızca metin olarak, örneğin kendi <div> öğesinin içinde yer alabilir.',
  unsafeResource:
    'Güvenli olmayan içerik: {{element}} izin verilmeyen bir adresten içerik yüklüyor ({{address}}). Görseller ve stiller yalnızca sitenin kendi adresinden ya da sistem ayarlarında izin verilen sunuculardan yüklenebilir.',
  unsafeHtmlField: 'Bu alanda güvenli olmayan içerik var.',
  securityTemplateMasterOnly: 'Hesap güvenliği şablonlarını yalnızca ana yönetici düzenleyebilir.',
} as const;
