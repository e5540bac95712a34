import { z } from 'zod';
import { emailSchema, loginBodySchema, newPasswordSchema, registerBodySchema } from '@shared/contracts/auth';

/** Client forms built on the shared contracts (src/shared/contracts/auth.ts); messages are keys. */
export const signInFormSchema = loginBodySchema;
export const signUpFormSchema = registerBodySchema;
export const emailOnlySchema = z.object({ email: emailSchema });

/** New password and its repeat (spec §5: 'Şifreler eşleşmiyor'). */
export const newPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'auth.passwordsMismatch',
  });

/** A signed-in user changing the password: the current one too. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'auth.passwordRequired' }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'auth.passwordsMismatch',
  });
