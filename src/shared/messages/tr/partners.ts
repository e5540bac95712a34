/** Partner catalogue and profiles (spec §8). Turkish: the product's texts. */
export const partners = {
  notFound: 'Partner bulunamadı',
  invalidUsername: 'Kullanıcı adı 3-20 karakter olmalı; yalnızca harf, rakam, - ve _ içerebilir.',
  usernameTaken: 'Bu kullanıcı adı kullanılıyor.',
  usernameAlreadyChanged: 'Kullanıcı adı yalnızca bir kez değiştirilebilir.',
  invalidUrl: 'Geçerli bir web adresi giriniz (örneğin ornek.com).',
  invalidEmail: 'Geçerli bir e-posta adresi giriniz.',
  invalidPhone: 'Geçerli bir telefon numarası giriniz.',
  invalidIban: 'Geçerli bir TR IBAN giriniz (TR ile başlayan 26 karakter, örneğin TR33 0006 1005 1978 6457 8413 26).',
  invalidImage: 'Geçersiz görsel. Lütfen görseli yeniden yükleyin.',
  invalidLanguages: 'Dilleri listeden seçiniz.',
  invalidMarkets: 'Ülkeleri listeden seçiniz.',
  nothingToUpdate: 'Güncellenecek bir alan gönderilmedi.',
  cannotFollowOwn: 'Kendi profilinizi takip edemezsiniz.',
  serviceNotFound: 'Hizmet bulunamadı.',
  seoCatalogueTitle: 'İhracat iş ortakları kataloğu',
  seoCatalogueDescription:
    'Gümrük, lojistik, pazarlama ve e-ticaret alanlarında ihracatçılara hizmet veren {{count}} iş ortağını inceleyin.',
  seoCategoryTitle: '{{category}} alanındaki ihracat iş ortakları',
  seoCategoryDescription:
    '{{category}} alanında ihracatçılara hizmet veren {{count}} iş ortağı: profilleri, hizmetleri ve değerlendirmeleri.',
  seoCategoriesHeading: 'Hizmet alanlarına göre iş ortakları',
  seoPartnersHeading: 'Bu alanda hizmet veren iş ortakları',
  seoServicesHeading: 'Sunduğu hizmetler',
  seoRating: 'Ortalama puan {{rating}} / 5 ({{count}} değerlendirme)',
} as const;
