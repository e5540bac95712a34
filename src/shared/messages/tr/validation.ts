import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SUGGEST_MAX_LENGTH } from '../../constants';
/** Field validation texts shared by several domains. Turkish: the product's texts. */
export const validation = {
  invalidCategory: 'Geçersiz kategori.',
  invalidNumber: 'Geçerli bir sayı giriniz.',
  limitRange: 'Limit 1 ile {{max}} arasında olmalıdır.',
  nameCharacters: 'Ad alanları satır sonu ve yazı yönü denetim karakterleri içeremez.',
  offsetRange: 'Başlangıç değeri 0 veya daha büyük olmalıdır.',
  searchTooLong: `Arama en fazla ${SEARCH_MAX_LENGTH} karakter olabilir.`,
  searchTooManyWords: `Arama en fazla ${SEARCH_MAX_WORDS} kelime içerebilir.`,
  suggestTooLong: `Öneriler için en fazla ${SUGGEST_MAX_LENGTH} karakter yazılabilir.`,
  required: 'Bu alan zorunludur.',
  tooLong: 'En fazla {{max}} karakter girilebilir.',
} as const;
