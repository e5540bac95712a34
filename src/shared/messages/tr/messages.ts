/** Messaging (spec §5 Chat, §8 Chat; issue 10 "Messaging"). Turkish: the product's texts. */
export const messages = {
  conversationNotFound: 'Konuşma bulunamadı',
  partnerCannotStart:
    'İş ortağı hesabıyla yeni bir konuşma başlatılamaz; yalnızca size yazanlara veya teklif talebi gönderenlere yazabilirsiniz.',
  notAllowed:
    'Bu kişiye mesaj gönderemezsiniz. Konuşmalar iş ortaklarıyla başlatılır; iş ortakları kendilerine yazanlara ve teklif isteyenlere yanıt verir.',
  recipientInvalid: 'Bu kullanıcıya mesaj gönderilemez.',
  messageEmpty: 'Mesaj boş olamaz; bir metin yazın veya dosya ekleyin.',
  messageTooLong: 'Mesaj en fazla 5000 karakter olabilir.',
  fileNotAllowed: 'Bu dosya bu mesaja eklenemez. Dosyayı yeniden yükleyin.',
  fileTooLarge: "Dosya boyutu 10MB'dan büyük olamaz",
  unsupportedType: 'Desteklenmeyen dosya türü. Desteklenen türler: {{types}}',
  uploadFailed: 'Dosya yüklenemedi. Lütfen tekrar deneyin.',
  idempotencyKeyInvalid: 'Idempotency-Key başlığı 1 ile 200 karakter arasında olmalıdır.',
} as const;
