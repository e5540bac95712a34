/** User management (PRODUCT-DECISIONS 7, 9; issue 11). Turkish: the product's texts. */
export const adminUsers = {
  notFound: 'Kullanıcı bulunamadı.',
  lastMasterAdmin: 'Son ana yöneticinin yetkisi kaldırılamaz.',
  lastMasterAdminDeactivate: 'Son aktif ana yönetici pasif yapılamaz.',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.',
  invalidEmail: 'Geçerli bir e-posta adresi giriniz.',
  cannotChangeSelf: 'Kendi hesabınızı pasif yapamazsınız.',
  cannotResetOwnTwoFactor:
    'Kendi iki adımlı doğrulamanızı buradan sıfırlayamazsınız; kullanıcı panelinizin Ayarlar sekmesinden kapatabilirsiniz.',
  partnerTaken: 'Bu iş ortağı başka bir kullanıcıya bağlı.',
} as const;
