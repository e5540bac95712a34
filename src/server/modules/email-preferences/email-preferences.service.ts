/**
 * E-mail preferences (spec §3 Email preferences, §4 transitions; issue 10 "Notifications"). A user
 * without a row has the spec's defaults; the first change writes the row (upsert). Which mail follows
 * which preference: src/shared/contracts/email-preferences.ts; the sending side is
 * src/server/mail/preferences.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  EMAIL_PREFERENCE_DEFAULTS,
  type EmailPreferenceKey,
  type EmailPreferences,
  SUBSCRIBE_BACK_ON,
  UNSUBSCRIBE_ALL_OFF,
  type UpdateEmailPreferencesInput,
} from '@shared/contracts/email-preferences';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { emailPreferences, users } from '../../db/schema';
import { readEmailPreferences } from '../../mail/preferences';

export { readEmailPreferences as getEmailPreferences } from '../../mail/preferences';

const returned = {
  marketingEmails: emailPreferences.marketingEmails,
  partnerUpdates: emailPreferences.partnerUpdates,
  platformUpdates: emailPreferences.platformUpdates,
  weeklyDigest: emailPreferences.weeklyDigest,
  smsNotifications: emailPreferences.smsNotifications,
};

/**
 * Sets the given preferences of `userId` (POST /api/email-preferences, spec §7); absent keys keep their
 * value (the defaults when the user has no row yet).
 * @param userId the session user: the only one whose preferences change
 * @param input the switches to set, and optionally the spec's `userId`, which is only compared with
 *   the session user's id (identity never comes from the body; ARCHITECTURE.md)
 * @returns the full preferences after the change
 * @throws AppError FORBIDDEN (403) when `input.userId` names another user; VALIDATION_ERROR (400,
 *   `users.smsNeedsVerifiedPhone`) when `smsNotifications` is turned on without a verified phone
 *   (decision 043); nothing changes
 */
export async function updateEmailPreferences(
  db: Pick<Db, 'insert' | 'select'>,
  userId: number,
  input: UpdateEmailPreferencesInput,
): Promise<EmailPreferences> {
  const { userId: named, ...values } = input;
  if (named !== undefined && named !== userId) throw new AppError('FORBIDDEN');
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    Record<EmailPreferenceKey, boolean>
  >;
  if (Object.keys(changes).length === 0) return readEmailPreferences(db, userId);
  if (changes.smsNotifications === true) {
    const [user] = await db.select({ verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
    if (!user?.verifiedAt) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'users.smsNeedsVerifiedPhone',
        fieldErrors: { smsNotifications: ['users.smsNeedsVerifiedPhone'] },
      });
    }
  }
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...EMAIL_PREFERENCE_DEFAULTS, ...changes })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning(returned);
  if (!row) throw new Error('email preferences upsert returned no row');
  return row;
}

/** Turns every key of `keys` to `value` for `userId`. @returns the full preferences after the change */
function setAll(
  db: Pick<Db, 'insert' | 'select'>,
  userId: number,
  keys: readonly EmailPreferenceKey[],
  value: boolean,
) {
  return updateEmailPreferences(db, userId, Object.fromEntries(keys.map((k) => [k, value])));
}

/** Spec §4 'unsubscribe all': marketing, partner updates and weekly digest off; platform updates unchanged. */
export function unsubscribeAll(db: Pick<Db, 'insert' | 'select'>, userId: number): Promise<EmailPreferences> {
  return setAll(db, userId, UNSUBSCRIBE_ALL_OFF, false);
}

/** Spec §4 'subscribe back': marketing and partner updates on; the others unchanged. */
export function subscribeBack(db: Pick<Db, 'insert' | 'select'>, userId: number): Promise<EmailPreferences> {
  return setAll(db, userId, SUBSCRIBE_BACK_ON, true);
}

/**
 * Turns one preference off (the one-click link of a preference mail).
 * @returns false when the user no longer exists (nothing changed)
 */
export async function turnOffPreference(db: Db, userId: number, key: EmailPreferenceKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`));
    if (!user) return false;
    await updateEmailPreferences(tx, userId, { [key]: false });
    return true;
  });
}
