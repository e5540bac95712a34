/** Partner reviews (issue 9 "Reviews and trust"). Turkish: the product's texts. */
export const reviews = {
  ratingRequired: 'Lütfen 1 ile 5 arasında bir puan verin',
  replyRequired: 'Yanıt boş olamaz',
  tooLong: 'Bu alan çok uzun',
  notAllowed: 'Yalnızca tamamlanmış bir talebin sahibi bu partneri değerlendirebilir.',
  alreadyReviewed: 'Bu partneri zaten değerlendirdiniz.',
  alreadyReplied: 'Bu değerlendirmeye zaten yanıt verdiniz.',
  notFound: 'Değerlendirme bulunamadı',
} as const;
