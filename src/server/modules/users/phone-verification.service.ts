/**
 * Phone verification by SMS code (issue 22, user panel "Telefon doğrulama"; docs/decisions/043-sms-outbox.md).
 * A code is 6 random digits, sent with the `otp_verification` SMS through the outbox; only its HMAC
 * (keyed with the app's auth secret, bound to the user and number) is stored. It lives
 * {@link PHONE_CODE_TTL_MINUTES} minutes and survives {@link PHONE_CODE_MAX_ATTEMPTS} wrong tries.
 * Asking is rate limited per user and per number, so the platform cannot be used to flood a phone.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneVerificationState,
} from '@shared/contracts/phone-verification';
import type { Db } from '../../db/client';
import { emailPreferences, phoneVerifications, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hitLimit, type LimitRule } from '../../lib/rate-limit';
import { sign, signatureMatches } from '../../lib/signing';
import { enqueueSms } from '../../sms/outbox';
import { parseTurkishMobile } from '../../sms/phone';

/** Codes one user may ask for: 5 an hour. */
export const PHONE_CODE_LIMIT_PER_USER: LimitRule = { max: 5, window: 3600 };
/** Codes one number may receive, whoever asks: 3 an hour (nobody can flood someone else's phone). */
export const PHONE_CODE_LIMIT_PER_PHONE: LimitRule = { max: 3, window: 3600 };

const PURPOSE = 'phone-verification';
const codePayload = (userId: number, phone: string, code: string) => `${userId}:${phone}:${code}`;

/** The account's phone, its verification and the pending code (GET /api/user/phone/verification). */
export async function getPhoneVerification(db: Pick<Db, 'select'>, userId: number): Promise<PhoneVerificationState> {
  const [user] = await db
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError('UNAUTHORIZED');
  const [pending] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), sql`${phoneVerifications.expiresAt} > now()`));
  return {
    phone: user.phone,
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    pending:
      pending && pending.attempts < PHONE_CODE_MAX_ATTEMPTS
        ? {
            phone: pending.phone,
            expiresAt: pending.expiresAt.toISOString(),
            attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - pending.attempts,
          }
        : null,
  };
}

/**
 * Sends a new code to `phoneInput` (POST /api/user/phone/verification): replaces any pending code and
 * queues the `otp_verification` SMS in the user's language, in one transaction.
 * @param secret the app's auth secret (keys the code's HMAC)
 * @param generate the code generator (tests pass a fixed one); default 6 random digits
 * @throws AppError VALIDATION_ERROR (400, fieldErrors.phone) when it is not a Turkish mobile number;
 *   RATE_LIMITED (429) past {@link PHONE_CODE_LIMIT_PER_USER} or {@link PHONE_CODE_LIMIT_PER_PHONE};
 *   UNAUTHORIZED (401) when the account is gone
 */
export async function requestPhoneCode(
  db: Db,
  secret: string,
  userId: number,
  phoneInput: string,
  generate: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
): Promise<PhoneVerificationState> {
  const phone = parseTurkishMobile(phoneInput);
  if (!phone) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'users.phoneInvalid',
      fieldErrors: { phone: ['users.phoneInvalid'] },
    });
  }
  for (const [key, rule] of [
    [`epp:phoneCode:user:${userId}`, PHONE_CODE_LIMIT_PER_USER],
    [`epp:phoneCode:phone:${phone.e164}`, PHONE_CODE_LIMIT_PER_PHONE],
  ] as const) {
    const verdict = await hitLimit(db, key, rule);
    if (!verdict.allowed) {
      throw new AppError('RATE_LIMITED', {
        message: 'users.phoneCodeRateLimited',
        params: { seconds: verdict.retryAfter },
      });
    }
  }
  const code = generate();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!user) throw new AppError('UNAUTHORIZED');
    const values = {
      phone: phone.e164,
      codeHash: sign(secret, PURPOSE, codePayload(userId, phone.e164, code)),
      attempts: 0,
      expiresAt: sql`now() + ${PHONE_CODE_TTL_MINUTES} * interval '1 minute'`,
      createdAt: sql`now()`,
    };
    await tx
      .insert(phoneVerifications)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: phoneVerifications.userId, set: values });
    await enqueueSms(tx, {
      to: phone.e164,
      type: 'otp_verification',
      language: user.language === 'en' ? 'en' : 'tr',
      params: { code },
    });
  });
  return getPhoneVerification(db, userId);
}

/**
 * Confirms the pending code (POST /api/user/phone/verification/confirm): a right code makes its number
 * the account's verified phone (`users.phone` in the spec's form, `phone_verified_at` now) and deletes
 * the pending row. Each try counts first (one atomic update), so parallel guesses cannot exceed the limit.
 * @throws AppError VALIDATION_ERROR (400) with `users.phoneCodeMissing` (no pending code),
 *   `users.phoneCodeExpired`, `users.phoneCodeTooManyAttempts`, or `users.phoneCodeWrong` with
 *   `{attemptsLeft}` (fieldErrors.code)
 */
export async function confirmPhoneCode(
  db: Db,
  secret: string,
  userId: number,
  code: string,
): Promise<PhoneVerificationState> {
  const fail = (message: 'users.phoneCodeMissing' | 'users.phoneCodeExpired' | 'users.phoneCodeTooManyAttempts') =>
    new AppError('VALIDATION_ERROR', { message, fieldErrors: { code: [message] } });
  const verified = await db.transaction(async (tx) => {
    const [pending] = await tx
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(
        and(eq(phoneVerifications.userId, userId), sql`${phoneVerifications.attempts} < ${PHONE_CODE_MAX_ATTEMPTS}`),
      )
      .returning();
    if (!pending) {
      const [dead] = await tx
        .select({ userId: phoneVerifications.userId })
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId));
      throw fail(dead ? 'users.phoneCodeTooManyAttempts' : 'users.phoneCodeMissing');
    }
    if (pending.expiresAt.getTime() <= Date.now()) {
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
      return 'expired' as const;
    }
    if (!signatureMatches(secret, PURPOSE, codePayload(userId, pending.phone, code), pending.codeHash)) {
      return { attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - pending.attempts };
    }
    const phone = parseTurkishMobile(pending.phone);
    await tx
      .update(users)
      .set({ phone: phone?.national ?? pending.phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    return 'verified' as const;
  });
  // Thrown after the transaction, so the counted try (or the expired row's deletion) is kept.
  if (verified === 'expired') throw fail('users.phoneCodeExpired');
  if (typeof verified === 'object') {
    if (verified.attemptsLeft === 0) throw fail('users.phoneCodeTooManyAttempts');
    throw new AppError('VALIDATION_ERROR', {
      message: 'users.phoneCodeWrong',
      params: { attemptsLeft: verified.attemptsLeft },
      fieldErrors: { code: ['users.phoneCodeWrong'] },
    });
  }
  return getPhoneVerification(db, userId);
}

/**
 * Clears the phone's verification when the profile changes the number (users.account.ts), and with it
 * the SMS preference it allowed: SMS never go to a number nobody proved.
 */
export async function forgetPhoneVerification(exec: Pick<Db, 'update'>, userId: number): Promise<void> {
  await exec.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, userId));
  await exec.update(emailPreferences).set({ smsNotifications: false }).where(eq(emailPreferences.userId, userId));
}
