import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SUGGEST_MAX_LENGTH } from '../../constants';
/** Field validation texts shared by several domains. Turkish: the product's texts. */
export const validation = {
  invalidCategory: 'Geçersiz kategori.',
  invalidCity: 'Geçersiz şehir.',
  invalidCompanySize: 'Geçersiz şirket büyüklüğü. Seçenekler: 1-10, 11-30, 31-100, 100-1000, 1000+.',
  invalidLanguage: 'Geçersiz dil: iki harfli ISO 639-1 dil kodu giriniz (ör. de).',
  invalidMarket: 'Geçersiz pazar: iki harfli ISO 3166 ülke kodu giriniz (ör. DE).',
  invalidService: 'Geçersiz hizmet.',
  invalidSort: 'Geçersiz sıralama. Seçenekler: relevance, rating, response, followers, newest.',
  invalidNumber: 'Geçerli bir sayı giriniz.',
  limitRange: 'Limit 1 ile {{max}} arasında olmalıdır.',
  nameCharacters: 'Ad alanları satır sonu ve yazı yönü denetim karakterleri içeremez.',
  offsetRange: 'Başlangıç değeri 0 veya daha büyük olmalıdır.',
  ratingRange: 'En düşük puan 1 ile 5 arasında, yarım puan adımlarıyla olmalıdır.',
  searchTooLong: `Arama en fazla ${SEARCH_MAX_LENGTH} karakter olabilir.`,
  searchTooManyWords: `Arama en fazla ${SEARCH_MAX_WORDS} kelime içerebilir.`,
  suggestTooLong: `Öneriler için en fazla ${SUGGEST_MAX_LENGTH} karakter yazılabilir.`,
  required: 'Bu alan zorunludur.',
  tooLong: 'En fazla {{max}} karakter girilebilir.',
} as const;
