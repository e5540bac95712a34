import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, PasswordInput, useFieldMessage } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { changePassword, resetPassword } from '../api/auth-api';
import { changePasswordFormSchema, newPasswordFormSchema } from '../lib/schemas';
import { PasswordStrength } from '@/components/PasswordStrength';

type Values = z.input<typeof changePasswordFormSchema>;

interface NewPasswordFormProps {
  /** The reset token of the e-mail link; without it the signed-in user changes the password. */
  token: string | null;
  onDone: () => void;
  /** The link turned out to be invalid or expired. */
  onInvalidLink: () => void;
}

/**
 * New password and repeat (spec §2 "Password reset page", §5): at least 8 characters, the two must
 * match ('Şifreler eşleşmiyor'). With a reset token it calls POST /api/auth/reset-password; a
 * signed-in user without one also gives the current password (POST /api/auth/change-password).
 */
export function NewPasswordForm({ token, onDone, onInvalidLink }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const withCurrent = token === null;
  const form = useForm<Values>({
    // The repeat-only schema has no current password; an empty one is never read.
    resolver: zodResolver(withCurrent ? changePasswordFormSchema : newPasswordFormSchema) as never,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const save = useMutation({
    mutationFn: (values: Values) =>
      token === null
        ? changePassword(values.currentPassword, values.newPassword)
        : resetPassword(token, values.newPassword),
  });

  const fields: Path<Values>[] = ['currentPassword', 'newPassword', 'confirmPassword'];
  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('reset.successTitle'), { description: t('reset.successText') });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')) {
          toast.error(t('reset.failedTitle'), { description: error.message });
          onInvalidLink();
          return;
        }
        if (isApiError(error) && error.code === 'INVALID_PASSWORD' && withCurrent && !error.fieldErrors) {
          form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        if (applyServerFieldErrors(error, form.setError, fields)) return;
        toast.error(t('reset.failedTitle'), { description: isApiError(error) ? error.message : t('errors.generic') });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-label={t('reset.title')}
    >
      {withCurrent ? (
        <Field label={t('fields.currentPassword')} error={message(errors.currentPassword?.message)}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </Field>
      ) : null}
      <Field
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={message(errors.newPassword?.message)}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
      </Field>
      <PasswordStrength password={newPassword} />
      <Field label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </Field>
      <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {save.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
