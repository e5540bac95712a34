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

/** The caller's language: `lang` cookie, then the first supported Accept-Language entry, then Turkish. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const cookie = req.headers.cookie;
  if (cookie) {
    const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(tr|en)\\b`).exec(cookie);
    if (m) return m[1] as Language;
  }
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (tag === 'tr' || tag === 'en') return tag;
    }
  }
  return DEFAULT_LANGUAGE;
}
