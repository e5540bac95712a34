/** The feedback modal and the admin feedback list (issue 11). Turkish: the product's texts. */
export const feedback = {
  notFound: 'Geri bildirim bulunamadı.',
  nameRequired: 'Ad soyad en az 2 karakter olmalıdır.',
  invalidEmail: 'Geçerli bir e-posta adresi giriniz.',
  invalidPhone: 'Geçerli bir telefon numarası giriniz.',
  categoryRequired: 'Lütfen bir kategori seçiniz.',
  messageTooShort: 'Mesajınız en az 10 karakter olmalıdır.',
  received: 'Geri bildiriminiz için teşekkürler!',
  notifyTitle: 'Yeni Geri Bildirim',
  notifyMessage: '{{name}}: {{message}}',
} as const;
