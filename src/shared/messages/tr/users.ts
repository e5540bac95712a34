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
  dataExportTooSoon:
    'Son 24 saat içinde zaten bir veri kopyası istediniz. Yeni bir isteği {{time}} itibarıyla yapabilirsiniz.',
  dataExportNotReady:
    'İndirilebilecek hazır bir veri kopyanız yok. Kullanıcı panelinden yeni bir kopya isteyebilirsiniz.',
  dataExportLinkInvalid: 'Bu indirme bağlantısı geçersiz. Kullanıcı panelinden yeni bir veri kopyası isteyebilirsiniz.',
  dataExportLinkExpired:
    'Bu indirme bağlantısının süresi doldu (bağlantılar 7 gün geçerlidir). Kullanıcı panelinden yeni bir veri kopyası isteyebilirsiniz.',
  dataExportReadyTitle: 'Verileriniz indirilmeye hazır',
  dataExportReadyMessage:
    'İstediğiniz veri kopyası hazırlandı. {{date}} tarihine kadar kullanıcı panelinden indirebilirsiniz.',
  phoneRequired: 'Telefon numaranızı girin',
  phoneInvalid: 'Geçerli bir Türkiye cep telefonu numarası girin (örneğin 0532 123 45 67)',
  phoneCodeFormat: 'Kod 6 haneli olmalıdır',
  phoneCodeMissing: 'Bekleyen bir doğrulama kodu yok; önce kod isteyin',
  phoneCodeExpired: 'Kodun süresi doldu; yeni bir kod isteyin',
  phoneCodeWrong: 'Kod yanlış. {{attemptsLeft}} deneme hakkınız kaldı',
  phoneCodeTooManyAttempts: 'Çok fazla yanlış deneme yapıldı; yeni bir kod isteyin',
  phoneCodeRateLimited: 'Çok sık kod istendi; {{seconds}} saniye sonra yeniden deneyin',
  smsNeedsVerifiedPhone: 'SMS bildirimleri için önce telefon numaranızı doğrulayın',
} as const;
