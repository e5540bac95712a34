/**
 * Account mails (spec §2 "/auth"; PRODUCT-DECISIONS 3, 5): verification, password reset, magic link
 * and security alerts, all through the outbox (ARCHITECTURE.md, mail) in the recipient's language.
 *
 * Template choice: the 26 template types are fixed by the spec and none is a sign-in link. The
 * verification, reset and alert mails use their seeded templates (`email_verification`,
 * `password_reset`, `security_alert`), so admins edit them in template management. The magic-link
 * mail is a catalogue-texted mail without a template (`mail/text-mail.ts`, `template_type` NULL):
 * dressing it up as `email_verification` ("one last step… activate your account") or `security_alert`
 * ("an important action was taken") would tell the reader something false about a link they asked for.
 */
import type { EmailTemplateType, Language } from '@shared/constants';
import type { Db } from '../db/client';
import type { Executor } from '../mail/outbox';
import { enqueueTextMail } from '../mail/text-mail';
import { t } from '../lib/messages';
import { replaceVerbatim } from '../lib/html';
import { emailKey, hitLimit, type LimitRule } from './limiter';
import { pageUrl } from '@shared/pages';
import { formatDateAndTime } from '@shared/reader-format';
import { describeUserAgent } from '../lib/user-agent';

/** Queues a templated mail; `enqueueTemplateMail` from the outbox, injectable for tests. */
export type EnqueueTemplateMail = (
  exec: Executor,
  mail: { to: string; type: EmailTemplateType; language: Language; params: Record<string, string> },
) => Promise<void>;

/** What the senders need to know about the recipient. */
export interface MailRecipient {
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  language?: string | null;
}

export interface AccountMailer {
  /** `email_verification` with `{{userName}}`, `{{verifyLink}}` (and `{{actionUrl}}`). */
  verification(to: MailRecipient, link: string): Promise<boolean>;
  /** `password_reset` with `{{userName}}`, `{{resetLink}}` (and `{{actionUrl}}`). */
  passwordReset(to: MailRecipient, link: string): Promise<boolean>;
  /**
   * `registration_pending` with `{{userName}}`, `{{resetLink}}` (and `{{actionUrl}}`): someone
   * registered again with the address of an unverified account; the link sets a password.
   */
  pendingRegistration(to: MailRecipient, link: string): Promise<boolean>;
  /** The bilingual magic-link mail rendered here. */
  magicLink(to: MailRecipient, link: string): Promise<boolean>;
  /**
   * `security_alert` with `{{userName}}`, `{{date}}`, `{{time}}` (now, Europe/Istanbul, in the
   * recipient's language), `{{message}}` (what happened, with the device when `userAgent` is given)
   * and `{{actionUrl}}` (the forgot-password form: "not you?"). Transactional: no preference, no
   * unsubscribe link; only the per-address throttle applies.
   * @param userAgent the User-Agent of the request that did it (sign-in, password change or reset)
   * @param exec the transaction of the change the alert reports, so the mail is queued exactly when the
   *   change commits (an admin's reset of two-factor sign-in); the database when not given
   */
  securityAlert(to: MailRecipient, event: SecurityEvent, userAgent?: string | null, exec?: Executor): Promise<boolean>;
}

/** Events that send a `security_alert` mail (docs/decisions/003-identity.md, 037-security-alerts.md). */
export type SecurityEvent =
  | 'registerAttempt'
  | 'passwordReset'
  | 'passwordChanged'
  | 'newBrowserSignIn'
  | 'twoFactorEnabled'
  | 'twoFactorDisabled'
  | 'backupCodesRegenerated'
  | 'twoFactorResetByAdmin';

/** What happened, `{device}` replaced by the approximate device (or the "unknown" text). */
const SECURITY_TEXT: Record<SecurityEvent, Record<Language, string>> = {
  registerAttempt: {
    tr: 'Bu e-posta adresiyle yeni bir hesap açılmak istendi. Zaten bir hesabınız var: giriş yapabilir ya da şifrenizi unuttuysanız sıfırlayabilirsiniz.',
    en: 'Someone tried to create a new account with this e-mail address. You already have an account: you can sign in, or reset your password if you have forgotten it.',
  },
  passwordReset: {
    tr: 'Hesabınızın şifresi sıfırlandı ve tüm oturumlarınız kapatıldı. Cihaz: {device}.',
    en: 'The password of your account was reset and all your sessions were signed out. Device: {device}.',
  },
  passwordChanged: {
    tr: 'Hesabınızın şifresi kullanıcı panelinden değiştirildi ve diğer tüm oturumlarınız kapatıldı. Cihaz: {device}.',
    en: 'The password of your account was changed in the user panel and all your other sessions were signed out. Device: {device}.',
  },
  newBrowserSignIn: {
    tr: 'Hesabınıza son 90 gündür görmediğimiz bir tarayıcıdan giriş yapıldı. Cihaz: {device}.',
    en: 'Someone signed in to your account from a browser we have not seen in the last 90 days. Device: {device}.',
  },
  // Two-factor changes (issue 22; docs/decisions/044).
  twoFactorEnabled: {
    tr: 'Hesabınızda iki adımlı doğrulama açıldı: girişlerde artık doğrulama uygulamanızdaki kod da istenecek. Cihaz: {device}.',
    en: 'Two-factor sign-in was turned on for your account: signing in now also asks for the code of your authenticator app. Device: {device}.',
  },
  twoFactorDisabled: {
    tr: 'Hesabınızda iki adımlı doğrulama kapatıldı: girişlerde artık yalnızca şifreniz istenecek. Cihaz: {device}.',
    en: 'Two-factor sign-in was turned off for your account: signing in now asks for your password only. Device: {device}.',
  },
  backupCodesRegenerated: {
    tr: 'Hesabınızın iki adımlı doğrulama yedek kodları yenilendi; eski kodlar artık geçersiz. Cihaz: {device}.',
    en: 'The two-factor backup codes of your account were renewed; the old codes no longer work. Device: {device}.',
  },
  // A master admin's recovery for a lost phone (docs/decisions/044, "Recovery"): no device, the
  // admin's browser says nothing to the owner.
  twoFactorResetByAdmin: {
    tr: 'Bir yönetici hesabınızda iki adımlı doğrulamayı kapattı ve tüm oturumlarınızı sonlandırdı: girişlerde artık yalnızca şifreniz istenecek. Dilerseniz kullanıcı panelinizin Ayarlar sekmesinden yeniden açabilirsiniz.',
    en: 'An administrator turned off two-factor sign-in for your account and signed out all your sessions: signing in now asks for your password only. You can turn it on again in the Settings tab of your user panel.',
  },
};

