import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  personName,
  newPasswordSchema,
  phoneSchema,
  sessionUserSchema,
  userProfileSchema,
} from './auth';
import { LANGUAGES } from '../constants';
import { cleanName, optionalWebUrl } from './text-rules';

/**
 * The signed-in user's own account (user panel, issue 8): profile edit, password change and account
 * deletion (KVKK). Custom messages are message keys (`account.*`, `auth.*`).
 */

/** Longest company, job title or sector text accepted. */
export const PROFILE_TEXT_MAX_LENGTH = 120;
/** Longest URL accepted (website, LinkedIn, profile image path). */
export const PROFILE_URL_MAX_LENGTH = 500;
/** The word the user types to confirm account deletion, per interface language. */
export const DELETE_CONFIRMATION_WORDS = { tr: 'SİL', en: 'DELETE' } as const;

/** An optional text of at most `max` characters: trimmed, '' or absent → null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Optional free text (company, job title, sector). */
const optionalText = optional(PROFILE_TEXT_MAX_LENGTH);

/** Optional web address (the shared rule: `example.com` is stored as `https://example.com`); '' or absent → null. */
const optionalUrl = optionalWebUrl({ max: PROFILE_URL_MAX_LENGTH, error: 'users.invalidUrl' })
  .nullish()
  .transform((v) => v || null);

/**
 * PUT /api/user/profile body. `profileImage` is the `/public-objects/...` URL of an image the caller
 * uploaded (POST /api/upload/profile-image); the server checks that the file exists and is theirs.
 * The phone is normalised to 10 digits starting with 5 (spec §5), '' or absent for none.
 */
export const updateProfileBodySchema = z.object({
  firstName: personName('auth.firstNameRequired', 'auth.firstNameTooShort'),
  lastName: personName('auth.lastNameRequired', 'auth.lastNameTooShort'),
  phone: phoneSchema.nullish().transform((v) => v ?? null),
  profileImage: optional(PROFILE_URL_MAX_LENGTH).pipe(
    z
      .string()
      .regex(/^\/public-objects\/[\w.-]+$/, { error: 'users.invalidProfileImage' })
      .nullable(),
  ),
  company: cleanName(optionalText),
  title: optionalText,
  sector: optionalText,
  website: optionalUrl,
  linkedinProfile: optionalUrl,
});
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
export type UpdateProfile = z.output<typeof updateProfileBodySchema>;

/** 200 answer of PUT /api/user/profile: the user and the profile as GET /api/user and /api/user/profile give them. */
export const updateProfileResponseSchema = z.object({ user: sessionUserSchema, profile: userProfileSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/**
 * PUT /api/user/language body (issue 22 "The reader's language"; docs/decisions/038): the TR/EN switch
 * of a signed-in user sets the account's language, in which notifications and mails are written. The
 * spec's calls have no profile update (§7) and PUT /api/user/profile replaces the whole profile form,
 * so the switch has its own call. Answer 200: the user as GET /api/user gives it.
 */
export const updateLanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'users.invalidLanguage' }),
});
export type UpdateLanguageInput = z.input<typeof updateLanguageBodySchema>;

/** POST /api/user/password body: the current password and the new one (8–128, not common or weak). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'users.currentPasswordRequired' })
    .min(1, { error: 'users.currentPasswordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'auth.passwordTooLong' }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordBodySchema>;

/** DELETE /api/user body: an explicit confirmation. */
export const deleteAccountBodySchema = z.object({
  confirm: z.literal(true, { error: 'users.confirmRequired' }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountBodySchema>;

/** 200 answer of POST /api/user/password and DELETE /api/user: a localised confirmation. */
export const accountActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountActionResponse = z.infer<typeof accountActionResponseSchema>;
