/** Service inquiries from visitors (issue 22; docs/decisions/042-service-inquiry.md). Turkish: the product's texts. */
export const serviceInquiries = {
  nameRequired: 'Ad soyad en az 2 karakter olmalıdır.',
  nameTooLong: 'Ad soyad en fazla 120 karakter olabilir.',
  invalidEmail: 'Geçerli bir e-posta adresi giriniz.',
  companyTooLong: 'Şirket adı en fazla 200 karakter olabilir.',
  invalidPhone: 'Geçerli bir telefon numarası giriniz.',
  messageTooShort: 'Mesajınız en az 10 karakter olmalıdır.',
  messageTooLong: 'Mesajınız en fazla 3000 karakter olabilir.',
  accepted:
    'Neredeyse tamam: mesajınızı göndermek için e-posta adresinize gönderdiğimiz bağlantıya 24 saat içinde tıklayın.',
  tooManyForAddress:
    'Bu e-posta adresiyle kısa sürede çok fazla soru gönderildi. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  unavailable: 'Bu firma şu anda platform üzerinden soru kabul etmiyor.',
  linkInvalid: 'Bu onay bağlantısı geçersiz. E-postadaki bağlantıyı eksiksiz açtığınızdan emin olun.',
  linkExpired:
    'Bu onay bağlantısının süresi doldu (24 saat). Mesajınız gönderilmedi; firmanın profilinden yeniden yazabilirsiniz.',
  notFound: 'Soru bulunamadı.',
  alreadyInvited: 'Bu kişiyi zaten kayıt olmaya davet ettiniz.',
  confirmMailSubject: '{{partnerName}} firmasına yazdığınız mesajı onaylayın',
  confirmMailHeading: 'Mesajınızı onaylayın',
  confirmMailIntro:
    'Merhaba {{senderName}}, İhracat Partner Platformu üzerinden {{partnerName}} firmasına aşağıdaki mesajı yazdınız.',
  confirmMailWhy:
    'Firmaları istenmeyen iletilerden korumak için mesajları ancak gönderenin e-posta adresi onaylandığında iletiyoruz. Mesajınızı göndermek için {{hours}} saat içinde düğmeye tıklayın.',
  confirmMailButton: 'Onayla ve Gönder',
  confirmMailIgnore: 'Bu mesajı siz yazmadıysanız bu e-postayı dikkate almayın; hiçbir şey gönderilmez.',
  deliveryMailSubject: '{{senderName}} size İhracat Partner Platformu üzerinden yazdı',
  deliveryMailHeading: 'Yeni bir soru',
  deliveryMailIntro:
    'Merhaba {{partnerName}}, {{senderName}} platformdaki profiliniz üzerinden size aşağıdaki mesajı gönderdi. Gönderen e-posta adresini onayladı.',
  deliveryMailReply:
    'Yanıtlamak için bu e-postayı yanıtlamanız yeterli: yanıtınız doğrudan {{senderEmail}} adresine gider.',
  deliveryMailName: 'Ad soyad',
  deliveryMailEmail: 'E-posta',
  deliveryMailCompany: 'Şirket',
  deliveryMailPhone: 'Telefon',
  deliveryMailInvite:
    'Gönderen platformda oturum açmadan yazdı. Panelinizden onu ücretsiz bir hesap açmaya davet edebilirsiniz; böylece sizden teklif isteyebilir ve sizinle mesajlaşabilir.',
  deliveryMailInviteButton: 'Kayıt Olmaya Davet Et',
  deliveryMailClaim:
    'Firmanız platformda listeleniyor ancak henüz sahiplenilmedi. Sayfanızı sahiplenirseniz sorular ve teklif talepleri panelinizde toplanır.',
  deliveryMailClaimButton: 'Sayfanızı Görüntüleyin',
  inviteMailSubject: '{{partnerName}} sizi İhracat Partner Platformu’na davet ediyor',
  inviteMailHeading: 'Platforma davetlisiniz',
  inviteMailIntro:
    'Merhaba {{senderName}}, platform üzerinden yazdığınız {{partnerName}} firması sizi ücretsiz bir hesap açmaya davet ediyor.',
  inviteMailBenefits:
    'Hesabınızla firmalardan teklif isteyebilir, onlarla doğrudan mesajlaşabilir ve takip ettiğiniz firmaların paylaşımlarından haberdar olabilirsiniz. Zaten bir hesabınız varsa giriş yapmanız yeterli.',
  inviteMailButton: 'Ücretsiz Kayıt Ol',
  inviteMailNote: 'Bu davet yalnızca bir kez gönderilir; istemiyorsanız bu e-postayı dikkate almayın.',
} as const;
