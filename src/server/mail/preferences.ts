/**
 * Mails that depend on the recipient's e-mail preferences (spec §3 Email preferences, §4;
 * PRODUCT-DECISIONS 18, 20; docs/decisions/014-messaging.md; src/shared/contracts/email-preferences.ts
 * says which mail follows which preference).
 *
 * Every such mail carries a one-click unsubscribe link that turns its preference off, as a link in the
 * body and as `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 8058). The link's token is an
 * HMAC over the user id and the preference key, signed with the app's auth secret: nothing is stored,
 * and a token names exactly one user and one preference.
 */
import { sign, signatureMatches } from '../lib/signing';
import { eq } from 'drizzle-orm';
import {
  EMAIL_PREFERENCE_DEFAULTS,
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
  type EmailPreferences,
} from '@shared/contracts/email-preferences';
import type { EmailTemplateType, Language } from '@shared/constants';
import { emailPreferences } from '../db/schema';
import type { MailParam } from '../lib/mail-html-safety';
import { enqueueTemplateMail, type Executor } from './outbox';
import { pageUrl } from '@shared/pages';

/** What preference mails need of the app: the origin of their links and the signing secret. */
export interface PreferenceMailConfig {
  /** Origin used in links sent by mail, without a trailing slash (app.config.publicUrl). */
  publicUrl: string;
  /** The app's auth secret (BETTER_AUTH_SECRET): the same on every process, so links work everywhere. */
  secret: string;
}

let config: PreferenceMailConfig | undefined;

/**
 * Sets the link origin and signing secret once, when the app is built (the e-mail preferences routes
 * do it). Jobs and services then call {@link enqueuePreferenceMail} without passing them around.
 * Several apps in one process (tests) must share the secret, as every process of a deployment does.
 */
export function configurePreferenceMail(value: PreferenceMailConfig): void {
  config = { publicUrl: value.publicUrl.replace(/\/$/, ''), secret: value.secret };
}

function requireConfig(): PreferenceMailConfig {
  if (!config) throw new Error('Preference mails are not configured: build the app (buildApp) first');
  return config;
}

/** Path of the one-click unsubscribe route (GET from the mail's link, POST from the mail client). */
export const ONE_CLICK_PATH = '/api/email-preferences/one-click';

const TOKEN_PATTERN = new RegExp(`^(\\d{1,10})\\.(${EMAIL_PREFERENCE_KEYS.join('|')})\\.([A-Za-z0-9_-]{43})$`);

const PURPOSE = 'email-preference';

/** The unsubscribe token of `userId` for `key`: `{userId}.{key}.{HMAC}`. It does not expire. */
export function createUnsubscribeToken(secret: string, userId: number, key: EmailPreferenceKey): string {
  return `${userId}.${key}.${sign(secret, PURPOSE, `${userId}.${key}`)}`;
}

/** The user and preference of a valid token, or null (bad format or signature). */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; key: EmailPreferenceKey } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const key = match[2] as EmailPreferenceKey;
  if (!signatureMatches(secret, PURPOSE, `${userId}.${key}`, match[3]!)) return null;
  return { userId, key };
}

/** {@link verifyUnsubscribeToken} with the configured secret. */
export function readUnsubscribeToken(token: string): { userId: number; key: EmailPreferenceKey } | null {
  return verifyUnsubscribeToken(requireConfig().secret, token);
}

/** The absolute one-click unsubscribe URL of `userId` for `key`. */
export function unsubscribeUrl(userId: number, key: EmailPreferenceKey): string {
  const { publicUrl, secret } = requireConfig();
  return `${publicUrl}${ONE_CLICK_PATH}?token=${createUnsubscribeToken(secret, userId, key)}`;
}

/** A user's preferences: their row, or the spec §3 defaults when they never saved any. */
export async function readEmailPreferences(exec: Pick<Executor, 'select'>, userId: number): Promise<EmailPreferences> {
  const [row] = await exec
    .select({
      marketingEmails: emailPreferences.marketingEmails,
      partnerUpdates: emailPreferences.partnerUpdates,
      platformUpdates: emailPreferences.platformUpdates,
      weeklyDigest: emailPreferences.weeklyDigest,
      smsNotifications: emailPreferences.smsNotifications,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  return row ?? { ...EMAIL_PREFERENCE_DEFAULTS };
}

/**
 * Footer appended to a template whose HTML has no `{{unsubscribeLink}}` (notification copies: the
 * seeded templates put the link only in marketing mails), rendered and escaped like the template.
 */
export const UNSUBSCRIBE_FOOTER: Record<Language, string> = {
  tr: '<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#6b7280;text-align:center;font-family:Arial,Helvetica,sans-serif;">Bu tür e-postaları almak istemiyorsanız <a href="{{unsubscribeLink}}" style="color:#1e3a8a;text-decoration:underline;">buradan çıkabilirsiniz</a>. Tüm tercihleriniz için <a href="{{preferencesLink}}" style="color:#1e3a8a;text-decoration:underline;">e-posta tercihleri</a>.</p>',
  en: '<p style="margin:16px 0 0;font-size:12px;line-height:1.6;color:#6b7280;text-align:center;font-family:Arial,Helvetica,sans-serif;">If you no longer wish to receive e-mails like this, you can <a href="{{unsubscribeLink}}" style="color:#1e3a8a;text-decoration:underline;">unsubscribe here</a>. All your choices: <a href="{{preferencesLink}}" style="color:#1e3a8a;text-decoration:underline;">e-mail preferences</a>.</p>',
};

/**
 * Queues a templated mail to a user when their `preference` is on (a missing preferences row means
 * the spec's defaults), with a one-click unsubscribe link (template param `unsubscribeLink`, also
 * given as `unsubscribeUrl`; a footer with it is appended when the template lacks the placeholder) and
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers that turn that preference off.
 * @param exec the transaction of the change that causes the mail
 * @param mail.userId whose preference decides and whom the link unsubscribes
 * @param mail.to the address (usually the user's own; a quote request may carry another)
 * @returns whether the mail was queued (false: the preference is off)
 * @throws Error when the app was not built (no {@link configurePreferenceMail}) or the template is missing
 */
export async function enqueuePreferenceMail(
  exec: Executor,
  mail: {
    userId: number;
    to: string;
    type: EmailTemplateType;
    language: Language;
    params: Record<string, MailParam>;
    preference: EmailPreferenceKey;
  },
): Promise<boolean> {
  const prefs = await readEmailPreferences(exec, mail.userId);
  if (!prefs[mail.preference]) return false;
  const link = unsubscribeUrl(mail.userId, mail.preference);
  await enqueueTemplateMail(exec, {
    to: mail.to,
    type: mail.type,
    language: mail.language,
    params: {
      ...mail.params,
      unsubscribeLink: link,
      unsubscribeUrl: link,
      preferencesLink: `${requireConfig().publicUrl}${pageUrl('emailPreferences')}`,
    },
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    unlessPlaceholder: { name: 'unsubscribeLink', append: UNSUBSCRIBE_FOOTER },
  });
  return true;
}

/**
 * The configured link origin and signing secret (issue 11: campaign mails sign their own one-click
 * links with the same secret, so every process verifies them).
 * @throws Error when the app was not built (no {@link configurePreferenceMail})
 */
export function preferenceMailConfig(): PreferenceMailConfig {
  return requireConfig();
}
