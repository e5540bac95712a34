/** Subscribers, contacts and campaigns (spec §2 Email subscribers, marketing list; issue 11). Turkish: the product's texts. */
export const marketing = {
  campaignNotFound: 'Kampanya bulunamadı.',
  campaignAlreadySent: 'Bu kampanya zaten gönderildi.',
  noRecipients: 'Bu segmentte e-posta almayı kabul etmiş kişi yok.',
  csvEmail: 'E-posta',
  csvStatus: 'Durum',
  csvSubscribedAt: 'Abonelik tarihi',
  csvUnsubscribedAt: 'Abonelik iptal tarihi',
  statusActive: 'Aktif',
  statusCancelled: 'İptal edildi',
  statusPending: 'Onay bekliyor',
  sampleName: 'Ayşe Yılmaz',
  testSubject: '[Test] {{subject}}',
  unsubscribeFooter:
    '<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#6b7280;text-align:center;font-family:Arial,Helvetica,sans-serif;">Bu e-postaları almak istemiyorsanız <a href="{{unsubscribeUrl}}" style="color:#1e3a8a;text-decoration:underline;">abonelikten çıkın</a>.</p>',
} as const;
