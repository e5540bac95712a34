/** The user's own account (user panel: profile, password, account deletion). Turkish: the product's texts. */
export const users = {
  invalidUrl: 'Geçerli bir web adresi giriniz (örneğin ornek.com)',
  invalidProfileImage: 'Profil fotoğrafı bulunamadı; lütfen yeniden yükleyin',
  invalidLanguage: 'Dil Türkçe (tr) ya da İngilizce (en) olmalıdır',
  confirmRequired: 'Hesabı silmek için onay gereklidir',
  lastMasterAdmin: 'Son ana yönetici hesabı silinemez',
  currentPasswordRequired: 'Mevcut şifrenizi girin',
  profileUpdated: 'Profiliniz güncellendi',
  passwordChanged: 'Şifreniz değiştirildi; diğer oturumlarınız kapatıldı',
  accountDeleted: 'Hesabınız silindi',
} as const;
