/** Planned maintenance windows (issue 22 "Maintenance"; docs/decisions/040). Turkish: the product's texts. */
export const maintenance = {
  inProgress:
    'Platform planlı bakımda. Bakım {{end}} (Türkiye saati) bitene kadar kayıt işlemleri yapılamaz; sayfaları görüntülemeye devam edebilirsiniz.',
  messageRequired: 'Bakım mesajı boş olamaz',
  messageTooLong: 'Bakım mesajı en fazla 300 karakter olabilir',
  invalidTime: 'Geçerli bir tarih ve saat girin',
  startInPast: 'Başlangıç şimdi ya da ileri bir zaman olmalıdır',
  endBeforeStart: 'Bitiş, başlangıçtan sonra olmalıdır',
  tooLong: 'Bir bakım en fazla 72 saat sürebilir',
  overlap: 'Bu zaman aralığında planlanmış başka bir bakım var',
  notFound: 'Bakım kaydı bulunamadı',
  alreadyStarted: 'Başlamış ya da bitmiş bir bakım değiştirilemez veya iptal edilemez',
  notificationTitle: 'Planlı bakım',
  notificationMessage:
    '{{start}} – {{end}} (Türkiye saati) arasında planlı bakım yapılacak; bu sürede kayıt işlemleri yapılamaz. {{message}}',
} as const;
