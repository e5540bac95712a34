/**
 * Server-side texts in both languages: error messages and API confirmations. The language comes from
 * the `lang` cookie, else Accept-Language, else Turkish (spec §1; ARCHITECTURE.md, errors).
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '../../shared/constants';

const tr = {
  'error.validation': 'Gönderilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
  'error.unauthorized': 'Bu işlem için giriş yapmalısınız.',
  'error.forbidden': 'Bu işlem için yetkiniz bulunmamaktadır.',
  'error.notFound': 'Aradığınız kaynak bulunamadı.',
  'error.routeNotFound': 'Böyle bir API adresi yok.',
  'error.conflict': 'Bu kayıt zaten var.',
  'error.payloadTooLarge': 'Gönderilen veri çok büyük.',
  'error.unsupportedMediaType': 'Desteklenmeyen içerik türü.',
  'error.rateLimited': 'Çok fazla istek gönderdiniz. Lütfen {{seconds}} saniye sonra tekrar deneyin.',
  'error.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  'error.serviceUnavailable': 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  'error.badOrigin': 'İstek başka bir siteden geldiği için reddedildi.',
  'error.invalidJson': 'İstek gövdesi geçerli bir JSON değil.',
  'partner.notFound': 'Partner bulunamadı',
  'validation.invalidCategory': 'Geçersiz kategori.',
  'validation.invalidNumber': 'Geçerli bir sayı giriniz.',
  'validation.limitRange': 'Limit 1 ile {{max}} arasında olmalıdır.',
  'validation.offsetRange': 'Başlangıç değeri 0 veya daha büyük olmalıdır.',
  'validation.required': 'Bu alan zorunludur.',
  'validation.tooLong': 'En fazla {{max}} karakter girilebilir.',
  'newsletter.invalidEmail': 'Lütfen geçerli bir e-posta adresi girin',
  'newsletter.subscribed': 'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik.',
  'newsletter.alreadySubscribed': 'Bu e-posta adresi bültenimize zaten kayıtlı. Teşekkürler!',
  // Accounts and access (spec §5, §8; PRODUCT-DECISIONS 3–5). Password rules adapted to 8 characters.
  'auth.emailRequired': 'E-posta gerekli',
  'auth.invalidEmail': 'Geçerli bir e-posta adresi giriniz',
  'auth.passwordRequired': 'Şifre gerekli',
  'auth.passwordTooShort': 'Şifreniz en az 8 karakter olmalıdır.',
  'auth.passwordTooLong': 'Şifreniz en fazla 128 karakter olabilir.',
  'auth.passwordCommon': 'Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
  'auth.firstNameRequired': 'Ad zorunludur',
  'auth.firstNameTooShort': 'Ad en az 2 karakter olmalıdır',
  'auth.lastNameRequired': 'Soyad zorunludur',
  'auth.lastNameTooShort': 'Soyad en az 2 karakter olmalıdır',
  'auth.nameTooLong': 'En fazla 50 karakter girilebilir.',
  'auth.invalidPhone': 'Geçerli bir telefon numarası giriniz',
  'auth.invalidUserType': 'Geçersiz hesap türü.',
  'auth.invalidCredentials': 'E-posta veya şifre hatalı',
  'auth.emailNotVerified':
    'E-posta adresiniz henüz doğrulanmadı. Size yeni bir doğrulama bağlantısı gönderdik; lütfen e-postanızı kontrol edin.',
  'auth.accountDisabled': 'Hesabınız askıya alınmıştır. Lütfen bizimle iletişime geçin.',
  'auth.invalidPassword': 'Mevcut şifreniz hatalı.',
  'auth.invalidToken': 'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'auth.tokenExpired': 'Bağlantının süresi doldu. Lütfen yeni bir bağlantı isteyin.',
  'auth.invalidRedirect': 'Yönlendirme adresi bu siteye ait değil.',
  'auth.userTypeNotHeld': 'Bu hesap türüne sahip değilsiniz.',
  'auth.providerNotFound': 'Bu giriş yöntemi şu anda kullanılamıyor.',
  'auth.sessionNotFresh': 'Güvenliğiniz için lütfen tekrar giriş yapın.',
  'auth.fieldNotAllowed': 'Bu alan değiştirilemez.',
  'auth.noPassword': 'Hesabınızın bir şifresi yok. Şifre belirlemek için "Şifremi unuttum" adımını kullanın.',
  'auth.emailAlreadyVerified': 'E-posta adresiniz zaten doğrulanmış.',
} as const;

export type MessageKey = keyof typeof tr;

const en: Record<MessageKey, string> = {
  'error.validation': 'The submitted data is invalid. Please correct the marked fields.',
  'error.unauthorized': 'You need to sign in to do this.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.notFound': 'The resource you are looking for was not found.',
  'error.routeNotFound': 'There is no such API endpoint.',
  'error.conflict': 'This record already exists.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.unsupportedMediaType': 'Unsupported content type.',
  'error.rateLimited': 'Too many requests. Please try again in {{seconds}} seconds.',
  'error.internal': 'An unexpected error occurred. Please try again later.',
  'error.serviceUnavailable': 'The service is unavailable right now. Please try again later.',
  'error.badOrigin': 'The request was refused because it came from another site.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'partner.notFound': 'Partner not found',
  'validation.invalidCategory': 'Invalid category.',
  'validation.invalidNumber': 'Enter a valid number.',
  'validation.limitRange': 'Limit must be between 1 and {{max}}.',
  'validation.offsetRange': 'Offset must be 0 or greater.',
  'validation.required': 'This field is required.',
  'validation.tooLong': 'At most {{max}} characters are allowed.',
  'newsletter.invalidEmail': 'Please enter a valid e-mail address',
  'newsletter.subscribed': 'We have sent a link to your e-mail address to confirm your subscription.',
  'newsletter.alreadySubscribed': 'This e-mail address is already subscribed. Thank you!',
  'auth.emailRequired': 'E-mail is required',
  'auth.invalidEmail': 'Enter a valid e-mail address',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordTooShort': 'Your password must be at least 8 characters long.',
  'auth.passwordTooLong': 'Your password can be at most 128 characters long.',
  'auth.passwordCommon': 'This password is too common and easy to guess. Please choose a stronger password.',
  'auth.firstNameRequired': 'First name is required',
  'auth.firstNameTooShort': 'First name must be at least 2 characters',
  'auth.lastNameRequired': 'Last name is required',
  'auth.lastNameTooShort': 'Last name must be at least 2 characters',
  'auth.nameTooLong': 'At most 50 characters are allowed.',
  'auth.invalidPhone': 'Enter a valid phone number',
  'auth.invalidUserType': 'Invalid account type.',
  'auth.invalidCredentials': 'Incorrect e-mail or password',
  'auth.emailNotVerified':
    'Your e-mail address is not verified yet. We have sent you a new verification link; please check your e-mail.',
  'auth.accountDisabled': 'Your account has been suspended. Please contact us.',
  'auth.invalidPassword': 'Your current password is incorrect.',
  'auth.invalidToken': 'The link is invalid or has expired. Please request a new one.',
  'auth.tokenExpired': 'The link has expired. Please request a new one.',
  'auth.invalidRedirect': 'The redirect address does not belong to this site.',
  'auth.userTypeNotHeld': 'You do not hold this account type.',
  'auth.providerNotFound': 'This sign-in method is not available right now.',
  'auth.sessionNotFresh': 'For your security, please sign in again.',
  'auth.fieldNotAllowed': 'This field cannot be changed.',
  'auth.noPassword': 'Your account has no password. Use "Forgot password" to set one.',
  'auth.emailAlreadyVerified': 'Your e-mail address is already verified.',
};

export const messages: Record<Language, Record<MessageKey, string>> = {
  tr,
  en,
};

/** True when `key` names a server text (schemas use keys as their custom error messages). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(tr, key);
}

/** The text for `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(tr|en)\\b`);

/** The language the visitor chose in the UI (the `lang` cookie the client writes), if any. */
export function cookieLanguage(req: Pick<FastifyRequest, 'headers'>): Language | undefined {
  return LANGUAGE_COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1] as Language | undefined;
}

/** The caller's language: `lang` cookie, then the first supported Accept-Language entry, then Turkish. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const chosen = cookieLanguage(req);
  if (chosen) return chosen;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (tag === 'tr' || tag === 'en') return tag;
    }
  }
  return DEFAULT_LANGUAGE;
}
