/** System settings, SEO, categories and services pool (spec §3 System config; issue 11). Turkish: the product's texts. */
export const systemConfig = {
  categoryNotFound: 'Kategori bulunamadı.',
  serviceNotFound: 'Hizmet bulunamadı.',
  serviceNameTaken: 'Bu adla bir hizmet zaten var.',
  required: 'Bu alan zorunludur.',
  invalidUrl: 'Geçerli bir http(s) adresi girin.',
  invalidImageUrl: 'Geçerli bir görsel adresi girin (http(s) ya da / ile başlayan site yolu).',
  invalidEmail: 'Geçerli bir e-posta adresi girin.',
  invalidPhone: 'Geçerli bir telefon numarası girin (ör. +90 212 555 01 00).',
  invalidIcon: 'Bu simge listede yok.',
  invalidHost: 'Geçerli bir sunucu adı girin (ör. cdn.ornek.com): adres, yol, port ya da joker karakter olmadan.',
  tooManyHosts: 'En fazla 50 sunucu adı girilebilir.',
  mailHostsMasterOnly: 'E-posta kaynak sunucularını yalnızca ana yönetici değiştirebilir.',
} as const;