/** The device part when the User-Agent says nothing we recognise. */
const UNKNOWN_DEVICE: Record<Language, string> = { tr: 'bilinmeyen tarayıcı', en: 'unknown browser' };

/** The clock the alert's time is read on, named after the time (the reader may be abroad). */
const ZONE_LABEL: Record<Language, string> = { tr: 'Türkiye saati', en: 'Istanbul time' };

/** The recipient's language; anything unknown falls back to Turkish (spec §1). */
export const mailLanguage = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'tr');

/** How the mail greets the person: full name, else the display name, else the address's local part. */
export function displayName(to: MailRecipient): string {
  const full = `${to.firstName ?? ''} ${to.lastName ?? ''}`.trim();
  return full || to.name?.trim() || to.email.split('@')[0] || to.email;
}

/**
 * Builds the account mailer.
 * @param opts.throttle per-address cap for each mail kind: over it the mail is not queued (returns false)
 * @returns senders resolving to true when a mail was queued
 */
export function createAccountMailer(opts: {
  db: Db;
  publicUrl: string;
  enqueueMail: EnqueueTemplateMail;
  throttle: LimitRule;
  log?: (msg: string, data: Record<string, unknown>) => void;
}): AccountMailer {
  const { db, enqueueMail } = opts;

  async function allowed(kind: string, to: string, exec: Executor = db): Promise<boolean> {
    const verdict = await hitLimit(exec, emailKey(`mail:${kind}`, to), opts.throttle);
    if (!verdict.allowed) opts.log?.('account mail throttled', { kind });
    return verdict.allowed;
  }

  async function template(
    kind: string,
    to: MailRecipient,
    type: EmailTemplateType,
    params: Record<string, string>,
    exec: Executor = db,
  ) {
    if (!(await allowed(kind, to.email, exec))) return false;
    await enqueueMail(exec, { to: to.email, type, language: mailLanguage(to.language), params });
    return true;
  }

  return {
    verification: (to, link) =>
      template('verification', to, 'email_verification', {
        userName: displayName(to),
        verifyLink: link,
        actionUrl: link,
      }),
    passwordReset: (to, link) =>
      template('reset', to, 'password_reset', { userName: displayName(to), resetLink: link, actionUrl: link }),
    pendingRegistration: (to, link) =>
      template('pending', to, 'registration_pending', {
        userName: displayName(to),
        resetLink: link,
        actionUrl: link,
      }),
    async magicLink(to, link) {
      if (!(await allowed('magic', to.email))) return false;
      const language = mailLanguage(to.language);
      await enqueueTextMail(db, {
        to: to.email,
        language,
        subject: t(language, 'auth.magicLinkSubject'),
        heading: t(language, 'auth.magicLinkHeading'),
        paragraphs: [t(language, 'auth.magicLinkBody', { userName: displayName(to) })],
        button: { label: t(language, 'auth.magicLinkButton'), url: link },
        notes: [t(language, 'auth.magicLinkIgnore')],
      });
      return true;
    },
    securityAlert(to, event, userAgent, exec) {
      const language = mailLanguage(to.language);
      const { date, time } = formatDateAndTime(new Date(), language);
      const device = describeUserAgent(userAgent) ?? UNKNOWN_DEVICE[language];
      return template(
        `alert:${event}`,
        to,
        'security_alert',
        {
          userName: displayName(to),
          date,
          time: `${time} (${ZONE_LABEL[language]})`,
          message: replaceVerbatim(SECURITY_TEXT[event][language], '{device}', device),
          // "Not you?": the forgot-password form, whose reset ends every session (AuthPage `view`).
          actionUrl: `${opts.publicUrl}${pageUrl('auth', { query: { view: 'forgot' } })}`,
        },
        exec,
      );
    },
  };
}
