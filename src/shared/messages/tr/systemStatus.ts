/** System status notifications to admins (PRODUCT-DECISIONS 18, 21; issue 10). Turkish: the product's texts. */
export const systemStatus = {
  incidentTitle: 'Sistem Durumu Bildirimi',
  databaseError: 'Veritabanı sağlık kontrolü başarısız oldu; bir olay kaydedildi.',
  databaseWarning: 'Veritabanı yavaş yanıt veriyor (500 ms üzeri); bir olay kaydedildi.',
  memoryError: 'Bellek kullanımı kritik düzeyde (%95 üzeri); bir olay kaydedildi.',
  memoryWarning: 'Bellek kullanımı yüksek (%80 üzeri); bir olay kaydedildi.',
  storageError: 'Depolama alanına erişilemiyor veya disk dolmak üzere (%95 üzeri); bir olay kaydedildi.',
  storageWarning: 'Disk kullanımı yüksek (%70 üzeri); bir olay kaydedildi.',
  backupStale: 'Yedekleme zamanlanmış olduğu halde son yedek bir günden eski; bir olay kaydedildi.',
  failedJobNotFound: 'Bu başarısız iş artık listede değil: yeniden denenmiş ya da saklama süresi dolmuş olabilir.',
} as const;
