import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionUser } from '@shared/contracts/auth';
import { changePasswordBodySchema } from '@shared/contracts/users';
import { PasswordStrength } from '@/components/PasswordStrength';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, PasswordInput, useFieldMessage } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-errors';
import { useChangePassword } from '../api/change-password';
import { messageKey } from '@/lib/i18n';

const schema = changePasswordBodySchema
  .extend({ confirmPassword: changePasswordBodySchema.shape.newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'mismatch' });
interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password (user panel, settings): the current password, the new one twice with the strength
 * meter. The server checks the current one, refuses weak ones with the reason, and ends the other
 * sessions; this device stays signed in.
 */
export function PasswordForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('users');
  const fieldMessage = useFieldMessage();
  const message = (m: string | undefined) =>
    m === 'mismatch' ? t(messageKey('auth.passwordsMismatch')) : fieldMessage(m);
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (data) => {
          form.reset();
          toast.success(t('panel.password.success'), { description: data.message });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          toast.error(t('panel.password.failed'), { description: isApiError(error) ? error.message : undefined });
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('panel.password.title')}</CardTitle>
        <CardDescription>{t('panel.password.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex max-w-md flex-col gap-5"
          aria-label={t('panel.password.title')}
          data-testid="password-form"
        >
          {/* Lets password managers tie the change to the account. */}
          <input type="email" autoComplete="username" value={user.email} readOnly hidden />
          <Field label={t('panel.password.current')} error={message(errors.currentPassword?.message)}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
            )}
          </Field>
          <Field
            label={t('panel.password.new')}
            hint={t('panel.password.newHint')}
            error={message(errors.newPassword?.message)}
          >
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />}
          </Field>
          <PasswordStrength
            password={password}
            email={user.email}
            firstName={user.firstName}
            lastName={user.lastName}
          />
          <Field label={t('panel.password.confirm')} error={message(errors.confirmPassword?.message)}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {change.isPending ? t('panel.password.submitting') : t('panel.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
