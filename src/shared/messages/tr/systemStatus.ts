/** System status notifications to admins (PRODUCT-DECISIONS 18, 21; issue 10). Turkish: the product's texts. */
export const systemStatus = {
  incidentTitle: 'Sistem Durumu Bildirimi',
  databaseError: 'Veritabanı sağlık kontrolü başarısız oldu; bir olay kaydedildi.',
  databaseWarning: 'Veritabanı yavaş yanıt veriyor (500 ms üzeri); bir olay kaydedildi.',
} as const;
