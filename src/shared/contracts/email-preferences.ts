/**
 * E-mail preferences (spec §3 Email preferences, §4 transitions; PRODUCT-DECISIONS 18, 20; issue 10
 * "Notifications"; docs/decisions/014-messaging.md). Which mail respects which preference:
 * - `platformUpdates`: activity on the user's own account (new messages, quotes received or answered,
 *   application decisions, followers, reviews) — the e-mail copies of notifications;
 * - `partnerUpdates`: news of partners the user follows;
 * - `marketingEmails`: campaigns and the monthly newsletter;
 * - `weeklyDigest`: the weekly summary;
 * - `smsNotifications`: SMS copies of project deadlines and payments (issue 22; decision 043), off by
 *   default and accepted on only with a verified phone.
 * Mails that prove or protect an account (verification, password reset, magic link, security alert)
 * ignore preferences.
 */
import { z } from 'zod';
import { DB_INT_MAX } from '../constants';

export const EMAIL_PREFERENCE_KEYS = [
  'marketingEmails',
  'partnerUpdates',
  'platformUpdates',
  'weeklyDigest',
  'smsNotifications',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

/** Spec §3 defaults: marketing, partner and platform updates on, weekly digest off; SMS off (decision 043). */
export const EMAIL_PREFERENCE_DEFAULTS: Record<EmailPreferenceKey, boolean> = {
  marketingEmails: true,
  partnerUpdates: true,
  platformUpdates: true,
  weeklyDigest: false,
  smsNotifications: false,
};

/** 200 answer of GET /api/email-preferences and of every preference change. */
export const emailPreferencesSchema = z.object({
  marketingEmails: z.boolean(),
  partnerUpdates: z.boolean(),
  platformUpdates: z.boolean(),
  weeklyDigest: z.boolean(),
  smsNotifications: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/**
 * Body of POST /api/email-preferences: any subset; absent keys keep their value. The spec (§7) also
 * sends `userId`; whose preferences change comes from the session only, so `userId` is optional and,
 * when sent, must be the caller's own id (403 FORBIDDEN otherwise).
 */
export const updateEmailPreferencesSchema = emailPreferencesSchema
  .partial()
  .extend({ userId: z.coerce.number().int().positive().max(DB_INT_MAX).optional() })
  .strict();
export type UpdateEmailPreferencesInput = z.infer<typeof updateEmailPreferencesSchema>;

/** Spec §4: 'unsubscribe all' turns these off (platform updates stay). */
export const UNSUBSCRIBE_ALL_OFF: readonly EmailPreferenceKey[] = ['marketingEmails', 'partnerUpdates', 'weeklyDigest'];
/** Spec §4: 'subscribe back' turns these on. */
export const SUBSCRIBE_BACK_ON: readonly EmailPreferenceKey[] = ['marketingEmails', 'partnerUpdates'];

/**
 * Query of the one-click unsubscribe link of a preference mail (GET and RFC 8058 POST
 * /api/email-preferences/one-click): a signed token naming one user and one preference.
 */
export const emailPreferenceTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** 200 answer of POST /api/email-preferences/one-click. */
export const oneClickUnsubscribeResponseSchema = z.object({ success: z.literal(true) });

/**
 * `?unsubscribed=` of the /email-preferences page after a one-click link: the preference it turned off,
 * or `invalid` for a link that named nobody.
 */
export const UNSUBSCRIBED_INVALID = 'invalid';
