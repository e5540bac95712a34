/** Partner posts (issue 22 "The platform's voice"). Turkish: the product's texts. */
export const partnerPosts = {
  bodyRequired: 'Gönderi metni boş olamaz',
  bodyTooLong: 'Gönderi en fazla 2000 karakter olabilir',
  linkInvalid: 'Geçerli bir http veya https bağlantısı girin',
  linkTooLong: 'Bağlantı en fazla 500 karakter olabilir',
  imageInvalid: 'Görsel bulunamadı. Lütfen görseli yeniden yükleyin.',
  notOwner: 'Yalnızca bu partnerin sahibi gönderi paylaşabilir.',
  notFound: 'Gönderi bulunamadı',
} as const;
