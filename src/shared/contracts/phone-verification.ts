/**
 * Phone verification by SMS code (issue 22, user panel "Telefon doğrulama"; docs/decisions/043-sms-outbox.md).
 * The user asks for a code to a Turkish mobile number, then confirms it; the number becomes the
 * account's verified phone, which SMS notifications need.
 */
import { z } from 'zod';

/** Digits of a verification code. */
export const PHONE_CODE_LENGTH = 6;
/** Minutes a code stays valid (the `otp_verification` SMS says so). */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong codes accepted before the code is dead and a new one must be asked for. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** POST /api/user/phone/verification body: the number in any usual notation (`0532 123 45 67`, `+90…`). */
export const requestPhoneCodeBodySchema = z.object({
  phone: z
    .string({ error: 'users.phoneInvalid' })
    .trim()
    .min(1, { error: 'users.phoneRequired' })
    .max(30, { error: 'users.phoneInvalid' }),
});
export type RequestPhoneCodeBody = z.input<typeof requestPhoneCodeBodySchema>;

/** POST /api/user/phone/verification/confirm body: the 6 digits received (spaces ignored). */
export const confirmPhoneCodeBodySchema = z.object({
  code: z
    .string({ error: 'users.phoneCodeFormat' })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'users.phoneCodeFormat' })),
});
export type ConfirmPhoneCodeBody = z.input<typeof confirmPhoneCodeBodySchema>;

/**
 * 200 answer of GET /api/user/phone/verification and of both POSTs: the account's phone (spec format,
 * 10 digits starting with 5, or null), when it was verified (null: never, or changed since), and the
 * code waiting for confirmation, if any.
 */
export const phoneVerificationStateSchema = z.object({
  phone: z.string().nullable(),
  phoneVerifiedAt: z.string().nullable(),
  pending: z
    .object({
      /** E.164 number the code went to. */
      phone: z.string(),
      /** ISO time the code stops working. */
      expiresAt: z.string(),
      attemptsLeft: z.number().int().min(0),
    })
    .nullable(),
});
export type PhoneVerificationState = z.infer<typeof phoneVerificationStateSchema>;
