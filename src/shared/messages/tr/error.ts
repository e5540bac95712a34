/** General error texts: the default message of each error code (src/shared/contracts/errors.ts). Turkish: the product's texts. */
export const error = {
  validation: "Gönderilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.",
  unauthorized: "Bu işlem için giriş yapmalısınız.",
  forbidden: "Bu işlem için yetkiniz bulunmamaktadır.",
  notFound: "Aradığınız kaynak bulunamadı.",
  routeNotFound: "Böyle bir API adresi yok.",
  conflict: "Bu kayıt zaten var.",
  payloadTooLarge: "Gönderilen veri çok büyük.",
  unsupportedMediaType: "Desteklenmeyen içerik türü.",
  rateLimited: "Çok fazla istek gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.",
  internal: "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  serviceUnavailable: "Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.",
  badOrigin: "İstek başka bir siteden geldiği için reddedildi.",
  invalidJson: "İstek gövdesi geçerli bir JSON değil.",
} as const;
