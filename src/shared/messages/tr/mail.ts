/**
 * The frame of the mails rendered without a template (`src/server/mail/text-mail.ts`): the header
 * band, the footer and the line under a button. Turkish: the product's texts.
 */
export const mail = {
  brand: 'İhracat Partner Platformu',
  footer: 'Bu e-posta İhracat Partner Platformu tarafından gönderilmiştir.',
  buttonFallback: 'Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın: {{link}}',
} as const;
