/**
 * The builder's save rules (spec §4, Email builder save, §5 "On save a footer with an unsubscribe link
 * is appended if the brand footer text is missing"; PRODUCT-DECISIONS 20).
 */
import type { EmailBuilderSaveMessage } from '@shared/contracts/templates';
import { downloadText } from '@/lib/download';

/** The brand footer text of the platform's mails (as the seeded templates end), per language. */
export const BRAND_FOOTER_TEXT = {
  tr: 'Bu e-posta İhracat Partner Platformu tarafından gönderilmiştir.',
  en: 'This e-mail was sent by Export Partner Platform.',
} as const;

const FOOTER_LINK = {
  tr: 'Bu e-postaları almak istemiyorsanız <a href="{{unsubscribeUrl}}" style="color:#1e3a8a;text-decoration:underline;">abonelikten çıkabilirsiniz</a>.',
  en: 'If you no longer wish to receive these e-mails, you can <a href="{{unsubscribeUrl}}" style="color:#1e3a8a;text-decoration:underline;">unsubscribe</a>.',
} as const;

/**
 * `html` with the brand footer and its unsubscribe link (`{{unsubscribeUrl}}`) appended, unless the
 * brand footer text (either language) is already there.
 */
export function withUnsubscribeFooter(html: string, language: 'tr' | 'en'): string {
  if (html.includes(BRAND_FOOTER_TEXT.tr) || html.includes(BRAND_FOOTER_TEXT.en)) return html;
  return (
    html +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;"><tr><td style="padding:20px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.6;color:#6b7280;text-align:center;border-top:1px solid #e5e7eb;">${BRAND_FOOTER_TEXT[language]}<br>${FOOTER_LINK[language]}</td></tr></table>`
  );
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A whole HTML document around the body, for the downloaded file. */
export function htmlDocument(subject: string, body: string, language: 'tr' | 'en'): string {
  return `<!DOCTYPE html>\n<html lang="${language}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n<title>${escapeText(subject)}</title>\n</head>\n<body style="margin:0;padding:0;">\n${body}\n</body>\n</html>\n`;
}

/** A file name from the template name: letters, digits, '-' and '_' (Turkish letters kept). */
export function fileNameOf(name: string): string {
  const base = name
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'email-template'}.html`;
}

/** The window that opened this one, when it is of this origin (spec §4: save posts to the opener). */
export function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Another origin's window: reading its location throws.
    return null;
  }
}

/** Posts the saved template to `opener` (same origin only) and says whether it did. */
export function postToOpener(opener: Window, message: EmailBuilderSaveMessage): void {
  opener.postMessage(message, window.location.origin);
}

/** Starts a download of `content` as `fileName`. */
export function downloadHtml(fileName: string, content: string): void {
  downloadText(fileName, content, 'text/html;charset=utf-8');
}
