/**
 * SMS copies of notifications (issue 22; decision 043): sent only to a user who turned the
 * `smsNotifications` preference on and whose phone is verified, in that user's language.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SmsTemplateType } from '@shared/constants';
import { emailPreferences, users } from '../db/schema';
import type { Executor } from '../mail/outbox';
import { enqueueSms } from './outbox';
import { storedPhoneToE164 } from './phone';

/**
 * Queues a templated SMS to `userId` when they opted in (`smsNotifications`) and their phone is verified.
 * @param exec the transaction of the event, so the SMS exists exactly when the event does
 * @param params template values (spec §5 SMS placeholders), already in the user's language
 *   (`paramsFor` receives that language)
 * @returns whether an SMS was queued
 */
export async function enqueueUserSms(
  exec: Executor,
  userId: number,
  type: SmsTemplateType,
  paramsFor: (language: 'tr' | 'en') => Record<string, string>,
): Promise<boolean> {
  const [row] = await exec
    .select({ phone: users.phone, language: users.language })
    .from(users)
    .innerJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        isNotNull(users.phoneVerifiedAt),
        eq(emailPreferences.smsNotifications, true),
      ),
    );
  const to = storedPhoneToE164(row?.phone);
  if (!row || !to) return false;
  const language = row.language === 'en' ? 'en' : 'tr';
  await enqueueSms(exec, { to, type, language, params: paramsFor(language) });
  return true;
}
