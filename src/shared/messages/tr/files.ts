/** Uploads and stored files (spec §5 "Others", §8 Upload, §9 Uploads). Turkish: the product's texts. */
export const files = {
  fileTooLarge: 'Dosya çok büyük. Maksimum dosya boyutu {{n}}MB olmalıdır.',
  unsupportedType: 'Desteklenmeyen dosya türü. Kabul edilen türler: {{types}}.',
  empty: 'Dosya boş. Lütfen içeriği olan bir dosya seçin.',
  noFile: 'Lütfen bir dosya seçin.',
  invalidUploadUrl: 'Yükleme bağlantısı geçersiz veya süresi dolmuş. Lütfen dosyayı yeniden yükleyin.',
  failed: 'Dosya yüklenirken bir hata oluştu.',
} as const;
